import { fetchAllPages, restApi, withoutErrorBanner } from "../../../core/http/api-clients";
import { restListSource } from "../../../core/query/rest-list-source";
import type { ComponentLogLevel, LogBundle, LogTarget } from "../log-collector.types";
import { LOG_COLLECTOR_PATH, LOG_LEVELS_PATH } from "./log-collector-calls";

/** The connection servers, agents and clients logs can be collected from, page by page. */
export const logTargets = restListSource<LogTarget>(`${LOG_COLLECTOR_PATH}/targets`);

/** Every collection's bundles the administrator may see, newest first. */
export function getLogBundles(): Promise<LogBundle[]> {
  return fetchAllPages<LogBundle>(`${LOG_COLLECTOR_PATH}/bundles`);
}

/** A finished bundle's file. */
export function downloadLogBundle(bundleId: string): Promise<Blob> {
  return restApi.get(`${LOG_COLLECTOR_PATH}/bundles/${encodeURIComponent(bundleId)}/content`).blob();
}

/** The log level of each component. */
export async function getLogLevels(): Promise<ComponentLogLevel[]> {
  const body: unknown = await restApi.get(LOG_LEVELS_PATH).json();
  return Array.isArray(body) ? (body as ComponentLogLevel[]) : [];
}

/** Sets the log levels of the given components. */
export async function updateLogLevels(levels: readonly ComponentLogLevel[]): Promise<void> {
  await withoutErrorBanner(restApi).put(levels, LOG_LEVELS_PATH).res();
}
