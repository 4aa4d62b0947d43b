import type { Context } from "hono";

const REASONS: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  414: "URI Too Long",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** The reason phrase of a status, for the REST error body's `error`. */
export function reasonPhrase(status: number): string {
  return REASONS[status] ?? "Error";
}

/** First-generation fault names the console recognises, by status, when a thrower names none. */
const DEFAULT_FAULTS: Readonly<Record<number, string>> = {
  400: "InvalidArgument",
  403: "InsufficientPermission",
  404: "EntityNotFound",
  409: "EntityAlreadyExists",
  500: "UnexpectedFault",
};

/** Throw from any handler: the emulator's onError renders it in the calling API generation's error shape. */
export class EmulatorHttpError extends Error {
  readonly status: number;
  readonly errorKey: string;
  readonly faultName: string | undefined;
  readonly resourceId: string | undefined;

  constructor(
    status: number,
    errorKey: string,
    message: string,
    options: { faultName?: string; resourceId?: string } = {},
  ) {
    super(message);
    this.name = "EmulatorHttpError";
    this.status = status;
    this.errorKey = errorKey;
    this.faultName = options.faultName ?? DEFAULT_FAULTS[status];
    this.resourceId = options.resourceId;
  }
}

/** 400 with an error key (default INVALID_ARGUMENT-style key "invalid.request"). */
export function badRequest(message: string, errorKey = "invalid.request", faultName = "InvalidArgument") {
  return new EmulatorHttpError(400, errorKey, message, { faultName });
}

/** 404 for an unknown id. */
export function notFound(what: string, id: string) {
  return new EmulatorHttpError(404, "entity.not.found", `${what} ${id} not found`, {
    faultName: "EntityNotFound",
    resourceId: id,
  });
}

/** Whether a path belongs to the first API generation. */
export function isViewPath(path: string): boolean {
  return path.startsWith("/view-vlsi/");
}

/** The REST error body: status, timestamp, resource_id, error, path, errors[{error_key, error_message}]. */
export function restErrorBody(
  status: number,
  path: string,
  errorKey: string,
  message: string,
  resourceId?: string,
): Record<string, unknown> {
  return {
    status,
    timestamp: Date.now(),
    ...(resourceId === undefined ? {} : { resource_id: resourceId }),
    error: reasonPhrase(status),
    path,
    errors: [{ error_key: errorKey, error_message: message }],
  };
}

/** The first generation's error body: errors[0] with error_key and error_message, plus the fault name. */
export function viewErrorBody(
  errorKey: string,
  message: string,
  faultName?: string,
): Record<string, unknown> {
  return {
    ...(faultName === undefined ? {} : { fault: faultName }),
    errors: [{ error_key: errorKey, error_message: message }],
  };
}

/** An error response in the shape the path's API generation uses. */
export function errorResponse(
  path: string,
  status: number,
  errorKey: string,
  message: string,
  options: { faultName?: string; resourceId?: string; headers?: HeadersInit } = {},
): Response {
  const body = isViewPath(path)
    ? viewErrorBody(errorKey, message, options.faultName ?? DEFAULT_FAULTS[status])
    : restErrorBody(status, path, errorKey, message, options.resourceId);
  const headers = new Headers(options.headers);
  headers.set("Content-Type", "application/json; charset=UTF-8");
  return new Response(JSON.stringify(body), { status, headers });
}

/** Renders a thrown EmulatorHttpError for the request's API generation. */
export function renderHttpError(path: string, error: EmulatorHttpError): Response {
  return errorResponse(path, error.status, error.errorKey, error.message, {
    ...(error.faultName === undefined ? {} : { faultName: error.faultName }),
    ...(error.resourceId === undefined ? {} : { resourceId: error.resourceId }),
  });
}

/** The request body as JSON; 400 for an empty or malformed body (the size limit is enforced before). */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") throw badRequest("Request body is required", "request.body.missing");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("Request body is not valid JSON", "request.body.malformed");
  }
}

/** The request body as JSON when there is one, else undefined; 400 when it is malformed. */
export async function readOptionalJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("Request body is not valid JSON", "request.body.malformed");
  }
}

export type JsonObject = Record<string, unknown>;

/**
 * Longest text the emulator stores, where the OpenAPI gives no maxLength: names 64, display names 256,
 * descriptions and messages 1024 (the OpenAPI's own limits for pools and farms), anything else 4096.
 * Longer text is a 400 `request.field.too_long`, never stored.
 */
export const TEXT_LIMITS = {
  name: 64,
  displayName: 256,
  description: 1024,
  message: 1024,
  other: 4096,
} as const;

/** A 400 when a text field is longer than its limit. */
export function checkLength(field: string, value: string, maxLength: number): string {
  if (value.length > maxLength)
    throw badRequest(`${field} is longer than ${maxLength} characters`, "request.field.too_long");
  return value;
}

/** The value as a JSON object, or 400 naming `what`. */
export function requireObject(value: unknown, what = "request body"): JsonObject {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw badRequest(`${what} must be a JSON object`, "request.body.invalid");
  return value as JsonObject;
}

/** A JSON object body; 400 otherwise. */
export async function readJsonObject(c: Context): Promise<JsonObject> {
  return requireObject(await readJson(c));
}

/** A required string field of at most `maxLength` characters (default 4096); 400 naming the field otherwise. */
export function requireString(
  body: JsonObject,
  field: string,
  options: { allowEmpty?: boolean; maxLength?: number } = {},
): string {
  const value = body[field];
  if (typeof value !== "string" || (!options.allowEmpty && value.trim() === ""))
    throw badRequest(`${field} must be a non-empty string`, "request.field.invalid");
  return checkLength(field, value, options.maxLength ?? TEXT_LIMITS.other);
}

/** An optional string field (absent or null gives undefined) of at most `maxLength` characters; 400 otherwise. */
export function optionalString(
  body: JsonObject,
  field: string,
  maxLength: number = TEXT_LIMITS.other,
): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw badRequest(`${field} must be a string`, "request.field.invalid");
  return checkLength(field, value, maxLength);
}

/** An optional boolean field; 400 for another type. */
export function optionalBoolean(body: JsonObject, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "boolean") throw badRequest(`${field} must be a boolean`, "request.field.invalid");
  return value;
}

/** An optional integer field within [min, max]; 400 otherwise. */
export function optionalInteger(
  body: JsonObject,
  field: string,
  min: number,
  max: number,
): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
    throw badRequest(`${field} must be an integer from ${min} to ${max}`, "request.field.invalid");
  return value;
}

/** One of the allowed string values; 400 otherwise. */
export function optionalEnum<T extends string>(
  body: JsonObject,
  field: string,
  allowed: readonly T[],
): T | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value))
    throw badRequest(`${field} must be one of ${allowed.join(", ")}`, "request.field.invalid");
  return value as T;
}
