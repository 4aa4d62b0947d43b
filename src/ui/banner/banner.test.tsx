import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dismissBanner, showBanner } from "../../core/http/http-status.model";
import { Banner, ConsoleBanner } from "./banner";

afterEach(() => dismissBanner());

describe("Banner", () => {
  it("announces errors as alerts and others as status, with the level in text", () => {
    const { rerender } = render(<Banner level="error">Broken</Banner>);
    expect(screen.getByRole("alert")).toHaveTextContent("Error: Broken");
    rerender(<Banner level="info">FYI</Banner>);
    expect(screen.getByRole("status")).toHaveTextContent("Information: FYI");
  });
});

describe("ConsoleBanner", () => {
  it("shows the current banner translated, a new one replacing the previous, and dismisses", () => {
    render(<ConsoleBanner />);
    expect(screen.queryByRole("alert")).toBeNull();
    act(() => showBanner("error", "grid.error.loadFailed"));
    expect(screen.getByRole("alert")).toHaveTextContent("The list could not be loaded.");
    act(() => showBanner("warning", "grid.export.failed"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getAllByRole("status")).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent("The export failed.");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
