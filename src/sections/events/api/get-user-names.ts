import { fetchAllPages } from "../../../core/http/api-clients";
import { directoryUserName, type DirectoryUserNames } from "../../../core/utils/user-name";

/** Directory users' names (DOMAIN\login) by id, for one bounded chunk of ids. */
export async function getUserNames(ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const filter = { type: "Or", filters: ids.map((id) => ({ type: "Equals", name: "id", value: id })) };
  const users = await fetchAllPages<DirectoryUserNames>("/external/v1/ad-users-or-groups", { filter });
  return new Map(users.map((user) => [user.id, directoryUserName(user)]));
}
