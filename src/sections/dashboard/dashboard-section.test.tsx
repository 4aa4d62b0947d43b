import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setApiFetch } from "../../core/http/api-clients";
import { handlerFetch } from "../../core/http/api-fetch";
import { matchesRestFilter } from "../../core/query/rest-filter-match";
import { DashboardSection } from "./dashboard-section";

type Route = (url: URL) => Response | Promise<Response>;

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** A list answered through its `filter` parameter, as the pod filters it. */
const filtered =
  (rows: readonly object[]): Route =>
  (url) => {
    const filter = url.searchParams.get("filter");
    return json(filter ? rows.filter((row) => matchesRestFilter(row, JSON.parse(filter))) : rows);
  };

const MACHINES = [
  { id: "m1", type: "MANAGED_MACHINE", state: "AVAILABLE" },
  { id: "m2", type: "MANAGED_MACHINE", state: "AGENT_UNREACHABLE" },
  { id: "m3", type: "MANAGED_MACHINE", state: "AGENT_ERROR_NEEDS_REBOOT" },
  { id: "m4", type: "UNMANAGED_MACHINE", state: "ERROR" },
];

/** A typed stand-in for the REST monitor and inventory answers the dashboard reads. */
function fakePod(overrides: Record<string, Route> = {}): Record<string, Route> {
  return {
    "/rest/monitor/v3/connection-servers": () =>
      json([
        { id: "cs1", name: "cs1.example.com", status: "OK" },
        { id: "cs2", name: "cs2.example.com", status: "NOT_RESPONDING" },
        { id: "cs3", name: "cs3.example.com", status: "UNKNOWN" },
      ]),
    // A disabled server reads UNKNOWN in the monitor; only its settings say it is disabled.
    "/rest/config/v2/connection-servers": () =>
      json([
        { id: "cs1", name: "cs1.example.com", enabled: true },
        { id: "cs2", name: "cs2.example.com", enabled: true },
        { id: "cs3", name: "cs3.example.com", enabled: false },
      ]),
    "/rest/monitor/v3/gateways": () => json([]),
    "/rest/monitor/v2/virtual-centers": () =>
      json([{ id: "vc1", name: "vc1.example.com", connection_servers: [{ status: "OK" }] }]),
    "/rest/monitor/v3/ad-domains": () =>
      json([{ dns_name: "example.com", connection_servers: [{ status: "FULLY_ACCESSIBLE" }] }]),
    "/rest/monitor/event-database": () => json({ status: "NOT_CONFIGURED" }),
    "/rest/monitor/v2/saml-authenticators": () => json([]),
    "/rest/monitor/farms": () => json([{ id: "f1", name: "<b>farm</b>", status: "WARNING" }]),
    "/rest/inventory/v1/application-pools": () =>
      json([{ id: "a1", name: "Word", enabled: true, executable_path: "C:\\word.exe", farm_id: "f1" }]),
    // The monitor would call rds2 healthy; its state is a problem one, and that is what the list shows.
    "/rest/inventory/v1/rds-servers": filtered([
      { id: "r1", name: "rds1", farm_id: "f1", enabled: true, state: "AVAILABLE" },
      { id: "r2", name: "rds2", farm_id: "f1", enabled: true, state: "AGENT_ERR_DOMAIN_FAILURE" },
    ]),
    "/rest/inventory/v1/farms/f1/action/validate-installed-applications": () =>
      json([
        { application_exe_path: "C:\\word.exe", status: "NOT_INSTALLED", machine_or_rds_server_ids: ["r1"] },
      ]),
    "/rest/inventory/v1/sessions": () =>
      json([
        { id: "s1", session_state: "CONNECTED" },
        { id: "s2", session_state: "CONNECTED" },
        { id: "s3", session_state: "DISCONNECTED" },
      ]),
    "/rest/inventory/v1/machines": filtered(MACHINES),
    "/rest/inventory/v4/machines": filtered(MACHINES),
    "/rest/external/v1/audit-events": (url) => {
      const filter = url.searchParams.get("filter") ?? "";
      return json(filter.includes('"ERROR"') ? [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] : [{ id: 5 }]);
    },
    ...overrides,
  };
}

