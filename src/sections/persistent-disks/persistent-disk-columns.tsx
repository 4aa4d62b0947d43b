import type { GridColumn } from "../../ui/data-grid/grid-column";
import { StatusIcon, type StatusValue } from "../../ui/status-icon/status-icon";
import { useTranslation } from "../../ui/i18n/use-translation";
import { diskSize, type DiskTab } from "./persistent-disks.model";
import { DISK_STATES, type DiskState, type PersistentDiskRow } from "./persistent-disks.types";

const STATE_STATUS: Record<DiskState, StatusValue> = {
  IN_USE: "OK",
  UNATTACHED: "UNKNOWN",
  ATTACHING: "WARN",
  DETACHING: "WARN",
  REPLACING: "WARN",
  ARCHIVING: "WARN",
  DELETING: "WARN",
};

function DiskStateCell({ state }: { state: DiskState }) {
  const t = useTranslation();
  return (
    <span className="vdc-disks__state">
      <StatusIcon status={STATE_STATUS[state]} />
      <span>{t(`persistentDisks.state.${state}`)}</span>
    </span>
  );
}

const text = (field: string, label: string, extra: Partial<GridColumn<PersistentDiskRow>> = {}) => ({
  field,
  label: `persistentDisks.column.${label}`,
  disableTranslation: true,
  ...extra,
});

/** The columns of a disks tab: the machine on the attached tab, the last user on the detached one. */
export function diskColumns(tab: DiskTab, locale: string): GridColumn<PersistentDiskRow>[] {
  const columns: (GridColumn<PersistentDiskRow> | false)[] = [
    text("name", "name", { filter: { type: "STRING", operator: "Contains" }, isAlwaysVisible: true }),
    text("capacity_mb", "size", { value: (disk) => diskSize(disk.capacity_mb, locale) }),
    text("usage_mb", "usage", {
      value: (disk) =>
        disk.usage_mb === undefined || disk.capacity_mb === 0
          ? ""
          : `${Math.round((disk.usage_mb / disk.capacity_mb) * 100)} %`,
    }),
    text("datastore_name", "datastore", { filter: { type: "STRING", operator: "Contains" } }),
    tab === "attached" && text("machineName", "machine", { sortable: false }),
    text("userName", tab === "attached" ? "user" : "lastUser", { sortable: false }),
    text("poolName", "pool", { sortable: false }),
    {
      field: "status",
      label: "persistentDisks.column.state",
      filter: {
        type: "CHECKBOX",
        options: DISK_STATES.map((state) => ({ value: state, label: `persistentDisks.state.${state}` })),
      },
      value: (disk) => `persistentDisks.state.${disk.status}`,
      cell: (disk) => <DiskStateCell state={disk.status} />,
    },
    {
      field: "disk_role",
      label: "persistentDisks.column.role",
      isHidden: true,
      value: (disk) => `persistentDisks.role.${disk.disk_role}`,
    },
    text("datastore_path", "path", { isHidden: true }),
  ];
  return columns.filter((column): column is GridColumn<PersistentDiskRow> => column !== false);
}
