// The real-pod profile (createEmulator({ api: "2212" })): the 2212 REST surface and the first-generation
// calls the specification names, and for everything else the answer a real pod's servlet gives for a
// path it does not map (no error key: the console reads it as "not offered by this pod").
import { describe, expect, it } from "vitest";
import { createOpenApiContract } from "../../server/emulator/contract/openapi-contract";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { readOpenApiDocument } from "../../server/openapi-document";
import { API_CATALOGUE, catalogueEntryOf } from "../../src/core/http/api-catalogue";

const document = readOpenApiDocument();

describe.skipIf(!document)("the 2212 profile", () => {
  const contract = createOpenApiContract(document ?? { paths: {}, components: { schemas: {} } });
  const pod = () => createEmulator({ api: "2212", openApiContract: contract, exchangeChecker: null });

  it("needs the 2212 contract", () => {
    expect(() => createEmulator({ api: "2212" })).toThrow(/needs the OpenAPI 2212 contract/);
    const other = createOpenApiContract({
      ...(document ?? { paths: {}, components: { schemas: {} } }),
      info: { version: "2303" },
    });
    expect(() => createEmulator({ api: "2212", openApiContract: other })).toThrow(/given the OpenAPI 2303/);
  });

  it("answers a call 2212 lacks like a real pod's servlet: 404, no error key", async () => {
    const client = new EmulatorClient(pod());
    const { access_token: token } = await client.restLogin("admin");
    // Later-version and spec-sourced REST calls of the catalogue, all served by the full profile.
    const absent = API_CATALOGUE.filter(
      (entry) => entry.path.startsWith("/rest/") && entry.method === "GET",
    ).map((entry) => entry.path);
    expect(absent.length).toBeGreaterThan(2);
    for (const path of absent) {
      const response = await client.rest("GET", path, token);
      expect(response.status, path).toBe(404);
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort(), path).toEqual(["error", "path", "status", "timestamp"]);
      expect(body).toMatchObject({ status: 404, error: "Not Found", path });
      expect(typeof body.timestamp).toBe("number");
    }
    // The same paths are served by the full profile (they are extras, not mistakes).
    const full = new EmulatorClient(createEmulator({ exchangeChecker: null }));
    const fullToken = (await full.restLogin("admin")).access_token;
    for (const path of absent) expect((await full.rest("GET", path, fullToken)).status, path).toBe(200);
  });

  it("every route of the full profile outside 2212 and the specification is the servlet's 404 or 405", async () => {
    const full = createEmulator({ exchangeChecker: null });
    const profiled = pod();
    const client = new EmulatorClient(profiled);
    const { access_token: token } = await client.restLogin("admin");
    const session = await client.viewLogin("admin");
    const extras = full.inspect
      .routes()
      .map(({ method, path }) => ({ method, path: path.replace(/:\w+/g, "x") }))
      .filter(({ method, path }) =>
        path.startsWith("/rest/")
          ? !contract.match(method, path.slice("/rest".length))
          : path.startsWith("/view-vlsi/") && catalogueEntryOf(method, path)?.source.kind !== "spec",
      );
    // The full profile still serves some calls 2212 lacks (docs/emulator.md, "Emulator extras").
    expect(extras.length).toBeGreaterThan(0);
    for (const { method, path } of extras) {
      const response = path.startsWith("/rest/")
        ? await client.rest(method, path, token)
        : await client.view(method, path.slice("/view-vlsi/rest/v1/".length), session);
      expect([404, 405], `${method} ${path}`).toContain(response.status);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body.errors, `${method} ${path}`).toBeUndefined();
    }
  });

  it("an unknown id stays an entity error: a 404 with an error key", async () => {
    // What the console tells apart (isNotOfferedByPod): the profile's 404 has no errors, this one has.
    const client = new EmulatorClient(pod());
    const { access_token: token } = await client.restLogin("admin");
    const unknownId = await client.rest("GET", "/rest/inventory/v1/desktop-pools/no-such-pool", token);
    expect(unknownId.status).toBe(404);
    const body = (await unknownId.json()) as { errors?: { error_key?: string }[] };
    expect(body.errors?.[0]?.error_key).toEqual(expect.any(String));
  });

  it("a documented path with an undocumented method is 405", async () => {
    const client = new EmulatorClient(pod());
    const { access_token: token } = await client.restLogin("admin");
    const response = await client.rest("DELETE", "/rest/config/v1/settings", token);
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ status: 405, error: "Method Not Allowed" });
  });

  it("serves the first-generation calls the specification names, and no other", async () => {
    const client = new EmulatorClient(pod());
    const session = await client.viewLogin("admin");
    const count = await client.view("POST", "queryservice/getcount", session, {
      body: { queryEntityType: "DesktopSummaryView" },
    });
    expect(count.status).toBe(200);
    // The spec names GET ADDomain/List; the full profile also answers a POST.
    const notNamed = await client.view("POST", "ADDomain/List", session);
    expect(notNamed.status).toBe(404);
    expect(await notNamed.json()).toMatchObject({ status: 404, error: "Not Found" });
  });

  it("answers documented calls with the documented fields only", async () => {
    const client = new EmulatorClient(pod());
    const { access_token: token } = await client.restLogin("admin");
    const feature = (await (
      await client.rest("GET", "/rest/config/v1/settings/feature", token)
    ).json()) as Record<string, unknown>;
    // The full profile adds status_flags; FeatureSettings has three fields.
    expect(Object.keys(feature).sort()).toEqual([
      "cloud_managed",
      "enable_helpdesk",
      "enable_image_management",
    ]);
  });
});

