import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyModule, preloadModule } from "./lazy-module";

afterEach(cleanup);

// A suspending render settles only inside an awaited act().
async function renderLazily(load: () => Promise<FakeModule>): Promise<void> {
  await act(async () => {
    render(<LazyModule load={load} render={({ title }) => <h1>{title}</h1>} />);
  });
}

interface FakeModule {
  title: string;
}

describe("a module loaded on first use", () => {
  it("shows a loading line, then the module's content", async () => {
    let resolve: (module: FakeModule) => void = () => undefined;
    const load = () => new Promise<FakeModule>((done) => (resolve = done));
    await renderLazily(load);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    await act(async () => resolve({ title: "Dashboard" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeVisible();
  });

  it("says when its chunk cannot be loaded, and loads it again on Retry", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<FakeModule>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce({ title: "Sessions" });
    await renderLazily(load);
    expect(await screen.findByRole("alert")).toHaveTextContent("This part of the page could not be loaded.");
    await act(async () => userEvent.click(screen.getByRole("button", { name: "Retry" })));
    expect(await screen.findByRole("heading", { name: "Sessions" })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith("Could not load a part of the console", expect.any(TypeError));
    warn.mockRestore();
  });

  it("renders a preloaded module without asking for it twice", async () => {
    const load = vi.fn(async (): Promise<FakeModule> => ({ title: "Licensing" }));
    void preloadModule(load);
    await renderLazily(load);
    expect(await screen.findByRole("heading", { name: "Licensing" })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
