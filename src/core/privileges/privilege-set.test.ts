import { describe, expect, it } from "vitest";
import { privilegeType } from "./privilege-names";
import {
  canEditGlobalSettings,
  canManageAccessGroups,
  canManageFederation,
  canOperateHelpdeskSession,
  canRemoveMachine,
  canViewFederation,
  canViewGlobalEntitlements,
  canViewInventory,
} from "./privilege-rules";
import {
  EMPTY_PRIVILEGE_SET,
  evaluatePrivilegeExpression,
  holdsPrivilege,
  privilegeSetFromRestPermissions,
  privilegeSetFromViewRoles,
  type PrivilegeSet,
} from "./privilege-set";

const ROOT = "root-id";
const SALES = "sales-id";
const FED_ROOT = "fed-root-id";
const EMEA = "emea-id";

function viewRoles(
  local: Record<string, string[]>,
  federation: Record<string, string[]> = {},
  helpdeskAdmin = false,
): PrivilegeSet {
  return privilegeSetFromViewRoles({
    privilegesInfo: Object.entries(local).map(([id, privileges]) => ({
      accessGroupId: id,
      accessGroupName: id === ROOT ? "Root" : id,
      privileges,
      children: id === ROOT ? [{ id: SALES, name: "Sales" }] : [],
    })),
    globalPrivilegesInfo: Object.entries(federation).map(([id, privileges]) => ({
      globalAccessGroupId: id,
      globalAccessGroupName: id === FED_ROOT ? "Root" : id,
      privileges,
      children: id === FED_ROOT ? [{ id: EMEA, name: "EMEA" }] : [],
    })),
    helpdeskAdmin,
  });
}

describe("privilege types", () => {
  it("classifies every kind of privilege name", () => {
    expect(privilegeType("ADMINISTRATOR")).toBe("ALL");
    expect(privilegeType("LOCAL_ADMINISTRATOR_VIEW")).toBe("LOCAL_POD");
    expect(privilegeType("GLOBAL_CONFIG_MANAGEMENT")).toBe("GLOBAL");
    expect(privilegeType("POOL_VIEW")).toBe("LOCAL_ACCESS_GROUP");
    expect(privilegeType("FEDERATED_LDAP_VIEW")).toBe("FEDERATION_ACCESS_GROUP");
    expect(privilegeType("HELPDESK_ADMINISTRATOR")).toBe("LOCAL_AND_FEDERATION_ACCESS_GROUP");
  });
});

describe("view API role response", () => {
  it("lets children of the root inherit the root's privileges", () => {
    const set = viewRoles({ [ROOT]: ["POOL_VIEW"], [SALES]: ["MACHINE_VIEW"] });
    expect(holdsPrivilege(set, "POOL_VIEW", { accessGroupId: SALES })).toBe(true);
    expect(holdsPrivilege(set, "MACHINE_VIEW", { accessGroupId: SALES })).toBe(true);
    expect(holdsPrivilege(set, "MACHINE_VIEW", { accessGroupId: ROOT })).toBe(false);
  });

  it("gives a listed child that has no entry of its own the root's privileges", () => {
    const set = viewRoles({ [ROOT]: ["POOL_VIEW"] });
    expect(set.local.map((folder) => folder.id).sort()).toEqual([ROOT, SALES].sort());
    expect(holdsPrivilege(set, "POOL_VIEW", { accessGroupId: SALES })).toBe(true);
  });

  it("merges the privileges of several roles on one folder", () => {
    const set = privilegeSetFromViewRoles({
      privilegesInfo: [
        { accessGroupId: SALES, accessGroupName: "Sales", privileges: ["POOL_VIEW"], children: [] },
        { accessGroupId: SALES, accessGroupName: "Sales", privileges: ["MACHINE_REBOOT"], children: [] },
      ],
    });
    expect(evaluatePrivilegeExpression(set, "POOL_VIEW&MACHINE_REBOOT", { accessGroupId: SALES })).toBe(true);
    expect(set.local).toHaveLength(1);
  });

  it("reads the helpdeskAdmin flag", () => {
    expect(viewRoles({}, {}, true).helpdeskAdmin).toBe(true);
    expect(viewRoles({}).helpdeskAdmin).toBe(false);
  });

  it("tolerates a missing or malformed body", () => {
    expect(privilegeSetFromViewRoles(null)).toEqual(EMPTY_PRIVILEGE_SET);
    expect(privilegeSetFromViewRoles({ privilegesInfo: "nope", globalPrivilegesInfo: [42, null] })).toEqual(
      EMPTY_PRIVILEGE_SET,
    );
  });
});