describe("calls no public API has, which the console no longer sends", () => {
  // Each was an emulator extra with no public source (docs/emulator.md): the default profile serves none
  // of them, so it answers them as a real pod's servlet answers a path it does not map.
  const dropped: [method: string, path: string][] = [
    ["PUT", "/rest/config/v1/ceip"],
    ["POST", "/rest/config/v1/gateways"],
    ["DELETE", "/rest/config/v1/gateways/{gateway}"],
    ["GET", "/rest/config/v1/virtual-centers/{vcenter}"],
    ["GET", "/rest/config/v2/virtual-centers/{vcenter}"],
    ["GET", "/rest/inventory/v1/persistent-disks"],
    ["GET", "/rest/inventory/v1/persistent-disks/{disk}"],
    ["DELETE", "/rest/inventory/v1/persistent-disks/{disk}"],
    ["POST", "/rest/inventory/v1/persistent-disks/action/detach"],
    ["POST", "/rest/inventory/v1/persistent-disks/action/archive"],
    ["POST", "/rest/inventory/v1/persistent-disks/action/import"],
    ["POST", "/rest/inventory/v1/persistent-disks/{disk}/action/attach"],
    ["GET", "/rest/inventory/v1/desktop-pools/{pool}/policies"],
    ["PUT", "/rest/inventory/v1/desktop-pools/{pool}/policies"],
    ["GET", "/rest/inventory/v1/desktop-pools/{pool}/policy-overrides"],
    ["PUT", "/rest/inventory/v1/desktop-pools/{pool}/policy-overrides/{user}"],
    ["DELETE", "/rest/inventory/v1/desktop-pools/{pool}/policy-overrides/{user}"],
  ];

  it("the default profile answers each with the servlet's 404 and no error key, for real ids too", async () => {
    const emulator = createEmulator({ exchangeChecker: null });
    const client = new EmulatorClient(emulator);
    const { access_token: token } = await client.restLogin("admin");
    const firstId = async (path: string) => {
      const [first] = (await (await client.rest("GET", path, token)).json()) as { id: string }[];
      if (!first) throw new Error(`${path} lists nothing`);
      return first.id;
    };
    const ids: Record<string, string> = {
      gateway: await firstId("/rest/config/v1/gateways"),
      vcenter: await firstId("/rest/config/v2/virtual-centers"),
      pool: await firstId("/rest/inventory/v1/desktop-pools"),
      user: await firstId("/rest/external/v1/ad-users-or-groups"),
      disk: "disk-1",
    };
    for (const [method, template] of dropped) {
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? name);
      const response = await client.rest(method, path, token, method === "GET" ? {} : { body: {} });
      expect(response.status, `${method} ${path}`).toBe(404);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body, `${method} ${path}`).toMatchObject({ status: 404, error: "Not Found", path });
      expect(body.errors, `${method} ${path}`).toBeUndefined();
    }
  });
});
