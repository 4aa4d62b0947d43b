import { setRdsHostEnabledCall, type RdsHostLimit } from "../../core/inventory/rds-host-calls";
import type { SectionAction } from "../actions/section-action";

/** The OpenAPI's privileges: an RDS host is changed with any of these on its farm's access group. */
export const RDS_HOST_MANAGE = "MACHINE_MANAGEMENT|POOL_MANAGEMENT";

/**
 * Enabling or disabling RDS hosts (the update call with `enabled`), one or many, wherever hosts are listed
 * (registered machines, a farm's page). Texts by key convention under `prefix`: `.action.enable`,
 * `.confirm.enable.title` / `.question`, `.outcome.enabled` (and disable).
 */
export function rdsHostEnableAction<Row extends RdsHostLimit & { enabled?: boolean | undefined }>(
  enabled: boolean,
  prefix: string,
): SectionAction<Row> {
  const id = enabled ? "enable" : "disable";
  return {
    id,
    label: `${prefix}.action.${id}`,
    privilege: RDS_HOST_MANAGE,
    selection: "many",
    appliesTo: (host) => host.enabled !== enabled,
    confirm: { title: `${prefix}.confirm.${id}.title`, question: `${prefix}.confirm.${id}.question` },
    request: { kind: "item", call: (host) => setRdsHostEnabledCall(host, enabled) },
    success: `${prefix}.outcome.${id}d`,
  };
}