describe("REST permissions response", () => {
  const body = {
    id: "S-1-5-21-500",
    help_desk_admin: false,
    local_privileges_info: [
      { access_group_id: ROOT, access_group_name: "Root", privileges: ["GLOBAL_CONFIG_VIEW", "POOL_VIEW"] },
      { access_group_id: SALES, access_group_name: "Sales", privileges: ["POOL_MANAGEMENT"] },
    ],
    federated_privileges_info: [
      { access_group_id: FED_ROOT, access_group_name: "Root", privileges: ["FEDERATED_LDAP_VIEW"] },
      { access_group_id: EMEA, access_group_name: "EMEA", privileges: ["FEDERATED_SESSIONS_MANAGE"] },
    ],
  };

  it("makes every other group a child of the root, inheriting its privileges", () => {
    const set = privilegeSetFromRestPermissions(body);
    expect(set.localRootId).toBe(ROOT);
    expect(set.federationRootId).toBe(FED_ROOT);
    expect(set.local.find((folder) => folder.id === ROOT)?.children).toEqual([{ id: SALES, name: "Sales" }]);
    expect(evaluatePrivilegeExpression(set, "POOL_VIEW&POOL_MANAGEMENT", { accessGroupId: SALES })).toBe(
      true,
    );
    expect(holdsPrivilege(set, "POOL_MANAGEMENT", { accessGroupId: ROOT })).toBe(false);
    expect(holdsPrivilege(set, "FEDERATED_LDAP_VIEW", { accessGroupId: EMEA })).toBe(true);
  });

  it("reads help_desk_admin", () => {
    expect(privilegeSetFromRestPermissions({ ...body, help_desk_admin: true }).helpdeskAdmin).toBe(true);
  });

  it("finds the root by name when it is not listed first", () => {
    const set = privilegeSetFromRestPermissions({
      local_privileges_info: [
        { access_group_id: SALES, access_group_name: "Sales", privileges: [] },
        { access_group_id: ROOT, access_group_name: "Root", privileges: ["FOLDER_MANAGEMENT"] },
      ],
    });
    expect(set.localRootId).toBe(ROOT);
    expect(holdsPrivilege(set, "FOLDER_MANAGEMENT", { accessGroupId: SALES })).toBe(true);
  });
});

describe("checks and expressions", () => {
  const set = viewRoles(
    { [ROOT]: ["GLOBAL_CONFIG_VIEW"], [SALES]: ["POOL_VIEW", "MACHINE_VIEW"] },
    { [FED_ROOT]: ["FEDERATED_LDAP_VIEW"] },
  );

  it("holds a global privilege wherever it was granted", () => {
    expect(holdsPrivilege(set, "GLOBAL_CONFIG_VIEW", { accessGroupId: SALES })).toBe(true);
    expect(holdsPrivilege(set, "GLOBAL_CONFIG_VIEW", { root: "federation" })).toBe(true);
    expect(holdsPrivilege(set, "GLOBAL_CONFIG_MANAGEMENT")).toBe(false);
  });

  it("holds a folder privilege for the any-folder check when any folder has it", () => {
    expect(holdsPrivilege(set, "POOL_VIEW")).toBe(true);
    expect(holdsPrivilege(set, "POOL_VIEW", { root: "local" })).toBe(false);
  });

  it("falls back to the root for an access group the response does not list", () => {
    expect(holdsPrivilege(set, "POOL_VIEW", { accessGroupId: "unknown" })).toBe(false);
    expect(holdsPrivilege(set, "GLOBAL_CONFIG_VIEW", { accessGroupId: "unknown" })).toBe(true);
  });

  it("looks federation privileges up among the federation folders", () => {
    expect(holdsPrivilege(set, "FEDERATED_LDAP_VIEW", { accessGroupId: EMEA })).toBe(true);
    expect(holdsPrivilege(set, "FEDERATED_LDAP_VIEW", { root: "local" })).toBe(false);
  });

  it.each([
    ["", true],
    ["  ", true],
    ["POOL_VIEW", true],
    ["POOL_MANAGEMENT", false],
    ["POOL_VIEW&MACHINE_VIEW", true],
    ["POOL_VIEW & POOL_MANAGEMENT", false],
    ["POOL_MANAGEMENT|MACHINE_VIEW", true],
    ["POOL_MANAGEMENT | FOLDER_MANAGEMENT", false],
    ["POOL_MANAGEMENT|POOL_VIEW&MACHINE_VIEW", true],
    ["POOL_VIEW&POOL_MANAGEMENT|FOLDER_VIEW", false],
    ["&", false],
    ["POOL_VIEW|", true],
  ])("evaluates %j as %s", (expression, expected) => {
    expect(evaluatePrivilegeExpression(set, expression)).toBe(expected);
  });

  it("holds nothing in the empty set", () => {
    expect(evaluatePrivilegeExpression(EMPTY_PRIVILEGE_SET, "ADMINISTRATOR")).toBe(false);
    expect(evaluatePrivilegeExpression(EMPTY_PRIVILEGE_SET, "")).toBe(true);
  });
});

