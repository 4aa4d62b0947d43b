import { restApi } from "../http/api-clients";
import { showBanner } from "../http/http-status.model";
import { isFeatureEnabled } from "../features/feature-flags";
import { sessionValue } from "../session/session-storage";

/** The administrator's console preferences. */
export interface Preferences {
  adminTimeoutInMinutes: number | null;
  /**
   * Hidden column fields per grid id; a grid's column widths are kept under its widths id (see
   * columnWidthsId) as "field=px" entries, because the API's grid_preferences holds only string lists.
   */
  gridPreferences: Record<string, string[]>;
}

/** Preference save delay (spec 001 section 9). */
export const PREFERENCES_SAVE_DELAY_MS = 1000;

const EMPTY_PREFERENCES: Preferences = { adminTimeoutInMinutes: null, gridPreferences: {} };

const PREFERENCES_PATH = "/config/v2/admin-users-or-groups/preferences";

/** The loaded preferences, kept in the session. */
export const preferences = sessionValue<Preferences>("preferences", EMPTY_PREFERENCES);

let saveTimer: ReturnType<typeof setTimeout> | null = null;

function preferencesFrom(body: unknown): Preferences {
  const record = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const grids: Record<string, string[]> = {};
  const raw = record.grid_preferences;
  if (typeof raw === "object" && raw !== null) {
    for (const [gridId, fields] of Object.entries(raw as Record<string, unknown>)) {
      if (Array.isArray(fields))
        grids[gridId] = fields.filter((field): field is string => typeof field === "string");
    }
  }
  const timeout = record.admin_timeout_in_minutes;
  return { adminTimeoutInMinutes: typeof timeout === "number" ? timeout : null, gridPreferences: grids };
}

/** GET the preferences; a failure leaves the defaults (every column shown). */
export async function loadPreferences(): Promise<void> {
  try {
    preferences.value = preferencesFrom(await restApi.get(PREFERENCES_PATH).json());
  } catch (error) {
    console.warn("Could not load preferences", error);
  }
}

/** The hidden column fields saved for a grid; undefined when none are saved, so its defaults apply. */
export function hiddenColumnsOf(gridId: string): string[] | undefined {
  return preferences.peek().gridPreferences[gridId];
}

/** The grid_preferences entry that holds a grid's column widths (decision record 0008). */
export function columnWidthsId(gridId: string): string {
  return `${gridId}.widths`;
}

/** The column widths (px by field) saved for a grid; entries that do not parse are ignored. */
export function columnWidthsOf(gridId: string): Record<string, number> {
  const widths: Record<string, number> = {};
  for (const entry of preferences.peek().gridPreferences[columnWidthsId(gridId)] ?? []) {
    const separator = entry.lastIndexOf("=");
    const px = Number(entry.slice(separator + 1));
    if (separator > 0 && Number.isInteger(px) && px > 0) widths[entry.slice(0, separator)] = px;
  }
  return widths;
}

async function sendPreferences(): Promise<void> {
  const { adminTimeoutInMinutes, gridPreferences } = preferences.peek();
  try {
    await restApi
      .put(
        {
          grid_preferences: gridPreferences,
          ...(adminTimeoutInMinutes === null ? {} : { admin_timeout_in_minutes: adminTimeoutInMinutes }),
        },
        PREFERENCES_PATH,
      )
      .res();
  } catch {
    showBanner("error", "UPDATE_PREFERENCES_FAILED");
  }
}

/**
 * Records a grid's hidden columns and, when the admin-preferences feature is on, sends the preferences
 * one second after the last change.
 */
export function saveGridPreferences(gridId: string, hiddenColumnFields: string[]): void {
  saveGridEntry(gridId, [...hiddenColumnFields]);
}

/** Records a grid's column widths (px by field) and sends them like its hidden columns. */
export function saveColumnWidths(gridId: string, widths: Readonly<Record<string, number>>): void {
  saveGridEntry(
    columnWidthsId(gridId),
    Object.entries(widths).map(([field, px]) => `${field}=${Math.round(px)}`),
  );
}

function saveGridEntry(entryId: string, values: string[]): void {
  const current = preferences.peek();
  preferences.value = { ...current, gridPreferences: { ...current.gridPreferences, [entryId]: values } };
  if (!isFeatureEnabled("adminPreferences")) return;
  if (saveTimer !== null) clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    saveTimer = null;
    void sendPreferences();
  }, PREFERENCES_SAVE_DELAY_MS);
}
