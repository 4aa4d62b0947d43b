import { describe, expect, it } from "vitest";
import type { GridColumn } from "./grid-column";
import { gridColumnLayout } from "./grid-widths";

interface Row {
  name: string;
}

const column = (field: string, extra: Partial<GridColumn<Row>> = {}): GridColumn<Row> => ({
  field,
  label: field,
  ...extra,
});

describe("gridColumnLayout", () => {
  it("sizes the first column from its longest text, others share the room from 4.5rem", () => {
    const layout = gridColumnLayout<Row>({
      controlColumns: 1,
      visibleColumns: [column("name"), column("type")],
      widths: {},
      firstColumnTexts: () => ({ label: "Name", texts: ["short", "a-rather-long-pool-name-01"] }),
    });
    expect(layout.template).toBe(
      "2.75rem minmax(max(8rem, calc(14.3em + 2 * var(--_space, 0.5rem))), 1fr) minmax(4.5rem, 1fr)",
    );
    expect(layout.minWidth).toBe(
      "calc(2.75rem + max(8rem, calc(14.3em + 2 * var(--_space, 0.5rem))) + 4.5rem)",
    );
  });

  it("caps the first column at 40 characters, so one long name cannot take the grid", () => {
    const layout = gridColumnLayout<Row>({
      controlColumns: 0,
      visibleColumns: [column("name")],
      widths: {},
      firstColumnTexts: () => ({ label: "Name", texts: ["x".repeat(300)] }),
    });
    expect(layout.template).toContain("calc(22em ");
  });

  it("keeps resized widths in px and a section's own widths as given", () => {
    const layout = gridColumnLayout<Row>({
      controlColumns: 0,
      visibleColumns: [column("name"), column("type", { width: "10rem" }), column("dns")],
      widths: { name: 240, dns: 96 },
      firstColumnTexts: () => ({ label: "Name", texts: [] }),
    });
    expect(layout.template).toBe("240px 10rem 96px");
    expect(layout.minWidth).toBe("calc(240px + 10rem + 96px)");
  });
});
