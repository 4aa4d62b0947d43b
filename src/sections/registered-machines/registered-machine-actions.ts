import type { SectionAction } from "../../ui/actions/section-action";
import { deletePhysicalMachineCall, deleteRdsServerCall } from "./api/delete-registered-machine";
import { RDS_HOST_MANAGE, rdsHostEnableAction } from "../../ui/rds-hosts/rds-host-actions";
import type { PhysicalMachine, RdsServerRow } from "./registered-machines.types";

/**
 * The RDS host actions: enable, disable (the update call with `enabled`) and remove, on one or many
 * hosts. The REST API offers no drain-mode setting: the drain state is shown, not changed.
 */
export const RDS_SERVER_ACTIONS: readonly SectionAction<RdsServerRow>[] = [
  rdsHostEnableAction(true, "registeredMachines"),
  rdsHostEnableAction(false, "registeredMachines"),
  {
    id: "remove",
    label: "registeredMachines.action.remove",
    privilege: RDS_HOST_MANAGE,
    selection: "many",
    variant: "danger",
    appliesTo: (server) => (server.session_count ?? 0) === 0,
    confirm: {
      title: "registeredMachines.confirm.remove.title",
      question: "registeredMachines.confirm.remove.question",
    },
    request: { kind: "item", call: (server) => deleteRdsServerCall(server.id) },
    success: "registeredMachines.outcome.removed",
  },
];

/** Removing registered physical machines needs the global GLOBAL_CONFIG_MANAGEMENT (the OpenAPI's rule). */
export const PHYSICAL_MACHINE_ACTIONS: readonly SectionAction<PhysicalMachine>[] = [
  {
    id: "remove",
    label: "registeredMachines.action.remove",
    privilege: "GLOBAL_CONFIG_MANAGEMENT",
    selection: "many",
    variant: "danger",
    confirm: {
      title: "registeredMachines.confirm.remove.title",
      question: "registeredMachines.confirm.remove.question",
    },
    request: { kind: "item", call: (machine) => deletePhysicalMachineCall(machine.id) },
    success: "registeredMachines.outcome.removed",
  },
];
