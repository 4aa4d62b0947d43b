import { getHostsOrClusters } from "../../core/vcenter/get-hosts-or-clusters";
import type { HostOrCluster } from "../../core/vcenter/vcenter.types";
import { useTranslation } from "../i18n/use-translation";
import { ChoiceList, type ChoiceItem } from "./choice-list";
import { useVcenterList } from "./use-vcenter-list";
import { refusalsOf } from "./vcenter-choice";
import type { VcenterStepProps } from "./vm-folder-picker";

/** Hosts and clusters from a list that may nest them in folders (containers), depth first. */
function hostsOf(items: readonly HostOrCluster[], depth = 0): { item: HostOrCluster; depth: number }[] {
  return items.flatMap((item) => [
    ...(item.details ? [{ item, depth }] : []),
    ...hostsOf(item.container?.children ?? [], item.details ? depth + 1 : depth),
  ]);
}

/** The host or cluster that runs the machines. */
export function HostOrClusterPicker({
  vcenterId,
  datacenterId,
  value,
  onChange,
  ignoredReasons,
}: VcenterStepProps & { datacenterId: string; ignoredReasons?: readonly string[] }) {
  const t = useTranslation();
  const hosts = useVcenterList(getHostsOrClusters, vcenterId, datacenterId);
  const state =
    hosts.state.status === "ready"
      ? {
          status: "ready" as const,
          data: hostsOf(hosts.state.data).map(({ item, depth }): ChoiceItem => ({
            id: item.id,
            label: item.details?.name ?? item.id,
            depth,
            details: [
              t(item.details?.cluster ? "ui.vcenter.host.cluster" : "ui.vcenter.host.host"),
              item.details?.path,
            ]
              .filter(Boolean)
              .join(" · "),
            refusals: refusalsOf(item.details?.incompatible_reasons, t, ignoredReasons),
          })),
        }
      : hosts.state;
  return (
    <ChoiceList
      label={t("ui.vcenter.host.label")}
      emptyText={t("ui.vcenter.host.empty")}
      state={state}
      onRetry={hosts.reload}
      value={value?.id ?? null}
      onChange={(item) => onChange({ id: item.id, label: item.label })}
    />
  );
}
