import { canRemoveMachine, hasPrivilege } from "../../core/privileges/privileges.model";
import { batchAction, type ActionValues, type SectionAction } from "../../ui/actions/section-action";
import { useTranslation } from "../../ui/i18n/use-translation";
import { LazyModule } from "../../ui/lazy/lazy-module";
import { assignMachineUsersCall } from "./api/assign-machine-users";
import { deleteMachinesCall } from "./api/delete-machines";
import { deleteRdsServerCall } from "./api/delete-rds-server";
import { enterMaintenanceCall } from "./api/enter-maintenance";
import { exitMaintenanceCall } from "./api/exit-maintenance";
import { rebuildMachinesCall } from "./api/rebuild-machines";
import { recoverMachinesCall } from "./api/recover-machines";
import { resetMachinesCall } from "./api/reset-machines";
import { restartMachinesCall } from "./api/restart-machines";
import { unassignMachineUsersCall } from "./api/unassign-machine-users";
import { canActOnLocalSession } from "../../ui/sessions/local-session-actions";
import { isMachineSessionAction, MACHINE_SESSION_ACTIONS } from "./machine-session-actions";
import type { MachineRow, RdsServerRow } from "./machines.types";

/** The assign-user confirmation's values: the chosen user's id and name. */
const USER_INPUT: ActionValues = { userId: "", userName: "" };

const isUserChosen = (values: ActionValues) => typeof values.userId === "string" && values.userId !== "";

// The directory search of the assign-user confirmation loads when it first opens (decision 0037).
const loadMachineUserInput = () => import("./machine-user-input");

const ids = (machines: readonly MachineRow[]) => machines.map((machine) => machine.id);
const isManaged = (machine: MachineRow) => machine.type === "MANAGED_MACHINE";
const isInMaintenance = (machine: MachineRow) => machine.state === "MAINTENANCE";
const isDedicated = (machine: MachineRow) => machine.pool?.user_assignment === "DEDICATED";
/** Only full clones of a dedicated automated pool are rebuilt (the REST API's rebuild rule). */
const isRebuildable = (machine: MachineRow) =>
  isManaged(machine) &&
  machine.pool?.type === "AUTOMATED" &&
  machine.pool.source === "VIRTUAL_CENTER" &&
  isDedicated(machine);
/** A manual pool's machines stay in vCenter unless the administrator asks; automated pools' always go. */
const canDeleteFromDisk = (machine: MachineRow) => isManaged(machine) && machine.pool?.type === "MANUAL";

const MAINTENANCE = { id: "maintenance", label: "machines.action.maintenance" };
const POWER = { id: "power", label: "machines.action.power" };
const USERS = { id: "users", label: "machines.action.users" };

