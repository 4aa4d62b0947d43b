import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StatusText } from "../status-icon/status-text";
import { DataGrid } from "./data-grid";
import { dataGridStyles } from "./data-grid.styles";
import type { GridColumn } from "./grid-column";

interface Machine {
  id: string;
  name: string;
  state: string;
  created: string;
  sessions: number;
}

const machines: Machine[] = [
  { id: "m1", name: "finance-desktop-0001", state: "Provisioning error", created: "27/11/2026", sessions: 2 },
  { id: "m2", name: "hr-7", state: "Available", created: "26/11/2026", sessions: 0 },
];

const columns: GridColumn<Machine>[] = [
  {
    field: "name",
    label: "Machine name",
    kind: "name",
    disableTranslation: true,
    filter: { type: "STRING", operator: "Contains" },
    cell: (row) => (
      <button type="button" className="vdc-link">
        {row.name}
      </button>
    ),
  },
  {
    field: "state",
    label: "State",
    kind: "status",
    disableTranslation: true,
    cell: (row) => <StatusText status="ERROR" text={row.state} isProblem />,
  },
  { field: "created", label: "Created", kind: "date", disableTranslation: true },
  { field: "sessions", label: "Sessions", kind: "count" },
];

function renderGrid() {
  return render(<DataGrid gridId="machines" label="Machines" columns={columns} data={machines} />);
}

const bodyCells = (row: number) =>
  within(
    within(screen.getByRole("grid"))
      .getAllByRole("row")
      .filter((candidate) => candidate.getAttribute("aria-rowindex") === String(row + 2))[0]!,
  ).getAllByRole("gridcell");

/** The minimum (em) and share (fr) of each column track of the grid's template. */
function tracks(container: HTMLElement): { minEm: number; share: number }[] {
  const root = container.querySelector<HTMLElement>(".vdc-grid")!;
  const template = root.style.getPropertyValue("--vdc-grid-columns");
  return [...template.matchAll(/minmax\(([\d.]+)em, ([\d.]+)fr\)/g)].map((match) => ({
    minEm: Number(match[1]),
    share: Number(match[2]),
  }));
}

/** Makes every box report the given widths, as a browser would for content wider than its cell. */
function mockWidths(scrollWidth: number, clientWidth: number) {
  return [
    vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(scrollWidth),
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(clientWidth),
  ];
}

afterEach(() => vi.restoreAllMocks());

describe("grid column widths by kind", () => {
  it("gives states, dates and counts narrower tracks and smaller shares than names", () => {
    const { container } = renderGrid();
    const [name, state, created, sessions] = tracks(container);
    expect(name!.minEm).toBeGreaterThan(state!.minEm);
    expect(name!.minEm).toBeGreaterThan(created!.minEm);
    expect(name!.minEm).toBeGreaterThan(sessions!.minEm);
    for (const narrow of [state, created, sessions]) expect(narrow!.share).toBeLessThan(name!.share);
  });

  it("never draws a name narrower than the longest name on the page", () => {
    const { container } = renderGrid();
    // "finance-desktop-0001": 20 characters of about 0.55em, and the cell's padding.
    expect(tracks(container)[0]!.minEm).toBeGreaterThanOrEqual(20 * 0.55);
  });
});

describe("cut cells", () => {
  it("show the column's full text as a title and a tooltip on hover, and as a tooltip on focus", () => {
    mockWidths(300, 100);
    renderGrid();
    const [nameCell, stateCell] = bodyCells(0);
    fireEvent.pointerEnter(stateCell!);
    // The status's words, not the icon's hidden text run into them.
    expect(stateCell!.querySelector(".vdc-grid__text")).toHaveAttribute("title", "Provisioning error");
    expect(screen.getByRole("tooltip")).toHaveTextContent(/^Provisioning error$/);
    expect(stateCell).toHaveAccessibleDescription("Provisioning error");
    fireEvent.pointerLeave(stateCell!);
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(stateCell!.querySelector(".vdc-grid__text")).not.toHaveAttribute("title");

    fireEvent.focus(nameCell!);
    expect(screen.getByRole("tooltip")).toHaveTextContent("finance-desktop-0001");
    expect(nameCell).toHaveAccessibleDescription("finance-desktop-0001");
  });

  it("find a cut link or status inside a cell that itself fits", () => {
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(100);
    vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockImplementation(function (this: HTMLElement) {
      return this.classList.contains("vdc-link") ? 180 : 100;
    });
    renderGrid();
    const nameCell = bodyCells(0)[0]!;
    fireEvent.pointerEnter(nameCell);
    expect(nameCell.querySelector(".vdc-grid__text")).toHaveAttribute("title", "finance-desktop-0001");
  });

  it("leave cells that fit without a title or tooltip", () => {
    mockWidths(100, 100);
    renderGrid();
    const stateCell = bodyCells(1)[1]!;
    fireEvent.pointerEnter(stateCell);
    expect(stateCell.querySelector(".vdc-grid__text")).not.toHaveAttribute("title");
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("cut plain text, links and a status's words with an ellipsis, never mid-letter", () => {
    const style = document.createElement("style");
    style.textContent = dataGridStyles;
    document.head.append(style);
    try {
      renderGrid();
      const [nameCell, stateCell, dateCell] = bodyCells(0);
      const link = within(nameCell!).getByRole("button", { name: "finance-desktop-0001" });
      const words = within(stateCell!).getByText("Provisioning error");
      for (const box of [dateCell!.querySelector(".vdc-grid__text")!, link, words]) {
        expect(getComputedStyle(box).textOverflow).toBe("ellipsis");
        expect(getComputedStyle(box).overflow).toBe("hidden");
        expect(getComputedStyle(box).whiteSpace).toBe("nowrap");
      }
    } finally {
      style.remove();
    }
  });
});
