import { viewApi } from "../../../core/http/api-clients";
import { usageCountersFrom, type UsageCounter } from "../licensing.model";

/** GET UsageStatistics/GetLicensingCounters (view API): current and highest usage. */
export async function getUsage(): Promise<UsageCounter[]> {
  return usageCountersFrom(await viewApi.get("UsageStatistics/GetLicensingCounters").json());
}
