/** The console's feature flags (spec 000 section 9), as named in featureToggle.json. */
export const FEATURE_KEYS = {
  dashboard: "dashboard",
  globalSettings: "globalSettings",
  helpdesk: "helpdesk",
  horizonClientRestrictions: "horizonClientRestrictions",
  machineAlias: "machineAlias",
  cryptoSupport: "cryptoSupport",
  restApiSupport: "restApiSupport",
  adminPreferences: "adminPreferences",
  appVolumesManager: "appVolumesManager",
  persistentDiskSupport: "persistentDiskSupport",
  agentRestrictions: "agentRestrictions",
  crlPrefetch: "crlPrefetch",
} as const;

/** One feature flag name. */
export type FeatureKey = (typeof FEATURE_KEYS)[keyof typeof FEATURE_KEYS];
