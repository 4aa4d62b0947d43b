import { apiPath, fetchAllPages, restApi } from "../http/api-clients";
import type { ApplicationForHealth, FarmHealthInfo, FarmRdsHost } from "./application-health";

/** A farm's entry in the monitor (FarmMonitorInfo: the fields health reads). */
interface FarmMonitorInfo {
  id: string;
  name: string;
  status: FarmHealthInfo["status"];
}

/** An RDS host with the farm it serves (RDSServerInfo). */
interface RdsHostOfFarm extends FarmRdsHost {
  farm_id?: string;
}

/** One executable's installation on a farm's hosts (InstalledApplicationValidationInfo). */
interface InstalledApplicationValidation {
  application_exe_path: string;
  status: "SUCCESS" | "NOT_INSTALLED";
  machine_or_rds_server_ids?: string[];
}

/** An application published from a farm, as the health of its farm needs it. */
export interface FarmPublishedApplication extends ApplicationForHealth {
  farm_id?: string | undefined;
}

/** How many farms one host lookup asks about (an Or of Equals per farm in the URL). */
const FARM_BATCH = 50;

function farmFilter(ids: readonly string[]) {
  const equals = ids.map((id) => ({ type: "Equals", name: "farm_id", value: id }));
  return equals.length === 1 ? equals[0] : { type: "Or", filters: equals };
}

/** The RDS hosts of the given farms, by farm id. */
async function hostsOfFarms(farmIds: readonly string[]): Promise<Map<string, FarmRdsHost[]>> {
  const batches: string[][] = [];
  for (let start = 0; start < farmIds.length; start += FARM_BATCH)
    batches.push(farmIds.slice(start, start + FARM_BATCH));
  const found = (
    await Promise.all(
      batches.map((batch) =>
        fetchAllPages<RdsHostOfFarm>("/inventory/v1/rds-servers", { filter: farmFilter(batch) }),
      ),
    )
  ).flat();
  const byFarm = new Map<string, FarmRdsHost[]>();
  for (const { farm_id, ...host } of found) {
    if (farm_id === undefined) continue;
    byFarm.set(farm_id, [...(byFarm.get(farm_id) ?? []), host]);
  }
  return byFarm;
}

/**
 * Which members (RDS hosts of a farm, machines of a desktop pool) lack each executable, by executable path
 * (`validate-installed-applications`); an executable installed on every member is absent from the map.
 */
export async function notInstalledOn(
  host: { kind: "farms" | "desktop-pools"; id: string },
  executablePaths: readonly string[],
): Promise<Map<string, readonly string[]>> {
  if (executablePaths.length === 0) return new Map();
  const answer = await restApi
    .post(
      executablePaths,
      apiPath(`/inventory/v1/${host.kind}/{id}/action/validate-installed-applications`, { id: host.id }),
    )
    .json<InstalledApplicationValidation[]>();
  return new Map(
    answer
      .filter((entry) => entry.status === "NOT_INSTALLED")
      .map((entry) => [entry.application_exe_path, entry.machine_or_rds_server_ids ?? []]),
  );
}

/** The App Volumes shortcuts a farm offers; undefined when its manager cannot be read. */
async function appVolumesShortcuts(farmId: string): Promise<ReadonlySet<string> | undefined> {
  try {
    const applications = await restApi
      .get(apiPath("/inventory/v1/farms/{id}/app-volumes-applications", { id: farmId }))
      .json<{ avm_shortcut_id: string }[]>();
    return new Set(applications.map((application) => application.avm_shortcut_id));
  } catch {
    return undefined;
  }
}

/**
 * The health of the farms the given applications are published from (every farm the monitor lists when
 * `allFarms` is set), derived from public API answers only. The load fails when the monitor or the hosts
 * cannot be read (callers show the health as unknown rather than wrong); a farm that cannot tell which hosts
 * lack an executable counts it as installed.
 */
export async function loadFarmHealth(
  applications: readonly FarmPublishedApplication[],
  allFarms = false,
): Promise<Map<string, FarmHealthInfo>> {
  const monitors = await restApi.get("/monitor/farms").json<FarmMonitorInfo[]>();
  const published = new Set(applications.map((application) => application.farm_id));
  const farms = allFarms ? monitors : monitors.filter((farm) => published.has(farm.id));
  if (farms.length === 0) return new Map();
  const hosts = await hostsOfFarms(farms.map((farm) => farm.id));
  const entries = await Promise.all(
    farms.map(async (farm): Promise<[string, FarmHealthInfo]> => {
      const ofFarm = applications.filter((application) => application.farm_id === farm.id);
      const farmHosts = hosts.get(farm.id) ?? [];
      const paths = [
        ...new Set(
          ofFarm
            .filter((application) => application.avm_shortcut_id === undefined)
            .map((application) => application.executable_path),
        ),
      ];
      const hasAppVolumes = ofFarm.some((application) => application.avm_shortcut_id !== undefined);
      const [missing, shortcuts] = await Promise.all([
        farmHosts.length > 0
          ? notInstalledOn({ kind: "farms", id: farm.id }, paths).catch(() => new Map())
          : new Map(),
        hasAppVolumes ? appVolumesShortcuts(farm.id) : undefined,
      ]);
      return [
        farm.id,
        {
          id: farm.id,
          name: farm.name,
          status: farm.status,
          hosts: farmHosts,
          notInstalledOn: missing,
          appVolumesShortcutIds: shortcuts,
        },
      ];
    }),
  );
  return new Map(entries);
}
