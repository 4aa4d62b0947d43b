import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ListSection, type ListTabs } from "../../ui/list-section/list-section";
import { PHYSICAL_MACHINE_ACTIONS, RDS_SERVER_ACTIONS } from "./registered-machine-actions";
import { PHYSICAL_MACHINE_COLUMNS, RDS_SERVER_COLUMNS } from "./registered-machine-columns";
import {
  PHYSICAL_MACHINE_SOURCE,
  RdsServerSource,
  REGISTERED_MACHINE_TABS,
  type RegisteredMachineTab,
} from "./registered-machines.model";
import { REGISTERED_MACHINE_STYLES } from "./registered-machines.styles";
import type { PhysicalMachine, RdsServerRow } from "./registered-machines.types";

export interface RegisteredMachinesSectionProps {
  /** The tab the route names (/main/registered_machines/<tab>); RDS hosts otherwise. */
  tab?: string | undefined;
  /** Puts a chosen tab in the route; without it the section keeps the choice itself (embedded). */
  onTabChange?: (tab: RegisteredMachineTab) => void;
}

const named = (item: { name: string }) => item.name;
const scopeOfServer = (server: RdsServerRow) =>
  server.access_group_id ? { accessGroupId: server.access_group_id } : {};

/**
 * The machines registered with the pod: RDS hosts (enable, disable, remove; drain state shown) and
 * physical or unmanaged machines (remove), each tab served page by page with filters and export, the
 * actions on one or many machines (all pages too), confirmed and reported per machine.
 */
export function RegisteredMachinesSection({ tab: routeTab, onTabChange }: RegisteredMachinesSectionProps) {
  useSignals();
  const t = useTranslation();
  const routeNamed = REGISTERED_MACHINE_TABS.find((candidate) => candidate === routeTab);
  const [ownTab, setOwnTab] = useState<RegisteredMachineTab>(routeNamed ?? "rds");
  const tab = onTabChange ? (routeNamed ?? "rds") : ownTab;
  const [rdsSource] = useState(() => new RdsServerSource());
  const tabs: ListTabs = {
    label: t("registeredMachines.tabs.label"),
    items: REGISTERED_MACHINE_TABS.map((id) => ({ id, label: t(`registeredMachines.tab.${id}`) })),
    selected: tab,
    onSelect: (next) => {
      const chosen = REGISTERED_MACHINE_TABS.find((candidate) => candidate === next) ?? "rds";
      if (onTabChange) onTabChange(chosen);
      else setOwnTab(chosen);
    },
  };
  const common = {
    textKeys: "registeredMachines",
    part: "registered-machines",
    styles: REGISTERED_MACHINE_STYLES,
    isExportable: true,
    tabs,
  };
  // The same element type in the same place for both tabs keeps the tab list (and the focus in it).
  return tab === "rds" ? (
    <ListSection<RdsServerRow>
      {...common}
      viewPrivilege="MACHINE_VIEW|POOL_VIEW"
      gridId="registered-machines-rds"
      gridLabel={t("registeredMachines.grid.rds")}
      columns={RDS_SERVER_COLUMNS}
      rows={rdsSource}
      actions={RDS_SERVER_ACTIONS}
      rowLabel={named}
      scopeOf={scopeOfServer}
    />
  ) : (
    <ListSection<PhysicalMachine>
      {...common}
      viewPrivilege="GLOBAL_CONFIG_VIEW"
      gridId="registered-machines-others"
      gridLabel={t("registeredMachines.grid.others")}
      columns={PHYSICAL_MACHINE_COLUMNS}
      rows={PHYSICAL_MACHINE_SOURCE}
      actions={PHYSICAL_MACHINE_ACTIONS}
      rowLabel={named}
    />
  );
}
