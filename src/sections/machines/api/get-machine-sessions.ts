import { fetchAllPages } from "../../../core/http/api-clients";
import type { MachineSession } from "../machines.types";

/** The sessions on one machine. */
export function getMachineSessions(machineId: string): Promise<MachineSession[]> {
  const filter = { type: "Equals", name: "machine_id", value: machineId };
  return fetchAllPages<MachineSession>("/inventory/v1/sessions", { filter });
}
