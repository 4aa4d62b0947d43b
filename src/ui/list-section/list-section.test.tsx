import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../core/http/api-error";
import type { GridFilter, GridState } from "../../core/query/grid-state";
import type { PageResult } from "../../core/query/query-service";
import type { GridColumn } from "../data-grid/grid-column";
import { ListSection } from "./list-section";

interface Item {
  id: string;
  kind: string;
}

const columns: GridColumn<Item>[] = [
  { field: "id", label: "Id", disableTranslation: true },
  {
    field: "kind",
    label: "Kind",
    disableTranslation: true,
    filter: {
      type: "CHECKBOX",
      options: [
        { value: "a", label: "a" },
        { value: "b", label: "b" },
      ],
    },
  },
];

/** 60 items served 20 a page, filtered by kind; every state asked for is recorded. */
function servedItems() {
  const items = Array.from({ length: 60 }, (_, index) => ({
    id: `item-${index}`,
    kind: index % 2 ? "b" : "a",
  }));
  const fetchPage = vi.fn(async (state: GridState): Promise<PageResult<Item>> => {
    const kinds = state.filters.find((filter) => filter.field === "kind");
    const matching =
      kinds?.kind === "CHECKBOX" && kinds.values.length > 0
        ? items.filter((item) => kinds.values.includes(item.kind))
        : items;
    const start = (state.page.current - 1) * state.page.size;
    return { rows: matching.slice(start, start + state.page.size), total: matching.length };
  });
  return { fetchPage, fetchAll: async () => items };
}

function List(props: {
  rows: ReturnType<typeof servedItems>;
  initialFilters?: readonly GridFilter[];
  withPeriod?: boolean;
}) {
  const [period, setPeriod] = useState("week");
  return (
    <ListSection<Item>
      title="Items"
      part="items"
      gridId="items"
      gridLabel="Items"
      columns={columns}
      rows={props.rows}
      actions={[]}
      rowLabel={(item) => item.id}
      placeholderText="No items"
      {...(props.initialFilters ? { initialFilters: props.initialFilters } : {})}
      {...(props.withPeriod
        ? {
            queryKey: period,
            toolbarExtra: (
              <button type="button" onClick={() => setPeriod("month")}>
                Whole month
              </button>
            ),
          }
        : {})}
    />
  );
}

describe("ListSection", () => {
  it("starts with the initial filters on their column, and the user can clear them", async () => {
    const rows = servedItems();
    render(<List rows={rows} initialFilters={[{ field: "kind", kind: "CHECKBOX", values: ["b"] }]} />);
    await waitFor(() => expect(screen.getByText("1-20 of 30")).toBeInTheDocument());
    expect(rows.fetchPage.mock.calls[0]?.[0].filters).toEqual([
      { field: "kind", kind: "CHECKBOX", values: ["b"] },
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Filter Kind" }));
    expect(await screen.findByRole("checkbox", { name: "b" })).toBeChecked();
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(screen.getByText("1-20 of 60")).toBeInTheDocument());
  });

  it("leaves out an initial filter no column offers", async () => {
    const rows = servedItems();
    render(<List rows={rows} initialFilters={[{ field: "colour", kind: "STRING", value: "red" }]} />);
    await waitFor(() => expect(screen.getByText("1-20 of 60")).toBeInTheDocument());
    expect(rows.fetchPage.mock.calls[0]?.[0].filters).toEqual([]);
  });

  it("shows the section's own toolbar controls without actions, and a new query key reloads from page 1", async () => {
    const rows = servedItems();
    render(<List rows={rows} withPeriod />);
    await waitFor(() => expect(screen.getByText("1-20 of 60")).toBeInTheDocument());
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(screen.getByText("21-40 of 60")).toBeInTheDocument());
    const calls = rows.fetchPage.mock.calls.length;
    fireEvent.click(screen.getByRole("button", { name: "Whole month" }));
    await waitFor(() => expect(screen.getByText("1-20 of 60")).toBeInTheDocument());
    expect(rows.fetchPage.mock.calls.length).toBe(calls + 1);
    expect(rows.fetchPage.mock.calls.at(-1)?.[0].page.current).toBe(1);
  });

  it("shows a grid per tab and keeps the keyboard in the tab list when the tab changes", async () => {
    const first = servedItems();
    const second = {
      fetchPage: vi.fn(async () => ({ rows: [{ id: "other-1", kind: "a" }], total: 1 })),
      fetchAll: async () => [],
    };
    function Tabbed() {
      const [tab, setTab] = useState("first");
      return (
        <ListSection<Item>
          title="Items"
          part="items"
          gridId={`items-${tab}`}
          gridLabel={tab === "first" ? "First items" : "Second items"}
          columns={columns}
          rows={tab === "first" ? first : second}
          actions={[]}
          rowLabel={(item) => item.id}
          placeholderText="No items"
          tabs={{
            label: "Item lists",
            items: [
              { id: "first", label: "First" },
              { id: "second", label: "Second" },
            ],
            selected: tab,
            onSelect: setTab,
          }}
        />
      );
    }
    render(<Tabbed />);
    await waitFor(() => expect(screen.getByText("1-20 of 60")).toBeInTheDocument());
    const firstTab = screen.getByRole("tab", { name: "First" });
    firstTab.focus();
    fireEvent.keyDown(firstTab, { key: "ArrowRight" });
    expect(await screen.findByRole("grid", { name: "Second items" })).toBeInTheDocument();
    expect(screen.queryByRole("grid", { name: "First items" })).toBeNull();
    await waitFor(() => expect(screen.getByText("other-1")).toBeInTheDocument());
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Second" }));
    expect(screen.getByRole("tab", { name: "Second" })).toHaveAttribute("aria-selected", "true");
  });

  it("says the pod does not offer the rows when their call is unknown to it, served or in memory, with no Retry", async () => {
    const unknownCall = await ApiError.from(
      Response.json({ status: 404, error: "Not Found", path: "/rest/x" }, { status: 404 }),
      { url: "/rest/x", method: "GET" },
    );
    const served = {
      fetchPage: vi.fn(async (): Promise<PageResult<Item>> => {
        throw unknownCall;
      }),
      fetchAll: async () => [],
    };
    const { unmount } = render(<List rows={served} />);
    expect(await screen.findByText("This pod does not offer this feature.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /retry/i })).toBeNull();
    unmount();

    render(
      <ListSection<Item>
        title="Items"
        part="items"
        columns={columns}
        rows={{ data: [], isLoading: false, error: unknownCall }}
        actions={[]}
        rowLabel={(item) => item.id}
        notOfferedText="Items are not available on this pod."
      />,
    );
    expect(await screen.findByText("Items are not available on this pod.")).toBeInTheDocument();
    expect(screen.queryByRole("grid")).toBeNull();
  });

  it("shows the not-offered state without rows when the pod's API has no call for them", async () => {
    render(
      <ListSection<Item>
        title="Items"
        part="items"
        columns={columns}
        rows={{ data: [] }}
        actions={[]}
        rowLabel={(item) => item.id}
        isNotOffered
        notOfferedText="Items are not available on this pod."
      />,
    );
    expect(await screen.findByRole("status")).toHaveTextContent("Items are not available on this pod.");
    expect(screen.queryByRole("grid")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
