import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

// The servers section's calls: vCenter servers, gateways, connection servers and App Volumes managers,
// with the monitors the dashboard reads following every change (docs/emulator.md, "Servers").

type Json = Record<string, unknown>;
const SECRET = "Vc-S3cret!pass";

function setUp() {
  const client = new EmulatorClient(createEmulator({ scale: "small" }));
  const as = async (user: string) => {
    const { access_token } = await client.restLogin(user);
    return async (method: string, path: string, body?: unknown) => {
      const response = await client.rest(method, path, access_token, body === undefined ? {} : { body });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        text,
        json: (text ? JSON.parse(text) : undefined) as unknown,
      };
    };
  };
  return { client, as };
}

/** The first error key of a REST error body. */
const keyOf = (body: unknown) => ((body as { errors?: Json[] }).errors ?? [])[0]?.error_key;

const vcenterSpec = (serverName: string, extra: Json = {}) => ({
  server_name: serverName,
  port: 443,
  user_name: "administrator@vsphere.local",
  password: SECRET.split(""),
  ...extra,
});

describe("servers: vCenter servers", () => {
  let logged: string[] = [];
  beforeEach(() => {
    logged = [];
    for (const method of ["log", "info", "warn", "error", "debug"] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(" "));
      });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("adds a vCenter only once its self-signed certificate is accepted, and the monitor shows it healthy", async () => {
    const { as } = setUp();
    const admin = await as("admin");
    const name = "vc-new.example.com";

    const validated = await admin("POST", "/rest/config/v1/virtual-centers/action/validate-certificate", {
      server_name: name,
      port: 443,
      username: "administrator@vsphere.local",
      password: SECRET.split(""),
    });
    expect(validated.status).toBe(200);
    const certificate = validated.json as Json;
    expect(certificate).toMatchObject({
      valid: false,
      invalid_reasons: ["NOT_TRUSTED"],
      allow_admin_override: true,
    });
    expect(String(certificate.ssl_cert_thumbprint)).toMatch(/^([0-9A-F]{2}:){19}[0-9A-F]{2}$/);

    const refused = await admin("POST", "/rest/config/v3/virtual-centers", vcenterSpec(name));
    expect(refused.status).toBe(400);
    expect(keyOf(refused.json)).toBe("config.virtual.center.certificate.not.accepted");

    const added = await admin(
      "POST",
      "/rest/config/v3/virtual-centers",
      vcenterSpec(name, {
        certificate_override: { type: "PEM", certificate: certificate.certificate },
        limits: {
          provisioning_limit: 8,
          power_operations_limit: 40,
          instant_clone_engine_provisioning_limit: 12,
        },
        storage_accelerator_data: { enabled: true, default_cache_size_mb: 2048 },
      }),
    );
    expect(added.status, added.text).toBe(201);
    // 2212 has no path that reads one vCenter Server, so the answer points at none.
    expect(added.headers.get("Location")).toBeNull();
    const id = String((added.json as Json).id);

    // 2212 reads vCenter Servers only as a list: the new one is found in it.
    const listed = (await admin("GET", "/rest/config/v2/virtual-centers")).json as Json[];
    const read = listed.find((candidate) => candidate.id === id);
    expect(read).toMatchObject({
      server_name: name,
      limits: {
        provisioning_limit: 8,
        power_operations_limit: 40,
        instant_clone_engine_provisioning_limit: 12,
      },
      storage_accelerator_data: { enabled: true, default_cache_size_mb: 2048 },
    });
    const monitors = (await admin("GET", "/rest/monitor/v2/virtual-centers")).json as Json[];
    const monitor = monitors.find((candidate) => candidate.id === id);
    expect(monitor?.name).toBe(name);
    expect((monitor?.connection_servers as Json[]).every((cs) => cs.status === "OK")).toBe(true);

    expect((await admin("POST", "/rest/config/v3/virtual-centers", vcenterSpec(name))).status).toBe(409);

    // The password is write-only: no answer and no log line carries it.
    const everything = [
      (await admin("GET", "/rest/config/v1/virtual-centers")).text,
      (await admin("GET", "/rest/config/v2/virtual-centers")).text,
      (await admin("GET", "/rest/monitor/v2/virtual-centers")).text,
      validated.text,
      added.text,
    ].join("\n");
    expect(everything).not.toContain(SECRET);
    expect(everything).not.toMatch(/"password"/);
    expect(logged.join("\n")).not.toContain(SECRET);
  });

  it("refuses what cannot be added: a revoked certificate, a wrong password, bad limits; the form's input errors are 400s with keys", async () => {
    const { as } = setUp();
    const admin = await as("admin");
    const revoked = await admin("POST", "/rest/config/v1/virtual-centers/action/validate-certificate", {
      server_name: "vc-revoked.example.com",
      username: "a",
      password: "p",
    });
    expect(revoked.json).toMatchObject({ invalid_reasons: ["REVOKED"], allow_admin_override: false });
    const refused = await admin(
      "POST",
      "/rest/config/v3/virtual-centers",
      vcenterSpec("vc-revoked.example.com", {
        certificate_override: { type: "PEM", certificate: (revoked.json as Json).certificate },
      }),
    );
    expect(keyOf(refused.json)).toBe("config.virtual.center.certificate.refused");
    const wrong = await admin("POST", "/rest/config/v1/virtual-centers/action/validate-certificate", {
      server_name: "vc-x.example.com",
      username: "a",
      password: "wrong-password",
    });
    expect(wrong.status).toBe(400);
    expect(keyOf(wrong.json)).toBe("config.virtual.center.invalid.credentials");
    for (const [spec, key] of [
      [{ ...vcenterSpec("bad name!") }, "config.virtual.center.server.name.invalid"],
      [{ ...vcenterSpec("vc-y.example.com"), port: 70000 }, "config.port.invalid"],
      [{ ...vcenterSpec("vc-y.example.com"), password: "" }, "config.virtual.center.password.required"],
      [
        { ...vcenterSpec("vc-trusted.example.com"), limits: { provisioning_limit: 0 } },
        "config.virtual.center.limits.invalid",
      ],
    ] as const) {
      const answer = await admin("POST", "/rest/config/v3/virtual-centers", spec);
      expect(answer.status).toBe(400);
      expect(keyOf(answer.json)).toBe(key);
    }
  });

  it("marks datastores for archival (FORENSICS) with a result per datastore", async () => {
    const { as } = setUp();
    const admin = await as("admin");
    const vc = ((await admin("GET", "/rest/config/v2/virtual-centers")).json as Json[])[0];
    const vcId = String(vc?.id);
    const datacenter = (
      (await admin("GET", `/rest/external/v1/datacenters?vcenter_id=${vcId}`)).json as Json[]
    )[0];
    const host = (
      (
        await admin(
          "GET",
          `/rest/external/v1/hosts-or-clusters?vcenter_id=${vcId}&datacenter_id=${String(datacenter?.id)}`,
        )
      ).json as Json[]
    )[0];
    const hostId = String(host?.id);
    const datastores = (
      await admin("GET", `/rest/external/v1/datastores?vcenter_id=${vcId}&host_or_cluster_id=${hostId}`)
    ).json as Json[];
    const path = `/rest/config/v1/virtual-centers/${vcId}/action/mark-datastores-for-archival?host_or_cluster_id=${hostId}`;
    const marked = await admin("POST", path, [String(datastores[0]?.id), "no-such-datastore"]);
    expect(marked.status, marked.text).toBe(200);
    expect((marked.json as Json[]).map((result) => result.status_code)).toEqual([200, 404]);
    const readonly = await as("readonly");
    expect((await readonly("POST", path, [String(datastores[0]?.id)])).status).toBe(403);
  });
});

