import { restApi } from "../../../core/http/api-clients";

/** Whether no desktop pool has this name yet. */
export async function checkDesktopPoolName(name: string): Promise<boolean> {
  const answer = await restApi
    .post({ name }, "/inventory/v1/desktop-pools/action/check-name-availability")
    .json<{ available?: boolean }>();
  return answer.available === true;
}
