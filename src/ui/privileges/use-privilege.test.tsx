import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale } from "../../core/i18n/i18n";
import deBundle from "../../locales/bundle_de.json";
import { clearAdminRoles, setAdminRoles } from "../../core/privileges/privileges.model";
import { menuItemPrivilegeState, Privileged, useMenuItemPrivilege, usePrivilege } from "./use-privilege";

function grant(...privileges: string[]): void {
  setAdminRoles({
    rest: {
      local_privileges_info: [{ access_group_id: "root", access_group_name: "Root", privileges }],
    },
  });
}

function Probe({ expression }: { expression: string }) {
  return <output>{usePrivilege(expression) ? "yes" : "no"}</output>;
}

function MenuProbe() {
  const state = useMenuItemPrivilege("POOL_MANAGEMENT", { mode: "hide" });
  return <output>{`${state.enabled}/${state.hidden}`}</output>;
}

afterEach(async () => {
  clearAdminRoles();
  await act(() => changeLocale("en", () => Promise.reject(new Error("unused"))));
});

describe("privilege binding", () => {
  it("re-renders when the privileges change", () => {
    render(<Probe expression="POOL_VIEW|MACHINE_VIEW" />);
    expect(screen.getByRole("status")).toHaveTextContent("no");
    act(() => grant("MACHINE_VIEW"));
    expect(screen.getByRole("status")).toHaveTextContent("yes");
  });

  it("leaves a button without the privilege in the Tab order, ignores presses and shows why on focus", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Privileged expression="GLOBAL_CONFIG_MANAGEMENT">
        <button type="button" onClick={onClick}>
          Edit
        </button>
      </Privileged>,
    );
    const button = screen.getByRole("button", { name: "Edit" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    const tooltip = screen.getByRole("tooltip");
    expect(tooltip.parentElement).toContainElement(button);
    expect(button).toHaveAccessibleDescription(tooltip.textContent ?? "");
    act(() => grant("GLOBAL_CONFIG_MANAGEMENT"));
    expect(screen.getByRole("button", { name: "Edit" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Edit" })).not.toHaveAttribute("aria-disabled");
    await user.click(screen.getByRole("button", { name: "Edit" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("names the missing privilege in the administrator's language, not when forced by a state", async () => {
    render(
      <>
        <Privileged expression="GLOBAL_CONFIG_MANAGEMENT">
          <button type="button">Edit</button>
        </Privileged>
        <Privileged expression="POOL_VIEW" force>
          <button type="button">Busy</button>
        </Privileged>
      </>,
    );
    act(() => grant("POOL_VIEW"));
    expect(screen.getByRole("button", { name: "Edit" })).toHaveAccessibleDescription(
      "Requires the privilege: Manage global configuration and policies",
    );
    expect(screen.getByRole("button", { name: "Busy" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Busy" })).toHaveAccessibleDescription("");
    await act(() => changeLocale("de", () => Promise.resolve(deBundle)));
    expect(screen.getByRole("button", { name: "Edit" })).toHaveAccessibleDescription(
      "Erfordert die Berechtigung: Globale Konfiguration und Richtlinien verwalten",
    );
  });

  it("hides its child in hide mode", () => {
    render(
      <Privileged expression="GLOBAL_CONFIG_MANAGEMENT" mode="hide">
        <button type="button">Edit</button>
      </Privileged>,
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("can be forced disabled or hidden even with the privilege", () => {
    grant("GLOBAL_CONFIG_MANAGEMENT");
    render(
      <>
        <Privileged expression="GLOBAL_CONFIG_MANAGEMENT" force>
          <button type="button">Forced</button>
        </Privileged>
        <Privileged expression="GLOBAL_CONFIG_MANAGEMENT" mode="hide" force>
          <button type="button">Gone</button>
        </Privileged>
      </>,
    );
    expect(screen.getByRole("button", { name: "Forced" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Gone" })).toBeNull();
  });

  it("gives menu items enabled and hidden attributes", () => {
    expect(menuItemPrivilegeState(true)).toEqual({ enabled: true, hidden: false });
    expect(menuItemPrivilegeState(false)).toEqual({ enabled: false, hidden: false });
    expect(menuItemPrivilegeState(false, "hide")).toEqual({ enabled: false, hidden: true });
    expect(menuItemPrivilegeState(true, "disable", true)).toEqual({ enabled: false, hidden: false });
    render(<MenuProbe />);
    expect(screen.getByRole("status")).toHaveTextContent("false/true");
  });
});
