import type { SectionAction } from "../../ui/actions/section-action";
import {
  archiveDisksCall,
  attachDiskCall,
  deleteDiskCall,
  detachDisksCall,
} from "./api/persistent-disk-calls";
import { DiskMachineInput, isMachineChosen, MACHINE_INPUT } from "./disk-machine-input";
import type { PersistentDiskRow } from "./persistent-disks.types";

// Spec 000 §6: persistent disks are changed with UDD_MANAGEMENT on the disk's access group.
const MANAGE = "UDD_MANAGEMENT";
const ids = (disks: readonly PersistentDiskRow[]) => disks.map((disk) => disk.id);
const isSettled = (disk: PersistentDiskRow) => disk.status === "IN_USE" || disk.status === "UNATTACHED";

/** The attached disks' actions: detach and archive, on one or many disks (all pages too). */
export const ATTACHED_DISK_ACTIONS: readonly SectionAction<PersistentDiskRow>[] = [
  {
    id: "detach",
    label: "persistentDisks.action.detach",
    privilege: MANAGE,
    selection: "many",
    appliesTo: isSettled,
    confirm: {
      title: "persistentDisks.confirm.detach.title",
      question: "persistentDisks.confirm.detach.question",
    },
    request: { kind: "batch", call: (disks) => detachDisksCall(ids(disks)) },
    success: "persistentDisks.outcome.detached",
  },
  {
    id: "archive",
    label: "persistentDisks.action.archive",
    privilege: MANAGE,
    selection: "many",
    variant: "danger",
    appliesTo: isSettled,
    confirm: {
      title: "persistentDisks.confirm.archive.title",
      question: "persistentDisks.confirm.archive.question",
    },
    request: { kind: "batch", call: (disks) => archiveDisksCall(ids(disks)) },
    success: "persistentDisks.outcome.archived",
  },
];

/** The detached disks' actions: attach one to a machine, delete one or many, import from vCenter. */
export function detachedDiskActions(openImport: () => void): SectionAction<PersistentDiskRow>[] {
  return [
    {
      id: "import",
      label: "persistentDisks.action.import",
      privilege: MANAGE,
      selection: "none",
      open: openImport,
    },
    {
      id: "attach",
      label: "persistentDisks.action.attach",
      privilege: MANAGE,
      selection: "one",
      appliesTo: (disk) => disk.status === "UNATTACHED",
      confirm: {
        title: "persistentDisks.confirm.attach.title",
        question: "persistentDisks.confirm.attach.question",
      },
      input: {
        initial: MACHINE_INPUT,
        render: (values, set, disks) => <DiskMachineInput disk={disks[0]} values={values} set={set} />,
        isComplete: isMachineChosen,
      },
      request: { kind: "item", call: (disk, values) => attachDiskCall(disk.id, String(values.machineId)) },
      success: "persistentDisks.outcome.attached",
    },
    {
      id: "delete",
      label: "persistentDisks.action.delete",
      privilege: MANAGE,
      selection: "many",
      variant: "danger",
      appliesTo: (disk) => disk.status === "UNATTACHED",
      confirm: {
        title: "persistentDisks.confirm.delete.title",
        question: "persistentDisks.confirm.delete.question",
      },
      request: { kind: "item", call: (disk) => deleteDiskCall(disk.id) },
      success: "persistentDisks.outcome.deleted",
    },
  ];
}
