import { VCENTER_MESSAGES, type ApiError } from "./api-error";

/**
 * The server's error codes and messages that the console says in the administrator's language (spec 000
 * §8 and 001 §8): each is a translation key; the server's own sentence stays behind "Details".
 */

/** The translation key of each recognised vCenter message (spec 000 §8), in the catalogue's order. */
export const VCENTER_MESSAGE_KEYS: Readonly<Record<(typeof VCENTER_MESSAGES)[number], string>> = {
  "VmTemplate does not exist on VC": "http.vcenter.templateMissing",
  "BaseImageVm does not exist on VC": "http.vcenter.baseImageMissing",
  "Failed to get the snapshot list for VM": "http.vcenter.snapshotListFailed",
  "Failed to find the snapshot with path": "http.vcenter.snapshotPathMissing",
  "Storage accelerator data should be disabled if VC is deployed in VMC": "http.vcenter.acceleratorInVmc",
  ERROR_VC_AUTH_BAD_USER_PASSWORD: "http.vcenter.badCredentials",
  ERROR_VC_DESKTOP_FOLDER_CREATE_FIND: "http.vcenter.folderFailed",
  "Unexpected failure during certificate validation": "http.vcenter.certificateFailed",
  "Failed to update vc instance": "http.vcenter.updateFailed",
  "Login to vCenter Server failed due to bad username or password": "http.vcenter.badCredentials",
  "UserName must be updated in conjunction with password": "http.vcenter.userNeedsPassword",
  "Could not find snapshot in VC": "http.vcenter.snapshotMissing",
  "Unexpected exception while fetching hypervisor hosts from the virtual center": "http.vcenter.hostsFailed",
  "Encountered unexpected error during execution": "http.vcenter.unexpected",
  "Unexpected exception while fetching space reclamation supported state from the virtual center":
    "http.vcenter.spaceReclamationFailed",
  "Unexpected exception while fetching View Storage Accelerator supported state from the virtual center":
    "http.vcenter.acceleratorStateFailed",
  "Could not read nics from base image vm": "http.vcenter.nicsFailed",
  "Could not find base vm image in VC": "http.vcenter.baseImageMissing",
};

/** The vCenter message a server sentence starts with or contains ("…: vm-42" after it), if any. */
function vcenterKey(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const found = VCENTER_MESSAGES.find((known) => message.includes(known));
  return found === undefined ? undefined : VCENTER_MESSAGE_KEYS[found];
}

/**
 * Error codes the spec names (spec 001 §8), and REST error keys (OpenAPI 2212 error_key values, which
 * the emulator answers) whose meaning is one of a few kinds. The kinds are read from the key's wording:
 * the pod's keys are dotted sentences such as inventory.desktop.pool.not.found or
 * config.role.name.exists, and a view-API fault name (EntityNotFound…) says the same.
 */
const NAMED_CODES: Readonly<Record<string, string>> = {
  ENTITY_NOT_FOUND: "ENTITY_NOT_FOUND",
  EntityNotFound: "ENTITY_NOT_FOUND",
  AD_USER_OR_GROUP_NOT_FOUND: "http.error.directoryEntryNotFound",
  NOT_ALL_ENTITLEMENTS_ADDED: "http.error.notAllEntitlementsAdded",
  PartialFailureFault: "http.error.notAllEntitlementsAdded",
  EntityAlreadyExists: "http.error.alreadyExists",
  EntityInUse: "http.error.inUse",
  InvalidArgument: "http.error.invalid",
  InvalidRequest: "http.error.invalid",
  InvalidQuery: "http.error.invalid",
  InvalidState: "http.error.invalidState",
  UnexpectedFault: "SERVER_ERROR_OCCURRED_RETRY",
  "Connection timed out": "ERROR_OCCURRED_RETRY",
  "internal.error": "SERVER_ERROR_OCCURRED_RETRY",
  // The emulator's refusal to remove the last role and permission management on the root access group.
  "config.administrators.last.manager": "http.error.lastAdministratorsManager",
};

const KINDS: readonly (readonly [RegExp, string])[] = [
  [/(^|\.)not[._]found$/, "ENTITY_NOT_FOUND"],
  [/(^|\.)(exists|already[._][a-z_.]+)$/, "http.error.alreadyExists"],
  [/(^|\.)has[._][a-z_.]+$/, "http.error.inUse"],
  [/(^|\.)required$/, "http.error.required"],
  [/(^|\.)(invalid|malformed|missing|too[._]long|too[._]many)$|^invalid[._]/, "http.error.invalid"],
  [/(^|\.)not[._][a-z_]+$/, "http.error.invalidState"],
];

/** The translation key for an error's code or vCenter message, or undefined when the catalogue lacks it. */
export function catalogueKey(error: ApiError): string | undefined {
  const vcenter = vcenterKey(error.errorMessage) ?? vcenterKey(error.errorKey);
  if (vcenter) return vcenter;
  for (const code of [error.errorKey, error.faultName]) {
    if (!code) continue;
    const named = NAMED_CODES[code];
    if (named) return named;
  }
  const code = error.errorKey?.toLowerCase();
  if (code === undefined) return undefined;
  // A name "in use" is a name taken; the thing itself in use is refused for that reason.
  if (/name[._]in[._]use$/.test(code)) return "http.error.alreadyExists";
  if (/(^|\.)in[._]use$/.test(code)) return "http.error.inUse";
  return KINDS.find(([pattern]) => pattern.test(code))?.[1];
}
