import type { VcenterInventory } from "../data/seed-vcenter-inventory";

// The `nics` of a desktop pool or farm create body, checked as vCenter would check them (the OpenAPI:
// "A NIC may appear at most once in these settings and must be present on this ... snapshot"; the
// network label "must not have any incompatibility reasons"). The schema itself is the contract's.

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Why a create body's NIC settings cannot be applied to the snapshot and host, or null. */
export function nicSettingsProblem(
  nics: unknown,
  inventory: VcenterInventory | undefined,
  placement: { snapshotId: unknown; hostOrClusterId: unknown },
): string | null {
  if (nics === undefined) return null;
  if (!Array.isArray(nics)) return "nics must be a list";
  if (nics.length === 0) return null;
  const cards = inventory?.nicsBySnapshot.get(String(placement.snapshotId)) ?? [];
  const labels = inventory?.compute.get(String(placement.hostOrClusterId))?.networkLabels ?? [];
  const seen = new Set<string>();
  for (const nic of nics) {
    const cardId = isObject(nic) ? nic.network_interface_card_id : undefined;
    if (typeof cardId !== "string" || !cards.some((card) => card.id === cardId))
      return `network_interface_card_id ${String(cardId)} is not a network card of the snapshot`;
    if (seen.has(cardId)) return `network card ${cardId} appears more than once`;
    seen.add(cardId);
    const specs = (nic as Body).network_label_assignment_specs;
    for (const spec of Array.isArray(specs) ? specs : []) {
      const name = isObject(spec) ? spec.network_label_name : undefined;
      const label = labels.find((item) => item.name === name);
      if (!label) return `network label ${String(name)} is not on the host or cluster`;
      if (label.incompatible_reasons.length > 0)
        return `network label ${label.name} cannot be used: ${label.incompatible_reasons.join(", ")}`;
      const limited = (spec as Body).max_label_type === "LIMITED";
      const max = (spec as Body).max_label;
      if (limited && (typeof max !== "number" || !Number.isInteger(max) || max < 1))
        return "max_label must be a whole number of at least 1 when max_label_type is LIMITED";
    }
  }
  return null;
}
