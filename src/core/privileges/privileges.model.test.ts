import { afterEach, describe, expect, it } from "vitest";
import { setApiFetch } from "../http/api-clients";
import {
  arePrivilegesLoaded,
  canEditGlobalSettings,
  clearAdminRoles,
  hasPrivilege,
  isHelpdeskAdmin,
  loadAdminRoles,
  restPrivileges,
  setAdminRoles,
  viewPrivileges,
} from "./privileges.model";

function urlOf(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : input.toString();
}

const VIEW_ROLES = {
  privilegesInfo: [
    { accessGroupId: "root", accessGroupName: "Root", privileges: ["GLOBAL_CONFIG_VIEW"], children: [] },
  ],
  globalPrivilegesInfo: [],
  helpdeskAdmin: true,
};
const REST_PERMISSIONS = {
  id: "S-1",
  help_desk_admin: false,
  local_privileges_info: [
    { access_group_id: "root", access_group_name: "Root", privileges: ["GLOBAL_CONFIG_MANAGEMENT"] },
  ],
  federated_privileges_info: [],
};

function fakeServer(answers: Record<string, { status: number; body: unknown }>): string[] {
  const calls: string[] = [];
  setApiFetch(async (input, init) => {
    const url = urlOf(input);
    calls.push(`${init?.method ?? "GET"} ${url}`);
    const key = Object.keys(answers).find((path) => url.endsWith(path));
    const answer = key ? answers[key] : undefined;
    if (!answer) return new Response("not found", { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  return calls;
}

afterEach(() => clearAdminRoles());

describe("privileges model", () => {
  it("keeps two separate copies, view and REST", () => {
    setAdminRoles({ view: VIEW_ROLES, rest: REST_PERMISSIONS });
    expect(hasPrivilege("GLOBAL_CONFIG_VIEW", { api: "view" })).toBe(true);
    expect(hasPrivilege("GLOBAL_CONFIG_VIEW", { api: "rest" })).toBe(false);
    expect(hasPrivilege("GLOBAL_CONFIG_MANAGEMENT", { api: "rest" })).toBe(true);
    expect(hasPrivilege("GLOBAL_CONFIG_MANAGEMENT", { api: "view" })).toBe(false);
  });

  it("checks the REST copy by default, the view copy when REST gave nothing", () => {
    setAdminRoles({ view: VIEW_ROLES, rest: REST_PERMISSIONS });
    expect(canEditGlobalSettings()).toBe(true);
    setAdminRoles({ rest: null });
    expect(canEditGlobalSettings()).toBe(false);
    expect(hasPrivilege("GLOBAL_CONFIG_VIEW")).toBe(true);
  });

  it("finds a privilege only the view API has in the view copy, though the REST copy is loaded", () => {
    const viewWithDisks = {
      ...VIEW_ROLES,
      privilegesInfo: [
        { accessGroupId: "root", accessGroupName: "Root", privileges: ["UDD_VIEW"], children: [] },
      ],
    };
    setAdminRoles({ view: viewWithDisks, rest: REST_PERMISSIONS });
    expect(hasPrivilege("UDD_VIEW")).toBe(true);
    expect(hasPrivilege("UDD_VIEW", { api: "rest" })).toBe(false);
    expect(hasPrivilege("UDD_MANAGEMENT")).toBe(false);
    // A REST privilege is still read from the REST copy only.
    expect(hasPrivilege("GLOBAL_CONFIG_VIEW")).toBe(false);
  });

  it("reports a helpdesk administrator from either response", () => {
    setAdminRoles({ view: VIEW_ROLES, rest: REST_PERMISSIONS });
    expect(isHelpdeskAdmin.value).toBe(true);
    clearAdminRoles();
    expect(isHelpdeskAdmin.value).toBe(false);
    expect(arePrivilegesLoaded.value).toBe(false);
  });

  it("loads both permission calls", async () => {
    const calls = fakeServer({
      "AdminUserOrGroup/getloginview": { status: 200, body: VIEW_ROLES },
      "/rest/config/v1/admin-users-or-groups/permissions": { status: 200, body: REST_PERMISSIONS },
    });
    await loadAdminRoles();
    expect(calls).toEqual(
      expect.arrayContaining([
        "POST /view-vlsi/rest/v1/AdminUserOrGroup/getloginview",
        "GET /rest/config/v1/admin-users-or-groups/permissions",
      ]),
    );
    expect(viewPrivileges.value.localRootId).toBe("root");
    expect(restPrivileges.value.local[0]?.privileges).toEqual(["GLOBAL_CONFIG_MANAGEMENT"]);
  });

  it("keeps the generation that loaded when the other fails", async () => {
    fakeServer({
      "AdminUserOrGroup/getloginview": { status: 403, body: { errors: [{ error_key: "x" }] } },
      "/rest/config/v1/admin-users-or-groups/permissions": { status: 200, body: REST_PERMISSIONS },
    });
    await loadAdminRoles();
    expect(hasPrivilege("GLOBAL_CONFIG_MANAGEMENT")).toBe(true);
    expect(viewPrivileges.value.local).toEqual([]);
  });

  it("rejects when both calls fail", async () => {
    fakeServer({});
    await expect(loadAdminRoles()).rejects.toMatchObject({ status: 404 });
    expect(arePrivilegesLoaded.value).toBe(false);
  });
});
