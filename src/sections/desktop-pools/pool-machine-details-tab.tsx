import type { GridColumn } from "../../ui/data-grid/grid-column";
import { ItemTabGrid } from "../../ui/data-grid/item-tab-grid";
import { useTranslation } from "../../ui/i18n/use-translation";
import { getPoolMachinesPage } from "./api/get-pool-machines-page";
import type { DesktopPoolRow, PoolMachine } from "./desktop-pools.types";
import { enumCellValue } from "../../core/i18n/enum-labels";

const POWER_STATES = ["POWERED_ON", "POWERED_OFF", "SUSPENDED"] as const;

/** The machine details tab's columns: where each machine runs and what it runs. */
const COLUMNS: GridColumn<PoolMachine>[] = [
  {
    field: "name",
    kind: "name",
    label: "desktopPools.machines.column.name",
    filter: { type: "STRING", operator: "StartsWith" },
    disableTranslation: true,
    isAlwaysVisible: true,
  },
  {
    field: "managed_machine_data.host_name",
    kind: "name",
    label: "desktopPools.machineDetails.column.host",
    sortable: false,
    disableTranslation: true,
    value: (machine) => machine.managed_machine_data?.host_name ?? "",
  },
  {
    field: "managed_machine_data.datastore_ids",
    label: "desktopPools.machineDetails.column.datastore",
    sortable: false,
    disableTranslation: true,
    value: (machine) => (machine.managed_machine_data?.datastore_ids ?? []).join(", "),
  },
  {
    field: "managed_machine_data.virtual_machine_power_state",
    kind: "status",
    label: "desktopPools.machineDetails.column.power",
    sortable: false,
    value: (machine) => {
      const power = machine.managed_machine_data?.virtual_machine_power_state;
      return power && (POWER_STATES as readonly string[]).includes(power)
        ? `desktopPools.power.${power}`
        : "desktopPools.power.UNKNOWN";
    },
  },
  {
    field: "agent_version",
    kind: "status",
    label: "desktopPools.machines.column.agentVersion",
    disableTranslation: true,
    value: (machine) =>
      [machine.agent_version, machine.agent_build_number].filter((part) => part).join(" / "),
  },
  {
    field: "operating_system",
    kind: "status",
    label: "desktopPools.machines.column.operatingSystem",
    filter: { type: "STRING", operator: "Contains" },
    value: (machine) => enumCellValue("operatingSystem", machine.operating_system),
  },
  {
    field: "operating_system_architecture",
    kind: "status",
    label: "desktopPools.machineDetails.column.architecture",
    value: (machine) => enumCellValue("osArchitecture", machine.operating_system_architecture),
  },
];

/** The pool's machines with their host, datastores, power state, agent and operating system. */
export function PoolMachineDetailsTab({ pool }: { pool: DesktopPoolRow }) {
  const t = useTranslation();
  return (
    <ItemTabGrid<PoolMachine>
      gridId="desktop-pool-machine-details"
      label={t("desktopPools.machineDetails.gridLabel", { name: pool.name })}
      emptyText={t("desktopPools.machines.empty")}
      columns={COLUMNS}
      itemKey={pool.id}
      readPage={getPoolMachinesPage}
      isExportable
    />
  );
}