function serve(routes: Record<string, Route>) {
  const calls: string[] = [];
  setApiFetch(
    handlerFetch(async (request) => {
      const url = new URL(request.url);
      calls.push(url.pathname);
      const route = routes[url.pathname];
      return route ? route(url) : json({ errors: [{ error_key: "not.found" }] }, 404);
    }),
  );
  return calls;
}

describe("DashboardSection", () => {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the counts, each leading to its list", async () => {
    serve(fakePod());
    const onNavigate = vi.fn();
    render(<DashboardSection onNavigate={onNavigate} />);
    const counts = await screen.findByRole("list", { name: "Summary" });
    const sessions = within(counts).getByRole("button", { name: "Sessions: 3, open the list" });
    within(counts).getByRole("button", { name: "Problem vCenter VMs: 2, open the list" });
    within(counts).getByRole("button", { name: "Problem other machines: 1, open the list" });
    within(counts).getByRole("button", { name: "Problem RDS hosts: 1, open the list" });
    within(counts).getByRole("button", { name: "Errors (Last week): 4, open the list" });
    const warnings = within(counts).getByRole("button", { name: "Warnings (Last week): 1, open the list" });

    await userEvent.click(sessions);
    expect(onNavigate).toHaveBeenLastCalledWith({ section: "sessions" });
    await userEvent.click(warnings);
    expect(onNavigate).toHaveBeenLastCalledWith({
      section: "events",
      filter: { severity: "WARNING", period: "1w" },
    });
    await userEvent.click(within(counts).getByRole("button", { name: /^Problem vCenter VMs/ }));
    expect(onNavigate).toHaveBeenLastCalledWith({
      section: "machines",
      filter: { tab: "vcenter", state: "problem" },
    });
  });

  it("draws the session and machine charts as images named by their numbers", async () => {
    serve(fakePod());
    render(<DashboardSection />);
    const sessionsChart = await screen.findByRole("img", { name: /Sessions by state/ });
    expect(sessionsChart).toHaveAccessibleName("Sessions by state Connected: 2, Disconnected: 1, Pending: 0");
    expect(screen.getByRole("img", { name: /Machines by state/ })).toHaveAccessibleName(
      "Machines by state Available: 1, Connected: 0, Disconnected: 0, Provisioning: 0, Maintenance: 0, Problem: 3, Other: 0",
    );
  });

  it("lists the health of each component, problems first, names as text", async () => {
    serve(fakePod());
    render(<DashboardSection />);
    const servers = await screen.findByRole("group", { name: /Connection servers/ });
    const items = within(servers).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("cs2.example.com");
    expect(items[0]).toHaveTextContent("Not responding");
    expect(items.find((item) => item.textContent?.includes("cs3.example.com"))).toHaveTextContent("Disabled");
    expect(items.at(-1)).toHaveTextContent("cs1.example.com");
    expect(
      within(screen.getByRole("group", { name: /Gateways/ })).getByText("None configured"),
    ).toBeVisible();
    expect(screen.getByRole("group", { name: /Event database/ })).toHaveTextContent("Not configured");
    const farms = screen.getByRole("group", { name: /Farms/ });
    expect(farms).toHaveTextContent("<b>farm</b>");
    // Word is not installed on rds1 (validate-installed-applications): the farm names it.
    expect(await within(farms).findByText(/Word/)).toBeVisible();
  });

  it("still shows connection server health to an administrator who may not read their settings", async () => {
    serve(
      fakePod({
        "/rest/config/v2/connection-servers": () =>
          json({ errors: [{ error_key: "rest.auth.insufficient_privileges" }] }, 403),
      }),
    );
    render(<DashboardSection />);
    const servers = await screen.findByRole("group", { name: /Connection servers/ });
    expect(await within(servers).findByText("cs2.example.com")).toBeVisible();
    expect(within(servers).getByText("Not responding")).toBeVisible();
  });

  it("shows loading first, then the panels", async () => {
    serve(fakePod());
    render(<DashboardSection />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading the dashboard…");
    await screen.findByRole("list", { name: "Summary" });
    expect(screen.queryByText("Loading the dashboard…")).toBeNull();
  });

  it("spec 000 §2 help topics: keeps its help link while loading and once loaded", async () => {
    serve(fakePod());
    render(<DashboardSection />);
    const helpLink = () => screen.getByRole("link", { name: "Help: Dashboard (opens in a new tab)" });
    expect(helpLink()).toHaveAttribute(
      "href",
      expect.stringMatching(/\/en\/monitoring-the-dashboard\.html$/),
    );
    await screen.findByRole("list", { name: "Summary" });
    expect(helpLink()).toHaveAttribute(
      "href",
      expect.stringMatching(/\/en\/monitoring-the-dashboard\.html$/),
    );
  });

  it("shows each panel as soon as its own answer arrives, the slow ones saying they are loading", async () => {
    let answerEvents: () => void = () => undefined;
    const eventsHeld = new Promise<void>((resolve) => (answerEvents = resolve));
    const routes = fakePod();
    const events = routes["/rest/external/v1/audit-events"]!;
    serve({
      ...routes,
      "/rest/external/v1/audit-events": async (url) => {
        await eventsHeld;
        return events(url);
      },
    });
    render(<DashboardSection />);
    const counts = await screen.findByRole("list", { name: "Summary" });
    await waitFor(() => expect(within(counts).getAllByRole("listitem")[0]).toHaveTextContent("Sessions3"));
    const errorEvents = within(counts).getAllByRole("listitem")[4]!;
    expect(errorEvents).toHaveTextContent("Loading…");
    expect(errorEvents).toHaveAttribute("aria-busy", "true");
    answerEvents();
    await waitFor(() => expect(errorEvents).toHaveAttribute("aria-busy", "false"));
    expect(errorEvents).toHaveTextContent("4");
  });

  it("says when one panel is not permitted and keeps the others", async () => {
    serve(
      fakePod({
        "/rest/inventory/v4/machines": () =>
          json({ errors: [{ error_key: "insufficient.privilege", error_message: "MACHINE_VIEW" }] }, 403),
      }),
    );
    render(<DashboardSection />);
    const counts = await screen.findByRole("list", { name: "Summary" });
    const machines = within(counts).getAllByRole("listitem")[1];
    expect(machines).toHaveTextContent("Problem vCenter VMs");
    expect(machines).toHaveTextContent("No permission to view.");
    // Without a host that navigates, counts are plain text rather than dead buttons.
    expect(within(counts).queryAllByRole("button")).toEqual([]);
    expect(within(counts).getAllByRole("listitem")[0]).toHaveTextContent("Sessions3");
  });

  it("says when nothing is permitted", async () => {
    const forbidden = () => json({ errors: [{ error_key: "forbidden" }] }, 403);
    serve(Object.fromEntries(Object.keys(fakePod()).map((path) => [path, forbidden])));
    render(<DashboardSection />);
    expect(await screen.findByText("You do not have permission to view the dashboard.")).toBeVisible();
  });

  it("offers a retry when everything failed, and recovers", async () => {
    let isDown = true;
    const routes = fakePod();
    serve(
      Object.fromEntries(
        Object.entries(routes).map(([path, route]) => [
          path,
          (url: URL) => (isDown ? json({ errors: [{ error_key: "server.error" }] }, 503) : route(url)),
        ]),
      ),
    );
    render(<DashboardSection />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The dashboard could not be loaded.");
    isDown = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("list", { name: "Summary" })).toBeVisible();
  });
});
