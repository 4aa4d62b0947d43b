import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { CPA_STEP_MS } from "../../../server/emulator/inventory/federation-state";
import { CpaSection } from "./cpa-section";
import { SitesSection } from "./sites-section";
import { FEDERATION_FOR_SCREENS } from "../../../server/emulator/testing/seeds";

describe("Pod federation", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("unjoins the pod step by step, then names the connection server that failed to leave in time (spec 001 §3 status DISABLE_ERROR)", async () => {
    const { emulator } = await signedInEmulator("admin", FEDERATION_FOR_SCREENS);
    emulator.clock.set(Date.now());
    render(<CpaSection />);
    expect(await screen.findByText("Federated")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Unjoin" }));
    const confirm = await screen.findByRole("dialog", { name: "Unjoin the federation" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Unjoin" }));
    const steps = await screen.findByRole("list", { name: "Steps" });
    await waitFor(() => expect(within(steps).getAllByRole("listitem")[0]).toHaveTextContent("running"));
    emulator.clock.advance(CPA_STEP_MS);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(within(steps).getAllByRole("listitem")[0]).toHaveTextContent("done"));
    expect(within(steps).getAllByRole("listitem")[1]).toHaveTextContent("running");
    emulator.clock.advance(3 * CPA_STEP_MS);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText("The task is completed.")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Cloud Pod Architecture" }));
    expect(await screen.findByText("Not federated")).toBeVisible();
    expect(screen.getByRole("button", { name: "Join" })).toBeEnabled();
    // The seeded connection server whose replication fails did not reach DISABLED: said, and why.
    const servers = screen.getByRole("table", { name: "Connection servers" });
    const rows = within(servers).getAllByRole("row").slice(1);
    const failed = rows.filter((row) => /Disabling failed/.test(row.textContent ?? ""));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toHaveTextContent(
      "Disabling failed: The connection server did not reach the disabled state in time",
    );
    expect(rows.filter((row) => /Disabled$/.test(row.textContent ?? "")).length).toBe(rows.length - 1);
    expect(servers).not.toHaveTextContent("DISABLE_ERROR");
  });

  it("creates a site and shows the refusal to delete a site that has pods", async () => {
    await signedInEmulator("admin", FEDERATION_FOR_SCREENS);
    render(<SitesSection />);
    const grid = await screen.findByRole("grid", { name: "Sites of the federation" });
    await within(grid).findByText("Frankfurt");
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog", { name: "Add site" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Name" }), { target: { value: "Paris" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(grid).findByText("Paris")).toBeVisible();
    const row = within(grid)
      .getAllByRole("row")
      .find((candidate) => within(candidate).queryByText("Frankfurt"));
    fireEvent.click(within(row as HTMLElement).getByRole("checkbox"));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(
      within(screen.getByRole("group", { name: "Site actions" })).getByRole("button", { name: "Delete" }),
    );
    const confirm = await screen.findByRole("dialog", { name: "Delete sites" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    // The refusal in the console's words; the pod's own sentence behind Details.
    expect(await screen.findByText("The item is in use, so the change is refused.")).toBeVisible();
    expect(screen.getByText("Move the site's pods to another site first")).toBeInTheDocument();
  });

  it("says so without the view privilege", async () => {
    await signedInEmulator("custom", FEDERATION_FOR_SCREENS);
    render(<CpaSection />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "You do not have permission to view the pod federation.",
    );
  });
});
