import { restItemPages } from "../../../core/query/rest-list-source";
import type { MachineEvent } from "../machines.types";

/** Pages of the audit events about a machine, by its id. */
export const getMachineEventsPage = restItemPages<MachineEvent>("/external/v1/audit-events", "machine_id");
