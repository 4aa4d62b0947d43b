import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { restApi, setApiFetch } from "../../core/http/api-clients";
import { handlerFetch } from "../../core/http/api-fetch";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { DesktopPoolSection } from "./desktop-pool-section";

const POOL = "Sales-Win11-01";

async function poolId(): Promise<string> {
  const filter = JSON.stringify({ type: "Equals", name: "name", value: POOL });
  const [pool] = await restApi
    .get(`/inventory/v6/desktop-pools?filter=${encodeURIComponent(filter)}`)
    .json<{ id: string }[]>();
  if (!pool) throw new Error(`the seeded pool ${POOL} is missing`);
  return pool.id;
}

function bodyRows(grid: HTMLElement): HTMLElement[] {
  return within(grid)
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

// The tabs added for issue 12, each against the in-process emulator.
describe("DesktopPoolSection tabs", { timeout: 30_000 }, () => {
  it("shows machine details and the installed and published applications", async () => {
    await signedInEmulator("admin");
    const id = await poolId();
    render(<DesktopPoolSection poolId={id} tab="machine-details" />);
    const details = await screen.findByRole("grid", { name: `Machine details of ${POOL}` });
    await waitFor(() => expect(bodyRows(details).length).toBeGreaterThan(0));
    expect(within(details).getByRole("columnheader", { name: /Host/ })).toBeVisible();
    expect(bodyRows(details)[0]).toHaveTextContent(/datastore-/);

    const programs = await restApi
      .get(`/inventory/v1/desktop-pools/${id}/installed-applications`)
      .json<{ name: string }[]>();
    fireEvent.click(screen.getByRole("tab", { name: "Applications" }));
    const installed = await screen.findByRole("grid", { name: `Applications installed on ${POOL}` });
    if (programs[0]) expect(await within(installed).findByText(programs[0].name)).toBeVisible();
    else
      expect(await screen.findByText("The pool's machines report no installed applications.")).toBeVisible();
    expect(screen.getByRole("grid", { name: `Application pools published from ${POOL}` })).toBeVisible();
  });

  it("pauses a running task and refuses task actions to a read-only administrator", async () => {
    await signedInEmulator("admin");
    const id = await poolId();
    const { unmount } = render(<DesktopPoolSection poolId={id} tab="tasks" />);
    const grid = await screen.findByRole("grid", { name: `Tasks of ${POOL}` });
    await waitFor(() => expect(within(grid).getAllByText("Running").length).toBeGreaterThan(0));
    const running = bodyRows(grid).find((row) => within(row).queryByText("Running"));
    if (!running) throw new Error("no running task");
    const actions = screen.getByRole("group", { name: "Task actions" });
    expect(within(actions).getByRole("button", { name: "Resume" })).toBeDisabled();
    fireEvent.click(within(running).getByRole("checkbox", { name: "Select row" }));
    fireEvent.click(within(actions).getByRole("button", { name: "Pause" }));
    const confirm = await screen.findByRole("dialog", { name: "Pause tasks" });
    expect(confirm).toHaveTextContent(`/rest/inventory/v1/desktop-pools/${id}/tasks/`);
    fireEvent.click(within(confirm).getByRole("button", { name: "Pause" }));
    expect(await screen.findByText(/is paused\./)).toBeVisible();
    await waitFor(() => expect(within(grid).getAllByText("Paused").length).toBeGreaterThan(0));
    unmount();

    await signedInEmulator("readonly");
    render(<DesktopPoolSection poolId={await poolId()} tab="tasks" />);
    const readonlyGrid = await screen.findByRole("grid", { name: `Tasks of ${POOL}` });
    await waitFor(() => expect(bodyRows(readonlyGrid).length).toBeGreaterThan(0));
    const row = bodyRows(readonlyGrid).find((entry) => within(entry).queryByText("Running"));
    if (row) fireEvent.click(within(row).getByRole("checkbox", { name: "Select row" }));
    expect(
      within(screen.getByRole("group", { name: "Task actions" })).getByRole("button", { name: "Pause" }),
    ).toHaveAttribute("aria-disabled", "true");
  });

  it("says the pod offers no pool policies or overrides, without calling for them", async () => {
    const { emulator } = await signedInEmulator("admin");
    const id = await poolId();
    const requested: string[] = [];
    setApiFetch(
      handlerFetch((request: Request) => {
        requested.push(new URL(request.url).pathname);
        return emulator.fetch(request);
      }),
    );
    render(<DesktopPoolSection poolId={id} tab="policies" />);
    expect(await screen.findByText("Pool policies are not available on this pod.")).toHaveAttribute(
      "data-state",
      "not-offered",
    );
    fireEvent.click(screen.getByRole("tab", { name: "Policy overrides" }));
    expect(await screen.findByText("Policy overrides are not available on this pod.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
    // The pool itself was read; nothing about policies was asked.
    expect(requested.some((path) => path.endsWith(`/desktop-pools/${id}`))).toBe(true);
    expect(requested.filter((path) => /polic/.test(path))).toEqual([]);
  });
});
