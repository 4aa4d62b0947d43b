import { fetchAllPages } from "../../../core/http/api-clients";
import type { MachinePool } from "../machines.types";

/** Every desktop pool the administrator may see, with what decides which machine actions apply. */
export function getDesktopPools(): Promise<MachinePool[]> {
  return fetchAllPages<MachinePool>("/inventory/v1/desktop-pools");
}
