/** Server fault names of the first API generation that the console recognises (spec 000 section 8). */
export const FAULT_NAMES = [
  "Connection timed out",
  "EntityAlreadyExists",
  "InvalidArgument",
  "PartialFailureFault",
  "InvalidState",
  "UnexpectedFault",
  "InvalidQuery",
  "InvalidRequest",
  "EntityNotFound",
  "EntityInUse",
  "InsufficientPermission",
] as const;

export type FaultName = (typeof FAULT_NAMES)[number];

/** vCenter-related server messages the console recognises and shows as they are. */
export const VCENTER_MESSAGES = [
  "VmTemplate does not exist on VC",
  "BaseImageVm does not exist on VC",
  "Failed to get the snapshot list for VM",
  "Failed to find the snapshot with path",
  "Storage accelerator data should be disabled if VC is deployed in VMC",
  "ERROR_VC_AUTH_BAD_USER_PASSWORD",
  "ERROR_VC_DESKTOP_FOLDER_CREATE_FIND",
  "Unexpected failure during certificate validation",
  "Failed to update vc instance",
  "Login to vCenter Server failed due to bad username or password",
  "UserName must be updated in conjunction with password",
  "Could not find snapshot in VC",
  "Unexpected exception while fetching hypervisor hosts from the virtual center",
  "Encountered unexpected error during execution",
  "Unexpected exception while fetching space reclamation supported state from the virtual center",
  "Unexpected exception while fetching View Storage Accelerator supported state from the virtual center",
  "Could not read nics from base image vm",
  "Could not find base vm image in VC",
] as const;

/** What an ApiError is built from: everything optional except the status. */
export interface ApiErrorInit {
  status: number;
  statusText?: string;
  rawText?: string;
  body?: unknown;
  url?: string;
  method?: string;
  isNetworkError?: boolean;
  cause?: unknown;
  /** The response headers, when there was a response. */
  headers?: Headers;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** The first entry of an `errors` array, if the body has one. */
function firstError(body: unknown): JsonObject | undefined {
  if (!isObject(body)) return undefined;
  const errors = body.errors;
  if (Array.isArray(errors) && isObject(errors[0])) return errors[0];
  return undefined;
}

function findFaultName(candidates: readonly (string | undefined)[]): FaultName | undefined {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const exact = FAULT_NAMES.find((name) => name === candidate);
    if (exact) return exact;
  }
  for (const candidate of candidates) {
    if (!candidate) continue;
    const contained = FAULT_NAMES.find((name) => candidate.includes(name));
    if (contained) return contained;
  }
  return undefined;
}

