import type { Locale } from "../i18n/locales";

/**
 * Where the product documentation lives: the one place to change when it moves. Pages are addressed as
 * <base>/<version>/<language>/<topic page>.html (spec 000 §9: language-specific help pages, version 7.10).
 */
export const HELP_BASE_URL = "https://docs.vdc-console.example.com/console";
/** The documentation version the console links to (spec 000 §9). */
export const HELP_DOCS_VERSION = "7.10";

/**
 * The documentation topics, one per main section of spec 000 §2 (the routes map each section to its topic),
 * each with its page name in the documentation and the translation key of its name in the console.
 */
const TOPICS = {
  dashboard: { page: "monitoring-the-dashboard", titleKey: "dashboard.title" },
  events: { page: "monitoring-events", titleKey: "shell.section.events" },
  machines: { page: "managing-machines", titleKey: "shell.section.machines" },
  registeredMachines: { page: "registered-machines", titleKey: "shell.section.registered_machines" },
  applicationPools: { page: "managing-application-pools", titleKey: "shell.section.apppools" },
  desktopPools: { page: "managing-desktop-pools", titleKey: "desktopPools.title" },
  farms: { page: "managing-farms", titleKey: "shell.section.farms" },
  persistentDisks: { page: "managing-persistent-disks", titleKey: "shell.section.persistent_disks" },
  usersAndGroups: { page: "users-and-groups", titleKey: "shell.section.usersGroups" },
  userDiskShares: { page: "user-disk-shares", titleKey: "shell.section.hz_user_disk_smb_shares" },
  policies: { page: "configuring-policies", titleKey: "shell.section.policies" },
  servers: { page: "configuring-servers", titleKey: "shell.section.servers" },
  globalEntitlements: { page: "global-entitlements", titleKey: "shell.section.global_entitlements" },
  sites: { page: "federation-sites", titleKey: "shell.section.sites" },
  administrators: { page: "administrators-and-roles", titleKey: "shell.section.administrators" },
  podFederation: { page: "cloud-pod-architecture", titleKey: "shell.section.cpa" },
  instantCloneDomainAdmins: {
    page: "instant-clone-domain-administrators",
    titleKey: "shell.section.instant_clone_domain_admins",
  },
  domains: { page: "configuring-domains", titleKey: "shell.section.domains" },
  certificates: { page: "certificate-management", titleKey: "shell.section.certificate_management" },
  globalSettings: { page: "global-settings", titleKey: "globalSettings.title" },
  eventConfiguration: { page: "event-configuration", titleKey: "shell.section.event_configuration" },
  sessions: { page: "managing-sessions", titleKey: "sessions.title" },
  searchSessions: { page: "searching-sessions", titleKey: "shell.section.search_sessions" },
  licensing: { page: "licensing-and-usage", titleKey: "licensing.title" },
  helpdesk: { page: "help-desk", titleKey: "shell.section.helpdesk_home" },
  logCollector: { page: "log-collector", titleKey: "shell.section.logcollector" },
  agents: { page: "managing-agents", titleKey: "shell.section.horizon_agents" },
} as const satisfies Readonly<Record<string, { page: string; titleKey: string }>>;

export type HelpTopic = keyof typeof TOPICS;

/** The help topics the console links to. */
export const HELP_TOPICS = Object.keys(TOPICS) as readonly HelpTopic[];

/** Each topic's name in the console: the translation key of its section title. */
export const HELP_TOPIC_TITLE_KEYS: Readonly<Record<HelpTopic, string>> = Object.fromEntries(
  HELP_TOPICS.map((topic) => [topic, TOPICS[topic].titleKey]),
) as Record<HelpTopic, string>;

/** The documentation's language folders: lower case, the Chinese variants by script region. */
const DOC_LANGUAGES: Readonly<Record<Locale, string>> = {
  en: "en",
  de: "de",
  es: "es",
  fr: "fr",
  ja: "ja",
  ko: "ko",
  "zh-CN": "zh-cn",
  "zh-TW": "zh-tw",
};

/** The help page of a topic in the administrator's language. */
export function helpUrl(topic: HelpTopic, locale: Locale): string {
  return `${HELP_BASE_URL}/${HELP_DOCS_VERSION}/${DOC_LANGUAGES[locale]}/${TOPICS[topic].page}.html`;
}
