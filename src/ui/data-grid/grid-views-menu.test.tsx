import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setApiFetch } from "../../core/http/api-clients";
import { preferences } from "../../core/preferences/preferences.service";
import { isEmbedded } from "../../core/session/session.model";
import { DataGrid } from "./data-grid";
import type { GridColumn } from "./grid-column";

interface Machine {
  id: string;
  name: string;
  state: string;
  dns: string;
}

const machines: Machine[] = [
  { id: "m1", name: "machine-01", state: "AVAILABLE", dns: "m1.example.com" },
  { id: "m2", name: "machine-02", state: "DISCONNECTED", dns: "m2.example.com" },
];

const columns: GridColumn<Machine>[] = [
  { field: "name", label: "Name", disableTranslation: true },
  { field: "state", label: "State", disableTranslation: true },
  { field: "dns", label: "DNS name", disableTranslation: true },
];

let puts: { grid_preferences: Record<string, string[]> }[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  puts = [];
  setApiFetch(async (_input, init) => {
    if (init?.method === "PUT" && typeof init.body === "string")
      puts.push(JSON.parse(init.body) as (typeof puts)[number]);
    return new Response(null, { status: 204 });
  });
});

afterEach(() => {
  vi.useRealTimers();
  isEmbedded.value = false;
  window.location.hash = "";
  preferences.value = { adminTimeoutInMinutes: null, gridPreferences: {} };
});

function renderGrid() {
  return render(<DataGrid<Machine> gridId="machines" label="Machines" columns={columns} data={machines} />);
}

const headers = () => screen.getAllByRole("columnheader").map((header) => header.textContent);

/** Opens the views menu; its panel loads on first use. */
async function openViews() {
  fireEvent.click(screen.getByRole("button", { name: "Views" }));
  await act(async () => {
    await import("./grid-views-panel");
  });
  return screen.getByRole("group", { name: "Saved views" });
}

function hideColumn(label: string) {
  fireEvent.click(screen.getByRole("button", { name: "Show columns" }));
  fireEvent.click(screen.getByRole("checkbox", { name: label }));
  fireEvent.click(screen.getByRole("button", { name: "Show columns" }));
}

describe("DataGrid saved views", () => {
  it("saves the layout as a named view in the preferences, applies it again, and opens in the default one", async () => {
    const { unmount } = renderGrid();
    hideColumn("DNS name");
    const menu = await openViews();
    expect(within(menu).getByText("No saved views yet.")).toBeInTheDocument();
    fireEvent.change(within(menu).getByLabelText("View name"), { target: { value: "Compact" } });
    fireEvent.click(within(menu).getByRole("button", { name: "Save view" }));
    expect(within(menu).getByRole("status")).toHaveTextContent("View Compact saved.");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(puts.at(-1)?.grid_preferences["machines.views"]).toEqual([
      JSON.stringify({ v: 1, n: "Compact", h: ["dns"] }),
    ]);

    hideColumn("State");
    expect(headers()).toEqual(["Name"]);
    fireEvent.click(within(menu).getByRole("button", { name: "Compact" }));
    expect(headers()).toEqual(["Name", "State"]);
    expect(within(menu).getByRole("button", { name: "Compact" })).toHaveAttribute("aria-current", "true");

    const makeDefault = within(menu).getByRole("button", { name: "Default view: Compact" });
    fireEvent.click(makeDefault);
    expect(makeDefault).toHaveAttribute("aria-pressed", "true");
    hideColumn("State");
    unmount();

    renderGrid();
    expect(headers()).toEqual(["Name", "State"]);
    fireEvent.click(within(await openViews()).getByRole("button", { name: "Delete view Compact" }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(puts.at(-1)?.grid_preferences["machines.views"]).toEqual([]);
  });

  it("opens in the layout of a view link and gives the current layout's link", async () => {
    window.location.hash = `#/main/machines?grid=machines&view=${encodeURIComponent(
      JSON.stringify({ v: 1, n: "Mine", s: ["name", true], h: ["state"] }),
    )}`;
    renderGrid();
    expect(headers()).toEqual(["Name", "DNS name"]);
    expect(screen.getAllByRole("row")[1]).toHaveTextContent("machine-02");
    fireEvent.click(within(await openViews()).getByRole("button", { name: "Copy link" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const link = screen.getByLabelText<HTMLInputElement>("Link to this view").value;
    expect(decodeURIComponent(link)).toContain(
      'grid=machines&view={"v":1,"n":"Mine","s":["name",true],"h":["state"]}',
    );
  });

  it("refuses a tampered view link with a message and opens the grid as usual", () => {
    window.location.hash = `#/main/machines?grid=machines&view=${encodeURIComponent('{"v":1,"n":"x","h":["name","state","dns"]}')}`;
    renderGrid();
    expect(screen.getByRole("alert")).toHaveTextContent("The view link was not opened");
    expect(headers()).toEqual(["Name", "State", "DNS name"]);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("leaves the address to the portal when embedded: no link offered, none read", async () => {
    isEmbedded.value = true;
    window.location.hash = "#/?grid=machines&view=broken";
    renderGrid();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(within(await openViews()).queryByRole("button", { name: "Copy link" })).not.toBeInTheDocument();
  });
});
