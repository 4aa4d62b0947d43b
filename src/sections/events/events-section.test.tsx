import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Emulator } from "../../../server/emulator/emulator";
import { EmulatorClient } from "../../../server/emulator/testing/emulator-client";
import { captureDownloads, worksheetsOf, type SavedDownload } from "../../../tests/support/saved-downloads";
import { signedInEmulator as signInToEmulator } from "../../../tests/support/signed-in-emulator";
import { setApiFetch } from "../../core/http/api-clients";
import { handlerFetch } from "../../core/http/api-fetch";
import { clearAdminRoles } from "../../core/privileges/privileges.model";
import { clearSession } from "../../core/session/session.model";
import { EventsSection, eventsFilterFromQuery } from "./events-section";
import type { AuditEvent } from "./events.types";

interface SignedIn {
  emulator: Emulator;
  /** The filter expressions of the console's audit-event requests so far, oldest first. */
  eventFilters: () => unknown[];
  /** The page number of the console's last audit-event request. */
  lastEventPage: () => string | null;
  /** Every event the REST API lists for a filter expression, straight from the emulator. */
  allEvents: (filter?: object) => Promise<AuditEvent[]>;
  /** A REST GET straight to the emulator as the signed-in account. */
  restGet: <T>(path: string) => Promise<T>;
}

/** The shared signed-in emulator, with the console's audit-event requests recorded. */
async function signedInEmulator(
  username = "admin",
  rewriteEvents?: (events: AuditEvent[]) => AuditEvent[],
): Promise<SignedIn> {
  const { emulator, token } = await signInToEmulator(username);
  const eventUrls: URL[] = [];
  setApiFetch(
    handlerFetch((request) => {
      const url = new URL(request.url);
      if (!url.pathname.endsWith("/rest/external/v1/audit-events")) return emulator.fetch(request);
      eventUrls.push(url);
      if (!rewriteEvents) return emulator.fetch(request);
      return emulator.fetch(request).then(async (response) => {
        const events = rewriteEvents((await response.json()) as AuditEvent[]);
        return new Response(JSON.stringify(events), { status: response.status, headers: response.headers });
      });
    }),
  );
  const client = new EmulatorClient(emulator);
  const allEvents = async (filter?: object) => {
    const events: AuditEvent[] = [];
    for (let page = 1; ; page += 1) {
      const query = new URLSearchParams({ page: String(page), size: "1000" });
      if (filter) query.set("filter", JSON.stringify(filter));
      const response = await client.rest("GET", `/rest/external/v1/audit-events?${query}`, token);
      events.push(...((await response.json()) as AuditEvent[]));
      if (response.headers.get("HAS_MORE_RECORDS") !== "true") return events;
    }
  };
  const restGet = async <T,>(path: string) => (await (await client.rest("GET", path, token)).json()) as T;
  const eventFilters = () =>
    eventUrls.map((url) => {
      const filter = url.searchParams.get("filter");
      return filter === null ? null : (JSON.parse(filter) as unknown);
    });
  const lastEventPage = () => eventUrls.at(-1)?.searchParams.get("page") ?? null;
  return { emulator, eventFilters, lastEventPage, allEvents, restGet };
}

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole("grid", { name: "Events" }))
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

/** The text of one column in every row on the page (columns: time, severity, module, user, machine, pool, message). */
function columnTexts(index: number): string[] {
  return bodyRows().map((row) => within(row).getAllByRole("gridcell")[index]?.textContent ?? "");
}

let saved: SavedDownload[];

beforeEach(() => {
  saved = captureDownloads();
});

afterEach(() => vi.restoreAllMocks());

