import { beforeEach, describe, expect, it } from "vitest";
import { errorKey, infrastructureEmulator } from "./infrastructure-support";

// Directory domains and instant clone domain accounts (OpenAPI external/v1-v3/ad-domains, config/v1/ic-domain-accounts).

const IC = "/rest/config/v1/ic-domain-accounts";
const DOMAINS = "/rest/external/v3/ad-domains";
const BIND = "/rest/external/v1/ad-domains/action/bind";
const MONITOR = "/rest/monitor/v3/ad-domains";
const SPEC = {
  dns_name: "partner.example.net",
  netbios_name: "PARTNER",
  primary_account: { username: "svc-bind", password: "vdc-demo" },
  ad_domain_advanced_settings: { ad_domain_context: "dc=partner,dc=example,dc=net", port: 389 },
};

type Domain = {
  id: string;
  dns_name: string;
  netbios_name: string;
  domain_type: string;
  auxiliary_accounts: { id: string; username: string }[];
};
type Monitor = { netbios_name: string; connection_servers: { status: string }[] };

describe("directory domains and instant clone domain accounts", () => {
  let as: ReturnType<typeof infrastructureEmulator>["as"];
  beforeEach(() => {
    ({ as } = infrastructureEmulator());
  });

  const domains = async () => (await (await as("admin", "GET", DOMAINS)).json()) as Domain[];
  const monitorStatus = async (netbios: string) => {
    const records = (await (await as("admin", "GET", MONITOR)).json()) as Monitor[];
    return records.find((record) => record.netbios_name === netbios)?.connection_servers[0]?.status;
  };

  it("answers the domain list in every version (v1 was a 404), without passwords", async () => {
    const v1 = await as("inventory", "GET", "/rest/external/v1/ad-domains");
    expect(v1.status).toBe(200);
    expect(((await v1.json()) as { netbios_name: string }[]).map((domain) => domain.netbios_name)).toEqual([
      "EXAMPLE",
      "LEGACY",
    ]);
    const text = await (await as("admin", "GET", DOMAINS)).text();
    expect(text).not.toMatch(/password|vdc-demo/);
    const legacy = (JSON.parse(text) as Domain[]).find((domain) => domain.netbios_name === "LEGACY");
    expect(legacy?.domain_type).toBe("NO_TRUST_DOMAIN");
    expect(legacy?.auxiliary_accounts.map((account) => account.username)).toEqual(["svc-horizon-2"]);
    expect(await monitorStatus("LEGACY")).toBe("CANNOT_BIND");
  });

  it("binds a domain: a wrong password is refused, the right one binds it and the monitor sees it; unbind", async () => {
    const wrong = await as("admin", "POST", BIND, {
      ...SPEC,
      primary_account: { username: "svc-bind", password: "nope" },
    });
    expect(wrong.status).toBe(400);
    expect(await errorKey(wrong)).toBe("ad.domain.credentials.invalid");
    expect((await domains()).some((domain) => domain.netbios_name === "PARTNER")).toBe(false);
    expect((await as("readonly", "POST", BIND, SPEC)).status).toBe(403);
    const bound = await as("admin", "POST", BIND, {
      ...SPEC,
      primary_account: { username: "svc-bind", password: [..."vdc-demo"] },
    });
    expect(bound.status).toBe(201);
    const { id } = (await bound.json()) as { id: string };
    expect((await domains()).find((domain) => domain.id === id)?.dns_name).toBe("partner.example.net");
    expect(await monitorStatus("PARTNER")).toBe("FULLY_ACCESSIBLE");
    const again = await as("admin", "POST", BIND, SPEC);
    expect(again.status).toBe(409);
    expect(await errorKey(again)).toBe("ad.domain.already.bound");
    const invalid = await as("admin", "POST", BIND, { ...SPEC, dns_name: "not a name" });
    expect(await errorKey(invalid)).toBe("ad.domain.dns.name.invalid");
    expect((await as("admin", "POST", `/rest/external/v1/ad-domains/${id}/action/unbind`)).status).toBe(204);
    expect((await domains()).some((domain) => domain.id === id)).toBe(false);
    expect(await monitorStatus("PARTNER")).toBeUndefined();
    expect((await as("admin", "POST", `/rest/external/v1/ad-domains/${id}/action/unbind`)).status).toBe(404);
  });

  it("fixes the domain that cannot bind with new credentials, and manages its auxiliary accounts", async () => {
    const legacy = (await domains()).find((domain) => domain.netbios_name === "LEGACY");
    const base = `/rest/external/v1/ad-domains/${legacy?.id ?? ""}/action`;
    const settings = { ad_domain_context: "dc=legacy,dc=example,dc=com", port: 389 };
    const refused = await as("admin", "POST", `${base}/update`, {
      primary_account: { username: "svc-horizon", password: "guess" },
      ad_domain_advanced_settings: settings,
    });
    expect(await errorKey(refused)).toBe("ad.domain.credentials.invalid");
    expect(await monitorStatus("LEGACY")).toBe("CANNOT_BIND");
    const fixed = await as("admin", "POST", `${base}/update`, {
      primary_account: { username: "svc-horizon", password: "vdc-demo" },
      ad_domain_advanced_settings: settings,
    });
    expect(fixed.status).toBe(204);
    expect(await monitorStatus("LEGACY")).toBe("FULLY_ACCESSIBLE");
    const added = await as("admin", "POST", `${base}/add-auxiliary-accounts`, {
      auxiliary_accounts: [
        { username: "svc-aux", password: "vdc-demo" },
        { username: "svc-bad", password: "wrong" },
        { username: "svc-horizon-2", password: "vdc-demo" },
      ],
    });
    const results = (await added.json()) as { id: string; status_code: number }[];
    expect(results.map((result) => result.status_code)).toEqual([200, 400, 409]);
    const deleted = await as("admin", "POST", `${base}/delete-auxiliary-accounts`, {
      auxiliary_account_ids: [results[0]?.id, "unknown"],
    });
    expect(((await deleted.json()) as { status_code: number }[]).map((result) => result.status_code)).toEqual(
      [200, 404],
    );
    const example = await as("admin", "POST", "/rest/external/v1/ad-domains/EXAMPLE/action/unbind");
    expect(await errorKey(example)).toBe("ad.domain.not.untrusted");
  });

  it("adds, changes and deletes instant clone domain accounts; the password is write-only", async () => {
    const list = async (user = "admin") =>
      (await (await as(user, "GET", IC)).json()) as { id: string; username: string; ad_domain_id: string }[];
    const [seeded] = await list();
    expect(seeded?.username).toBe("ic-admin");
    expect(await list("inventory")).toHaveLength(1); // POOL_VIEW on Sales is enough to read them
    expect((await as("helpdesk", "POST", IC, {})).status).toBe(403);
    const spec = { ad_domain_id: seeded?.ad_domain_id, username: "ic-second", password: "wrong" };
    const wrong = await as("admin", "POST", IC, spec);
    expect(await errorKey(wrong)).toBe("ad.domain.credentials.invalid");
    const created = await as("admin", "POST", IC, { ...spec, password: [..."vdc-demo"] });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(await errorKey(await as("admin", "POST", IC, { ...spec, password: "vdc-demo" }))).toBe(
      "ic.domain.account.exists",
    );
    expect(await errorKey(await as("admin", "POST", IC, { ...spec, ad_domain_id: "S-1-0" }))).toBe(
      "ic.domain.account.domain.not.found",
    );
    expect(
      await errorKey(await as("admin", "POST", IC, { ad_domain_id: seeded?.ad_domain_id, username: "x" })),
    ).toBe("request.field.invalid");
    const one = await as("admin", "GET", `${IC}/${id}`);
    expect(await one.text()).not.toContain("password");
    expect((await as("readonly", "PUT", `${IC}/${id}`, { password: "vdc-demo" })).status).toBe(403);
    expect((await as("admin", "PUT", `${IC}/${id}`, { password: "vdc-demo" })).status).toBe(204);
    expect((await as("admin", "DELETE", `${IC}/${id}`)).status).toBe(204);
    expect((await as("admin", "GET", `${IC}/${id}`)).status).toBe(404);
    expect((await list()).map((account) => account.username)).toEqual(["ic-admin"]);
  });
});
