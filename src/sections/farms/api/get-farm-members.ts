import { fetchAllPages } from "../../../core/http/api-clients";

/**
 * Which farm an RDS host or session belongs to (all the counting needs) and, for an RDS host
 * (RDSServerInfo), what the farm's health reads of it.
 */
export interface FarmMember {
  id: string;
  name: string;
  farm_id?: string;
  session_state?: string;
  enabled?: boolean;
  state?: string;
  load_preference?: string;
}

/** Every RDS host or session of the given farms (one page of the list asks for at most its page size). */
export async function getFarmMembers(
  kind: "rds-servers" | "sessions",
  farmIds: readonly string[],
): Promise<FarmMember[]> {
  if (farmIds.length === 0) return [];
  const filter = {
    type: "Or",
    filters: farmIds.map((id) => ({ type: "Equals", name: "farm_id", value: id })),
  };
  return fetchAllPages<FarmMember>(`/inventory/v1/${kind}`, { filter });
}