describe("spec 000 section 6 rules", () => {
  it.each(["POOL_VIEW", "MACHINE_VIEW", "UDD_VIEW"])("views inventory with %s", (privilege) => {
    expect(canViewInventory(viewRoles({ [SALES]: [privilege] }))).toBe(true);
  });

  it("refuses inventory without any of the view privileges", () => {
    expect(canViewInventory(viewRoles({ [ROOT]: ["GLOBAL_CONFIG_VIEW", "FOLDER_VIEW"] }))).toBe(false);
  });

  it("removes machines with POOL_MANAGEMENT, even as helpdesk administrator", () => {
    expect(canRemoveMachine(viewRoles({ [ROOT]: ["POOL_MANAGEMENT"] }, {}, true))).toBe(true);
  });

  it("removes machines with MACHINE_MANAGEMENT unless the user is a helpdesk administrator", () => {
    expect(canRemoveMachine(viewRoles({ [ROOT]: ["MACHINE_MANAGEMENT"] }))).toBe(true);
    expect(canRemoveMachine(viewRoles({ [ROOT]: ["MACHINE_MANAGEMENT"] }, {}, true))).toBe(false);
    expect(canRemoveMachine(viewRoles({ [ROOT]: ["MACHINE_VIEW"] }))).toBe(false);
  });

  it("checks machine removal on the machine's access group", () => {
    const set = viewRoles({ [ROOT]: [], [SALES]: ["MACHINE_MANAGEMENT"] });
    expect(canRemoveMachine(set, SALES)).toBe(true);
    expect(canRemoveMachine(set, ROOT)).toBe(false);
  });

  it("manages federation with FEDERATED_LDAP_MANAGE on the federation root", () => {
    expect(canManageFederation(viewRoles({ [ROOT]: [] }, { [FED_ROOT]: ["FEDERATED_LDAP_MANAGE"] }))).toBe(
      true,
    );
    expect(canManageFederation(viewRoles({ [ROOT]: ["FEDERATED_LDAP_MANAGE"] }, { [FED_ROOT]: [] }))).toBe(
      false,
    );
    expect(canManageFederation(viewRoles({}, { [FED_ROOT]: [], [EMEA]: ["FEDERATED_LDAP_MANAGE"] }))).toBe(
      false,
    );
  });

  it("manages federation with FEDERATED_LDAP_MANAGE on the local root when not federated", () => {
    expect(canManageFederation(viewRoles({ [ROOT]: ["FEDERATED_LDAP_MANAGE"] }))).toBe(true);
    expect(canManageFederation(viewRoles({ [ROOT]: [], [SALES]: ["FEDERATED_LDAP_MANAGE"] }))).toBe(false);
  });

  it("views federation with the manage right or ADMINISTRATOR_VIEW and FEDERATED_LDAP_VIEW on the root", () => {
    expect(canViewFederation(viewRoles({}, { [FED_ROOT]: ["FEDERATED_LDAP_MANAGE"] }))).toBe(true);
    expect(
      canViewFederation(
        viewRoles({ [ROOT]: ["ADMINISTRATOR_VIEW"] }, { [FED_ROOT]: ["FEDERATED_LDAP_VIEW"] }),
      ),
    ).toBe(true);
    expect(canViewFederation(viewRoles({}, { [FED_ROOT]: ["FEDERATED_LDAP_VIEW"] }))).toBe(false);
    expect(canViewFederation(viewRoles({ [ROOT]: ["ADMINISTRATOR_VIEW"] }, { [FED_ROOT]: [] }))).toBe(false);
  });

  it("views global entitlements with FEDERATED_LDAP_MANAGE or ADMINISTRATOR_VIEW and FEDERATED_LDAP_VIEW", () => {
    expect(canViewGlobalEntitlements(viewRoles({}, { [EMEA]: ["FEDERATED_LDAP_MANAGE"] }))).toBe(true);
    expect(
      canViewGlobalEntitlements(
        viewRoles({ [ROOT]: ["ADMINISTRATOR_VIEW"] }, { [EMEA]: ["FEDERATED_LDAP_VIEW"] }),
      ),
    ).toBe(true);
    expect(canViewGlobalEntitlements(viewRoles({}, { [EMEA]: ["FEDERATED_LDAP_VIEW"] }))).toBe(false);
  });

  it("manages access groups only with FOLDER_MANAGEMENT on the local root", () => {
    expect(canManageAccessGroups(viewRoles({ [ROOT]: ["FOLDER_MANAGEMENT"] }))).toBe(true);
    expect(canManageAccessGroups(viewRoles({ [ROOT]: [], [SALES]: ["FOLDER_MANAGEMENT"] }))).toBe(false);
  });

  it("edits global settings only with GLOBAL_CONFIG_MANAGEMENT", () => {
    expect(canEditGlobalSettings(viewRoles({ [ROOT]: ["GLOBAL_CONFIG_MANAGEMENT"] }))).toBe(true);
    expect(canEditGlobalSettings(viewRoles({ [ROOT]: ["GLOBAL_CONFIG_VIEW"] }))).toBe(false);
  });

  describe("helpdesk session operations", () => {
    const set = viewRoles(
      { [ROOT]: [], [SALES]: ["MACHINE_MANAGE_VDI_SESSION"] },
      { [FED_ROOT]: [], [EMEA]: ["FEDERATED_SESSIONS_MANAGE"] },
    );

    it("allows FEDERATED_SESSIONS_MANAGE on any of the session's global groups", () => {
      const session = { region: "GLOBAL", referenceData: { globalAccessGroups: ["other", EMEA] } };
      expect(canOperateHelpdeskSession(set, session, "MACHINE_MANAGE_VDI_SESSION")).toBe(true);
    });

    it("requires the federation privilege for a global-region session", () => {
      const session = {
        region: "GLOBAL",
        referenceData: { accessGroup: SALES, globalAccessGroups: ["other"] },
      };
      expect(canOperateHelpdeskSession(set, session, "MACHINE_MANAGE_VDI_SESSION")).toBe(false);
    });

    it("checks the given privilege on the session's local access group", () => {
      expect(
        canOperateHelpdeskSession(
          set,
          { region: "LOCAL", referenceData: { accessGroup: SALES } },
          "MACHINE_MANAGE_VDI_SESSION",
        ),
      ).toBe(true);
      expect(
        canOperateHelpdeskSession(
          set,
          { region: "LOCAL", referenceData: { accessGroup: ROOT } },
          "MACHINE_MANAGE_VDI_SESSION",
        ),
      ).toBe(false);
    });

    it("checks the local root when the session has no access group", () => {
      const rootOnly = viewRoles({ [ROOT]: ["MACHINE_MANAGE_VDI_SESSION"] });
      expect(canOperateHelpdeskSession(rootOnly, {}, "MACHINE_MANAGE_VDI_SESSION")).toBe(true);
      expect(canOperateHelpdeskSession(set, { referenceData: null }, "MACHINE_MANAGE_VDI_SESSION")).toBe(
        false,
      );
    });
  });
});
