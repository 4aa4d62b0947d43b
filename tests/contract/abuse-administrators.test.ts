// Issue 26: the last way to manage administrators cannot be removed. Whoever holds role and permission
// management on the root access group can grant anyone the built-in Administrators role; a change that
// would leave nobody holding both is refused with the pod's JSON error, and nothing changes.
import { describe, expect, it } from "vitest";
import { LAST_ADMINISTRATORS_MANAGER_KEY } from "../../server/emulator/config/role-routes";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

type Json = Record<string, unknown>;
interface ErrorBody {
  errors: { error_key: string; error_message: string }[];
}

async function signedIn(user = "admin", client = new EmulatorClient(createEmulator())) {
  const { access_token: token } = await client.restLogin(user);
  return async (method: string, path: string, body?: unknown) => {
    const response = await client.rest(method, path, token, body === undefined ? {} : { body });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : undefined) as unknown };
  };
}

const MANAGEMENT = ["GLOBAL_ROLE_MANAGEMENT", "GLOBAL_PERMISSION_MANAGEMENT"];

describe("the last administrator", () => {
  it("cannot remove its own Administrators permission on the root, and keeps it", async () => {
    const admin = await signedIn();
    const removed = await admin("DELETE", "/rest/config/v1/permissions", ["permission-1"]);
    expect(removed.status).toBe(200);
    const [result] = removed.json as (Json & ErrorBody)[];
    expect(result).toMatchObject({ id: "permission-1", status_code: 400 });
    expect(result?.errors[0]?.error_key).toBe(LAST_ADMINISTRATORS_MANAGER_KEY);
    expect(result?.errors[0]?.error_message).toEqual(expect.any(String));
    expect((await admin("GET", "/rest/config/v1/permissions/permission-1")).status).toBe(200);
    // Still the administrator: role management answers.
    expect((await admin("GET", "/rest/config/v1/roles")).status).toBe(200);
    // Its federation permission is not a way to manage administrators: removing it is allowed.
    const federation = (await admin("DELETE", "/rest/config/v1/permissions", ["permission-2"])).json;
    expect((federation as Json[])[0]).toMatchObject({ id: "permission-2", status_code: 200 });
  });

  it("may hand the management over first, after which its own permission goes and the other's stays", async () => {
    const client = new EmulatorClient(createEmulator());
    const admin = await signedIn("admin", client);
    const custom = await signedIn("custom", client);
    const role = (await admin("GET", "/rest/config/v1/roles/role-pool-operators")).json as Json;
    const operatorPrivileges = role.privileges as string[];
    const widened = await admin("PUT", "/rest/config/v1/roles/role-pool-operators", {
      description: typeof role.description === "string" ? role.description : "",
      // The selectable privilege that brings both management privileges with it.
      privileges: [...operatorPrivileges, "GLOBAL_ROLE_PERMISSION_MANAGEMENT"],
    });
    expect(widened.status).toBe(204);
    const removed = (await admin("DELETE", "/rest/config/v1/permissions", ["permission-1"])).json as Json[];
    expect(removed[0]).toMatchObject({ id: "permission-1", status_code: 200 });

    // The administrator's own change applies at once: it no longer manages roles.
    expect((await admin("DELETE", "/rest/config/v1/permissions", ["permission-8"])).status).toBe(403);

    // Now the custom role on the root is the last way: narrowing it, deleting it or its permission is refused.
    const narrowed = await custom("PUT", "/rest/config/v1/roles/role-pool-operators", {
      privileges: operatorPrivileges,
    });
    expect(narrowed.status).toBe(400);
    expect((narrowed.json as ErrorBody).errors[0]?.error_key).toBe(LAST_ADMINISTRATORS_MANAGER_KEY);
    const deleted = await custom("DELETE", "/rest/config/v1/roles/role-pool-operators");
    expect(deleted.status).toBe(400);
    expect((deleted.json as ErrorBody).errors[0]?.error_key).toBe(LAST_ADMINISTRATORS_MANAGER_KEY);
    const permission = (await custom("DELETE", "/rest/config/v1/permissions", ["permission-8"]))
      .json as (Json & ErrorBody)[];
    expect(permission[0]?.errors[0]?.error_key).toBe(LAST_ADMINISTRATORS_MANAGER_KEY);
    const after = (await custom("GET", "/rest/config/v1/roles/role-pool-operators")).json as Json;
    expect(after.privileges).toEqual(expect.arrayContaining(MANAGEMENT));
    expect(after.permission_ids).toEqual(["permission-8"]);
  });

  it("refuses one item of a bulk removal and removes the others", async () => {
    const admin = await signedIn();
    const results = (await admin("DELETE", "/rest/config/v1/permissions", ["permission-3", "permission-1"]))
      .json as Json[];
    expect(results.map((result) => [result.id, result.status_code])).toEqual([
      ["permission-3", 200],
      ["permission-1", 400],
    ]);
  });
});
