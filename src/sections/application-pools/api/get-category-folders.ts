import { restApi } from "../../../core/http/api-clients";

/** The pod's category folder paths (2212 answers the whole list: it does not page). */
export function getCategoryFolders(): Promise<string[]> {
  return restApi.get("/inventory/v1/category-folders").json<string[]>();
}