describe("servers: gateways", () => {
  it("lists the registered gateways with their monitors and reads one by id (2212 cannot register or remove one)", async () => {
    const { as } = setUp();
    const admin = await as("admin");
    const gateways = (await admin("GET", "/rest/config/v1/gateways")).json as Json[];
    expect(gateways.length).toBeGreaterThan(0);
    const first = gateways[0] ?? {};
    expect((await admin("GET", `/rest/config/v1/gateways/${String(first.id)}`)).json).toEqual(first);
    const monitors = (await admin("GET", "/rest/monitor/v2/gateways")).json as Json[];
    expect(monitors.map((monitor) => monitor.id).sort()).toEqual(
      gateways.map((gateway) => gateway.id).sort(),
    );
    const unknown = await admin("GET", "/rest/config/v1/gateways/no-such-gateway");
    expect(unknown.status).toBe(404);
    expect(keyOf(unknown.json)).toBe("config.gateway.not.found");
  });
});

describe("servers: connection servers", () => {
  it("disables and enables servers, refuses to disable the last enabled one, and the monitor follows", async () => {
    const { as } = setUp();
    const admin = await as("admin");
    const servers = (await admin("GET", "/rest/config/v2/connection-servers")).json as Json[];
    expect(servers.length).toBeGreaterThan(1);
    const ids = servers.map((server) => String(server.id));
    const [first, ...others] = ids;
    const statusesBefore = ((await admin("GET", "/rest/monitor/v3/connection-servers")).json as Json[]).map(
      (monitor) => monitor.status,
    );
    const disabled = await admin("POST", "/rest/config/v1/connection-servers/action/disable", others);
    expect((disabled.json as Json[]).every((result) => result.status_code === 200)).toBe(true);
    const last = await admin("POST", "/rest/config/v1/connection-servers/action/disable", [first]);
    expect(last.json).toMatchObject([
      { status_code: 400, errors: [{ error_key: "config.connection.server.last.enabled" }] },
    ]);
    const monitors = (await admin("GET", "/rest/monitor/v3/connection-servers")).json as Json[];
    // Enabled is configuration: no monitor schema has it.
    expect(monitors.every((monitor) => !("enabled" in monitor))).toBe(true);
    expect(
      monitors.filter((monitor) => others.includes(String(monitor.id))).every((m) => m.status === "UNKNOWN"),
    ).toBe(true);
    expect(
      ((await admin("GET", `/rest/config/v1/connection-servers/${String(others[0])}`)).json as Json).enabled,
    ).toBe(false);
    await admin("POST", "/rest/config/v1/connection-servers/action/enable", others);
    const after = (await admin("GET", "/rest/monitor/v3/connection-servers")).json as Json[];
    expect(after.map((monitor) => monitor.status)).toEqual(statusesBefore);
    const readonly = await as("readonly");
    expect(
      (await readonly("POST", "/rest/config/v1/connection-servers/action/disable", [first])).status,
    ).toBe(403);
  });

  it("edits tags, authentication choices and smart-card options, with 400s and keys for what is invalid", async () => {
    const { as } = setUp();
    const admin = await as("admin");
    const id = String(((await admin("GET", "/rest/config/v2/connection-servers")).json as Json[])[0]?.id);
    const current = (await admin("GET", `/rest/config/v2/connection-servers/${id}`)).json as Json;
    // ConnectionServerUpdateSpecV2's required fields, as the server answers them.
    const full: Json = {
      enabled: current.enabled,
      bypass_app_blast_gateway: current.bypass_app_blast_gateway,
      bypass_pcoip_gateway: current.bypass_pcoip_gateway,
      disclose_service_principal_name: current.disclose_service_principal_name,
      host_redirection: current.host_redirection,
      smart_card_support: current.smart_card_support,
      smart_card_support_for_admin: current.smart_card_support_for_admin,
      gss_apiinfo: current.gss_apiinfo,
      rsa_secure_id_info: { secure_id_enabled: false },
      radius_info: { radius_enabled: false },
      saml_info: { saml_support: "DISABLED" },
      unauthenticated_access_info: current.unauthenticated_access_info,
    };
    const saved = await admin("PUT", `/rest/config/v2/connection-servers/${id}`, {
      ...full,
      tags: ["dmz", "kiosk"],
      smart_card_support: "OPTIONAL",
      logoff_when_remove_smart_card: true,
      radius_info: { radius_enabled: true },
      saml_info: { saml_support: "MULTI_ENABLED" },
    });
    expect(saved.status, saved.text).toBe(204);
    expect((await admin("GET", `/rest/config/v2/connection-servers/${id}`)).json).toMatchObject({
      tags: ["dmz", "kiosk"],
      logoff_when_remove_smart_card: true,
      radius_info: { radius_enabled: true },
      saml_info: { saml_support: "MULTI_ENABLED" },
    });
    for (const [body, key] of [
      [{ ...full, tags: ["has space"] }, "config.connection.server.tag.invalid"],
      [{ ...full, saml_info: { saml_support: "SOMETIMES" } }, "invalid.request.body"],
      [{ ...full, host_redirection: undefined }, "invalid.request.body"],
      [{ ...full, gss_apiinfo: {} }, "invalid.request.body"],
      [
        { ...full, smart_card_support: "REQUIRED", radius_info: { radius_enabled: true } },
        "config.connection.server.smart.card.conflict",
      ],
    ] as const) {
      const answer = await admin("PUT", `/rest/config/v2/connection-servers/${id}`, body);
      expect([answer.status, keyOf(answer.json)]).toEqual([400, key]);
    }
    expect((await admin("PUT", "/rest/config/v2/connection-servers/no-such-id", full)).status).toBe(404);
    // 2212's v1 update takes the JWT settings only.
    const jwt = { jwt_info: { jwt_support: "MULTI_ENABLED", jwt_authenticator_ids: [] } };
    expect((await admin("PUT", `/rest/config/v1/connection-servers/${id}`, jwt)).status).toBe(204);
    expect((await admin("GET", `/rest/config/v2/connection-servers/${id}`)).json).toMatchObject(jwt);
  });

  it("generates a CSR and imports the signed certificate; the monitor shows it valid", async () => {
    const { as } = setUp();
    const admin = await as("admin");
    const certificate = "-----BEGIN CERTIFICATE-----\nTUlJQw==\n-----END CERTIFICATE-----";
    const early = await admin("POST", "/rest/config/v1/connection-servers/action/import-certificate", {
      certificate_usage: "MACHINE",
      format: "pem",
      certificate_chain: btoa(certificate),
    });
    expect(keyOf(early.json)).toBe("config.certificate.no.pending.request");
    const csr = await admin("POST", "/rest/config/v1/connection-servers/action/generate-csr", {
      subject_name: "CN=cs1.example.com, O=Example",
      dns_subject_alternative_names: ["cs1.example.com"],
      certificate_usage: "MACHINE",
    });
    expect(String((csr.json as Json).csr)).toContain("BEGIN CERTIFICATE REQUEST");
    expect(
      keyOf(
        (
          await admin("POST", "/rest/config/v1/connection-servers/action/generate-csr", {
            subject_name: "cs1",
          })
        ).json,
      ),
    ).toBe("config.certificate.subject.invalid");
    const imported = await admin("POST", "/rest/config/v1/connection-servers/action/import-certificate", {
      certificate_usage: "MACHINE",
      format: "pem",
      certificate_chain: btoa(certificate),
    });
    expect(imported.status, imported.text).toBe(204);
    const local = ((await admin("GET", "/rest/monitor/v3/connection-servers")).json as Json[])[0];
    expect(local).toMatchObject({ default_certificate: false, certificate: { valid: true } });
    const helpdesk = await as("readonly");
    expect(
      (
        await helpdesk("POST", "/rest/config/v1/connection-servers/action/generate-csr", {
          subject_name: "CN=x",
        })
      ).status,
    ).toBe(403);
  });
});

