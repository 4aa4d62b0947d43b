import { useCallback, useId } from "react";
import {
  CheckField,
  type FieldForm,
  SelectField,
  TextField,
  isWholeNumber,
} from "../../ui/edit-form/form-fields";
import type { FieldErrors } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import { useResource } from "../../ui/resource/use-resource";
import { getCategoryFolders } from "./api/get-category-folders";
import {
  MULTI_SESSION_MODES,
  type ApplicationForm,
  type ApplicationPool,
  type ApplicationSettingsForm,
  type ShortcutLocation,
} from "./application-pools.types";

// The application pool settings the Horizon Console keeps beside the execution fields in its add and edit
// dialogs (spec 001 §3), with the rules of ApplicationPoolCreateSpecV3 / ApplicationPoolUpdateSpec.

/** The settings of a new application: no folder, no restrictions, single session. */
export const DEFAULT_SETTINGS: ApplicationSettingsForm = {
  category_folder_name: "",
  shortcut_start_menu: true,
  shortcut_desktop: false,
  cs_restriction_tags: "",
  enable_client_restrictions: false,
  enable_anti_affinity: false,
  anti_affinity_patterns: "",
  anti_affinity_count: "1",
  multi_session_mode: "DISABLED",
  max_multi_sessions: "1",
};

/**
 * A category folder path: up to 4 folders separated by "\" (the OpenAPI's example `dir1\dir2\dir3\dir4`),
 * each a Windows folder name on the user's machine: 1 to 64 characters, no spaces around it, none of
 * / : * ? " < > | or control characters.
 */
