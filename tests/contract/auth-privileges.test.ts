import { describe, expect, it } from "vitest";
import { createEmulator } from "../../server/emulator/emulator";
import { AccessGroupStore } from "../../server/emulator/config/access-group-store";
import { permissionsFor } from "../../server/emulator/auth/roles";
import { isPrivilegeName } from "../../server/emulator/auth/privileges";
import { DEMO_USER_SIDS } from "../../server/emulator/data/seed-directory";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import {
  ENGINEERING_ACCESS_GROUP_ID,
  FEDERATION_ROOT_ACCESS_GROUP_ID,
  LOCAL_ROOT_ACCESS_GROUP_ID,
  SALES_ACCESS_GROUP_ID,
} from "../../server/emulator/data/access-groups";

interface PrivilegesInfo {
  access_group_id: string;
  access_group_name: string;
  privileges: string[];
}
interface PermissionsInfo {
  id: string;
  help_desk_admin: boolean;
  local_privileges_info: PrivilegesInfo[];
  federated_privileges_info: PrivilegesInfo[];
}

async function restPermissions(username: string): Promise<PermissionsInfo> {
  const client = new EmulatorClient(createEmulator());
  const { access_token } = await client.restLogin(username);
  const response = await client.rest(
    "GET",
    "/rest/config/v1/admin-users-or-groups/permissions",
    access_token,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as PermissionsInfo;
}

function privilegesOn(infos: PrivilegesInfo[], id: string): string[] {
  return infos.find((info) => info.access_group_id === id)?.privileges ?? [];
}

describe("roles and permissions of the demo accounts", () => {
  it("gives the administrator every privilege on Local Root and Federation Root", async () => {
    const info = await restPermissions("admin");
    expect(Object.keys(info).sort()).toEqual([
      "federated_privileges_info",
      "help_desk_admin",
      "id",
      "local_privileges_info",
    ]);
    expect(info.id).toMatch(/^S-1-5-21-/);
    expect(info.help_desk_admin).toBe(false);
    const root = privilegesOn(info.local_privileges_info, LOCAL_ROOT_ACCESS_GROUP_ID);
    expect(root).toEqual(
      expect.arrayContaining(["ADMINISTRATOR", "GLOBAL_CONFIG_MANAGEMENT", "POOL_MANAGEMENT"]),
    );
    expect(root).not.toContain("FEDERATED_LDAP_MANAGE");
    expect(privilegesOn(info.federated_privileges_info, FEDERATION_ROOT_ACCESS_GROUP_ID)).toEqual(
      expect.arrayContaining(["FEDERATED_LDAP_MANAGE", "FEDERATED_SESSIONS_MANAGE"]),
    );
    expect(info.local_privileges_info.every((entry) => entry.privileges.every(isPrivilegeName))).toBe(true);
  });

  it("gives Administrators (Read only) view privileges only", async () => {
    const info = await restPermissions("readonly");
    const root = privilegesOn(info.local_privileges_info, LOCAL_ROOT_ACCESS_GROUP_ID);
    expect(root).toEqual(expect.arrayContaining(["ADMINISTRATOR_VIEW", "GLOBAL_CONFIG_VIEW", "POOL_VIEW"]));
    expect(root.filter((name) => /MANAGEMENT|MANAGE$|^ADMINISTRATOR$/.test(name))).toEqual([]);
    expect(privilegesOn(info.federated_privileges_info, FEDERATION_ROOT_ACCESS_GROUP_ID)).toEqual(
      expect.arrayContaining(["FEDERATED_LDAP_VIEW"]),
    );
  });

  it("marks the Help Desk Administrator as a helpdesk admin", async () => {
    const info = await restPermissions("helpdesk");
    expect(info.help_desk_admin).toBe(true);
    expect(privilegesOn(info.local_privileges_info, LOCAL_ROOT_ACCESS_GROUP_ID)).toContain(
      "HELPDESK_ADMINISTRATOR",
    );
  });

  it("scopes the Inventory Administrator to a child access group of Local Root", async () => {
    const info = await restPermissions("inventory");
    expect(info.local_privileges_info.map((entry) => entry.access_group_id)).toEqual([SALES_ACCESS_GROUP_ID]);
    expect(info.local_privileges_info[0]?.access_group_name).toBe("Sales");
    expect(info.local_privileges_info[0]?.privileges).toEqual(
      expect.arrayContaining(["INVENTORY_ADMINISTRATOR", "POOL_MANAGEMENT", "MACHINE_MANAGEMENT"]),
    );
    expect(info.local_privileges_info[0]?.privileges.some((name) => name.startsWith("GLOBAL_"))).toBe(false);
    expect(info.federated_privileges_info).toEqual([]);
  });

  it("gives the custom role exactly its privileges", async () => {
    const info = await restPermissions("custom");
    expect(privilegesOn(info.local_privileges_info, LOCAL_ROOT_ACCESS_GROUP_ID).sort()).toEqual([
      "GLOBAL_ADMIN_UI_INTERACTIVE",
      "GLOBAL_CONFIG_VIEW",
      "MACHINE_REBOOT",
      "MACHINE_VIEW",
      "POOL_ENABLE",
      "POOL_VIEW",
    ]);
  });

  it("answers getloginview with privilegesInfo, globalPrivilegesInfo and helpdeskAdmin", async () => {
    const client = new EmulatorClient(createEmulator());
    const session = await client.viewLogin("helpdesk");
    const response = await client.view("POST", "AdminUserOrGroup/getloginview", session, {
      body: { id: "" },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      privilegesInfo: {
        accessGroupId: string;
        accessGroupName: string;
        privileges: string[];
        children: unknown[];
      }[];
      globalPrivilegesInfo: {
        globalAccessGroupId: string;
        globalAccessGroupName: string;
        privileges: string[];
      }[];
      helpdeskAdmin: boolean;
    };
    expect(body.helpdeskAdmin).toBe(true);
    const root = body.privilegesInfo.find((entry) => entry.accessGroupId === LOCAL_ROOT_ACCESS_GROUP_ID);
    expect(root?.children).toContainEqual({ id: SALES_ACCESS_GROUP_ID, name: "Sales" });
    expect(root?.privileges).toContain("MACHINE_MANAGE_VDI_SESSION");
    expect(body.globalPrivilegesInfo[0]?.globalAccessGroupId).toBe(FEDERATION_ROOT_ACCESS_GROUP_ID);
    expect(body.globalPrivilegesInfo[0]?.privileges).toContain("FEDERATED_SESSIONS_MANAGE");
  });
});

describe("privilege checks", () => {
  const groups = new AccessGroupStore();
  const sidsOf = (username: string) => [DEMO_USER_SIDS[username] ?? username];

  it("lets children inherit the root's folder privileges, and not the other way round", () => {
    const custom = permissionsFor(sidsOf("custom"), groups);
    expect(custom.has("POOL_VIEW", ENGINEERING_ACCESS_GROUP_ID)).toBe(true);
    const inventory = permissionsFor(sidsOf("inventory"), groups);
    expect(inventory.has("POOL_MANAGEMENT", SALES_ACCESS_GROUP_ID)).toBe(true);
    expect(inventory.has("POOL_MANAGEMENT", ENGINEERING_ACCESS_GROUP_ID)).toBe(false);
    expect(inventory.has("POOL_MANAGEMENT", LOCAL_ROOT_ACCESS_GROUP_ID)).toBe(false);
    expect(inventory.has("POOL_MANAGEMENT")).toBe(true);
  });

  it("holds global privileges only from a role on Local Root", () => {
    expect(permissionsFor(sidsOf("inventory"), groups).has("GLOBAL_CONFIG_VIEW")).toBe(false);
    expect(permissionsFor(sidsOf("readonly"), groups).has("GLOBAL_CONFIG_VIEW")).toBe(true);
    expect(permissionsFor(sidsOf("readonly"), groups).has("GLOBAL_CONFIG_MANAGEMENT")).toBe(false);
  });

  it("checks federation privileges on federation groups only", () => {
    const admin = permissionsFor(sidsOf("admin"), groups);
    expect(admin.has("FEDERATED_LDAP_MANAGE", FEDERATION_ROOT_ACCESS_GROUP_ID)).toBe(true);
    expect(admin.has("FEDERATED_LDAP_MANAGE", LOCAL_ROOT_ACCESS_GROUP_ID)).toBe(false);
    expect(admin.has("POOL_VIEW", FEDERATION_ROOT_ACCESS_GROUP_ID)).toBe(false);
  });

  it("evaluates & and | expressions", () => {
    const readonly = permissionsFor(sidsOf("readonly"), groups);
    expect(readonly.has("ADMINISTRATOR_VIEW&FEDERATED_LDAP_VIEW")).toBe(true);
    expect(readonly.has("FEDERATED_LDAP_MANAGE|ADMINISTRATOR_VIEW&FEDERATED_LDAP_VIEW")).toBe(true);
    expect(readonly.has("FEDERATED_LDAP_MANAGE|POOL_MANAGEMENT")).toBe(false);
    expect(readonly.has("ADMINISTRATOR_VIEW&")).toBe(false);
    expect(permissionsFor(sidsOf("nobody"), groups).has("POOL_VIEW")).toBe(false);
  });

  it("denies the read-only administrator a settings update with the REST error body", async () => {
    const client = new EmulatorClient(createEmulator());
    const { access_token } = await client.restLogin("readonly");
    const response = await client.rest("PUT", "/rest/config/v1/settings/client-settings", access_token, {
      body: { client_policies: [] },
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: 403,
      error: "Forbidden",
      path: "/rest/config/v1/settings/client-settings",
      errors: [{ error_key: "insufficient.privilege" }],
    });
  });
});
