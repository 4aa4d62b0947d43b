// Pure mapping for the product licensing and usage section.

/** The usage counters of spec 001 section 3, in display order. */
export const USAGE_COUNTERS = [
  "totalConcurrentConnections",
  "namedUsers",
  "concurrentSessions",
  "fullVirtualMachines",
  "unmanagedMachines",
  "applications",
  "collaborativeSessions",
  "totalCollaborators",
] as const;

export type UsageCounterName = (typeof USAGE_COUNTERS)[number];

/** One counter: its current value and the highest since the last reset. */
export interface UsageCounter {
  name: UsageCounterName;
  current: number | null;
  highest: number | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function count(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Reads the usage answer: each counter as {current, highest} under its name (camelCase or snake_case). */
export function usageCountersFrom(body: unknown): UsageCounter[] {
  const record = isRecord(body) ? body : {};
  return USAGE_COUNTERS.map((name) => {
    const entry = record[name] ?? record[snake(name)];
    const counter = isRecord(entry) ? entry : {};
    return { name, current: count(counter.current), highest: count(counter.highest) };
  });
}

/** Customer experience program geographies (spec 001 section 3). */
export const CEIP_GEOGRAPHIES = [
  "AFRICA",
  "NORTH_AMERICA",
  "SOUTH_CENTRAL_AMERICA",
  "ASIA_PACIFIC",
  "AUSTRALIA",
  "EUROPE",
  "MIDDLE_EAST",
] as const;

/** Customer experience program company sizes (the REST API's enumeration). */
export const CEIP_COMPANY_SIZES = [
  "SIZE_1_100",
  "SIZE_101_500",
  "SIZE_501_1000",
  "SIZE_1001_5000",
  "SIZE_5001_10000",
  "SIZE_10001",
] as const;

/** The 21 business verticals. */
export const CEIP_VERTICALS = [
  "AEROSPACE_DEFENSE",
  "AGRICULTURE",
  "AUTOMOTIVE",
  "BANKING_FINANCE",
  "BUSINESS_SERVICES",
  "CONSTRUCTION_ENGINEERING",
  "CONSUMER_GOODS",
  "EDUCATION",
  "ENERGY_UTILITIES",
  "ENTERTAINMENT_MEDIA",
  "GOVERNMENT",
  "HEALTHCARE",
  "HOSPITALITY_TRAVEL",
  "INSURANCE",
  "MANUFACTURING",
  "NON_PROFIT",
  "PHARMACEUTICALS_LIFE_SCIENCES",
  "RETAIL_WHOLESALE",
  "TECHNOLOGY",
  "TELECOMMUNICATIONS",
  "TRANSPORTATION_LOGISTICS",
] as const;

/** The customer experience program settings. Empty strings mean "not chosen". */
export interface CeipSettings {
  enabled: boolean;
  geolocation: string;
  companySize: string;
  vertical: string;
}

function oneOf(value: unknown, allowed: readonly string[]): string {
  if (typeof value !== "string") return "";
  // Servers may answer with display names ("Europe", "Banking & Finance") rather than the codes.
  const code = value
    .trim()
    .toUpperCase()
    .replace(/&/g, " ")
    .replace(/[^A-Z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
  return allowed.includes(value) ? value : allowed.includes(code) ? code : "";
}

/** Reads GET /config/v1/ceip. */
export function ceipSettingsFrom(body: unknown): CeipSettings {
  const record = isRecord(body) ? body : {};
  return {
    enabled: record.enabled === true,
    geolocation: oneOf(record.geolocation, CEIP_GEOGRAPHIES),
    companySize: oneOf(record.company_size, CEIP_COMPANY_SIZES),
    vertical: oneOf(record.vertical, CEIP_VERTICALS),
  };
}

/** A licence key as typed: trimmed, upper-case; null when it has no letters or digits. */
export function normaliseLicenseKey(text: string): string | null {
  const key = text.trim().toUpperCase();
  return /^[A-Z0-9][A-Z0-9-]*[A-Z0-9]$/.test(key) ? key : null;
}
