import type { SectionAction } from "../../ui/actions/section-action";
import { deletePhysicalMachineCall, deleteRdsServerCall } from "./api/delete-registered-machine";
import { setRdsServerEnabledCall } from "./api/update-rds-server";
import type { PhysicalMachine, RdsServerRow } from "./registered-machines.types";

// The OpenAPI's privileges: an RDS host is changed with any of these on its farm's access group.
const RDS_MANAGE = "MACHINE_MANAGEMENT|POOL_MANAGEMENT";

function enableAction(enabled: boolean): SectionAction<RdsServerRow> {
  const id = enabled ? "enable" : "disable";
  return {
    id,
    label: `registeredMachines.action.${id}`,
    privilege: RDS_MANAGE,
    selection: "many",
    appliesTo: (server) => server.enabled !== enabled,
    confirm: {
      title: `registeredMachines.confirm.${id}.title`,
      question: `registeredMachines.confirm.${id}.question`,
    },
    request: { kind: "item", call: (server) => setRdsServerEnabledCall(server, enabled) },
    success: `registeredMachines.outcome.${id}d`,
  };
}

/**
 * The RDS host actions: enable, disable (the update call with `enabled`) and remove, on one or many
 * hosts. The REST API offers no drain-mode setting: the drain state is shown, not changed.
 */
export const RDS_SERVER_ACTIONS: readonly SectionAction<RdsServerRow>[] = [
  enableAction(true),
  enableAction(false),
  {
    id: "remove",
    label: "registeredMachines.action.remove",
    privilege: RDS_MANAGE,
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
