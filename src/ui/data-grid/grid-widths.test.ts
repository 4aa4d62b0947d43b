import { describe, expect, it } from "vitest";
import type { GridColumn, GridColumnKind } from "./grid-column";
import { COLUMN_KIND_SIZING, columnSizing, gridColumnLayout } from "./grid-widths";

interface Row {
  name: string;
}

const column = (field: string, extra: Partial<GridColumn<Row>> = {}): GridColumn<Row> => ({
  field,
  label: field,
  ...extra,
});

const plainHeader = (label: string) => ({ label, isSortable: false, isFilterable: false });

describe("column kinds", () => {
  const longText = "a-rather-long-value-of-thirty-c";

  it.each<GridColumnKind>(["status", "date", "count", "boolean", "text"])(
    "give a %s column a smaller minimum and share than a name with the same header and texts",
    (kind) => {
      const name = columnSizing("name", plainHeader("Value"), [longText]);
      const other = columnSizing(kind, plainHeader("Value"), [longText]);
      expect(other.minEm).toBeLessThan(name.minEm);
      expect(other.share).toBeLessThan(name.share);
    },
  );

  it("give a status, date, count or yes/no column a smaller floor and share than a name", () => {
    for (const kind of ["status", "date", "count", "boolean"] as const) {
      expect(COLUMN_KIND_SIZING[kind].floorEm).toBeLessThan(COLUMN_KIND_SIZING.name.floorEm);
      expect(COLUMN_KIND_SIZING[kind].share).toBeLessThan(COLUMN_KIND_SIZING.name.share);
    }
  });

  it("keep a name's longest text, up to 40 characters, so names are not cut", () => {
    const twentyFive = "x".repeat(25);
    expect(columnSizing("name", plainHeader("Name"), ["short", twentyFive]).minEm).toBe(15);
    expect(columnSizing("name", plainHeader("Name"), ["x".repeat(300)]).minEm).toBe(23.25);
  });

  it("size a header by its words as drawn, where the browser measures them", () => {
    // The measure names "Provisioning" the widest word, though a shorter one has more characters' worth.
    const drawn = (word: string) => (word === "Provisioning" ? 7 : 2);
    const header = { label: "Provisioning state", isSortable: true, isFilterable: false, wordEm: drawn };
    // The word, the sort button (1.375) and the cell's padding (1.25), rounded to hundredths.
    expect(columnSizing("status", header, []).minEm).toBeCloseTo(7 + 1.375 + 1.25, 1);
  });

  it("count Japanese and Chinese characters a full em each without a measure", () => {
    // 6 ideographs or kana: 6 em, where 6 Latin letters are 3.3 em.
    expect(columnSizing("count", plainHeader("ユーザー割当"), []).minEm).toBe(6 + 1.25);
    expect(columnSizing("count", plainHeader("用户分配方式"), []).minEm).toBe(6 + 1.25);
  });

  it("never go below a header's longest word and its sort and filter buttons", () => {
    const header = { label: "Verbindungsserver Status", isSortable: true, isFilterable: true };
    // "Verbindungsserver" (17 characters) and two buttons: the header wraps between words only.
    expect(columnSizing("count", header, ["3"]).minEm).toBe(13.35);
  });

  it("do not widen free text with its content: it is cut with an ellipsis instead", () => {
    expect(columnSizing("text", plainHeader("Notes"), ["x".repeat(100)]).minEm).toBe(
      COLUMN_KIND_SIZING.text.floorEm,
    );
  });
});

describe("gridColumnLayout", () => {
  const layoutOf = (visibleColumns: GridColumn<Row>[], widths: Record<string, number> = {}) =>
    gridColumnLayout<Row>({
      controlColumns: 1,
      visibleColumns,
      widths,
      header: (shown) => plainHeader(shown.label),
      texts: (shown) => (shown.field === "name" ? ["a-rather-long-pool-name-01"] : ["Provisioning error"]),
    });

  it("sizes each column by its kind; the first column is a name and the others text unless declared", () => {
    const layout = layoutOf([column("name"), column("state", { kind: "status" }), column("notes")]);
    expect(layout.template).toBe("2.75rem minmax(15.55em, 3fr) minmax(11.15em, 1fr) minmax(6em, 2fr)");
    expect(layout.minWidth).toBe("calc(2.75rem + 15.55em + 11.15em + 6em)");
  });

  it("keeps resized widths in px and a section's own widths as given", () => {
    const layout = layoutOf([column("name"), column("type", { width: "10rem" }), column("dns")], {
      name: 240,
      dns: 96,
    });
    expect(layout.template).toBe("2.75rem 240px 10rem 96px");
    expect(layout.minWidth).toBe("calc(2.75rem + 240px + 10rem + 96px)");
  });
});
