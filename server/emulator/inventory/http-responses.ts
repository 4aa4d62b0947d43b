import type { Context } from "hono";
import { errorResponse } from "../http/errors";
import type { ListPage } from "./rest-list";

/** The REST error body of the second API generation (the emulator's one error shape). */
export function restError(c: Context, status: number, errorKey: string, message: string): Response {
  return errorResponse(c.req.path, status, errorKey, message);
}

/** A REST 404 for an id that names nothing. */
export function restNotFound(c: Context, entity: string, id: string): Response {
  return restError(c, 404, `${entity}.not.found`, `No ${entity.replace(/[.-]/g, " ")} with id ${id}`);
}

/** A REST 403 for a caller without the privilege. */
export function restForbidden(c: Context, privilege: string): Response {
  return restError(c, 403, "insufficient.privilege", `The caller needs the ${privilege} privilege`);
}

/**
 * One REST list page. Like a real Connection Server, `HAS_MORE_RECORDS: true` is sent only when another
 * page exists and the header is absent on the last page: scripts that page while the header is present
 * must stop. The header is exposed to cross-origin callers.
 */
export function restPage<T>(page: ListPage<T>, map?: (record: T) => unknown): Response {
  const body = map ? page.items.map(map) : page.items;
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Access-Control-Expose-Headers": "HAS_MORE_RECORDS",
  };
  if (page.hasMore) headers.HAS_MORE_RECORDS = "true";
  return new Response(JSON.stringify(body), { status: 200, headers });
}

/** HTTP status of each first-generation fault, as the view API answers them. */
const FAULT_STATUS: Record<string, number> = {
  InvalidArgument: 400,
  InvalidRequest: 400,
  InvalidQuery: 400,
  EntityNotFound: 400,
  EntityAlreadyExists: 400,
  EntityInUse: 400,
  InvalidState: 400,
  PartialFailureFault: 400,
  InsufficientPermission: 403,
  UnexpectedFault: 500,
};

/** A first-generation (view API) fault: errors[0] carries the error key and message, `fault` the fault name. */
export function viewFault(
  c: Context,
  faultName: string,
  message: string,
  errorKey?: string,
  status?: number,
): Response {
  return errorResponse(c.req.path, status ?? FAULT_STATUS[faultName] ?? 400, errorKey ?? faultName, message, {
    faultName,
  });
}

export type BodyResult = { ok: true; value: unknown } | { ok: false };

/** Parses the JSON request body without throwing; an empty body reads as undefined. */
export async function readJsonBody(c: Context): Promise<BodyResult> {
  const text = await c.req.text();
  if (text.trim() === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A list of non-empty strings, or null when the value is anything else. */
export function stringList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  return value.every((item) => typeof item === "string" && item !== "") ? (value as string[]) : null;
}

/** The result row of a REST bulk action. */
export interface BulkItemResult {
  id: string;
  status_code: number;
  timestamp: number;
  errors?: { error_key: string; error_message: string }[];
  error_messages?: string[];
}

/** A bulk-action result for one id: success, or a per-id error. */
export function bulkResult(
  id: string,
  now: number,
  error?: { status: number; key: string; message: string },
): BulkItemResult {
  if (!error) return { id, status_code: 200, timestamp: now };
  return {
    id,
    status_code: error.status,
    timestamp: now,
    errors: [{ error_key: error.key, error_message: error.message }],
    error_messages: [error.message],
  };
}
