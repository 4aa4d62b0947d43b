import type { TFunction } from "i18next";
import type { ChoiceItem } from "./choice-list";

/** The "no customisation" choice's id (here, not in the picker, so a model can read it without the picker). */
export const NO_CUSTOMIZATION = "";

/** A picked vCenter object: its id, the name shown in a summary, and where a step needs it, its datacenter. */
export interface VcenterChoice {
  id: string;
  label: string;
  datacenterId?: string;
}

/** Incompatibility reasons the pickers explain in words; any other is shown by its code. */
const EXPLAINED_REASONS = new Set([
  "NO_SNAPSHOTS",
  "UNSUPPORTED_OS",
  "UNSUPPORTED_OS_FOR_FARM",
  "IN_USE",
  "REPLICA_FOLDER",
  "INACCESSIBLE_TO_SOME_HOSTS",
  "INCOMPATIBLE_STANDALONE_HOST_FOR_INSTANT_CLONE",
  "DHCP_NOT_CONFIGURED",
  // A network (port group) a pool's or farm's network card cannot use (NetworkLabelInfo).
  "NOT_CONFIGURED_ON_ALL_HOSTS",
  "DVS_UPLINK_PORT",
  "VMC_NETWORKS",
]);

/** The translated reasons vSphere gives for refusing an object, minus those the caller ignores. */
export function refusalsOf(
  reasons: readonly string[] | undefined,
  t: TFunction,
  ignored: readonly string[] = [],
): string[] {
  return (reasons ?? [])
    .filter((reason) => !ignored.includes(reason))
    .map((reason) =>
      EXPLAINED_REASONS.has(reason)
        ? t(`ui.vcenter.reason.${reason}`)
        : t("ui.vcenter.reason.other", { reason }),
    );
}

/** A tree (folders, resource pools) as one indented list, parents first. */
export function flattenTree<Node extends { children?: Node[] }>(
  roots: readonly Node[],
  toItem: (node: Node, depth: number) => ChoiceItem,
): ChoiceItem[] {
  const items: ChoiceItem[] = [];
  const visit = (node: Node, depth: number) => {
    items.push(toItem(node, depth));
    for (const child of node.children ?? []) visit(child, depth + 1);
  };
  for (const root of roots) visit(root, 0);
  return items;
}

/** A picker of several items the chosen host or cluster offers (datastores, Storage DRS clusters). */
export interface HostItemsPickerProps {
  vcenterId: string;
  hostOrClusterId: string;
  value: readonly VcenterChoice[];
  onChange: (value: VcenterChoice[]) => void;
}

/** A vCenter size in MB as whole gigabytes. */
export const gigabytes = (mb: number | undefined) => Math.round((mb ?? 0) / 1024);
