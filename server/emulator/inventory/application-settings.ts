import type { ApplicationPoolRecord } from "../data/inventory-types";

// The application pool settings of ApplicationPoolCreateSpecV3 and ApplicationPoolUpdateSpec beyond the
// execution fields: category folder and shortcuts, connection server and client restrictions,
// anti-affinity, multi-session. One rule set for create and update.

/** Where a category folder's shortcut goes (the update spec's enum; the create spec lists START_MENU). */
const SHORTCUT_LOCATIONS = ["START_MENU", "DESKTOP"] as const;
const MULTI_SESSION_MODES = ["DISABLED", "ENABLED_DEFAULT_OFF", "ENABLED_DEFAULT_ON", "ENABLED_ENFORCED"];

/**
 * Category folder names: the OpenAPI's example is `dir1\dir2\dir3\dir4`, the deepest the Horizon Console
 * offers. Each folder is a Windows folder name on the user's machine, so it is 1 to 64 characters without
 * the characters Windows refuses in a name.
 */
export const CATEGORY_FOLDER_MAX_LEVELS = 4;
export const CATEGORY_FOLDER_NAME_MAX = 64;
const FOLDER_FORBIDDEN = /[/:*?"<>|]/;
const hasControlCharacter = (text: string) => [...text].some((character) => character < " ");
/** Anti-affinity: the Horizon Console's count range, and bounds on the patterns a caller can store. */
export const ANTI_AFFINITY_COUNT_MAX = 20;
const ANTI_AFFINITY_PATTERNS_MAX = 32;
const TAG_OR_PATTERN_MAX = 64;
const TAGS_MAX = 32;

/** What is wrong with a category folder path, or null. */
export function categoryFolderProblem(path: string): string | null {
  const folders = path.split("\\");
  if (folders.length > CATEGORY_FOLDER_MAX_LEVELS)
    return `category_folder_name has at most ${CATEGORY_FOLDER_MAX_LEVELS} levels`;
  for (const folder of folders) {
    if (folder.trim() === "" || folder !== folder.trim())
      return "category_folder_name has an empty folder or spaces around one";
    if (folder.length > CATEGORY_FOLDER_NAME_MAX)
      return `a category folder name has at most ${CATEGORY_FOLDER_NAME_MAX} characters`;
    if (FOLDER_FORBIDDEN.test(folder) || hasControlCharacter(folder))
      return 'a category folder name has none of / : * ? " < > |';
  }
  return null;
}

const isStringList = (value: unknown, max: number, itemMax: number): value is string[] =>
  Array.isArray(value) &&
  value.length <= max &&
  value.every((item) => typeof item === "string" && item.trim() !== "" && item.length <= itemMax);

/**
 * What is wrong with the settings a create or update body carries, or null. `merged` is the application
 * as it would be after the change (for rules across fields), `onFarm` whether it is published from a farm.
 */
export function applicationSettingsProblem(
  body: Record<string, unknown>,
  merged: { category_folder_name?: string; shortcut_locations?: unknown; multi_session_mode?: unknown },
  onFarm: boolean,
): string | null {
  const folder = body.category_folder_name;
  if (folder !== undefined && folder !== "") {
    if (typeof folder !== "string") return "category_folder_name must be a string";
    const problem = categoryFolderProblem(folder);
    if (problem) return problem;
  }
  const locations = body.shortcut_locations;
  if (
    locations !== undefined &&
    (!Array.isArray(locations) ||
      !locations.every((location) => (SHORTCUT_LOCATIONS as readonly unknown[]).includes(location)) ||
      new Set(locations).size !== locations.length)
  )
    return `shortcut_locations lists each of ${SHORTCUT_LOCATIONS.join(", ")} at most once`;
  if (
    merged.category_folder_name &&
    (!Array.isArray(merged.shortcut_locations) || merged.shortcut_locations.length === 0)
  )
    return "shortcut_locations must be set when a category folder is";
  const tags = body.cs_restriction_tags;
  if (tags !== undefined && !isStringList(tags, TAGS_MAX, TAG_OR_PATTERN_MAX))
    return `cs_restriction_tags lists at most ${TAGS_MAX} tags of 1 to ${TAG_OR_PATTERN_MAX} characters`;
  if (body.anti_affinity_data !== undefined) {
    const data: { anti_affinity_count?: unknown; anti_affinity_patterns?: unknown } | null =
      typeof body.anti_affinity_data === "object" ? body.anti_affinity_data : null;
    const count = data?.anti_affinity_count;
    if (
      data === null ||
      typeof count !== "number" ||
      !Number.isInteger(count) ||
      count < 1 ||
      count > ANTI_AFFINITY_COUNT_MAX ||
      !isStringList(data.anti_affinity_patterns, ANTI_AFFINITY_PATTERNS_MAX, TAG_OR_PATTERN_MAX) ||
      data.anti_affinity_patterns.length === 0
    )
      return `anti_affinity_data needs a count of 1 to ${ANTI_AFFINITY_COUNT_MAX} and 1 to ${ANTI_AFFINITY_PATTERNS_MAX} patterns`;
  }
  const mode = body.multi_session_mode;
  if (mode !== undefined && !MULTI_SESSION_MODES.includes(mode as string))
    return `multi_session_mode is one of ${MULTI_SESSION_MODES.join(", ")}`;
  const max = body.max_multi_sessions;
  if (
    max !== undefined &&
    (typeof max !== "number" || !Number.isInteger(max) || max < 1 || max > 2 ** 31 - 1)
  )
    return "max_multi_sessions is a whole number from 1";
  if (body.enable_client_restrictions === true && !onFarm)
    return "enable_client_restrictions applies to applications published from a farm";
  return null;
}

/**
 * Applies the settings of a checked body: an empty category folder or an empty list unsets the field. A
 * full update body (it carries supported_file_types_data, which ApplicationPoolUpdateSpec requires) replaces
 * the application's optional settings as a PUT does, so a setting it leaves out is removed.
 */
export function applyApplicationSettings(
  application: ApplicationPoolRecord,
  body: Record<string, unknown>,
): void {
  if (body.supported_file_types_data !== undefined) {
    if (body.category_folder_name === undefined) delete application.category_folder_name;
    if (body.cs_restriction_tags === undefined) delete application.cs_restriction_tags;
    if (body.anti_affinity_data === undefined) delete application.anti_affinity_data;
  }
  if (typeof body.category_folder_name === "string") {
    if (body.category_folder_name === "") delete application.category_folder_name;
    else application.category_folder_name = body.category_folder_name;
  }
  if (Array.isArray(body.shortcut_locations))
    application.shortcut_locations = body.shortcut_locations as ApplicationPoolRecord["shortcut_locations"];
  if (Array.isArray(body.cs_restriction_tags)) {
    if (body.cs_restriction_tags.length === 0) delete application.cs_restriction_tags;
    else application.cs_restriction_tags = body.cs_restriction_tags as string[];
  }
  if (body.anti_affinity_data !== undefined) {
    const data = body.anti_affinity_data as NonNullable<ApplicationPoolRecord["anti_affinity_data"]>;
    application.anti_affinity_data = {
      anti_affinity_count: data.anti_affinity_count,
      anti_affinity_patterns: [...data.anti_affinity_patterns],
    };
  }
  if (typeof body.multi_session_mode === "string")
    application.multi_session_mode = body.multi_session_mode as ApplicationPoolRecord["multi_session_mode"];
  if (application.multi_session_mode === "DISABLED") delete application.max_multi_sessions;
  else if (typeof body.max_multi_sessions === "number")
    application.max_multi_sessions = body.max_multi_sessions;
  else application.max_multi_sessions ??= 1;
  if (typeof body.enable_client_restrictions === "boolean")
    application.enable_client_restrictions = body.enable_client_restrictions;
}
