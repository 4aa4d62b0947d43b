import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

const REST_WRITES: [string, string][] = [
  ["PUT", "/rest/inventory/v1/desktop-pools/{pool}"],
  ["DELETE", "/rest/inventory/v1/desktop-pools/{pool}"],
  ["POST", "/rest/inventory/v1/desktop-pools/{pool}/action/remove-machines"],
  ["PUT", "/rest/inventory/v1/farms/{farm}"],
  ["PUT", "/rest/inventory/v1/application-pools/{app}"],
  ["DELETE", "/rest/inventory/v1/machines"],
  ["DELETE", "/rest/inventory/v1/machines/{machine}"],
  ["POST", "/rest/inventory/v1/machines/action/enter-maintenance"],
  ["POST", "/rest/inventory/v1/machines/action/exit-maintenance"],
  ["POST", "/rest/inventory/v1/machines/action/restart"],
  ["POST", "/rest/inventory/v1/machines/action/reset"],
  ["POST", "/rest/inventory/v1/sessions/action/disconnect"],
  ["POST", "/rest/inventory/v1/sessions/action/logoff"],
  ["POST", "/rest/inventory/v1/sessions/action/reset"],
  ["POST", "/rest/inventory/v1/sessions/action/restart"],
  ["POST", "/rest/inventory/v1/sessions/action/send-message"],
  ["POST", "/rest/entitlements/v1/desktop-pools"],
  ["POST", "/rest/inventory/v1/machines/{machine}/action/assign-users"],
  ["PUT", "/rest/inventory/v1/rds-servers/{rds}"],
  ["POST", "/rest/inventory/v1/global-sessions/action/logoff"],
  ["POST", "/rest/inventory/v1/global-sessions/action/send-message"],
  ["DELETE", "/rest/entitlements/v1/application-pools"],
];
const VIEW_WRITES = [
  "queryservice/query",
  "queryservice/create",
  "queryservice/getnext",
  "queryservice/delete",
  "queryservice/getcount",
  "ADUserOrGroup/Get",
  "ADUserOrGroup/GetInfos",
  "ADUserOrGroup/GetSummaryViews",
  "ADUserOrGroup/GetView",
  "ADUserOrGroup/Refresh",
  "ADUserOrGroup/RefreshUsersOrGroups",
  "EntitledUserOrGroup/GetLocalSummaryViews",
  "EntitledUserOrGroup/GetInfos",
  "UserEntitlement/CreateUserEntitlements",
  "UserEntitlement/DeleteUserEntitlements",
  "UserEntitlement/GetInfos",
  "UnauthenticatedAccessUser/Create",
  "UnauthenticatedAccessUser/Update",
  "UnauthenticatedAccessUser/Delete",
  "GatewayAccessUserOrGroup/Create",
  "GatewayAccessUserOrGroup/Delete",
];
const LIST_PATHS = [
  "/rest/inventory/v6/desktop-pools",
  "/rest/inventory/v4/machines",
  "/rest/inventory/v1/sessions",
  "/rest/external/v1/audit-events",
  "/rest/external/v1/ad-users-or-groups",
];

describe("bad input never breaks the inventory side", () => {
  it("answers arbitrary bodies on every inventory write endpoint below 500 with one error", async () => {
    const emulator = createEmulator();
    const client = new EmulatorClient(emulator);
    const { access_token } = await client.restLogin("admin");
    const session = await client.viewLogin("admin");
    const pools = (await (
      await client.rest("GET", "/rest/inventory/v6/desktop-pools?size=1", access_token)
    ).json()) as { id: string }[];
    const ids: Record<string, string> = {
      pool: pools[0]?.id ?? "x",
      farm: "unknown-farm",
      app: "unknown-app",
      machine: "unknown-machine",
    };
    const endpoint = fc.oneof(
      fc.constantFrom(...REST_WRITES).map(([method, path]) => ({ api: "rest" as const, method, path })),
      fc.constantFrom(...VIEW_WRITES).map((path) => ({ api: "view" as const, method: "POST", path })),
    );
    await fc.assert(
      fc.asyncProperty(
        endpoint,
        fc.oneof(
          fc.json().map((text) => ({ rawBody: text })),
          fc.string().map((text) => ({ rawBody: text })),
          fc.array(fc.oneof(fc.string(), fc.jsonValue())).map((body) => ({ body })),
          fc.dictionary(fc.string(), fc.jsonValue()).map((body) => ({ body })),
        ),
        async (target, options) => {
          const path = target.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? name);
          const response =
            target.api === "rest"
              ? await client.rest(target.method, path, access_token, options)
              : await client.view(target.method, path, session, options);
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) {
            const body = (await response.json()) as { errors: unknown[] };
            expect(body.errors).toHaveLength(1);
          }
          await client.view("POST", "queryservice/deleteall", session);
        },
      ),
      { numRuns: 300, seed: 20261122 },
    );
  });

  it("answers arbitrary list parameters below 500", async () => {
    const client = new EmulatorClient(createEmulator());
    const { access_token } = await client.restLogin("admin");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LIST_PATHS),
        fc.record({
          page: fc.option(fc.oneof(fc.integer({ min: -5, max: 50 }).map(String), fc.string()), {
            nil: undefined,
          }),
          size: fc.option(fc.oneof(fc.integer({ min: -5, max: 5000 }).map(String), fc.string()), {
            nil: undefined,
          }),
          filter: fc.option(fc.oneof(fc.string(), fc.json()), { nil: undefined }),
          sort_by: fc.option(fc.constantFrom("name", "id", "time", "nope"), { nil: undefined }),
          order_by: fc.option(fc.constantFrom("ASC", "desc", "sideways"), { nil: undefined }),
        }),
        async (path, params) => {
          const query = new URLSearchParams();
          for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
          const response = await client.rest("GET", `${path}?${query.toString()}`, access_token);
          expect(response.status).toBeLessThan(500);
          expect([200, 400]).toContain(response.status);
        },
      ),
      { numRuns: 200, seed: 20261123 },
    );
  });

  it("answers arbitrary ids and raw query strings below 500", async () => {
    const client = new EmulatorClient(createEmulator());
    const { access_token } = await client.restLogin("admin");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "/rest/inventory/v6/desktop-pools/",
          "/rest/inventory/v4/machines/",
          "/rest/inventory/v1/sessions/",
          "/rest/entitlements/v1/desktop-pools/",
          "/rest/monitor/v1/farms/",
        ),
        fc.oneof(
          fc.string({ minLength: 1 }).map(encodeURIComponent),
          fc.constantFrom("%", "%E0%A4%A", "a%zz", ".."),
        ),
        fc.constantFrom("", "?filter=%", "?page=%zz", "?size=1&filter=%7B"),
        async (base, id, query) => {
          const response = await client.rest("GET", `${base}${id}${query}`, access_token);
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 150, seed: 20261124 },
    );
  });
});
