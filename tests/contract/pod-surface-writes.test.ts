// The writes of the pod-wide 2212 calls (docs/emulator.md, "Pod-wide 2212 calls"): image management,
// settings, RCX clients, and the reads whose parameters select records. Valid exchanges are held against
// the OpenAPI by an exchange checker; refused ones show what a real pod's validation refuses.
import { beforeEach, describe, expect, it } from "vitest";
import { createExchangeChecker, type ExchangeChecker } from "../../server/emulator/contract/exchange-checker";
import { createOpenApiContract } from "../../server/emulator/contract/openapi-contract";
import { createEmulator, type Emulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { readOpenApiDocument } from "../../server/openapi-document";

const document = readOpenApiDocument();
const IM = "/rest/config/v1";
const stream = {
  name: "Ubuntu 22.04",
  operating_system: "LINUX_UBUNTU",
  source: "UPLOADED",
  status: "AVAILABLE",
};

describe.skipIf(!document)("pod-wide 2212 writes", () => {
  const contract = createOpenApiContract(document ?? { paths: {}, components: { schemas: {} } });
  let emulator: Emulator;
  let checker: ExchangeChecker;
  let client: EmulatorClient;
  let admin: string;

  beforeEach(async () => {
    checker = createExchangeChecker(contract);
    emulator = createEmulator({ exchangeChecker: checker });
    client = new EmulatorClient(emulator);
    admin = (await client.restLogin("admin")).access_token;
  });

  /**
   * The first vCenter's id. The vCenter list still carries emulator-only fields (the full profile's
   * extras, not this file's calls): its exchange is left out of the checked report.
   */
  const firstVcenterId = async () => {
    const report = checker.take();
    const list = (await (await client.rest("GET", "/rest/config/v1/virtual-centers", admin)).json()) as {
      id: string;
    }[];
    checker.take();
    expect(report.violations).toEqual([]);
    return list[0]?.id ?? "";
  };

  /** The checker's violations since the last call (valid calls must leave none). */
  const violations = () => checker.take().violations;

  it("creates, reads, updates and deletes an image stream as the OpenAPI documents", async () => {
    const created = await client.rest("POST", `${IM}/im-streams`, admin, { body: stream });
    expect(created.status).toBe(201);
    const location = created.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/rest\/config\/v1\/im-streams\/.+/);
    const read = (await (await client.rest("GET", location, admin)).json()) as Record<string, unknown>;
    expect(read).toMatchObject({ ...stream, usable: true });
    const updated = await client.rest("PUT", location, admin, {
      body: { ...stream, status: "DISABLED", description: "retired" },
    });
    expect(updated.status).toBe(204);
    expect(await (await client.rest("GET", location, admin)).json()).toMatchObject({
      status: "DISABLED",
      description: "retired",
      usable: false,
    });
    expect((await client.rest("DELETE", location, admin)).status).toBe(204);
    expect((await client.rest("GET", location, admin)).status).toBe(404);
    expect(violations()).toEqual([]);
  });

  it("versions, tags and assets refer to their stream, version and vCenter", async () => {
    const streamId = (
      (await (await client.rest("GET", `${IM}/im-streams`, admin)).json()) as { id: string }[]
    )[0]?.id;
    const version = await client.rest("POST", `${IM}/im-versions`, admin, {
      body: { im_stream_id: streamId, name: "2028.1", status: "PUBLISHING" },
    });
    expect(version.status).toBe(201);
    const versionId = (version.headers.get("Location") ?? "").split("/").pop() ?? "";
    const tag = await client.rest("POST", `${IM}/im-tags`, admin, {
      body: { im_stream_id: streamId, im_version_id: versionId, name: "pilot" },
    });
    expect(tag.status).toBe(201);
    const vcenterId = await firstVcenterId();
    const asset = await client.rest("POST", `${IM}/im-assets`, admin, {
      body: {
        im_stream_id: streamId,
        im_version_id: versionId,
        vcenter_id: vcenterId,
        clone_type: "INSTANT_CLONE",
        image_type: "VDI_DESKTOP",
        status: "REPLICATING",
      },
    });
    expect(asset.status).toBe(201);
    const tags = (await (
      await client.rest("GET", `${IM}/im-tags?im_stream_id=${streamId}`, admin)
    ).json()) as { name: string }[];
    expect(tags.map((item) => item.name)).toContain("pilot");
    const assets = (await (
      await client.rest("GET", `${IM}/im-assets?im_version_id=${versionId}`, admin)
    ).json()) as unknown[];
    expect(assets).toHaveLength(1);
    expect(violations()).toEqual([]);
    // Still used: the version has a tag and an asset, the stream has versions.
    expect((await client.rest("DELETE", `${IM}/im-versions/${versionId}`, admin)).status).toBe(400);
    expect((await client.rest("DELETE", `${IM}/im-streams/${streamId}`, admin)).status).toBe(400);
  });

  it("refuses specs the OpenAPI refuses, and stores nothing", async () => {
    const before = (await (await client.rest("GET", `${IM}/im-streams`, admin)).json()) as unknown[];
    const refusals: [unknown, number][] = [
      [{ ...stream, name: undefined }, 400],
      [{ ...stream, colour: "blue" }, 400],
      [{ ...stream, operating_system: "WINDOWS_95" }, 400],
      [{ ...stream, name: "Windows 11 Enterprise" }, 409],
    ];
    for (const [body, status] of refusals) {
      const response = await client.rest("POST", `${IM}/im-streams`, admin, { body });
      expect(response.status, JSON.stringify(body)).toBe(status);
    }
    const unknownStream = await client.rest("POST", `${IM}/im-versions`, admin, {
      body: { im_stream_id: "no-such-stream", name: "x", status: "AVAILABLE" },
    });
    expect(unknownStream.status).toBe(404);
    expect(await (await client.rest("GET", `${IM}/im-streams`, admin)).json()).toEqual(before);
    expect((await client.rest("GET", `${IM}/im-versions`, admin)).status).toBe(400);
  });

  it("bulk-create answers a result per item", async () => {
    const response = await client.rest("POST", `${IM}/im-streams/action/bulk-create`, admin, {
      body: [stream, { ...stream, name: undefined }],
    });
    expect(response.status).toBe(200);
    const results = (await response.json()) as { status_code: number }[];
    expect(results.map((result) => result.status_code)).toEqual([200, 400]);
  });

  it("keeps image management to the OpenAPI's privileges", async () => {
    const readonly = (await client.restLogin("readonly")).access_token;
    const inventory = (await client.restLogin("inventory")).access_token;
    expect((await client.rest("GET", `${IM}/im-streams`, readonly)).status).toBe(200);
    expect((await client.rest("POST", `${IM}/im-streams`, readonly, { body: stream })).status).toBe(403);
    expect((await client.rest("GET", `${IM}/im-streams`, inventory)).status).toBe(403);
  });

  it("settings: each version's PUT requires its spec's fields and applies all parts or none", async () => {
    const general = (await (
      await client.rest("GET", "/rest/config/v1/settings/general", admin)
    ).json()) as Record<string, unknown>;
    const { client_session_timeout_minutes: _dropped, ...withoutRequired } = general;
    const refused = await client.rest("PUT", "/rest/config/v2/settings", admin, {
      body: { feature_settings: { cloud_managed: true }, general_settings: withoutRequired },
    });
    expect(refused.status).toBe(400);
    const feature = (await (await client.rest("GET", "/rest/config/v1/settings", admin)).json()) as {
      feature_settings: { cloud_managed: boolean };
    };
    expect(feature.feature_settings.cloud_managed).toBe(false);
    checker.take();

    const applied = await client.rest("PUT", "/rest/config/v2/settings", admin, {
      body: {
        feature_settings: { cloud_managed: true },
        general_settings: { ...general, console_session_timeout_minutes: 45 },
        security_settings: { message_security_mode: "ENABLED" },
      },
    });
    expect(applied.status).toBe(204);
    const after = (await (await client.rest("GET", "/rest/config/v3/settings", admin)).json()) as {
      feature_settings: { cloud_managed: boolean };
      general_settings: { console_session_timeout_minutes: number };
      security_settings: { message_security_mode: string; message_security_status: string };
    };
    expect(after.feature_settings.cloud_managed).toBe(true);
    expect(after.general_settings.console_session_timeout_minutes).toBe(45);
    expect(after.security_settings).toMatchObject({
      message_security_mode: "ENABLED",
      message_security_status: "ENABLED",
    });
    expect(violations()).toEqual([]);
  });

  it("RCX clients: register, update, delete", async () => {
    const thumbprints = [{ ssl_cert_thumbprint: "AB:CD", ssl_cert_thumbprint_algorithm: "SHA_256" }];
    const created = await client.rest("POST", "/rest/config/v1/rcx/clients", admin, {
      body: { name: "edge-1", thumbprints },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get("Location") ?? "";
    expect(
      (
        await client.rest("POST", "/rest/config/v1/rcx/clients", admin, {
          body: { name: "edge-1", thumbprints },
        })
      ).status,
    ).toBe(409);
    expect(
      (await client.rest("PUT", location, admin, { body: { ip_address: "10.0.0.9", thumbprints } })).status,
    ).toBe(204);
    expect((await client.rest("DELETE", location, admin)).status).toBe(204);
    expect((await client.rest("DELETE", location, admin)).status).toBe(404);
    expect(
      (await client.rest("POST", "/rest/config/v1/rcx/clients", admin, { body: { name: "x" } })).status,
    ).toBe(400);
  });

  it("the local summary filters on held users; vCenter lists need their object", async () => {
    const filter = encodeURIComponent(JSON.stringify({ type: "Equals", name: "held_user", value: true }));
    const held = (await (
      await client.rest("GET", `/rest/config/v1/users-or-groups-local-summary?filter=${filter}`, admin)
    ).json()) as { id: string; held_user: boolean }[];
    const listed = (await (
      await client.rest("GET", "/rest/external/v1/ad-users-or-groups/held-users-or-groups", admin)
    ).json()) as { ad_user_or_group_id: string }[];
    expect(held.length).toBeGreaterThan(0);
    expect(held.map((user) => user.id).sort()).toEqual(listed.map((user) => user.ad_user_or_group_id).sort());
    const vcenterId = await firstVcenterId();
    const vc = `vcenter_id=${encodeURIComponent(vcenterId)}`;
    expect((await client.rest("GET", `/rest/external/v1/network-interface-cards?${vc}`, admin)).status).toBe(
      400,
    );
    expect(
      (await client.rest("GET", `/rest/external/v1/datastore-paths?${vc}&datastore_id=nope`, admin)).status,
    ).toBe(404);
    expect(violations().filter((line) => !line.includes("network-interface-cards"))).toEqual([]);
  });
});
