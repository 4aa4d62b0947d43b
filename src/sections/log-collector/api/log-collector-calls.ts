import type { ApiCall } from "../../../core/http/api-call";

export const LOG_COLLECTOR_PATH = "/troubleshooting/v1/log-collector";
export const LOG_LEVELS_PATH = "/troubleshooting/v1/log-levels";

/** Starts one collection from the targets; the answer has a result per target. */
export function collectLogsCall(targetIds: readonly string[]): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: `${LOG_COLLECTOR_PATH}/bundles/action/collect`,
    body: targetIds,
  };
}

/** Cancels running collections; the answer has a result per bundle. */
export function cancelLogBundlesCall(bundleIds: readonly string[]): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: `${LOG_COLLECTOR_PATH}/bundles/action/cancel`,
    body: bundleIds,
  };
}
