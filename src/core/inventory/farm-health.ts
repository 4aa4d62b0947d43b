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
  return hostsByFarm(found);
}

/** RDS hosts grouped by the farm they serve; a host of no farm is left out. */
function hostsByFarm(found: readonly RdsHostOfFarm[]): Map<string, FarmRdsHost[]> {
  const byFarm = new Map<string, FarmRdsHost[]>();
  for (const { farm_id, ...host } of found) {
    if (farm_id === undefined) continue;
    const ofFarm = byFarm.get(farm_id);
    if (ofFarm) ofFarm.push(host);
    else byFarm.set(farm_id, [host]);
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
 * The health of the farms the given applications are published from, derived from public API answers only.
 * The load fails when the monitor or the hosts cannot be read (callers show the health as unknown rather
 * than wrong); a farm that cannot tell which hosts lack an executable counts it as installed.
 */
export async function loadFarmHealth(
  applications: readonly FarmPublishedApplication[],
): Promise<Map<string, FarmHealthInfo>> {
  const monitors = await restApi.get("/monitor/farms").json<FarmMonitorInfo[]>();
  const published = new Set(applications.map((application) => application.farm_id));
  const farms = monitors.filter((farm) => published.has(farm.id));
  if (farms.length === 0) return new Map();
  const hosts = await hostsOfFarms(farms.map((farm) => farm.id));
  const entries = await Promise.all(
    farms.map(async (farm): Promise<[string, FarmHealthInfo]> => {
      const ofFarm = applications.filter((application) => application.farm_id === farm.id);
      const farmHosts = hosts.get(farm.id) ?? [];
      const hasAppVolumes = ofFarm.some((application) => application.avm_shortcut_id !== undefined);
      const [missing, shortcuts] = await Promise.all([
        executablesMissingOnHosts(farm.id, farmHosts, ofFarm),
        hasAppVolumes ? appVolumesShortcuts(farm.id) : undefined,
      ]);
      return [farm.id, farmInfo(farm, farmHosts, missing, shortcuts)];
    }),
  );
  return new Map(entries);
}

/**
 * Which of a farm's hosts lack each executable published from it (one request for the farm); nothing when
 * the farm has no host or cannot tell, so an executable is then counted as installed.
 */
async function executablesMissingOnHosts(
  farmId: string,
  farmHosts: readonly FarmRdsHost[],
  ofFarm: readonly FarmPublishedApplication[],
): Promise<ReadonlyMap<string, readonly string[]>> {
  if (farmHosts.length === 0) return new Map();
  const paths = new Set(
    ofFarm
      .filter((application) => application.avm_shortcut_id === undefined)
      .map((application) => application.executable_path),
  );
  return notInstalledOn({ kind: "farms", id: farmId }, [...paths]).catch(() => new Map());
}

/** Every farm with its hosts and the applications published from them, before any installation check. */
export interface EveryFarm {
  /** Each farm's health with nothing known yet of which hosts lack an executable. */
  farms: FarmHealthInfo[];
  applications: FarmPublishedApplication[];
  /**
   * The same farms once their hosts were asked which executables they lack (one request per farm with
   * hosts). App Volumes shortcuts are not read: the farms' levels and warnings do not use them.
   */
  checkInstalled: () => Promise<FarmHealthInfo[]>;
}

/**
 * Every farm the monitor lists, every RDS host and every published application, read together in one round
 * trip: the hosts are one unfiltered list (each farm is asked about, so a farm filter would name them all),
 * grouped here by their farm. The installation check needs those answers, so it is a second step the
 * caller starts once the levels are shown (decision 0033).
 */
export async function loadEveryFarm(): Promise<EveryFarm> {
  const [monitors, hosts, applications] = await Promise.all([
    restApi.get("/monitor/farms").json<FarmMonitorInfo[]>(),
    fetchAllPages<RdsHostOfFarm>("/inventory/v1/rds-servers"),
    fetchAllPages<FarmPublishedApplication>("/inventory/v1/application-pools"),
  ]);
  const byFarm = hostsByFarm(hosts);
  const hostsOf = (farm: FarmMonitorInfo) => byFarm.get(farm.id) ?? [];
  return {
    farms: monitors.map((farm) => farmInfo(farm, hostsOf(farm), new Map(), undefined)),
    applications,
    checkInstalled: () =>
      Promise.all(
        monitors.map(async (farm) => {
          const ofFarm = applications.filter((application) => application.farm_id === farm.id);
          const missing = await executablesMissingOnHosts(farm.id, hostsOf(farm), ofFarm);
          return farmInfo(farm, hostsOf(farm), missing, undefined);
        }),
      ),
  };
}

function farmInfo(
  farm: FarmMonitorInfo,
  hosts: readonly FarmRdsHost[],
  notInstalled: ReadonlyMap<string, readonly string[]>,
  shortcuts: ReadonlySet<string> | undefined,
): FarmHealthInfo {
  return {
    id: farm.id,
    name: farm.name,
    status: farm.status,
    hosts,
    notInstalledOn: notInstalled,
    appVolumesShortcutIds: shortcuts,
  };
}
