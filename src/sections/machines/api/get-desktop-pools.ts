import { fetchAllPages } from "../../../core/http/api-clients";
import type { MachinePool } from "../machines.types";

/** Every desktop pool the administrator may see, with what decides which machine actions apply (user_assignment
 * is in DesktopPoolInfoV2 on, not in the v1 summary). */
export function getDesktopPools(): Promise<MachinePool[]> {
  return fetchAllPages<MachinePool>("/inventory/v6/desktop-pools");
}
