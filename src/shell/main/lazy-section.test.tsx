import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazySection, preloadSection } from "./lazy-section";

afterEach(cleanup);

// A suspending render settles only inside an awaited act().
async function renderSection(load: () => Promise<FakeModule>): Promise<void> {
  await act(async () => {
    render(<LazySection load={load} render={({ title }) => <h1>{title}</h1>} />);
  });
}

interface FakeModule {
  title: string;
}

describe("a section loaded on first use", () => {
  it("shows a loading line, then the section", async () => {
    let resolve: (module: FakeModule) => void = () => undefined;
    const load = () => new Promise<FakeModule>((done) => (resolve = done));
    await renderSection(load);
    expect(screen.getByRole("status")).toHaveTextContent("Loading the page…");
    await act(async () => resolve({ title: "Dashboard" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeVisible();
  });

  it("says when its chunk cannot be loaded, and loads it again on Retry", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<FakeModule>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce({ title: "Sessions" });
    await renderSection(load);
    expect(await screen.findByRole("alert")).toHaveTextContent("This page could not be loaded.");
    await act(async () => userEvent.click(screen.getByRole("button", { name: "Retry" })));
    expect(await screen.findByRole("heading", { name: "Sessions" })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith("Could not load a console page", expect.any(TypeError));
    warn.mockRestore();
  });

  it("renders a preloaded section without asking for it twice", async () => {
    const load = vi.fn(async (): Promise<FakeModule> => ({ title: "Licensing" }));
    void preloadSection(load);
    await renderSection(load);
    expect(await screen.findByRole("heading", { name: "Licensing" })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