/** Parses a body that may be JSON, truncated JSON, an HTML error page or nothing at all; never throws. */
export function parseBodyText(rawText: string | undefined): unknown {
  if (rawText === undefined) return undefined;
  const trimmed = rawText.trim();
  if (trimmed === "" || (trimmed[0] !== "{" && trimmed[0] !== "[" && trimmed[0] !== '"')) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether a body text is an HTML page (a proxy's or servlet container's error page). */
export function isHtmlText(value: string | undefined): boolean {
  if (!value) return false;
  return /^\s*<(!doctype|html|head|body|\?xml)/i.test(value) || /<\/?(html|body|h1|title)[\s>]/i.test(value);
}

/** The console's one HTTP error type, for both API generations, with the server's details when it sent any. */
export class ApiError extends Error {
  /** HTTP status; 0 means no connection (the request never got an answer). */
  readonly status: number;
  readonly statusText: string;
  /** REST error_key (second generation) or errors[0].error_key (first generation). */
  readonly errorKey?: string;
  /** The server's error message (error_message, or the message of a category/message body). */
  readonly errorMessage?: string;
  /** The category of a first-generation "category/message" error body. */
  readonly category?: string;
  /** First-generation fault name such as InsufficientPermission or EntityNotFound. */
  readonly faultName?: FaultName;
  /** The parsed JSON body, if the body was JSON. */
  readonly body?: unknown;
  /** The body as received, if there was one. */
  readonly rawText?: string;
  readonly isNetworkError: boolean;
  /** True when the body was an HTML page rather than an API answer. */
  readonly isHtml: boolean;
  readonly url?: string;
  readonly method?: string;
  /** The response headers (such as X-VDM-SmartCardSupportForAdmin), when there was a response. */
  readonly headers?: Headers;

  constructor(init: ApiErrorInit) {
    const body = init.body;
    const first = firstError(body);
    const top = isObject(body) ? body : undefined;
    const errorKey = text(first?.error_key) ?? text(first?.errorKey) ?? text(top?.error_key);
    const errorMessage =
      text(first?.error_message) ??
      text(first?.errorMessage) ??
      text(top?.error_message) ??
      text(top?.message) ??
      (typeof body === "string" ? text(body) : undefined);
    const statusText = init.statusText ?? "";
    const isHtml = isHtmlText(init.rawText);
    super(
      errorMessage ??
        (init.isNetworkError ? "No connection to the server" : (text(statusText) ?? `HTTP ${init.status}`)),
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.name = "ApiError";
    this.status = init.status;
    this.statusText = statusText;
    this.isNetworkError = init.isNetworkError ?? init.status === 0;
    this.isHtml = isHtml;
    if (body !== undefined) this.body = body;
    if (init.rawText !== undefined) this.rawText = init.rawText;
    if (errorKey !== undefined) this.errorKey = errorKey;
    if (errorMessage !== undefined) this.errorMessage = errorMessage;
    const category = text(top?.category);
    if (category !== undefined) this.category = category;
    const faultName = findFaultName([
      text(top?.fault),
      text(top?.faultName),
      text(top?.fault_name),
      text(top?.faultType),
      text(top?.type),
      text(first?.fault),
      text(first?.fault_name),
      category,
      errorKey,
      errorMessage,
    ]);
    if (faultName !== undefined) this.faultName = faultName;
    if (init.url !== undefined) this.url = init.url;
    if (init.method !== undefined) this.method = init.method;
    if (init.headers !== undefined) this.headers = init.headers;
  }

  /** Builds an error from a status and body text, whatever the text is. */
  static fromText(status: number, rawText: string | undefined, extra: Omit<ApiErrorInit, "status"> = {}) {
    const body = extra.body ?? parseBodyText(rawText);
    return new ApiError({ ...extra, status, body, ...(rawText === undefined ? {} : { rawText }) });
  }

  /**
   * Builds an error from a failed Response (reading its body defensively) or from anything a fetch threw
   * (a network error: status 0). An ApiError is returned as is.
   */
  static async from(source: unknown, request?: { url?: string; method?: string }): Promise<ApiError> {
    if (source instanceof ApiError) return source;
    const where = {
      ...(request?.url ? { url: request.url } : {}),
      ...(request?.method ? { method: request.method } : {}),
    };
    if (source instanceof Response) {
      let rawText: string | undefined;
      try {
        rawText = await source.text();
      } catch {
        rawText = undefined;
      }
      return ApiError.fromText(source.status, rawText, {
        statusText: source.statusText,
        headers: source.headers,
        ...where,
      });
    }
    return new ApiError({ status: 0, isNetworkError: true, cause: source, ...where });
  }
}

/**
 * A first-generation answer can be a 2xx whose body is {category, message}: the operation failed anyway.
 * Returns that body's error, or undefined for a real success.
 */
export function errorInSuccessBody(status: number, body: unknown, rawText?: string): ApiError | undefined {
  if (!isObject(body)) return undefined;
  if (text(body.category) === undefined || text(body.message) === undefined) return undefined;
  return new ApiError({ status, body, ...(rawText === undefined ? {} : { rawText }) });
}

/** Whether a thrown value is an ApiError with one of the given statuses. */
export function isApiError(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && (statuses.length === 0 || statuses.includes(error.status));
}
