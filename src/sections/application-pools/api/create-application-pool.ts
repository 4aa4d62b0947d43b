import type { ApiCall } from "../../../core/http/api-call";
import type { ApplicationForm, ApplicationHost } from "../application-pools.types";
import { settingsBody } from "../application-settings-fields";

/** Publishes an application from a farm or desktop pool (the newest create version). */
export function createApplicationPoolCall(host: ApplicationHost, form: ApplicationForm): ApiCall {
  const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());
  return {
    api: "rest",
    method: "POST",
    path: "/inventory/v3/application-pools",
    body: {
      name: form.name.trim(),
      display_name: optional(form.display_name) ?? form.name.trim(),
      executable_path: form.executable_path.trim(),
      version: optional(form.version),
      publisher: optional(form.publisher),
      start_folder: optional(form.start_folder),
      parameters: optional(form.parameters),
      enabled: true,
      ...settingsBody(form, host.kind === "farm"),
      [host.kind === "farm" ? "farm_id" : "desktop_pool_id"]: host.id,
    },
  };
}
