import { viewApi } from "../../../core/http/api-clients";
import { usageCountersFrom, type UsageCounter } from "../licensing.model";

/** GET License/GetUsage (view API): current and highest usage of each licence counter. */
export async function getUsage(): Promise<UsageCounter[]> {
  return usageCountersFrom(await viewApi.get("License/GetUsage").json());
}
