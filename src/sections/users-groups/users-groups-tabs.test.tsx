// The four states (loading, empty, failed, no permission) of the remote access and home site assignment
// tabs and of the user page's summary, against the in-process emulator.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { restApi } from "../../core/http/api-clients";
import { clearAdminRoles } from "../../core/privileges/privileges.model";
import { isBehindIdentityProvider } from "../../core/session/session.model";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { UserSection } from "./user-section";
import { UsersGroupsSection } from "./users-groups-section";
import { FEDERATION_FOR_SCREENS } from "../../../server/emulator/testing/seeds";

const GATEWAY_LIST = "/view-vlsi/rest/v1/GatewayAccessUserOrGroup/List";
const HOME_SITES = "/rest/federation/v1/home-sites";
const FAILED = "The list could not be loaded.";
const NO_PERMISSION = "You do not have permission to view these users and groups.";

interface TabCase {
  tab: "remoteAccess" | "homeSiteAssignment";
  method: "GET" | "POST";
  path: string;
  grid: string;
  empty: string;
}

const TABS: TabCase[] = [
  {
    tab: "remoteAccess",
    method: "POST",
    path: GATEWAY_LIST,
    grid: "Users and groups with remote access",
    empty: "No user or group has remote access.",
  },
  {
    tab: "homeSiteAssignment",
    method: "GET",
    path: HOME_SITES,
    grid: "Home sites",
    empty: "No home site is assigned.",
  },
];

async function signedIn(username: string) {
  const signed = await signedInEmulator(username, FEDERATION_FOR_SCREENS);
  // The view API calls carry the REST bearer, as behind an identity provider (the emulator accepts it).
  isBehindIdentityProvider.value = true;
  return signed;
}

afterEach(() => {
  isBehindIdentityProvider.value = false;
});

describe.each(TABS)(
  "users and groups, $tab tab",
  { timeout: 30_000 },
  ({ tab, method, path, grid, empty }) => {
    it("shows loading until the pod answers, then its rows", async () => {
      const { emulator } = await signedIn("admin");
      emulator.faults.latencyMs = 300;
      render(<UsersGroupsSection tab={tab} />);
      // The tab's grid, once its code has come (under a placeholder that says Loading… too, and may be gone
      // by the next look), is busy and says so while the pod takes 300 ms to answer.
      const table = await screen.findByRole("grid", { name: grid });
      expect(table).toHaveAttribute("aria-busy", "true");
      expect(screen.getByText("Loading…")).toBeVisible();
      expect(await within(table).findAllByRole("checkbox", { name: "Select row" })).not.toHaveLength(0);
      expect(screen.queryByText("Loading…")).toBeNull();
    });

    it("says so when there is nothing", async () => {
      const { emulator } = await signedIn("admin");
      emulator.faults.failWith({ method, path }, 200, { body: [] });
      render(<UsersGroupsSection tab={tab} />);
      expect(await screen.findByText(empty)).toBeVisible();
    });

    it("shows a failed load with Retry, which loads again", async () => {
      const { emulator } = await signedIn("admin");
      emulator.faults.failWith({ method, path }, 503, { times: 1 });
      render(<UsersGroupsSection tab={tab} />);
      expect(await screen.findByText(FAILED)).toBeVisible();
      fireEvent.click(screen.getByRole("button", { name: "Retry" }));
      const table = await screen.findByRole("grid", { name: grid });
      expect(await within(table).findAllByRole("checkbox", { name: "Select row" })).not.toHaveLength(0);
    });

    it("says so without the view privilege, keeping the tabs to open another", async () => {
      await signedIn("inventory");
      render(<UsersGroupsSection tab={tab} />);
      expect(await screen.findByText(NO_PERMISSION)).toBeVisible();
      expect(screen.getByRole("tab", { name: "Entitlements" })).toBeVisible();
    });
  },
);

