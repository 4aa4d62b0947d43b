import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon";

describe("Icon", () => {
  it("draws a decorative SVG in the text colour, sized with the text", () => {
    const { container } = render(<Icon name="filter" className="vdc-grid__filter-icon" />);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("focusable", "false");
    expect(svg).toHaveAttribute("width", "1em");
    expect(svg).toHaveClass("vdc-icon", "vdc-grid__filter-icon");
    expect(svg.querySelector("path")).toHaveAttribute("fill", "currentColor");
    expect(svg.querySelector("path")?.getAttribute("d")).not.toBe("");
  });

  it("draws a different shape for each name", () => {
    const shapeOf = (name: "sort-ascending" | "sort-descending" | "sort-unsorted") =>
      render(<Icon name={name} />)
        .container.querySelector("path")
        ?.getAttribute("d");
    const shapes = new Set([shapeOf("sort-ascending"), shapeOf("sort-descending"), shapeOf("sort-unsorted")]);
    expect(shapes.size).toBe(3);
  });
});
