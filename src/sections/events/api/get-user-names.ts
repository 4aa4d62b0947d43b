import { fetchAllPages } from "../../../core/http/api-clients";

interface AdUser {
  id: string;
  login_name?: string;
  display_name?: string;
  domain?: string;
}

/** Directory users' names (DOMAIN\login) by id, for one bounded chunk of ids. */
export async function getUserNames(ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const filter = { type: "Or", filters: ids.map((id) => ({ type: "Equals", name: "id", value: id })) };
  const users = await fetchAllPages<AdUser>("/external/v1/ad-users-or-groups", { filter });
  return new Map(
    users.map((user) => [
      user.id,
      user.domain && user.login_name
        ? `${user.domain}\\${user.login_name}`
        : (user.display_name ?? user.login_name ?? user.id),
    ]),
  );
}
