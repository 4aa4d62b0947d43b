import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DataGrid } from "./data-grid";
import type { GridColumn } from "./grid-column";

interface Pool {
  id: string;
  name: string;
  type: string;
}

const pools: Pool[] = [
  { id: "p1", name: "finance", type: "MANUAL" },
  { id: "p2", name: "hr", type: "AUTOMATED" },
];

const columns: GridColumn<Pool>[] = [
  {
    field: "name",
    label: "Name",
    disableTranslation: true,
    filter: { type: "STRING", operator: "Contains" },
  },
  {
    field: "type",
    label: "Type",
    kind: "status",
    disableTranslation: true,
    filter: {
      type: "CHECKBOX",
      options: [
        { value: "AUTOMATED", label: "Automated" },
        { value: "MANUAL", label: "Manual" },
      ],
    },
  },
];

/** The browser's top layer, which happy-dom lacks: which elements are shown there. */
const topLayer = new Set<Element>();
let headerRect = { left: 600, top: 100, bottom: 136 };

beforeEach(() => {
  topLayer.clear();
  headerRect = { left: 600, top: 100, bottom: 136 };
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      topLayer.add(this);
    },
    hidePopover(this: HTMLElement) {
      topLayer.delete(this);
    },
  });
  const matches = Element.prototype.matches;
  vi.spyOn(Element.prototype, "matches").mockImplementation(function (this: Element, selector: string) {
    return selector === ":popover-open" ? topLayer.has(this) : matches.call(this, selector);
  });
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const rect = this.getAttribute("role") === "columnheader" ? headerRect : { left: 0, top: 0, bottom: 0 };
    return { ...rect, right: rect.left + 100, width: 100, height: 36, x: rect.left, y: rect.top } as DOMRect;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  const prototype = HTMLElement.prototype as Partial<HTMLElement>;
  delete prototype.showPopover;
  delete prototype.hidePopover;
});

function renderGrid() {
  return render(<DataGrid gridId="pools" label="Pools" columns={columns} data={pools} />);
}

describe("the column filter popover", () => {
  it("opens in the top layer under its header, outside the grid's scrolling box", async () => {
    renderGrid();
    fireEvent.click(screen.getByRole("button", { name: "Filter Name" }));
    const panel = await screen.findByRole("group", { name: "Filter Name" });
    expect(panel).toHaveAttribute("popover", "manual");
    expect(topLayer.has(panel)).toBe(true);
    expect(panel.style.top).toBe("140px");
    expect(panel.style.left).toBe("600px");
  });

  it("follows its header when the grid scrolls sideways", async () => {
    renderGrid();
    fireEvent.click(screen.getByRole("button", { name: "Filter Name" }));
    await screen.findByRole("group", { name: "Filter Name" });
    headerRect = { left: 420, top: 100, bottom: 136 };
    act(() => {
      screen.getByRole("grid").dispatchEvent(new Event("scroll"));
    });
    expect(screen.getByRole("group", { name: "Filter Name" }).style.left).toBe("420px");
  });

  it("is operated by keyboard: its field takes focus, Enter filters, Escape closes it and returns to the header", async () => {
    const user = userEvent.setup();
    renderGrid();
    const header = screen.getByRole("columnheader", { name: /Name/ });
    fireEvent.keyDown(header, { key: "ArrowDown", altKey: true });
    const panel = await screen.findByRole("group", { name: "Filter Name" });
    const field = within(panel).getByRole("searchbox", { name: "Filter Name" });
    expect(field).toHaveFocus();
    await user.type(field, "fin{Enter}");
    expect(screen.queryByText("hr")).toBeNull();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: "Filter Name" })).toBeNull();
    expect(topLayer.has(panel)).toBe(false);
    expect(header).toHaveFocus();
  });

  it("lets Tab and Space tick a checkbox filter's values", async () => {
    const user = userEvent.setup();
    renderGrid();
    fireEvent.click(screen.getByRole("button", { name: "Filter Type" }));
    const panel = await screen.findByRole("group", { name: "Filter Type" });
    // Opened with the mouse too, the panel takes focus, so the keyboard can go on from there.
    expect(within(panel).getAllByRole("checkbox")[0]).toHaveFocus();
    await user.keyboard(" ");
    expect(within(panel).getByRole("checkbox", { name: "Automated" })).toBeChecked();
    expect(screen.queryByText("finance")).toBeNull();
    await user.tab();
    expect(within(panel).getByRole("checkbox", { name: "Manual" })).toHaveFocus();
  });
});
