// What component tests assert of a control the administrator's privileges rule out (decision 0031).
import { expect } from "vitest";

/**
 * The control cannot be used for want of a privilege and says so: a button stays focusable (aria-disabled)
 * with the missing privilege as its description; a menu whose every entry is ruled out is disabled (each
 * entry names its privilege when the menu opens for another administrator).
 */
export function expectWithoutPrivilege(control: HTMLElement): void {
  if (control.getAttribute("aria-haspopup") === "menu" && !control.hasAttribute("aria-disabled")) {
    expect(control).toBeDisabled();
    return;
  }
  expect(control).toHaveAttribute("aria-disabled", "true");
  expect(control).toHaveAccessibleDescription(/^Requires the privilege: /);
}
