import { restApi } from "../../../core/http/api-clients";

/** Whether no application pool has the name yet. */
export async function isApplicationNameAvailable(name: string): Promise<boolean> {
  const answer = await restApi
    .post({ name }, "/inventory/v1/application-pools/action/check-name-availability")
    .json<{ available: boolean }>();
  return answer.available;
}
