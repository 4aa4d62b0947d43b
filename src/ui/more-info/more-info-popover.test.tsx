import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MoreInfoPopover, popoverPlacement } from "./more-info-popover";

describe("popoverPlacement", () => {
  it("defaults to right-bottom", () => {
    expect(popoverPlacement(false, 900)).toBe("right-bottom");
  });
  it("dynamically opens bottom-left beyond 300 px from the left, else bottom-right", () => {
    expect(popoverPlacement(true, 301)).toBe("bottom-left");
    expect(popoverPlacement(true, 300)).toBe("bottom-right");
    expect(popoverPlacement(true, 20)).toBe("bottom-right");
  });
});

describe("MoreInfoPopover", () => {
  it("opens its content from a labelled button, as a popover", () => {
    render(<MoreInfoPopover>Explains the field</MoreInfoPopover>);
    const button = screen.getByRole("button", { name: "More information" });
    expect(screen.queryByText("Explains the field")).toBeNull();
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const popover = screen.getByText("Explains the field");
    expect(popover).toHaveAttribute("popover", "auto");
    expect(popover).toHaveAttribute("data-placement", "right-bottom");
    fireEvent.keyDown(popover, { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(document.activeElement).toBe(button);
  });

  it("places itself from the button's left offset when dynamic", () => {
    const rect = vi
      .spyOn(HTMLElement.prototype, "getBoundingClientRect")
      .mockReturnValue(new DOMRect(420, 10, 20, 20));
    render(
      <MoreInfoPopover isDynamic label="About pools">
        Text
      </MoreInfoPopover>,
    );
    fireEvent.click(screen.getByRole("button", { name: "About pools" }));
    expect(screen.getByText("Text")).toHaveAttribute("data-placement", "bottom-left");
    rect.mockRestore();
  });
});
