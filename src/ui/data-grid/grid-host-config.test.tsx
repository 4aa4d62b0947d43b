import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import type { PageResult } from "../../core/query/query-service";
import type { GridState } from "../../core/query/grid-state";
import { Dialog } from "../dialog/dialog";
import { DataGrid, type DataGridProps } from "./data-grid";
import type { GridColumn } from "./grid-column";
import { GridHostConfigContext, type GridHostConfig } from "../grid-host/grid-host-context";

// Spec 001 §2, grid config: currentPageNumber, selectedRows, showExpanded, paginationText, totalItemsCount.

interface Desk {
  id: string;
  name: string;
}

const desks: Desk[] = Array.from({ length: 45 }, (_, index) => ({ id: `d${index}`, name: `desk-${index}` }));
const columns: GridColumn<Desk>[] = [{ field: "name", label: "Name", disableTranslation: true }];

function grid(overrides: Partial<DataGridProps<Desk>> = {}) {
  const props = {
    gridId: "desks",
    label: "Desks",
    columns,
    data: desks,
    ...overrides,
  } as DataGridProps<Desk>;
  return <DataGrid {...props} />;
}

function hosted(config: GridHostConfig, children: ReactNode) {
  return <GridHostConfigContext value={config}>{children}</GridHostConfigContext>;
}

function names(container: HTMLElement = screen.getByRole("grid")) {
  return within(container)
    .queryAllByRole("gridcell")
    .map((cell) => cell.textContent)
    .filter((text) => text?.startsWith("desk-"));
}

/** The selection control of the row that shows a desk's name. */
function rowControl(name: string, role: "checkbox" | "radio") {
  const row = screen.getByText(name).closest<HTMLElement>("[role=row]");
  if (!row) throw new Error(`no row for ${name}`);
  return within(row).getByRole(role);
}

describe("Grid config a host gives (spec 001 §2)", () => {
  it("opens on the host's page once rows in memory arrive, and follows a new page number", async () => {
    const view = render(hosted({ currentPageNumber: 3 }, grid({ data: [], isLoading: true })));
    view.rerender(hosted({ currentPageNumber: 3 }, grid()));
    await waitFor(() => expect(screen.getByText("41-45 of 45")).toBeInTheDocument());
    expect(names()).toEqual(["desk-40", "desk-41", "desk-42", "desk-43", "desk-44"]);
    view.rerender(hosted({ currentPageNumber: 2 }, grid()));
    await waitFor(() => expect(screen.getByText("21-40 of 45")).toBeInTheDocument());
  });

  it("goes to the last page when the page asked for is past it", async () => {
    render(grid({ currentPageNumber: 9 }));
    await waitFor(() => expect(screen.getByText("41-45 of 45")).toBeInTheDocument());
  });

  it("asks a served grid for the host's page and shows the host's total where the source gives none", async () => {
    const fetchPage = vi.fn((state: GridState): Promise<PageResult<Desk>> =>
      Promise.resolve({
        rows: desks.slice((state.page.current - 1) * state.page.size, state.page.current * state.page.size),
        hasMore: state.page.current * state.page.size < desks.length,
      }),
    );
    render(grid({ data: undefined, fetchPage, currentPageNumber: 2, totalItemsCount: 45 }));
    await waitFor(() => expect(screen.getByText("21-40 of 45")).toBeInTheDocument());
    expect(fetchPage.mock.calls[0]?.[0].page.current).toBe(2);
    expect(screen.getByRole("button", { name: "Last page" })).toBeEnabled();
  });

  it("starts with the host's rows selected and reports them once they are there", async () => {
    const onSelectionChange = vi.fn();
    const view = render(
      hosted(
        { selectedRowIds: ["d1", "d3"] },
        grid({ data: [], isLoading: true, selection: "multi", onSelectionChange }),
      ),
    );
    view.rerender(hosted({ selectedRowIds: ["d1", "d3"] }, grid({ selection: "multi", onSelectionChange })));
    await waitFor(() =>
      expect(onSelectionChange).toHaveBeenLastCalledWith([desks[1], desks[3]], { isAllPagesSelected: false }),
    );
    expect(rowControl("desk-1", "checkbox")).toBeChecked();
    expect(rowControl("desk-2", "checkbox")).not.toBeChecked();
    view.rerender(hosted({ selectedRowIds: ["d2"] }, grid({ selection: "multi", onSelectionChange })));
    await waitFor(() => expect(rowControl("desk-2", "checkbox")).toBeChecked());
    expect(rowControl("desk-1", "checkbox")).not.toBeChecked();
  });

  it("keeps one row of a single-select grid", () => {
    render(grid({ selection: "single", selectedRowIds: ["d4", "d5"] }));
    expect(rowControl("desk-4", "radio")).toBeChecked();
    expect(rowControl("desk-5", "radio")).not.toBeChecked();
  });

  it("shows every row expanded, each one still collapsible", () => {
    render(grid({ showExpanded: true, renderDetails: (desk) => <p>details of {desk.name}</p> }));
    expect(screen.getByText("details of desk-0")).toBeVisible();
    expect(screen.getByText("details of desk-19")).toBeVisible();
    const [first] = screen.getAllByRole("button", { expanded: true });
    if (!first) throw new Error("no expanded row toggle");
    fireEvent.click(first);
    expect(screen.queryByText("details of desk-0")).toBeNull();
    expect(screen.getByText("details of desk-1")).toBeVisible();
  });

  it("says the range in the host's words where the total is known", () => {
    render(hosted({ paginationText: "Desks {first} to {last} of {total}" }, grid()));
    expect(screen.getByText("Desks 1 to 20 of 45")).toBeInTheDocument();
  });

  it("lets the host's page size outrank the section's, but not reach a grid in a dialog", () => {
    render(
      hosted(
        { pageSize: 50, currentPageNumber: 2 },
        <>
          {grid({ pageSize: 20 })}
          <Dialog isOpen title="Pick" onDismiss={() => {}}>
            {grid({ gridId: "picker", label: "Picker" })}
          </Dialog>
        </>,
      ),
    );
    expect(
      within(screen.getByRole("grid", { name: "Desks" }).parentElement!).getByText("1-45 of 45"),
    ).toBeVisible();
    const picker = screen.getByRole("grid", { name: "Picker" }).parentElement!;
    expect(within(picker).getByText("1-20 of 45")).toBeInTheDocument();
  });
});
