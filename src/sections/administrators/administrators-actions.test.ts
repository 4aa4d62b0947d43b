import { afterEach, describe, expect, it } from "vitest";
import { clearAdminRoles, setAdminRoles } from "../../core/privileges/privileges.model";
import { isActionEnabled, type ActionBarContext } from "../../ui/actions/action-bar";
import { accessGroupActions } from "./administrators-actions";
import type { AccessGroupRow } from "./administrators.types";

const ROOT = "root-id";
const SALES = "sales-id";

/** The signed-in administrator's view roles: privileges per access group, Sales below the root. */
function signInWith(privileges: Record<string, string[]>): void {
  setAdminRoles({
    view: {
      privilegesInfo: Object.entries(privileges).map(([id, held]) => ({
        accessGroupId: id,
        accessGroupName: id === ROOT ? "Root" : id,
        privileges: held,
        children: id === ROOT ? [{ id: SALES, name: "Sales" }] : [],
      })),
      globalPrivilegesInfo: [],
      helpdeskAdmin: false,
    },
  });
}

const context: ActionBarContext<AccessGroupRow> = {
  selected: [],
  isAllPagesSelected: false,
  isReady: true,
  isBusy: false,
  canActOn: () => true,
  onStart: () => undefined,
};

function addAccessGroup() {
  const add = accessGroupActions("local", () => undefined).find((action) => action.id === "add");
  if (!add) throw new Error("no add action");
  return add;
}

afterEach(() => clearAdminRoles());

describe("spec 000 §6: Add access group needs FOLDER_MANAGEMENT on the local root", () => {
  it("offers it with FOLDER_MANAGEMENT on the root", () => {
    signInWith({ [ROOT]: ["FOLDER_MANAGEMENT", "FOLDER_VIEW"] });
    expect(isActionEnabled(addAccessGroup(), context)).toBe(true);
  });

  it("refuses it with FOLDER_MANAGEMENT on a folder below the root only", () => {
    signInWith({ [ROOT]: ["FOLDER_VIEW"], [SALES]: ["FOLDER_MANAGEMENT", "FOLDER_VIEW"] });
    expect(isActionEnabled(addAccessGroup(), context)).toBe(false);
  });
});
