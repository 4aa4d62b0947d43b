import { viewApi, withoutErrorBanner } from "../../../core/http/api-clients";

/** POST License/ResetHighestUsage (view API): the highest values start again from the current ones. */
export async function resetHighestUsage(): Promise<void> {
  await withoutErrorBanner(viewApi).post({}, "License/ResetHighestUsage").res();
}