export const CATEGORY_FOLDER_LEVELS = 4;
const FOLDER_NAME_MAX = 64;
const FOLDER_FORBIDDEN = /[/:*?"<>|]/;
/** Anti-affinity count range of the Horizon Console; list bounds the emulator shares (docs/emulator.md). */
export const ANTI_AFFINITY_COUNT_MAX = 20;
const LIST_MAX = 32;
const ITEM_MAX = 64;
const INT32_MAX = 2 ** 31 - 1;

export function isCategoryFolderPath(path: string): boolean {
  const folders = path.split("\\");
  return (
    folders.length <= CATEGORY_FOLDER_LEVELS &&
    folders.every(
      (folder) =>
        folder !== "" &&
        folder === folder.trim() &&
        folder.length <= FOLDER_NAME_MAX &&
        !FOLDER_FORBIDDEN.test(folder) &&
        ![...folder].some((character) => character < " "),
    )
  );
}

/** A comma-separated list as typed: its non-empty items, trimmed. */
export const listItems = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");

const isShortList = (text: string) => {
  const items = listItems(text);
  return items.length <= LIST_MAX && items.every((item) => item.length <= ITEM_MAX);
};

/** The settings' field rules (message keys). */
export function validateApplicationSettings(
  values: ApplicationSettingsForm,
): FieldErrors<ApplicationSettingsForm> {
  const folder = values.category_folder_name.trim();
  const errors: FieldErrors<ApplicationSettingsForm> = {};
  if (folder !== "" && !isCategoryFolderPath(folder))
    errors.category_folder_name = "appPools.settings.folderInvalid";
  else if (folder !== "" && !values.shortcut_start_menu && !values.shortcut_desktop)
    errors.category_folder_name = "appPools.settings.shortcutRequired";
  if (!isShortList(values.cs_restriction_tags)) errors.cs_restriction_tags = "appPools.settings.tagsInvalid";
  if (values.enable_anti_affinity) {
    const patterns = listItems(values.anti_affinity_patterns);
    if (patterns.length === 0 || !isShortList(values.anti_affinity_patterns))
      errors.anti_affinity_patterns = "appPools.settings.patternsInvalid";
    if (!isWholeNumber(values.anti_affinity_count, 1, ANTI_AFFINITY_COUNT_MAX))
      errors.anti_affinity_count = "appPools.settings.countInvalid";
  }
  if (values.multi_session_mode !== "DISABLED" && !isWholeNumber(values.max_multi_sessions, 1, INT32_MAX))
    errors.max_multi_sessions = "appPools.settings.maxSessionsInvalid";
  return errors;
}

/** The form's settings of an existing application pool. */
export function settingsOf(application: ApplicationPool): ApplicationSettingsForm {
  const locations = application.shortcut_locations ?? [];
  return {
    category_folder_name: application.category_folder_name ?? "",
    shortcut_start_menu: locations.includes("START_MENU"),
    shortcut_desktop: locations.includes("DESKTOP"),
    cs_restriction_tags: (application.cs_restriction_tags ?? []).join(", "),
    enable_client_restrictions: application.enable_client_restrictions === true,
    enable_anti_affinity: application.anti_affinity_data !== undefined,
    anti_affinity_patterns: (application.anti_affinity_data?.anti_affinity_patterns ?? []).join(", "),
    anti_affinity_count: String(application.anti_affinity_data?.anti_affinity_count ?? 1),
    multi_session_mode: application.multi_session_mode ?? "DISABLED",
    max_multi_sessions: String(application.max_multi_sessions ?? 1),
  };
}

/** An update's change that clears every optional setting, for `settingsBody` to set again what is kept. */
export const CLEARED_SETTINGS = {
  category_folder_name: undefined,
  cs_restriction_tags: undefined,
  anti_affinity_data: undefined,
  max_multi_sessions: undefined,
} as const;

/** The spec fields of the settings, each sent only when set (create and update bodies alike). */
export function settingsBody(values: ApplicationSettingsForm, onFarm: boolean) {
  const folder = values.category_folder_name.trim();
  const tags = listItems(values.cs_restriction_tags);
  const shortcut_locations: ShortcutLocation[] = [
    ...(values.shortcut_start_menu ? (["START_MENU"] as const) : []),
    ...(values.shortcut_desktop ? (["DESKTOP"] as const) : []),
  ];
  return {
    ...(folder === "" ? {} : { category_folder_name: folder }),
    shortcut_locations,
    ...(tags.length === 0 ? {} : { cs_restriction_tags: tags }),
    // Client restrictions apply to applications published from a farm (the OpenAPI's description).
    ...(onFarm ? { enable_client_restrictions: values.enable_client_restrictions } : {}),
    ...(values.enable_anti_affinity
      ? {
          anti_affinity_data: {
            anti_affinity_count: Number(values.anti_affinity_count),
            anti_affinity_patterns: listItems(values.anti_affinity_patterns),
          },
        }
      : {}),
    multi_session_mode: values.multi_session_mode,
    ...(values.multi_session_mode === "DISABLED"
      ? {}
      : { max_multi_sessions: Number(values.max_multi_sessions) }),
  };
}

/** The folders offered for the category folder field: the pod's, or none when it cannot list them. */
function useCategoryFolders(): readonly string[] {
  const load = useCallback(() => getCategoryFolders().catch(() => []), []);
  const { state } = useResource(load);
  return state.status === "ready" ? state.data : [];
}

/**
 * The settings fields: a category folder picked from the pod's folders or typed new, where its shortcuts
 * go, connection server tags, client restrictions (farm applications), anti-affinity and multi-session.
 */
export function ApplicationSettingsFields({
  form,
  onFarm,
}: {
  form: FieldForm<ApplicationForm>;
  onFarm: boolean;
}) {
  const t = useTranslation();
  const formId = useId();
  const folders = useCategoryFolders();
  return (
    <>
      <TextField
        form={form}
        formId={formId}
        field="category_folder_name"
        label="appPools.settings.folder"
        list={`${formId}-folders`}
        autoComplete="off"
        placeholder={t("appPools.settings.folderPlaceholder")}
      />
      <datalist id={`${formId}-folders`}>
        {folders.map((folder) => (
          <option key={folder} value={folder} />
        ))}
      </datalist>
      <fieldset className="vdc-fieldset">
        <legend>{t("appPools.settings.shortcuts")}</legend>
        <CheckField
          form={form}
          formId={formId}
          field="shortcut_start_menu"
          label="appPools.settings.shortcut.START_MENU"
        />
        <CheckField
          form={form}
          formId={formId}
          field="shortcut_desktop"
          label="appPools.settings.shortcut.DESKTOP"
        />
      </fieldset>
      <TextField
        form={form}
        formId={formId}
        field="cs_restriction_tags"
        label="appPools.settings.tags"
        autoComplete="off"
      />
      {onFarm && (
        <CheckField
          form={form}
          formId={formId}
          field="enable_client_restrictions"
          label="appPools.settings.clientRestrictions"
        />
      )}
      <CheckField
        form={form}
        formId={formId}
        field="enable_anti_affinity"
        label="appPools.settings.antiAffinity"
      />
      {form.values.enable_anti_affinity && (
        <>
          <TextField
            form={form}
            formId={formId}
            field="anti_affinity_patterns"
            label="appPools.settings.patterns"
            autoComplete="off"
          />
          <TextField
            form={form}
            formId={formId}
            field="anti_affinity_count"
            label="appPools.settings.count"
            inputMode="numeric"
          />
        </>
      )}
      <SelectField
        form={form}
        formId={formId}
        field="multi_session_mode"
        label="appPools.settings.multiSession"
        values={MULTI_SESSION_MODES}
        prefix="appPools.multiSession"
      />
      {form.values.multi_session_mode !== "DISABLED" && (
        <TextField
          form={form}
          formId={formId}
          field="max_multi_sessions"
          label="appPools.settings.maxSessions"
          inputMode="numeric"
        />
      )}
    </>
  );
}
