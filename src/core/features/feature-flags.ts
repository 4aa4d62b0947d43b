import { restApi } from "../http/api-clients";
import { isLoggedIn, proxyBase } from "../session/session.model";
import { sessionValue } from "../session/session-storage";
import { CONSOLE_VERSION } from "../version";
import type { FeatureKey } from "./feature-keys";

/** GET /rest/config/v1/settings/feature, as the console reads it. */
export interface FeatureSettings {
  enableHelpdesk: boolean;
  enableImageManagement: boolean;
  cloudManaged: boolean;
}

/** featureToggle.json's map of feature name to on/off, kept in the session. */
export const features = sessionValue<Record<string, boolean>>("features", {});
/** The pod's feature settings (null until loaded after login), kept in the session. */
export const featureSettings = sessionValue<FeatureSettings | null>("featureSettings", null);

/** A feature is on unless the stored map (or, for helpdesk, the pod's settings) sets it explicitly off. */
export function isFeatureEnabled(name: FeatureKey): boolean {
  if (features.value[name] === false) return false;
  if (name === "helpdesk" && featureSettings.value?.enableHelpdesk === false) return false;
  return true;
}

/**
 * The tabs of a section that exist under the current flags: a tab declared with a feature (spec 000 §2's
 * "a route declares a feature key", for tabs routed below a section) shows only while it is on.
 */
export function enabledTabs<Tab extends string>(
  tabs: readonly Tab[],
  tabFeatures: Readonly<Partial<Record<Tab, FeatureKey>>>,
): Tab[] {
  return tabs.filter((tab) => {
    const feature = tabFeatures[tab];
    return feature === undefined || isFeatureEnabled(feature);
  });
}

/**
 * Where featureToggle.json is looked for: next to the page, then the admin path; when embedded, only the
 * portal's proxy path, because the portal page's own paths belong to the portal.
 */
export function featureToggleUrls(
  version: string = CONSOLE_VERSION,
  base: string = proxyBase.peek(),
): string[] {
  const suffix = `featureToggle.json?v=${encodeURIComponent(version)}`;
  const portal = base.replace(/\/+$/, "");
  return portal === "" ? [suffix, `/admin/${suffix}`] : [`${portal}/${suffix}`];
}

function featureMap(body: unknown): Record<string, boolean> | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  const map = typeof record.features === "object" && record.features !== null ? record.features : record;
  const result: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(map as Record<string, unknown>)) {
    if (typeof value === "boolean") result[name] = value;
  }
  return result;
}

/** Reads GET /config/v1/settings/feature's snake_case body. */
export function featureSettingsFrom(body: unknown): FeatureSettings {
  const record = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  return {
    enableHelpdesk: record.enable_helpdesk !== false,
    enableImageManagement: record.enable_image_management === true,
    cloudManaged: record.cloud_managed === true,
  };
}

export interface LoadFeaturesOptions {
  /** Candidate URLs of featureToggle.json (default featureToggleUrls()). */
  urls?: string[];
  /** The fetch used for the static file (default the global fetch). */
  fetchImpl?: typeof fetch;
}

async function loadFeatureToggles(urls: readonly string[], fetchImpl: typeof fetch): Promise<void> {
  for (const url of urls) {
    try {
      const response = await fetchImpl(url, { headers: { Accept: "application/json" } });
      if (!response.ok) continue;
      const map = featureMap(await response.json());
      if (map) {
        features.value = map;
        return;
      }
    } catch {
      // Not found or not JSON at this path: try the next one.
    }
  }
}

/** Loads the pod's feature settings (a REST call: it needs the session's token). Never rejects. */
export async function loadFeatureSettings(): Promise<void> {
  try {
    featureSettings.value = featureSettingsFrom(await restApi.get("/config/v1/settings/feature").json());
  } catch (error) {
    console.warn("Could not load feature settings", error);
  }
}

/**
 * Loads featureToggle.json from the first candidate path that answers with a map and, when signed in,
 * the pod's feature settings, both at once. Never rejects: without the file every feature stays on.
 */
export async function loadFeatures(options: LoadFeaturesOptions = {}): Promise<void> {
  const fetchImpl = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  await Promise.all([
    loadFeatureToggles(options.urls ?? featureToggleUrls(), fetchImpl),
    isLoggedIn.peek() ? loadFeatureSettings() : undefined,
  ]);
}
