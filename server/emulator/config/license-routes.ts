import type { Hono } from "hono";
import { LOCAL_ROOT_ACCESS_GROUP_ID } from "../data/access-groups";
import { requirePrivilege, restGuard, viewGuard } from "../auth/guards";
import type { EmulatorEnv } from "../emulator-context";
import type { EmulatorServices } from "../emulator-services";
import { EmulatorHttpError, readJsonObject, readOptionalJson, requireString } from "../http/errors";
import { SettingsStore, USAGE_COUNTERS } from "./settings-store";

const VIEW = "/view-vlsi/rest/v1";
const DAY_MS = 24 * 60 * 60 * 1000;

interface LicenseView {
  licensed: boolean;
  licenseKey: string;
  licenseMode: string;
  licenseHealth: string;
  gracePeriodDays: number;
  expirationTime: number;
  usageModel: string;
  licenseEdition: string;
  desktopLaunchingEnabled: boolean;
  applicationLaunchingEnabled: boolean;
  instantCloneEnabled: boolean;
  helpDeskEnabled: boolean;
  collaborationEnabled: boolean;
}

function currentLicense(services: EmulatorServices): LicenseView {
  const { key, mode, health, expired } = services.settings.state.license;
  const licensed = key !== null && !expired;
  const now = services.clock.now();
  const gracePeriodDays =
    key === null ? 0 : expired ? -3 : health === "RED" ? 5 : health === "YELLOW" ? 25 : 300;
  return {
    licensed,
    licenseKey: key ?? "",
    licenseMode: mode,
    licenseHealth: key === null ? "RED" : expired ? "RED" : health,
    gracePeriodDays,
    expirationTime: now + gracePeriodDays * DAY_MS,
    usageModel: "CONCURRENT_USER",
    licenseEdition: "HORIZON_ENTERPRISE_CONCURRENT_USER",
    desktopLaunchingEnabled: licensed,
    applicationLaunchingEnabled: licensed,
    instantCloneEnabled: licensed,
    helpDeskEnabled: licensed,
    collaborationEnabled: licensed,
  };
}

/** REST LicenseInfo / LicenseInfoV2. */
function restLicense(license: LicenseView, v2: boolean) {
  return {
    licensed: license.licensed,
    license_key: license.licenseKey,
    license_mode: license.licenseMode,
    license_health: license.licenseHealth,
    grace_period_days: license.gracePeriodDays,
    expiration_time: license.expirationTime,
    usage_model: license.usageModel,
    license_edition: license.licenseEdition,
    desktop_pool_launch_enabled: license.desktopLaunchingEnabled,
    application_pool_launch_enabled: license.applicationLaunchingEnabled,
    instant_clone_enabled: license.instantCloneEnabled,
    help_desk_enabled: license.helpDeskEnabled,
    session_collaboration_enabled: license.collaborationEnabled,
    ...(license.licenseMode === "SUBSCRIPTION" ? { subscription_slice_expiry: license.expirationTime } : {}),
    ...(v2 ? { agent_auto_upgrade_enabled: license.licensed } : {}),
  };
}

/** Licence data of both generations, licence key change and usage counters. */
export function registerLicenseRoutes(app: Hono<EmulatorEnv>, services: EmulatorServices): void {
  const { settings } = services;

  app.get("/rest/config/v1/licenses", restGuard(), (c) =>
    c.json([restLicense(currentLicense(services), false)]),
  );
  app.get("/rest/config/v2/licenses", restGuard(), (c) =>
    c.json([restLicense(currentLicense(services), true)]),
  );

  const getLicense = viewGuard();
  app.get(`${VIEW}/License/Get`, getLicense, (c) => c.json(currentLicense(services)));
  app.post(`${VIEW}/License/Get`, getLicense, (c) => c.json(currentLicense(services)));

  app.post(`${VIEW}/License/Set`, viewGuard(), async (c) => {
    requirePrivilege(c, "GLOBAL_CONFIG_MANAGEMENT", LOCAL_ROOT_ACCESS_GROUP_ID);
    const body = await readJsonObject(c);
    const key = requireString(body, "licenseKey").trim().toUpperCase();
    if (!SettingsStore.isWellFormedKey(key))
      throw new EmulatorHttpError(400, "INVALID", "The licence key is not valid", {
        faultName: "InvalidArgument",
      });
    if (key.includes("EXPIR"))
      throw new EmulatorHttpError(400, "LICENSE_EXPIRED", "The licence key has expired", {
        faultName: "InvalidArgument",
      });
    settings.state.license = { ...settings.state.license, key, expired: false };
    services.markChanged();
    return c.json(currentLicense(services));
  });

  app.get(`${VIEW}/License/GetUsage`, viewGuard(), (c) => c.json(settings.state.usage));

  app.post(`${VIEW}/License/ResetHighestUsage`, viewGuard(), async (c) => {
    requirePrivilege(c, "GLOBAL_CONFIG_MANAGEMENT", LOCAL_ROOT_ACCESS_GROUP_ID);
    await readOptionalJson(c);
    for (const name of USAGE_COUNTERS) {
      const counter = settings.state.usage[name];
      settings.state.usage[name] = { current: counter.current, highest: counter.current };
    }
    services.markChanged();
    return c.json(settings.state.usage);
  });
}
