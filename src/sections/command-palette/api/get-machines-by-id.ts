import { queryString, restApi } from "../../../core/http/api-clients";
import type { FoundMachine } from "../command-palette.types";

/** The machines of a few ids (the machines of the sessions found). */
export function getMachinesById(ids: readonly string[], signal: AbortSignal): Promise<FoundMachine[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const filter = { type: "Or", filters: ids.map((id) => ({ type: "Equals", name: "id", value: id })) };
  return restApi
    .options({ signal })
    .get(`/inventory/v1/machines${queryString({ filter, page: 1, size: ids.length })}`)
    .json<FoundMachine[]>();
}
