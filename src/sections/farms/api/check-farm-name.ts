import { restApi } from "../../../core/http/api-clients";

/** Whether no farm has this name yet. */
export async function isFarmNameAvailable(name: string): Promise<boolean> {
  const answer = await restApi
    .post({ name }, "/inventory/v1/farms/action/check-name-availability")
    .json<{ available?: boolean }>();
  return answer.available === true;
}