describe("users and groups, assigning a home site", { timeout: 30_000 }, () => {
  /** Opens the assign dialog, finds "Marketing", ticks the first group, picks a site and assigns. */
  async function assignMarketing() {
    fireEvent.click(await screen.findByRole("button", { name: "Assign home site" }));
    const search = await screen.findByRole("dialog", { name: "Assign a home site" });
    fireEvent.change(within(search).getByLabelText("Name contains"), { target: { value: "Marketing" } });
    fireEvent.click(within(search).getByRole("button", { name: "Find" }));
    const results = await within(search).findByRole("grid", { name: "Matching users and groups" });
    fireEvent.click(
      (await within(results).findAllByRole("checkbox", { name: "Select row" }))[0] as HTMLElement,
    );
    const site = within(search).getByRole("combobox", { name: "Home site" });
    const [, first] = within(site).getAllByRole<HTMLOptionElement>("option");
    fireEvent.change(site, { target: { value: first?.value } });
    fireEvent.click(within(search).getByRole("button", { name: "Assign (1)" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  }

  it("names the group the pod refused, with the pod's message", async () => {
    await signedIn("admin");
    render(<UsersGroupsSection tab="homeSiteAssignment" />);
    await screen.findByRole("grid", { name: "Home sites" });
    await assignMarketing();
    expect(screen.queryByRole("alert")).toBeNull();
    // The same group again: the pod refuses that item (the home site exists).
    await assignMarketing();
    expect(await screen.findByRole("alert")).toHaveTextContent(/Marketing.*: /);
  });

  it("says why when the whole call fails, and the list stays", async () => {
    const { emulator } = await signedIn("admin");
    render(<UsersGroupsSection tab="homeSiteAssignment" />);
    const table = await screen.findByRole("grid", { name: "Home sites" });
    emulator.faults.failWith({ method: "POST", path: HOME_SITES }, 503);
    await assignMarketing();
    expect(await screen.findByRole("alert")).not.toBeEmptyDOMElement();
    expect(await within(table).findAllByRole("checkbox", { name: "Select row" })).not.toHaveLength(0);
  });
});

describe("users and groups, refusals of spec 001 §6", { timeout: 30_000 }, () => {
  it.each([
    ["remoteAccess", GATEWAY_LIST, "POST"],
    ["unauthenticatedAccess", "/view-vlsi/rest/v1/UnauthenticatedAccessUser/List", "GET"],
  ] as const)("%s: the pod refusing the list shows 'insufficient permission'", async (tab, path, method) => {
    const { emulator } = await signedIn("admin");
    emulator.faults.failWith({ method, path }, 403, {
      body: {
        fault: "InsufficientPermission",
        errors: [{ error_key: "INSUFFICIENT_PERMISSION", error_message: "The caller needs a privilege" }],
      },
    });
    render(<UsersGroupsSection tab={tab} />);
    expect(await screen.findByText("Insufficient permission.")).toBeVisible();
    expect(screen.queryByText(FAILED)).toBeNull();
  });
});

async function firstDirectoryUser(): Promise<{ id: string; login_name: string }> {
  const entries = await restApi
    .get("/external/v1/ad-users-or-groups?size=50")
    .json<{ id: string; login_name: string; group?: boolean }[]>();
  const user = entries.find((entry) => !entry.group);
  if (!user) throw new Error("the seed has directory users");
  return user;
}

/** The summary's key-value panel (the tab of the same name is a button). */
async function summaryPanel(): Promise<HTMLElement> {
  const labelled = await screen.findAllByLabelText("Summary", {}, { timeout: 10_000 });
  const panel = labelled.find((element) => element.tagName === "DL");
  if (!panel) throw new Error("no summary panel");
  return panel;
}

describe("user page, summary tab", { timeout: 30_000 }, () => {
  it("shows loading, then the directory record and its entitlement counts", async () => {
    const { emulator } = await signedIn("admin");
    const user = await firstDirectoryUser();
    emulator.faults.latencyMs = 300;
    render(<UserSection userId={user.id} />);
    // Looked for afresh until seen: the tab code's placeholder says Loading… too, and may go between looks.
    await waitFor(() => expect(screen.getByText("Loading…")).toBeVisible());
    const summary = await summaryPanel();
    expect(summary).toHaveTextContent(user.login_name);
    expect(summary).toHaveTextContent(/Desktop entitlements\d+/);
  });

  it("says so for an unknown user or group", async () => {
    await signedIn("admin");
    render(<UserSection userId="S-1-5-21-0-0-0-999999" />);
    expect(await screen.findByText("This user or group does not exist.")).toBeVisible();
  });

  it("shows a failed load with Retry", async () => {
    const { emulator } = await signedIn("admin");
    const user = await firstDirectoryUser();
    emulator.faults.failWith(
      { method: "GET", path: `/rest/external/v1/ad-users-or-groups/${user.id}` },
      503,
      {
        times: 1,
      },
    );
    render(<UserSection userId={user.id} />);
    fireEvent.click(await screen.findByRole("button", { name: "Retry" }));
    expect(await summaryPanel()).toHaveTextContent(user.login_name);
  });

  it("says so without a view privilege", async () => {
    await signedIn("admin");
    clearAdminRoles();
    render(<UserSection userId="S-1-5-21-0-0-0-1" />);
    expect(await screen.findByText(NO_PERMISSION)).toBeVisible();
  });
});
