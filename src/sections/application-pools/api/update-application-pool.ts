import type { ApiCall } from "../../../core/http/api-call";
import { apiPath } from "../../../core/http/api-clients";

/** The fields an update may change (a partial body: only what is sent changes). */
export type ApplicationPoolChange = Partial<{
  enabled: boolean;
  display_name: string;
  executable_path: string;
  version: string;
  publisher: string;
  start_folder: string;
  parameters: string;
}>;

/** Changes an application pool. */
export function updateApplicationPoolCall(id: string, change: ApplicationPoolChange): ApiCall {
  return {
    api: "rest",
    method: "PUT",
    path: apiPath("/inventory/v1/application-pools/{id}", { id }),
    body: change,
  };
}
