// The ClonePrep customisation of instant-clone desktop pools as the emulator keeps it: what a create or an
// update body brings (DesktopPoolCustomizationSettingsCreateSpec / UpdateSpec) and the rule the OpenAPI
// states ("instant_clone_domain_account_id ... is required for instant clone desktop pools", likewise
// ad_container_rdn).

type Body = Record<string, unknown>;

/** The ClonePrep fields of a pool record (DesktopPoolCustomizationSettings). */
export interface ClonePrepRecord {
  instant_clone_domain_account_id?: string;
  ad_container_rdn?: string;
  reuse_pre_existing_accounts?: boolean;
  cloneprep_customization_settings?: {
    power_off_script_name?: string;
    power_off_script_parameters?: string;
    post_synchronization_script_name?: string;
    post_synchronization_script_parameters?: string;
    priming_computer_account?: string;
  };
}

const SCRIPT_FIELDS = [
  "power_off_script_name",
  "power_off_script_parameters",
  "post_synchronization_script_name",
  "post_synchronization_script_parameters",
  "priming_computer_account",
] as const;

const isObject = (value: unknown): value is Body =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const given = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/** Why an instant-clone pool's customisation is refused, or null. */
export function clonePrepProblem(customization: Body): string | null {
  if (!given(customization.instant_clone_domain_account_id))
    return "customization_settings.instant_clone_domain_account_id is required for instant clone desktop pools";
  if (!given(customization.ad_container_rdn))
    return "customization_settings.ad_container_rdn is required for instant clone desktop pools";
  const scripts = customization.cloneprep_customization_settings;
  if (scripts !== undefined && !isObject(scripts))
    return "customization_settings.cloneprep_customization_settings must be an object";
  if (isObject(scripts)) {
    if (given(scripts.power_off_script_parameters) && !given(scripts.power_off_script_name))
      return "power_off_script_parameters need a power_off_script_name";
    if (
      given(scripts.post_synchronization_script_parameters) &&
      !given(scripts.post_synchronization_script_name)
    )
      return "post_synchronization_script_parameters need a post_synchronization_script_name";
  }
  return null;
}

/** The ClonePrep fields to keep from a body's customization settings (over what the pool had). */
export function clonePrepRecordOf(customization: Body, current: ClonePrepRecord = {}): ClonePrepRecord {
  const record: ClonePrepRecord = { ...current };
  if (given(customization.instant_clone_domain_account_id))
    record.instant_clone_domain_account_id = customization.instant_clone_domain_account_id;
  if (given(customization.ad_container_rdn)) record.ad_container_rdn = customization.ad_container_rdn;
  if (typeof customization.reuse_pre_existing_accounts === "boolean")
    record.reuse_pre_existing_accounts = customization.reuse_pre_existing_accounts;
  const scripts = customization.cloneprep_customization_settings;
  if (isObject(scripts)) {
    const kept: NonNullable<ClonePrepRecord["cloneprep_customization_settings"]> = {};
    for (const field of SCRIPT_FIELDS) if (given(scripts[field])) kept[field] = scripts[field];
    record.cloneprep_customization_settings = kept;
  }
  return record;
}