function DeleteFromDisk({
  machines,
  checked,
  onChange,
}: {
  machines: readonly MachineRow[];
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useTranslation();
  if (!machines.some(canDeleteFromDisk)) return null;
  return (
    <label className="vdc-checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {t("machines.remove.fromDisk")}
    </label>
  );
}

/**
 * The machine actions, on the list (one or many machines, all pages too) and on a machine's page alike,
 * each checked on the machine's access group; the REST bulk actions go in batches, the per-machine
 * calls (users) one by one.
 */
export const MACHINE_ACTIONS: readonly SectionAction<MachineRow>[] = [
  batchAction("machines", "enter-maintenance", "MACHINE_MAINTENANCE", enterMaintenanceCall, {
    key: "enterMaintenance",
    group: MAINTENANCE,
    appliesTo: (machine) => !isInMaintenance(machine),
    success: "machines.outcome.enteredMaintenance",
  }),
  batchAction("machines", "exit-maintenance", "MACHINE_MAINTENANCE", exitMaintenanceCall, {
    key: "exitMaintenance",
    group: MAINTENANCE,
    appliesTo: isInMaintenance,
    success: "machines.outcome.exitedMaintenance",
  }),
  batchAction("machines", "restart", "MACHINE_REBOOT", restartMachinesCall, {
    variant: "danger",
    group: POWER,
    appliesTo: isManaged,
  }),
  batchAction("machines", "reset", "MACHINE_REBOOT", resetMachinesCall, {
    variant: "danger",
    group: POWER,
    appliesTo: isManaged,
  }),
  batchAction("machines", "recover", "MACHINE_MANAGEMENT|POOL_MANAGEMENT", recoverMachinesCall, {
    group: POWER,
    appliesTo: isManaged,
  }),
  batchAction("machines", "rebuild", "MACHINE_MANAGEMENT", rebuildMachinesCall, {
    variant: "danger",
    group: POWER,
    appliesTo: isRebuildable,
  }),
  {
    id: "assign-user",
    label: "machines.action.assignUser",
    privilege: "MACHINE_USER_MANAGEMENT",
    selection: "many",
    group: USERS,
    appliesTo: isDedicated,
    confirm: { title: "machines.confirm.assignUser.title", question: "machines.confirm.assignUser.question" },
    input: {
      initial: USER_INPUT,
      render: (values, set) => (
        <LazyModule
          load={loadMachineUserInput}
          render={({ MachineUserInput }) => <MachineUserInput values={values} set={set} />}
        />
      ),
      isComplete: isUserChosen,
    },
    request: {
      kind: "item",
      call: (machine, values) => assignMachineUsersCall(machine.id, [String(values.userId)]),
    },
    success: "machines.outcome.userAssigned",
  },
  {
    id: "unassign-user",
    label: "machines.action.unassignUser",
    privilege: "MACHINE_USER_MANAGEMENT",
    selection: "many",
    group: USERS,
    appliesTo: (machine) => (machine.user_ids ?? []).length > 0,
    confirm: {
      title: "machines.confirm.unassignUser.title",
      question: "machines.confirm.unassignUser.question",
    },
    request: {
      kind: "item",
      call: (machine) => unassignMachineUsersCall(machine.id, machine.user_ids ?? []),
    },
    success: "machines.outcome.userUnassigned",
  },
  {
    id: "remove",
    label: "machines.action.remove",
    privilege: "POOL_MANAGEMENT|MACHINE_MANAGEMENT",
    selection: "many",
    variant: "danger",
    confirm: { title: "machines.confirm.remove.title", question: "machines.confirm.remove.question" },
    input: {
      initial: { deleteFromDisk: false },
      render: (values, set, rows) => (
        <DeleteFromDisk
          machines={rows}
          checked={values.deleteFromDisk === true}
          onChange={(checked) => set("deleteFromDisk", checked)}
        />
      ),
    },
    request: {
      kind: "batch",
      call: (rows, values) => deleteMachinesCall(ids(rows), values.deleteFromDisk === true),
    },
    success: "machines.outcome.removed",
  },
  ...MACHINE_SESSION_ACTIONS,
];

/**
 * Who may act on a machine: the action's privilege on the machine's access group, and for removal the
 * rules of spec 000 section 6: removal (POOL_MANAGEMENT, or MACHINE_MANAGEMENT unless a helpdesk
 * administrator) and a session's (FEDERATED_SESSIONS_MANAGE on its global groups, or the privilege here).
 */
export function canActOnMachine(action: SectionAction<MachineRow>, machine: MachineRow): boolean {
  if (action.id === "remove") return canRemoveMachine(machine.access_group_id);
  if (isMachineSessionAction(action)) return canActOnLocalSession(action, machine);
  if (action.privilege === undefined) return true;
  return hasPrivilege(
    action.privilege,
    machine.access_group_id ? { accessGroupId: machine.access_group_id } : {},
  );
}

/** The RDS host actions: removing a host from its farm, one call per host. */
export const RDS_SERVER_ACTIONS: readonly SectionAction<RdsServerRow>[] = [
  {
    id: "remove",
    label: "machines.action.remove",
    privilege: "POOL_MANAGEMENT|MACHINE_MANAGEMENT",
    selection: "many",
    variant: "danger",
    appliesTo: (server) => (server.session_count ?? 0) === 0,
    confirm: { title: "machines.confirm.removeRds.title", question: "machines.confirm.removeRds.question" },
    request: { kind: "item", call: (server) => deleteRdsServerCall(server.id) },
    success: "machines.outcome.removed",
  },
];
