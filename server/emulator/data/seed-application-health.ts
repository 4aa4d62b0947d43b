import { APPLICATIONS } from "./application-catalogue";
import type { ApplicationPoolRecord, FarmRecord, MachineRecord, RdsServerRecord } from "./inventory-types";
import type { Prng } from "./prng";

/** What an application volumes manager offers on every farm whose manager answers. */
export const APP_VOLUMES_APPLICATIONS = [
  {
    avm_shortcut_id: "1",
    name: "Slack",
    publisher: "Slack Technologies",
    executable_path: "C:\\SnapVolumesTemp\\MountPoints\\slack\\slack.exe",
    version: "4.36.140",
  },
  {
    avm_shortcut_id: "2",
    name: "Zoom",
    publisher: "Zoom Video Communications",
    executable_path: "C:\\SnapVolumesTemp\\MountPoints\\zoom\\Zoom.exe",
    version: "5.17.5",
  },
] as const;

const PUTTY_PATH = APPLICATIONS.find(([name]) => name === "PuTTY")?.[2] ?? "";

function application(
  rng: Prng,
  farm: FarmRecord,
  name: string,
  entry: { name: string; publisher: string; executable_path: string; version: string },
): ApplicationPoolRecord {
  return {
    id: rng.uuid(),
    name,
    display_name: entry.name,
    description: `${entry.name} published from ${farm.name}`,
    access_group_id: farm.access_group_id,
    enabled: true,
    enable_pre_launch: false,
    enable_client_restrictions: false,
    cloud_brokered: false,
    executable_path: entry.executable_path,
    version: entry.version,
    publisher: entry.publisher,
    multi_session_mode: "DISABLED",
    shortcut_locations: [],
    icon_ids: [],
    farm_id: farm.id,
  };
}

/**
 * The application health the farm monitor reports: on the first farm the second host lacks the first
 * application published there (and PuTTY, which nothing publishes yet); on the second farm every host
 * lacks its first application; the third farm's application volumes manager does not answer; one
 * application volumes application is missing from its manager; a lab farm has no RDS hosts at all; the
 * first application published from a desktop pool is missing on one of the pool's machines.
 */
export function seedApplicationHealth(
  rng: Prng,
  farms: FarmRecord[],
  rdsServers: RdsServerRecord[],
  applicationPools: ApplicationPoolRecord[],
  machines: MachineRecord[],
): void {
  const fromPool = applicationPools.find((application) => application.desktop_pool_id !== undefined);
  const lacking = machines.find((machine) => machine.desktop_pool_id === fromPool?.desktop_pool_id);
  if (fromPool && lacking) lacking.missing_executable_paths = [fromPool.executable_path];

  const hostsOf = (farm: FarmRecord) => rdsServers.filter((server) => server.farm_id === farm.id);
  const firstAppOf = (farm: FarmRecord) => applicationPools.find((app) => app.farm_id === farm.id);
  const [first, second, third] = farms;
  if (!first || !second || !third) return;

  const someHost = hostsOf(first)[1];
  if (someHost) {
    someHost.missing_executable_paths = [firstAppOf(first)?.executable_path ?? "", PUTTY_PATH].filter(
      Boolean,
    );
  }
  const everywhere = firstAppOf(second);
  if (everywhere) {
    for (const host of hostsOf(second)) host.missing_executable_paths = [everywhere.executable_path];
  }
  third.app_volumes_manager_accessible = false;
  const [slack, zoom] = APP_VOLUMES_APPLICATIONS;
  applicationPools.push({
    ...application(rng, third, `Slack-${third.name}`, slack),
    avm_shortcut_id: slack.avm_shortcut_id,
  });
  // A shortcut its manager no longer offers: listed as missing.
  applicationPools.push({
    ...application(rng, first, `Zoom-${first.name}`, zoom),
    avm_shortcut_id: "retired-9",
  });

  const lab: FarmRecord = {
    ...structuredClone(third),
    id: rng.uuid(),
    name: `Lab-RDS-${String(farms.length + 1).padStart(2, "0")}`,
    display_name: "Lab published apps",
    description: "Manual RDS farm without hosts yet",
    type: "MANUAL",
    enabled: true,
  };
  delete lab.automated_farm_settings;
  delete lab.desktop_pool_id;
  delete lab.app_volumes_manager_accessible;
  farms.push(lab);
  const [calculatorName, publisher, path, version] =
    APPLICATIONS.find(([name]) => name === "Calculator") ?? APPLICATIONS[0];
  applicationPools.push(
    application(rng, lab, `Calculator-${lab.name}`, {
      name: calculatorName,
      publisher,
      executable_path: path,
      version,
    }),
  );
}
