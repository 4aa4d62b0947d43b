import type { ApiCall } from "../../../core/http/api-call";
import { apiPath } from "../../../core/http/api-clients";
import type { ApplicationPool } from "../application-pools.types";

/** The fields an administrator changes; the rest of the body repeats the pool as read. */
export type ApplicationPoolChange = Partial<
  Pick<
    ApplicationPool,
    | "enabled"
    | "display_name"
    | "executable_path"
    | "version"
    | "publisher"
    | "start_folder"
    | "parameters"
    | "category_folder_name"
    | "shortcut_locations"
    | "cs_restriction_tags"
    | "enable_client_restrictions"
    | "anti_affinity_data"
    | "multi_session_mode"
    | "max_multi_sessions"
  >
>;

/** ApplicationPoolUpdateSpec's fields: a PUT replaces the pool's settings with them. */
const UPDATE_FIELDS = [
  "display_name",
  "description",
  "version",
  "publisher",
  "start_folder",
  "parameters",
  "category_folder_name",
  "shortcut_locations",
  "cs_restriction_tags",
  "enable_client_restrictions",
  "anti_affinity_data",
  "multi_session_mode",
  "max_multi_sessions",
] as const;

/** The defaults the OpenAPI gives for file type updates, for a pool read without them. */
const DEFAULT_FILE_TYPES = { enable_auto_update_file_types: true, enable_auto_update_other_file_types: true };

/**
 * Changes an application pool. ApplicationPoolUpdateSpec requires enabled, enable_pre_launch,
 * executable_path and supported_file_types_data, and a PUT replaces what it leaves out, so the body is the
 * pool as read with the change applied: enabling a pool keeps its folder, restrictions and file types.
 * A setting the change sets to undefined (a folder cleared) is left out, which removes it.
 */
export function updateApplicationPoolCall(
  application: ApplicationPool,
  change: ApplicationPoolChange,
): ApiCall {
  const merged: ApplicationPool = { ...application, ...change };
  const optional = Object.fromEntries(
    UPDATE_FIELDS.flatMap((field) => (merged[field] === undefined ? [] : [[field, merged[field]]])),
  );
  return {
    api: "rest",
    method: "PUT",
    path: apiPath("/inventory/v1/application-pools/{id}", { id: application.id }),
    body: {
      ...optional,
      enabled: merged.enabled,
      enable_pre_launch: merged.enable_pre_launch ?? false,
      executable_path: merged.executable_path,
      supported_file_types_data: merged.supported_file_types_data ?? DEFAULT_FILE_TYPES,
    },
  };
}