// Each test drives a whole in-process pod emulator; allow for a slow machine.
describe("EventsSection", { timeout: 60_000 }, () => {
  it("lists the last week's events newest first with time, severity, module, names and message", async () => {
    await signedInEmulator("admin");
    render(<EventsSection />);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(screen.getByLabelText("Time period")).toHaveValue("1w");
    expect(screen.queryByText(/^One .+ events$/)).toBeNull();
    const [first] = bodyRows();
    const cells = within(first as HTMLElement).getAllByRole("gridcell");
    expect(cells[0]?.textContent).toMatch(/\d{1,2}\/\d{1,2}\/\d{4}/);
    expect(cells[1]?.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(cells[1]?.textContent).toMatch(
      /^(Error|Warning|Information|Audit failure|Audit success|Unknown)$/,
    );
    // Users are shown by name, never by SID.
    expect(
      columnTexts(3)
        .filter((user) => user !== "")
        .every((user) => /^example\.com\\/i.test(user)),
    ).toBe(true);
    expect(columnTexts(3).some((user) => user.startsWith("S-1-"))).toBe(false);
    expect(cells[6]?.textContent).not.toBe("");
  });

  it("starts filtered by the severity of a dashboard link and asks the server for just those", async () => {
    const { eventFilters } = await signedInEmulator("admin");
    render(<EventsSection {...eventsFilterFromQuery(new URLSearchParams("severity=ERROR"))} />);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(new Set(columnTexts(1))).toEqual(new Set(["Error"]));
    expect(JSON.stringify(eventFilters().at(-1))).toContain(
      '{"type":"Equals","name":"severity","value":"ERROR"}',
    );
    // The filter is the column's own: the user can see and clear it.
    fireEvent.click(screen.getByRole("button", { name: "Filter Severity" }));
    expect(await screen.findByRole("checkbox", { name: "Error" })).toBeChecked();
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(new Set(columnTexts(1)).size).toBeGreaterThan(1));
  });

  it("filters by module with the column's checkbox filter", async () => {
    await signedInEmulator("admin");
    render(<EventsSection period="1m" />);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    fireEvent.click(screen.getByRole("button", { name: "Filter Module" }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Admin" }));
    await waitFor(() => expect(new Set(columnTexts(2))).toEqual(new Set(["Admin"])));
    expect(bodyRows().length).toBeGreaterThan(0);
  });

  it("shows one machine's events when it lands from the machine's events tab", async () => {
    const { eventFilters, allEvents } = await signedInEmulator("admin");
    const machineEvent = (await allEvents()).find((event) => event.machine_id !== undefined);
    const machineId = machineEvent?.machine_id ?? "";
    render(
      <EventsSection {...eventsFilterFromQuery(new URLSearchParams(`machine_id=${machineId}&period=6m`))} />,
    );
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(screen.getByLabelText("Time period")).toHaveValue("6m");
    expect(screen.getByText("One machine's events")).toBeVisible();
    expect(new Set(columnTexts(4)).size).toBe(1);
    expect(columnTexts(4)[0]).not.toBe(machineId);
    expect(JSON.stringify(eventFilters().at(-1))).toContain(
      `{"type":"Equals","name":"machine_id","value":"${machineId}"}`,
    );
  });

  it("shows one desktop pool's events by the pool's name when it lands with the pool's id", async () => {
    const { eventFilters, allEvents, restGet } = await signedInEmulator("admin");
    const poolName = (await allEvents()).find(
      (event) => event.desktop_pool_name !== undefined,
    )?.desktop_pool_name;
    const pools = await restGet<{ id: string; name: string }[]>("/rest/inventory/v1/desktop-pools");
    const pool = pools.find((candidate) => candidate.name === poolName);
    expect(pool).toBeDefined();
    render(<EventsSection desktopPoolId={pool?.id ?? ""} period="6m" />);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(new Set(columnTexts(5))).toEqual(new Set([poolName]));
    expect(JSON.stringify(eventFilters().at(-1))).toContain(
      `{"type":"Equals","name":"desktop_pool_name","value":"${poolName}"}`,
    );
  });

  it("changes the time period from the toolbar and goes back to the first page", async () => {
    const { eventFilters, lastEventPage } = await signedInEmulator("admin");
    render(<EventsSection />);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(screen.getByText(/^21-40 of/)).toBeInTheDocument());
    expect(lastEventPage()).toBe("2");
    fireEvent.change(screen.getByLabelText("Time period"), { target: { value: "3m" } });
    await waitFor(() => expect(screen.getByText(/^1-20 of/)).toBeInTheDocument());
    expect(lastEventPage()).toBe("1");
    // No column filter: the request's filter is the period's time range itself.
    const range = eventFilters().at(-1) as { type: string; name: string; fromValue: number };
    expect(range).toMatchObject({ type: "Between", name: "time" });
    expect(Date.now() - range.fromValue).toBeGreaterThan(80 * 86_400_000);
  });

  it("exports every filtered event, not only the page", async () => {
    const { allEvents } = await signedInEmulator("admin");
    render(<EventsSection period="6m" severity="INFO,AUDIT_SUCCESS" />);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    const expected = (
      await allEvents({
        type: "Or",
        filters: [
          { type: "Equals", name: "severity", value: "INFO" },
          { type: "Equals", name: "severity", value: "AUDIT_SUCCESS" },
        ],
      })
    ).length;
    // More than one export request's worth, so the export must page.
    expect(expected).toBeGreaterThan(1000);
    fireEvent.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 30_000 });
    const [sheet] = await worksheetsOf((saved[0] as SavedDownload).blob);
    // The first row is the header.
    expect((sheet?.actualRowCount ?? 0) - 1).toBe(expected);
  });

  it("shows an administrator of one access group only the events of its pools and machines", async () => {
    const { restGet } = await signedInEmulator("inventory");
    const ownPools = new Set(
      (await restGet<{ name: string }[]>("/rest/inventory/v1/desktop-pools")).map((pool) => pool.name),
    );
    render(<EventsSection period="6m" />);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    // No event tied to nothing (sign-ins, server events: a global right), none of another group's pools.
    const machines = columnTexts(4);
    columnTexts(5).forEach((pool, index) => {
      expect(pool !== "" || machines[index] !== "").toBe(true);
      if (pool !== "") expect(ownPools).toContain(pool);
    });
  });

  it("shows messages as text, never as markup", async () => {
    const markup = '<img src="x" onerror="alert(1)"><b>pool</b>';
    await signedInEmulator("admin", (events) =>
      events.map((event, index) => (index === 0 ? { ...event, message: markup } : event)),
    );
    render(<EventsSection />);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(columnTexts(6)[0]).toBe(markup);
    const grid = screen.getByRole("grid", { name: "Events" });
    expect(grid.querySelector("img, b")).toBeNull();
  });

  it("says when no event matches, and offers a retry when the list cannot be loaded", async () => {
    const { emulator, eventFilters } = await signedInEmulator("admin");
    const { unmount } = render(<EventsSection module="Rest" severity="ERROR" />);
    await waitFor(() =>
      expect(screen.getByText("No events match the time period and filters")).toBeVisible(),
    );
    expect(eventFilters().length).toBeGreaterThan(0);
    unmount();
    emulator.faults.failWith({ method: "GET", path: /^\/rest\/external\/v1\/audit-events/ }, 500);
    render(<EventsSection />);
    expect(await screen.findByRole("alert")).toHaveTextContent(/could not be loaded/i);
    expect(screen.getByRole("button", { name: "Retry" })).toBeVisible();
  });

  it("says so without a privilege to view events", async () => {
    clearSession();
    clearAdminRoles();
    render(<EventsSection />);
    expect(screen.getByRole("status")).toHaveTextContent("You do not have permission to view events.");
    expect(screen.queryByRole("grid")).toBeNull();
  });
});
