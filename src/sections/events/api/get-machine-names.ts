import { fetchAllPages } from "../../../core/http/api-clients";

/** Machines' names by id, for one bounded chunk of ids. */
export async function getMachineNames(ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const filter = { type: "Or", filters: ids.map((id) => ({ type: "Equals", name: "id", value: id })) };
  const machines = await fetchAllPages<{ id: string; name: string }>("/inventory/v1/machines", { filter });
  return new Map(machines.map((machine) => [machine.id, machine.name]));
}
