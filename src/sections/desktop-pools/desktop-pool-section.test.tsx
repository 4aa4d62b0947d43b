import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { restApi } from "../../core/http/api-clients";
import { clearAdminRoles } from "../../core/privileges/privileges.model";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { DesktopPoolSection } from "./desktop-pool-section";

/** The id of the seeded pool every test opens. */
async function salesPoolId(): Promise<string> {
  const filter = JSON.stringify({ type: "Equals", name: "name", value: "Sales-Win11-01" });
  const [pool] = await restApi
    .get(`/inventory/v6/desktop-pools?filter=${encodeURIComponent(filter)}`)
    .json<{ id: string }[]>();
  if (!pool) throw new Error("the seeded pool Sales-Win11-01 is missing");
  return pool.id;
}

// Each test drives a whole in-process pod emulator; allow for a slow machine.
describe("DesktopPoolSection", { timeout: 30_000 }, () => {
  it("shows the pool's summary and switches tabs with the keyboard", async () => {
    await signedInEmulator("admin");
    const id = await salesPoolId();
    const { rerender } = render(<DesktopPoolSection poolId={id} />);
    expect(await screen.findByRole("heading", { name: "Sales-Win11-01" })).toBeVisible();
    const summary = screen.getByRole("tabpanel");
    expect(summary).toHaveTextContent("Sales Win11 dedicated desktops");
    expect(summary).toHaveTextContent("Instant clone");
    expect(summary).toHaveTextContent("Sales");

    const tabs = screen.getByRole("tablist", { name: "Sales-Win11-01 tabs" });
    const summaryTab = within(tabs).getByRole("tab", { name: "Summary" });
    expect(summaryTab).toHaveAttribute("aria-selected", "true");
    summaryTab.focus();
    fireEvent.keyDown(summaryTab, { key: "ArrowRight" });
    expect(within(tabs).getByRole("tab", { name: "Machines" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("grid", { name: "Machines of Sales-Win11-01" })).toBeVisible();

    fireEvent.click(within(tabs).getByRole("tab", { name: "Entitlements" }));
    expect(
      await screen.findByRole("grid", { name: "Users and groups entitled to Sales-Win11-01" }),
    ).toBeVisible();
    fireEvent.click(within(tabs).getByRole("tab", { name: "Events" }));
    expect(await screen.findByRole("grid", { name: "Events of Sales-Win11-01" })).toBeVisible();

    // With a route, the tab comes from it and a choice goes back into it.
    const onTabChange = vi.fn();
    rerender(<DesktopPoolSection poolId={id} tab="sessions" onTabChange={onTabChange} />);
    expect(within(tabs).getByRole("tab", { name: "Sessions" })).toHaveAttribute("aria-selected", "true");
    fireEvent.click(within(tabs).getByRole("tab", { name: "Machines" }));
    expect(onTabChange).toHaveBeenCalledWith("machines");
  });

  it("links the sessions tab to the sessions list and back to all pools", async () => {
    await signedInEmulator("admin");
    const onNavigate = vi.fn();
    const id = await salesPoolId();
    render(<DesktopPoolSection poolId={id} onNavigate={onNavigate} />);
    await screen.findByRole("tablist");
    fireEvent.click(screen.getByRole("tab", { name: "Sessions" }));
    fireEvent.click(
      await screen.findByRole("button", { name: "Manage these sessions in the sessions list" }),
    );
    expect(onNavigate).toHaveBeenLastCalledWith({ section: "sessions", filter: { desktop_pool_id: id } });
    fireEvent.click(screen.getByRole("button", { name: "All desktop pools" }));
    expect(onNavigate).toHaveBeenLastCalledWith({ section: "desktop-pools" });
  });

  it("disables the pool from its page", async () => {
    await signedInEmulator("admin");
    const id = await salesPoolId();
    render(<DesktopPoolSection poolId={id} />);
    await screen.findByRole("tablist");
    const actions = screen.getByRole("group", { name: "Desktop pool actions" });
    fireEvent.click(within(actions).getByRole("button", { name: "Disable" }));
    const confirm = await screen.findByRole("dialog", { name: "Disable" });
    // The confirmation shows the request it will send.
    expect(within(confirm).getByText("Show API call")).toBeVisible();
    expect(confirm).toHaveTextContent(`/rest/inventory/v1/desktop-pools/${id}`);
    fireEvent.click(within(confirm).getByRole("button", { name: "Disable" }));
    await waitFor(() => expect(within(actions).getByRole("button", { name: "Enable" })).toBeEnabled());
    expect(screen.getByRole("status")).toHaveTextContent("is disabled.");
  });

  it("says when the pool no longer exists", async () => {
    await signedInEmulator("admin");
    render(<DesktopPoolSection poolId="no-such-pool" />);
    expect(await screen.findByText("This desktop pool no longer exists.")).toBeVisible();
  });
  it("shows loading, a failed load with a Retry that recovers, and no permission", async () => {
    const { emulator } = await signedInEmulator("admin");
    const id = await salesPoolId();
    emulator.faults.failWith({ method: "GET", path: /^\/rest\/inventory\/v\d\/desktop-pools\/[^/]+$/ }, 503, {
      body: { status: 503, errors: [{ error_key: "x", error_message: "Pod is restarting" }] },
      times: 1,
    });
    const { unmount } = render(<DesktopPoolSection poolId={id} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading the desktop pool…");
    expect(await screen.findByText("Unable to process the request.")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Sales-Win11-01" })).toBeVisible();
    unmount();
    clearAdminRoles();
    render(<DesktopPoolSection poolId={id} />);
    expect(screen.getByRole("status")).toHaveTextContent("You do not have permission to view desktop pools.");
  });
});
