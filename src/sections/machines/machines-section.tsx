import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useState } from "react";
import { canRemoveMachine } from "../../core/privileges/privileges.model";
import { useTranslation } from "../../ui/i18n/use-translation";
import { itemLink } from "../../ui/item-link/item-link";
import { userLink } from "../../ui/item-link/user-link";
import { ListSection, type ListTabs } from "../../ui/list-section/list-section";
import { canActOnMachine, MACHINE_ACTIONS, RDS_SERVER_ACTIONS } from "./machine-actions";
import { machineColumns, rdsServerColumns } from "./machine-columns";
import { MACHINE_STYLES } from "./machines.styles";
import {
  MACHINE_TABS,
  linkFilters,
  MachineSource,
  RdsServerSource,
  type MachineListFilter,
  type MachineTab,
} from "./machines.model";
import type { MachineRow, RdsServerRow } from "./machines.types";
import type { SectionTarget } from "./section-target";

export interface MachinesSectionProps {
  /** The tab the route names (/main/machines/<tab>); vCenter machines otherwise. */
  tab?: string | undefined;
  /** Puts a chosen tab in the route; without it the section keeps the choice itself (embedded). */
  onTabChange?: (tab: MachineTab) => void;
  /** What a link asked the list to show first (the dashboard's { state: "problem" }). */
  filter?: MachineListFilter;
  /** Follows a link into another section (a machine's page). */
  onNavigate?: (target: SectionTarget) => void;
}

const RDS_COLUMNS = rdsServerColumns();
const machineLabel = (machine: MachineRow) => machine.name;
const rdsLabel = (server: RdsServerRow) => server.name;
const canActOnRdsServer = (_action: unknown, server: RdsServerRow) =>
  canRemoveMachine(server.access_group_id);

/**
 * The machines: vCenter machines, RDS hosts and other machines on tabs, each served page by page with
 * filters and export, and the maintenance, power, recover, rebuild, user and remove actions on one or
 * many machines (all pages too), each confirmed and reported per machine.
 */
export function MachinesSection({ tab: routeTab, onTabChange, filter, onNavigate }: MachinesSectionProps) {
  useSignals();
  const t = useTranslation();
  const named = MACHINE_TABS.find((candidate) => candidate === routeTab);
  const [ownTab, setOwnTab] = useState<MachineTab>(named ?? "vcenter");
  const tab = onTabChange ? (named ?? "vcenter") : ownTab;
  const [sources] = useState(() => ({
    vcenter: new MachineSource("vcenter"),
    others: new MachineSource("others"),
    rds: new RdsServerSource(),
  }));
  const initialFilters = useMemo(() => linkFilters(tab, filter ?? {}), [tab, filter]);
  const columns = useMemo(
    () =>
      tab === "rds"
        ? []
        : machineColumns(
            tab,
            (machine) =>
              itemLink(
                machine.name,
                onNavigate && (() => onNavigate({ section: "machine", id: machine.id })),
              ),
            // A machine of one user links to the user's summary.
            (machine) =>
              machine.user_ids?.length === 1
                ? userLink(machine.userNames ?? "", machine.user_ids[0], onNavigate)
                : machine.userNames,
          ),
    [tab, onNavigate],
  );
  const tabs: ListTabs = {
    label: t("machines.tabs.label"),
    items: MACHINE_TABS.map((id) => ({ id, label: t(`machines.tab.${id}`) })),
    selected: tab,
    onSelect: (next) => {
      const chosen = MACHINE_TABS.find((candidate) => candidate === next) ?? "vcenter";
      if (onTabChange) onTabChange(chosen);
      else setOwnTab(chosen);
    },
  };
  const common = {
    title: t("machines.title"),
    part: "machines",
    styles: MACHINE_STYLES,
    viewPrivilege: "MACHINE_VIEW",
    noPermissionText: t("machines.state.noPermission"),
    actionsLabel: t("machines.actions.label"),
    isExportable: true,
    initialFilters,
    tabs,
  };
  // The same element type in the same place for every tab: switching tabs keeps the tab list (and the
  // keyboard focus in it); the list section gives each tab a grid of its own.
  return tab === "rds" ? (
    <ListSection<RdsServerRow>
      {...common}
      gridId="machines-rds"
      gridLabel={t("machines.grid.rds")}
      columns={RDS_COLUMNS}
      rows={sources.rds}
      actions={RDS_SERVER_ACTIONS}
      rowLabel={rdsLabel}
      canActOn={canActOnRdsServer}
      placeholderText={t("machines.grid.emptyRds")}
    />
  ) : (
    <ListSection<MachineRow>
      {...common}
      gridId={`machines-${tab}`}
      gridLabel={t(`machines.grid.${tab}`)}
      columns={columns}
      rows={sources[tab]}
      actions={MACHINE_ACTIONS}
      rowLabel={machineLabel}
      canActOn={canActOnMachine}
      placeholderText={t("machines.grid.empty")}
    />
  );
}
