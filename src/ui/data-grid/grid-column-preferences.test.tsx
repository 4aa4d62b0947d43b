import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setApiFetch } from "../../core/http/api-clients";
import { features } from "../../core/features/feature-flags";
import { preferences } from "../../core/preferences/preferences.service";
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
  { field: "dns", label: "DNS name", disableTranslation: true, isHidden: true },
];

let puts: unknown[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  puts = [];
  setApiFetch(async (_input, init) => {
    if (init?.method === "PUT" && typeof init.body === "string") puts.push(JSON.parse(init.body));
    return new Response(null, { status: 204 });
  });
});

afterEach(() => {
  vi.useRealTimers();
  features.value = {};
  preferences.value = { adminTimeoutInMinutes: null, gridPreferences: {} };
});

function renderGrid() {
  return render(<DataGrid<Machine> gridId="machines" label="Machines" columns={columns} data={machines} />);
}

function headers() {
  return screen.getAllByRole("columnheader").map((header) => header.textContent);
}

describe("DataGrid column preferences", () => {
  it("starts with the columns' own defaults when nothing is saved", () => {
    renderGrid();
    expect(headers()).toEqual(["Name", "State"]);
  });

  it("saves hidden columns one second after a change, and a new grid restores them", async () => {
    const { unmount } = renderGrid();
    fireEvent.click(screen.getByRole("button", { name: "Show columns" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "State" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "DNS name" }));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(puts).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(puts).toEqual([{ grid_preferences: { machines: ["state"] } }]);
    unmount();

    renderGrid();
    expect(headers()).toEqual(["Name", "DNS name"]);
  });

  it("restores saved widths and saves a keyboard resize with the hidden columns", async () => {
    preferences.value = {
      adminTimeoutInMinutes: null,
      gridPreferences: { machines: [], "machines.widths": ["name=200"] },
    };
    renderGrid();
    expect(headers()).toEqual(["Name", "State", "DNS name"]);
    const handle = screen.getByRole("separator", { name: "Resize column Name" });
    expect(handle).toHaveAttribute("aria-valuenow", "200");
    expect(screen.getByRole("grid").parentElement?.style.getPropertyValue("--vdc-grid-columns")).toMatch(
      /^200px /,
    );
    fireEvent.keyDown(handle, { key: "ArrowRight" });
    fireEvent.keyDown(handle, { key: "ArrowRight", shiftKey: true });
    expect(handle).toHaveAttribute("aria-valuenow", "280");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(puts).toEqual([{ grid_preferences: { machines: [], "machines.widths": ["name=280"] } }]);
  });

  it("keeps the choice for the session but sends nothing without the adminPreferences feature", async () => {
    features.value = { adminPreferences: false };
    const { unmount } = renderGrid();
    fireEvent.keyDown(screen.getByRole("separator", { name: "Resize column State" }), { key: "End" });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(puts).toEqual([]);
    unmount();
    renderGrid();
    expect(screen.getByRole("separator", { name: "Resize column State" })).toHaveAttribute(
      "aria-valuenow",
      "960",
    );
  });

  it("leaves the preferences alone for a host that keeps hidden columns itself", async () => {
    const onHiddenColumnsChange = vi.fn();
    render(
      <DataGrid<Machine>
        gridId="machines"
        label="Machines"
        columns={columns}
        data={machines}
        hiddenColumns={["name"]}
        onHiddenColumnsChange={onHiddenColumnsChange}
      />,
    );
    expect(headers()).toEqual(["State", "DNS name"]);
    fireEvent.click(screen.getByRole("button", { name: "Show columns" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "State" }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onHiddenColumnsChange).toHaveBeenCalledWith("machines", ["name", "state"]);
    expect(puts).toEqual([]);
    expect(preferences.value.gridPreferences).toEqual({});
  });

  it("offers a header's handle to Tab while that header has focus, and keeps its arrow keys", () => {
    renderGrid();
    const header = screen.getByRole("columnheader", { name: /Name/ });
    const handle = screen.getByRole("separator", { name: "Resize column Name" });
    expect(handle).toHaveAttribute("tabindex", "-1");
    act(() => header.focus());
    expect(handle).toHaveAttribute("tabindex", "0");
    act(() => handle.focus());
    const before = Number(handle.getAttribute("aria-valuenow"));
    fireEvent.keyDown(handle, { key: "ArrowRight" });
    expect(document.activeElement).toBe(handle);
    expect(handle).toHaveAttribute("aria-valuenow", String(before + 16));
    act(() => screen.getAllByRole("gridcell")[0]!.focus());
    expect(handle).toHaveAttribute("tabindex", "-1");
  });
});
