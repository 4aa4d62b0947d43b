import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itemLink } from "../item-link/item-link";
import { DataGrid } from "./data-grid";
import type { GridColumn } from "./grid-column";

interface Pool {
  id: string;
  name: string;
  type: string;
}

const pools: Pool[] = Array.from({ length: 30 }, (_, index) => ({
  id: `p${index}`,
  name: `pool-${index}`,
  type: index % 2 === 0 ? "Manual" : "Automated",
}));

function renderGrid(onOpen: (name: string) => void) {
  const columns: GridColumn<Pool>[] = [
    {
      field: "name",
      label: "Name",
      filter: { type: "STRING", operator: "Contains" },
      disableTranslation: true,
      cell: (pool) => itemLink(pool.name, () => onOpen(pool.name)),
    },
    { field: "type", label: "Type", disableTranslation: true },
  ];
  return render(
    <>
      <button type="button">Before</button>
      <DataGrid gridId="pools" label="Pools" columns={columns} data={pools} selection="multi" />
      <button type="button">After</button>
    </>,
  );
}

const grid = () => screen.getByRole("grid", { name: "Pools" });
const focused = () => document.activeElement as HTMLElement;
const press = (key: string, init: { ctrlKey?: boolean; altKey?: boolean } = {}) =>
  fireEvent.keyDown(focused(), { key, ...init });
/** The focused cell's row (header -1) and column, from its position. */
const position = () => focused().closest("[data-cell]")?.getAttribute("data-cell");

/** Whatever Tab can reach inside the grid. */
function tabStops(): HTMLElement[] {
  return [
    ...grid().querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]',
    ),
  ].filter((element) => element.tabIndex >= 0 && !element.hasAttribute("disabled"));
}

describe("DataGrid, the keyboard model (WAI-ARIA grid)", () => {
  it("is one tab stop, even with links in its cells, and Tab leaves it from a cell", async () => {
    renderGrid(vi.fn());
    expect(tabStops()).toHaveLength(1);
    const user = userEvent.setup();
    screen.getByRole("button", { name: "Before" }).focus();
    // Past the grid's toolbar, the first stop in the grid is its first header.
    for (let step = 0; step < 20 && !grid().contains(focused()); step++) await user.tab();
    expect(focused()).toHaveAttribute("role", "columnheader");
    press("ArrowDown");
    expect(focused()).toHaveAttribute("role", "gridcell");
    expect(tabStops()).toEqual([focused()]);
    await user.tab();
    expect(grid()).not.toContainElement(focused());
    await user.tab({ shift: true });
    // Back in, on the cell it left: the grid remembers its place.
    expect(position()).toBe("0:0");
  });

  it("moves with the arrows, Home/End (Ctrl for the corners) and PageUp/PageDown", () => {
    renderGrid(vi.fn());
    within(grid()).getAllByRole("columnheader")[0]!.focus();
    press("ArrowDown");
    press("ArrowRight");
    expect(position()).toBe("0:1");
    press("End");
    expect(position()).toBe("0:2");
    press("Home");
    expect(position()).toBe("0:0");
    press("PageDown");
    expect(position()).toBe("10:0");
    press("PageUp");
    expect(position()).toBe("0:0");
    press("End", { ctrlKey: true });
    expect(position()).toBe("19:2");
    press("Home", { ctrlKey: true });
    expect(position()).toBe("-1:0");
  });

  it("selects the row with Space and activates the row's link with Enter from any of its cells", () => {
    const onOpen = vi.fn();
    renderGrid(onOpen);
    within(grid()).getAllByRole("columnheader")[0]!.focus();
    press("ArrowDown");
    press("ArrowDown");
    press(" ");
    const row = focused().closest('[role="row"]')!;
    expect(row).toHaveAttribute("aria-selected", "true");
    press("ArrowRight");
    expect(focused()).toHaveTextContent("pool-1");
    press("Enter");
    expect(onOpen).toHaveBeenLastCalledWith("pool-1");
    press("ArrowRight");
    expect(focused()).toHaveTextContent("Automated");
    press("Enter");
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenLastCalledWith("pool-1");
  });

  it("reaches a header's filter button with the arrows, between its header and the next", async () => {
    renderGrid(vi.fn());
    const name = screen.getByRole("columnheader", { name: /Name/ });
    name.focus();
    press("ArrowRight");
    const toggle = screen.getByRole("button", { name: "Filter Name" });
    expect(toggle).toHaveFocus();
    await userEvent.setup().keyboard("{Enter}");
    expect(await screen.findByRole("searchbox", { name: "Filter Name" })).toBeInTheDocument();
    toggle.focus();
    press("ArrowRight");
    expect(screen.getByRole("columnheader", { name: /Type/ })).toHaveFocus();
    press("ArrowLeft");
    expect(name).toHaveFocus();
  });
});