describe("servers: App Volumes managers", () => {
  it("adds, edits, assigns farms, pushes certificates and removes a manager; the password is never answered", async () => {
    const { as } = setUp();
    const admin = await as("admin");
    const added = await admin("POST", "/rest/config/v1/app-volumes-manager", {
      server_name: "avm9.example.com",
      port: 443,
      username: "svc",
      password: SECRET.split(""),
    });
    expect(added.status, added.text).toBe(201);
    const id = String((added.json as Json).id);
    expect((await admin("PUT", `/rest/config/v1/app-volumes-manager/${id}`, { port: 8443 })).status).toBe(
      204,
    );
    expect((await admin("GET", `/rest/config/v1/app-volumes-manager/${id}`)).json).toEqual({
      id,
      server_name: "avm9.example.com",
      port: 8443,
      username: "svc",
    });
    const farm = ((await admin("GET", "/rest/inventory/v1/farms")).json as Json[])[0];
    const assigned = await admin("POST", `/rest/config/v1/app-volumes-manager/${id}/action/assign-farms`, [
      String(farm?.id),
      "no-such-farm",
    ]);
    expect((assigned.json as Json[]).map((result) => result.status_code)).toEqual([200, 404]);
    const monitorBefore = (await admin("GET", `/rest/monitor/app-volumes-managers/${id}`)).json as Json;
    expect(monitorBefore).toMatchObject({ status: "ERROR" });
    // The farm names its manager (FarmInfoV5), the only public link between the two.
    const assignedFarm = (await admin("GET", `/rest/inventory/v5/farms/${String(farm?.id)}`)).json as Json;
    expect(assignedFarm.app_volumes_manager_guid).toBe(id);
    expect(
      (await admin("POST", `/rest/config/v1/app-volumes-manager/${id}/action/push-certificates`)).status,
    ).toBe(204);
    expect((await admin("GET", `/rest/monitor/app-volumes-managers/${id}`)).json).toMatchObject({
      status: "OK",
    });
    const unassigned = await admin("POST", "/rest/config/v1/app-volumes-manager/action/unassign-farms", [
      String(farm?.id),
    ]);
    expect((unassigned.json as Json[])[0]?.status_code).toBe(200);
    const unassignedFarm = (await admin("GET", `/rest/inventory/v5/farms/${String(farm?.id)}`)).json as Json;
    expect(unassignedFarm.app_volumes_manager_guid).toBeUndefined();
    const lists = (await admin("GET", "/rest/config/v1/app-volumes-manager")).text;
    expect(lists).not.toContain(SECRET);
    expect(
      keyOf(
        (
          await admin("POST", "/rest/config/v1/app-volumes-manager", {
            server_name: "x.example.com",
            username: "u",
          })
        ).json,
      ),
    ).toBe("config.app.volumes.manager.password.required");
    expect((await admin("DELETE", `/rest/config/v1/app-volumes-manager/${id}`)).status).toBe(204);
    expect((await admin("GET", `/rest/config/v1/app-volumes-manager/${id}`)).status).toBe(404);
    const inventory = await as("inventory");
    expect((await inventory("GET", "/rest/config/v1/app-volumes-manager")).status).toBe(403);
  });
});
