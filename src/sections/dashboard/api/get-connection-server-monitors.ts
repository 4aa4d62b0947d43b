import { restApi } from "../../../core/http/api-clients";
import { isApiError } from "../../../core/http/api-error";
import type { ConnectionServerMonitor } from "../dashboard.types";

/**
 * Monitoring information of every connection server, with whether each is enabled. The monitor record
 * has no such field (a disabled server reads UNKNOWN there), so it comes from the settings list; an
 * administrator who may read the monitors but not the settings still sees the health.
 */
export async function getConnectionServerMonitors(): Promise<ConnectionServerMonitor[]> {
  const [monitors, settings] = await Promise.all([
    restApi.get("/monitor/v3/connection-servers").json<ConnectionServerMonitor[]>(),
    restApi
      .get("/config/v2/connection-servers")
      .json<{ id: string; enabled?: boolean }[]>()
      .catch((error: unknown) => {
        if (isApiError(error, 403)) return [];
        throw error;
      }),
  ]);
  const enabled = new Map(settings.map((server) => [server.id, server.enabled]));
  return monitors.map((monitor) => {
    const isEnabled = enabled.get(monitor.id);
    return isEnabled === undefined ? monitor : { ...monitor, enabled: isEnabled };
  });
}
