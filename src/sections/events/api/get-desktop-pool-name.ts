import { apiPath, restApi } from "../../../core/http/api-clients";

/** The name of a desktop pool: audit events name their pool, they do not carry its id. */
export async function getDesktopPoolName(id: string): Promise<string> {
  const pool = await restApi
    .get(apiPath("/inventory/v1/desktop-pools/{id}", { id }))
    .json<{ name: string }>();
  return pool.name;
}
