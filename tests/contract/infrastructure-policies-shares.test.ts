import { beforeEach, describe, expect, it } from "vitest";
import { errorKey, infrastructureEmulator } from "./infrastructure-support";

// Global policies and user disk shares (the emulator's own calls: docs/emulator.md).

const POLICIES = "/rest/config/v1/policies";
const SHARES = "/rest/config/v1/user-disk-shares";

type Policy = { name: string; mode: string; effective_mode: string };
type Share = { id: string; path: string; username: string; used_mb: number };

describe("global policies", () => {
  let as: ReturnType<typeof infrastructureEmulator>["as"];
  beforeEach(() => {
    ({ as } = infrastructureEmulator());
  });

  it("sets a global policy that pools inheriting it follow; refuses INHERIT and unknown names", async () => {
    const pools = (await (await as("admin", "GET", "/rest/inventory/v1/desktop-pools")).json()) as {
      id: string;
    }[];
    const poolPolicies = async (id: string) =>
      (await (
        await as("admin", "GET", `/rest/inventory/v1/desktop-pools/${id}/policies`)
      ).json()) as Policy[];
    const inheriting = pools[1]?.id ?? "";
    expect((await poolPolicies(inheriting)).find((policy) => policy.name === "REMOTE_MODE")).toMatchObject({
      mode: "INHERIT",
      effective_mode: "ALLOW",
    });
    expect((await as("readonly", "PUT", POLICIES, [{ name: "REMOTE_MODE", mode: "DENY" }])).status).toBe(403);
    const saved = await as("admin", "PUT", POLICIES, [{ name: "REMOTE_MODE", mode: "DENY" }]);
    expect(((await saved.json()) as Policy[]).find((policy) => policy.name === "REMOTE_MODE")?.mode).toBe(
      "DENY",
    );
    expect(
      (await poolPolicies(inheriting)).find((policy) => policy.name === "REMOTE_MODE")?.effective_mode,
    ).toBe("DENY");
    expect(
      await errorKey(await as("admin", "PUT", POLICIES, [{ name: "REMOTE_MODE", mode: "INHERIT" }])),
    ).toBe("policy.mode.invalid");
    expect(await errorKey(await as("admin", "PUT", POLICIES, [{ name: "PRINTING", mode: "DENY" }]))).toBe(
      "policy.name.invalid",
    );
    expect((await as("inventory", "GET", POLICIES)).status).toBe(200);
  });

  it("names the pools that set their own modes and their users' overrides, scoped by POOL_VIEW", async () => {
    const overrides = (await (await as("admin", "GET", `${POLICIES}/overrides`)).json()) as {
      desktop_pool_id: string;
      policies: { name: string; mode: string }[];
      user_overrides: { name: string }[];
    }[];
    expect(overrides.some((row) => row.policies.some((policy) => policy.name === "USB_ACCESS"))).toBe(true);
    expect(overrides.some((row) => row.user_overrides.length > 0)).toBe(true);
    const sales = (await (await as("inventory", "GET", `${POLICIES}/overrides`)).json()) as unknown[];
    expect(sales.length).toBeLessThan(overrides.length);
  });
});

describe("user disk shares", () => {
  let as: ReturnType<typeof infrastructureEmulator>["as"];
  beforeEach(() => {
    ({ as } = infrastructureEmulator());
  });
  const list = async () => (await (await as("admin", "GET", SHARES)).json()) as Share[];

  it("adds, edits, tests and removes shares; the password is never answered", async () => {
    const text = await (await as("admin", "GET", SHARES)).text();
    expect(text).not.toMatch(/password|vdc-demo|rotated/);
    expect((await as("inventory", "GET", SHARES)).status).toBe(403);
    const spec = { path: "\\\\files3.example.com\\disks", username: "svc-new", password: "vdc-demo" };
    expect((await as("readonly", "POST", SHARES, spec)).status).toBe(403);
    expect(await errorKey(await as("admin", "POST", SHARES, { ...spec, path: "files3/disks" }))).toBe(
      "user.disk.share.path.invalid",
    );
    const created = await as("admin", "POST", SHARES, spec);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await as("admin", "POST", SHARES, spec)).status).toBe(409);
    const test = async (shareId: string) => {
      const [result] = (await (
        await as("admin", "POST", `${SHARES}/action/test-access`, [shareId])
      ).json()) as { status_code: number; errors?: { error_key: string }[] }[];
      return result?.errors?.[0]?.error_key ?? result?.status_code;
    };
    expect(await test(id)).toBe(200);
    const one = await as("admin", "GET", `${SHARES}/${id}`);
    expect(await one.json()).toEqual({
      id,
      path: spec.path,
      ad_domain_id: expect.any(String) as unknown,
      username: "svc-new",
      capacity_mb: expect.any(Number) as unknown,
      used_mb: 0,
    });
    expect((await as("admin", "GET", `${SHARES}/share-none`)).status).toBe(404);
    const edited = await as("admin", "PUT", `${SHARES}/${id}`, {
      ...spec,
      password: "********",
      username: "svc-renamed",
    });
    expect(((await edited.json()) as Share).username).toBe("svc-renamed");
    expect(await test(id)).toBe(200);
    await as("admin", "PUT", `${SHARES}/${id}`, { ...spec, path: "\\\\offline\\disks", password: undefined });
    expect(await test(id)).toBe("user.disk.share.unreachable");
    const denied = (await list()).find((share) => share.username === "svc-udisk-eng");
    expect(await test(denied?.id ?? "")).toBe("user.disk.share.access.denied");
    expect(await test("share-none")).toBe("user.disk.share.not.found");
    expect((await as("readonly", "POST", `${SHARES}/action/test-access`, [id])).status).toBe(403);
    expect(await errorKey(await as("admin", "POST", `${SHARES}/action/test-access`, []))).toBe(
      "invalid.request.body",
    );
    expect(await errorKey(await as("admin", "DELETE", `${SHARES}/${denied?.id ?? ""}`))).toBe(
      "user.disk.share.in.use",
    );
    expect((await as("admin", "DELETE", `${SHARES}/${id}`)).status).toBe(204);
    expect((await as("admin", "DELETE", `${SHARES}/${id}`)).status).toBe(404);
  });
});
