// Issue 26, part 2: every write checks what its read checks, on the object's own access group. The seeded
// `inventory` administrator manages Sales only: what it may not read pod-wide it may not change either, and
// nothing it does moves an object out of an access group it may not manage.
import { describe, expect, it } from "vitest";
import { LOCAL_ROOT_ACCESS_GROUP_ID, SALES_ACCESS_GROUP_ID } from "../../server/emulator/data/access-groups";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

type Json = Record<string, unknown>;

async function signedIn() {
  const client = new EmulatorClient(createEmulator());
  const call = async (user: string) => {
    const { access_token: token } = await client.restLogin(user);
    return async (method: string, path: string, body?: unknown) => {
      const response = await client.rest(method, path, token, body === undefined ? {} : { body });
      const text = await response.text();
      return { status: response.status, json: (text ? JSON.parse(text) : undefined) as unknown };
    };
  };
  return { admin: await call("admin"), inventory: await call("inventory") };
}

const CERTIFICATE = "-----BEGIN CERTIFICATE-----\nTUlJQw==\n-----END CERTIFICATE-----";

describe("pod-wide objects: a child group's administrator may not change what it may not read", () => {
  it("the connection server's certificate: read, signing request and import are all 403", async () => {
    const { admin, inventory } = await signedIn();
    expect((await inventory("GET", "/rest/config/v1/connection-servers/certificates")).status).toBe(403);
    const csr = { subject_name: "CN=cs1.example.com", certificate_usage: "MACHINE" };
    const path = "/rest/config/v1/connection-servers/action";
    expect((await inventory("POST", `${path}/generate-csr`, csr)).status).toBe(403);
    const monitor = async () =>
      ((await admin("GET", "/rest/monitor/v3/connection-servers")).json as Json[])[0];
    const before = await monitor();
    // With a signing request pending (the administrator's), the import is still refused.
    expect((await admin("POST", `${path}/generate-csr`, csr)).status).toBe(200);
    const imported = await inventory("POST", `${path}/import-certificate`, {
      certificate_usage: "MACHINE",
      format: "pem",
      certificate_chain: btoa(CERTIFICATE),
    });
    expect(imported.status).toBe(403);
    expect(await monitor()).toEqual(before);
  });

  it("a vCenter's datastores: read and archival marks are both 403", async () => {
    const { admin, inventory } = await signedIn();
    const vcId = String(((await admin("GET", "/rest/config/v2/virtual-centers")).json as Json[])[0]?.id);
    const datacenter = (
      (await admin("GET", `/rest/external/v1/datacenters?vcenter_id=${vcId}`)).json as Json[]
    )[0];
    const hosts = await admin(
      "GET",
      `/rest/external/v1/hosts-or-clusters?vcenter_id=${vcId}&datacenter_id=${String(datacenter?.id)}`,
    );
    const hostId = String((hosts.json as Json[])[0]?.id);
    const datastoresPath = `/rest/external/v1/datastores?vcenter_id=${vcId}&host_or_cluster_id=${hostId}`;
    const datastores = (await admin("GET", datastoresPath)).json as Json[];
    expect((await inventory("GET", datastoresPath)).status).toBe(403);
    const mark = `/rest/config/v1/virtual-centers/${vcId}/action/mark-datastores-for-archival?host_or_cluster_id=${hostId}`;
    expect((await inventory("POST", mark, [String(datastores[0]?.id)])).status).toBe(403);
    expect((await admin("POST", mark, [String(datastores[0]?.id)])).status).toBe(200);
  });
});

describe("farm create with hosts of another access group", () => {
  it("refuses a Root host for a Sales farm, as add-rds-servers does, and leaves the host where it was", async () => {
    const { admin, inventory } = await signedIn();
    const hosts = (await admin("GET", "/rest/inventory/v1/rds-servers")).json as Json[];
    const rootHost = hosts.find(
      (host) => host.farm_id === undefined && host.access_group_id === LOCAL_ROOT_ACCESS_GROUP_ID,
    );
    if (!rootHost) throw new Error("the seed has no spare host in Root");
    const created = await inventory("POST", "/rest/inventory/v3/farms", {
      name: "Taken-Across-Groups",
      type: "MANUAL",
      access_group_id: SALES_ACCESS_GROUP_ID,
      rds_server_ids: [rootHost.id],
    });
    expect(created.status).toBe(400);
    expect((created.json as { errors: Json[] }).errors[0]?.error_key).toBe(
      "inventory.farm.rds.server.unavailable",
    );
    const after = (await admin("GET", `/rest/inventory/v1/rds-servers/${String(rootHost.id)}`)).json as Json;
    expect(after).toMatchObject({ access_group_id: LOCAL_ROOT_ACCESS_GROUP_ID });
    expect(after.farm_id).toBeUndefined();
    const farms = (await admin("GET", "/rest/inventory/v4/farms")).json as Json[];
    expect(farms.some((farm) => farm.name === "Taken-Across-Groups")).toBe(false);
    // The same create with no host, or with a Sales host, is the administrator's to make.
    expect(
      (
        await inventory("POST", "/rest/inventory/v3/farms", {
          name: "Sales-Farm",
          type: "MANUAL",
          access_group_id: SALES_ACCESS_GROUP_ID,
        })
      ).status,
    ).toBe(201);
  });
});
