import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GridFooter, type GridFooterProps } from "./grid-footer";

function renderFooter(overrides: Partial<GridFooterProps>) {
  const props: GridFooterProps = {
    pageIndex: 1,
    pageSize: 20,
    rowsOnPage: 20,
    total: 95,
    hasMore: false,
    isPaginated: true,
    onPageIndexChange: () => {},
    onPageSizeChange: () => {},
    ...overrides,
  };
  return render(<GridFooter {...props} />);
}

describe("GridFooter", () => {
  it("shows 'first-last of total' when the total is known", () => {
    renderFooter({});
    expect(screen.getByText("21-40 of 95")).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 5")).toBeInTheDocument();
  });

  it("says 'of more than' while the source only knows that more rows exist", () => {
    renderFooter({ total: undefined, hasMore: true });
    expect(screen.getByText("21-40 of more than 40")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next page" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Last page" })).toBeNull();
  });

  it("counts what it has seen on the last page of such a source", () => {
    renderFooter({ total: undefined, hasMore: false, rowsOnPage: 7 });
    expect(screen.getByText("21-27 of 27")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  it("draws its page buttons as SVG icons with accessible names", () => {
    const { container } = renderFooter({});
    expect(screen.getByRole("button", { name: "First page" }).querySelector("svg")).not.toBeNull();
    expect(container.textContent).not.toMatch(/[«‹›»]/);
  });
});
