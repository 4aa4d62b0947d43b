import type { PhysicalMachineRecord } from "../data/inventory-types";
import { restForbidden, restNotFound, restPage } from "./http-responses";
import { pageOf, readListRequest } from "./rest-list";
import { type RouteKit, withListErrors } from "./route-context";

const fields = (names: string) => new Set(names.split(/\s+/).filter(Boolean));
/** The fields PhysicalMachineInfo marks filterable (v2 adds rds_server). */
const PHYSICAL_MACHINE_FIELDS_V1 = fields("description dns_name id message_security_mode name state");
const PHYSICAL_MACHINE_FIELDS_V2 = fields(
  "description dns_name id message_security_mode name state rds_server",
);

// The OpenAPI asks for these global privileges (not an access group's): physical machines have none.
const VIEW = "GLOBAL_CONFIG_VIEW";
const DELETE = "GLOBAL_CONFIG_MANAGEMENT";

/** PhysicalMachineInfoV2: the record without the agent version, which no version of 2212 answers. */
function asV2(record: PhysicalMachineRecord): Omit<PhysicalMachineRecord, "agent_version"> {
  const { agent_version: _agentVersion, ...v2 } = record;
  return v2;
}

/** PhysicalMachineInfo: the first version's answer has no rds_server flag either. */
function asV1(record: PhysicalMachineRecord): Omit<PhysicalMachineRecord, "agent_version" | "rds_server"> {
  const { rds_server: _rdsServer, ...v1 } = asV2(record);
  return v1;
}

/** Registers the registered physical machines: list and get (v1, v2) and delete. */
export function registerRestPhysicalMachineRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();

  for (const [version, known, shape] of [
    ["v1", PHYSICAL_MACHINE_FIELDS_V1, asV1],
    ["v2", PHYSICAL_MACHINE_FIELDS_V2, asV2],
  ] as const) {
    app.get(`/rest/inventory/${version}/physical-machines`, guard, (c) =>
      withListErrors(c, () => {
        if (!deps.getCaller(c).hasPrivilege(VIEW)) return restForbidden(c, VIEW);
        const request = readListRequest(new URL(c.req.url));
        return restPage(pageOf(store.physicalMachines.all, request, known), shape);
      }),
    );
    app.get(`/rest/inventory/${version}/physical-machines/:id`, guard, (c) => {
      if (!deps.getCaller(c).hasPrivilege(VIEW)) return restForbidden(c, VIEW);
      const id = c.req.param("id");
      const record = store.physicalMachines.get(id);
      return record ? c.json(shape(record)) : restNotFound(c, "inventory.physical.machine", id);
    });
  }

  app.delete("/rest/inventory/v1/physical-machines/:id", guard, (c) => {
    if (!deps.getCaller(c).hasPrivilege(DELETE)) return restForbidden(c, DELETE);
    const id = c.req.param("id");
    if (!store.physicalMachines.remove(id)) return restNotFound(c, "inventory.physical.machine", id);
    kit.changed();
    return c.body(null, 204);
  });
}
