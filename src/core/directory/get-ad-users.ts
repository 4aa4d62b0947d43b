import { fetchAllPages } from "../http/api-clients";

/** A directory user or group, as the REST API's ad-users-or-groups answers it (the fields the console reads). */
export interface AdUser {
  id: string;
  name?: string;
  login_name?: string;
  display_name?: string;
  domain?: string;
  email?: string;
  user_principal_name?: string;
  group?: boolean;
  /** The record's container below its domain: "example.com/People/Sales". */
  container?: string;
}

/** Directory users by id (none asked, none fetched); callers keep the list short (see id-names.ts). */
export async function getAdUsers(ids: readonly string[]): Promise<AdUser[]> {
  if (ids.length === 0) return [];
  const filter = { type: "Or", filters: ids.map((id) => ({ type: "Equals", name: "id", value: id })) };
  return fetchAllPages<AdUser>("/external/v1/ad-users-or-groups", { filter });
}
