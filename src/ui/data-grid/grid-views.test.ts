import { afterEach, describe, expect, it } from "vitest";
import { preferences } from "../../core/preferences/preferences.service";
import type { GridColumn } from "./grid-column";
import { linkedView, parseView, savedViewsOf, type GridView } from "./grid-views";
import { layoutOf, saveViews, viewLinkHash, viewText } from "./grid-views-editing";

interface Session {
  user: string;
  state: string;
  host: string;
}

const columns: GridColumn<Session>[] = [
  { field: "user", label: "User", isAlwaysVisible: true, filter: { type: "STRING" } },
  {
    field: "state",
    label: "State",
    filter: {
      type: "CHECKBOX",
      options: [
        { value: "CONNECTED", label: "Connected" },
        { value: "DISCONNECTED", label: "Disconnected" },
      ],
    },
  },
  { field: "host", label: "Host", sortable: false },
];

const view: GridView = {
  name: "Disconnected <b>users</b>",
  isDefault: true,
  sort: { field: "user", desc: true },
  filters: { user: "ann", state: ["DISCONNECTED"] },
  hidden: ["host"],
  widths: { user: 240 },
};

/** The view's text with one part replaced, as someone editing a link would. */
function tampered(change: Record<string, unknown>): string {
  return JSON.stringify({ ...(JSON.parse(viewText(view)) as object), ...change });
}

afterEach(() => {
  preferences.value = { adminTimeoutInMinutes: null, gridPreferences: {} };
});

describe("grid views", () => {
  it("reads back what it writes, names as plain text", () => {
    expect(parseView(viewText(view), columns)).toEqual(view);
    const plain: GridView = { name: "All", isDefault: false, filters: {}, hidden: [], widths: {} };
    expect(parseView(viewText(plain), columns)).toEqual(plain);
  });

  it.each([
    ["text that is not JSON", "{not json"],
    ["another version", tampered({ v: 2 })],
    ["an unknown key", tampered({ x: 1 })],
    ["an empty name", tampered({ n: "  " })],
    ["a name too long", tampered({ n: "x".repeat(65) })],
    ["a sort by an unknown column", tampered({ s: ["machine", false] })],
    ["a sort by a column that cannot be sorted", tampered({ s: ["host", false] })],
    ["a sort direction that is not a flag", tampered({ s: ["user", "desc"] })],
    ["a filter on a column without one", tampered({ f: { host: "x" } })],
    ["a filter value the column does not offer", tampered({ f: { state: ["DELETED"] } })],
    ["a text where ticked values belong", tampered({ f: { state: "CONNECTED" } })],
    ["a column that cannot be hidden, hidden", tampered({ h: ["user"] })],
    ["an unknown hidden column", tampered({ h: ["machine"] })],
    ["a width out of range", tampered({ w: { user: 5000 } })],
    ["a width that is not a whole number", tampered({ w: { user: 100.5 } })],
    ["a width of an unknown column", tampered({ w: { machine: 100 } })],
  ])("refuses %s", (_what, text) => {
    expect(parseView(text, columns)).toBeUndefined();
  });

  it("keeps views in the preferences beside the grid's columns and leaves out those that no longer fit", () => {
    saveViews("sessions", [view]);
    expect(preferences.peek().gridPreferences["sessions.views"]).toEqual([viewText(view)]);
    expect(savedViewsOf("sessions", columns)).toEqual([view]);
    expect(savedViewsOf("sessions", columns.slice(0, 2))).toEqual([]);
    expect(savedViewsOf("machines", columns)).toEqual([]);
  });

  it("links a layout in the hash route, keeping the route's own parameters, and reads it back checked", () => {
    const hash = viewLinkHash("#/main/sessions_list?pool=p1&view=old", "sessions", view, "Mine");
    expect(hash.startsWith("#/main/sessions_list?pool=p1&")).toBe(true);
    const linked = linkedView(hash, "sessions", columns);
    expect(linked).toEqual({ kind: "view", view: { ...view, name: "Mine", isDefault: false } });
    expect(linkedView(hash, "machines", columns)).toEqual({ kind: "none" });
    expect(linkedView("#/main/sessions_list", "sessions", columns)).toEqual({ kind: "none" });
    const edited = hash.replace("DISCONNECTED", "DELETED");
    expect(linkedView(edited, "sessions", columns)).toEqual({ kind: "refused" });
  });

  it("takes the layout from the table's state: first sort, non-empty filters, hidden columns, widths in range", () => {
    expect(
      layoutOf({
        fields: columns.map((column) => column.field),
        sorting: [{ id: "user", desc: false }],
        filters: [
          { id: "user", value: "" },
          { id: "state", value: ["CONNECTED"] },
        ],
        visibility: { user: true, state: true, host: false },
        widths: { user: 2000, host: 120.4 },
      }),
    ).toEqual({
      sort: { field: "user", desc: false },
      filters: { state: ["CONNECTED"] },
      hidden: ["host"],
      widths: { user: 960, host: 120 },
    });
  });
});
