import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
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

  it("offers the last page when the total is known, and goes there", () => {
    const onPageIndexChange = vi.fn();
    renderFooter({ pageIndex: 0, total: 134, onPageIndexChange });
    expect(screen.getByText("1-20 of 134")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Last page" }));
    expect(onPageIndexChange).toHaveBeenCalledWith(6);
  });

  it("disables the last page button on the last page", () => {
    renderFooter({ pageIndex: 6, total: 134, rowsOnPage: 14 });
    expect(screen.getByText("121-134 of 134")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Last page" })).toBeDisabled();
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
