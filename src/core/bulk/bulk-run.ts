import type { ApiCall } from "../http/api-call";
import { sendApiCall } from "../http/api-call";
import { ApiError } from "../http/api-error";
import { catalogueKey } from "../http/error-catalogue";
import { apiErrorMessage } from "../http/error-message";
import { serverMessage, type DisplayMessage } from "../i18n/display-message";

/** How an action's requests are sent: one call per item, or calls for batches of items. */
export type BulkRequest<Row> =
  | { kind: "item"; call: (row: Row) => ApiCall }
  | { kind: "batch"; call: (rows: readonly Row[]) => ApiCall; batchSize?: number };

/** One item's outcome: done, refused (with the reason), or not run because the run was cancelled. */
export interface BulkOutcome<Row> {
  row: Row;
  id: string;
  status: "succeeded" | "failed" | "notRun";
  message?: DisplayMessage;
}

export interface BulkRunOptions<Row> {
  rows: readonly Row[];
  rowId: (row: Row) => string;
  request: BulkRequest<Row>;
  /** Rows the administrator may not act on fail with this message without being sent. */
  refusal?: (row: Row) => DisplayMessage | undefined;
  /** Item calls in flight at once. */
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
  /** Cancels the run: no further request starts; those in flight finish and are reported. */
  signal?: AbortSignal;
  /** Sends a call (the shared client by default). */
  send?: (call: ApiCall) => Promise<unknown>;
}

/** Items per batch call when the action does not say; small enough that cancel and progress mean something. */
export const DEFAULT_BATCH_SIZE = 20;
const DEFAULT_CONCURRENCY = 4;

/** The REST API's per-item answer of a bulk action (id, status code, errors). */
interface BulkItemAnswer {
  id?: unknown;
  status_code?: unknown;
  errors?: { error_key?: unknown; error_message?: unknown }[];
  error_messages?: unknown[];
}

function itemFailure(answer: BulkItemAnswer | undefined): DisplayMessage | undefined {
  if (answer === undefined) return { key: "UNABLE_PROCESS_REQUEST" };
  const status = typeof answer.status_code === "number" ? answer.status_code : 200;
  const errors = Array.isArray(answer.errors) ? answer.errors : [];
  if (status < 400 && errors.length === 0) return undefined;
  const first = errors[0];
  const text =
    (typeof first?.error_message === "string" ? first.error_message : undefined) ??
    (typeof answer.error_messages?.[0] === "string" ? answer.error_messages[0] : undefined);
  // An error key the catalogue knows is said in the console's words, the pod's sentence behind Details.
  const known =
    typeof first?.error_key === "string"
      ? catalogueKey(new ApiError({ status, body: { errors: [first] } }))
      : undefined;
  if (known) return text ? { key: known, details: text } : { key: known };
  return text ? serverMessage(text) : { key: "UNABLE_PROCESS_REQUEST" };
}

function detailsOf(answer: unknown): unknown[] | undefined {
  const details = (answer as { details?: unknown } | null)?.details;
  return Array.isArray(details) ? (details as unknown[]) : undefined;
}

/**
 * The failure in an item call's answer that lists a result per entity it touched (a machine's assign-users
 * answers per user; an entitlement change answers per pool, and within it per user or group in `details`):
 * the first one, since the item is done only when every entity is.
 */
function entityFailure(answer: unknown): DisplayMessage | undefined {
  if (!Array.isArray(answer)) return undefined;
  for (const entry of answer as unknown[]) {
    if (entry === null || typeof entry !== "object") continue;
    const failure = itemFailure(entry) ?? entityFailure(detailsOf(entry));
    if (failure) return failure;
  }
  return undefined;
}

/**
 * The per-item results of a batch answer: the answer itself when it is an array, or its `details` (actions
 * that also answer a task id, as schedule-agent-upgrade does), or the `details` of each entry (global
 * session actions answer per pod); undefined when it names none.
 */
function itemAnswers(answer: unknown): unknown[] | undefined {
  if (!Array.isArray(answer)) return detailsOf(answer);
  const perPod = (answer as unknown[]).map(detailsOf);
  if (answer.length > 0 && perPod.some((details) => details !== undefined))
    return perPod.flatMap((details) => details ?? []);
  return answer as unknown[];
}

/** Outcomes of one batch answer: a result per item where it names them; anything else means all succeeded. */
function batchOutcomes<Row>(
  rows: readonly Row[],
  ids: readonly string[],
  answer: unknown,
): BulkOutcome<Row>[] {
  const items = itemAnswers(answer);
  if (!items) return rows.map((row, index) => ({ row, id: ids[index] ?? "", status: "succeeded" }));
  const byId = new Map<string, BulkItemAnswer>();
  for (const item of items as BulkItemAnswer[]) {
    if (item && typeof item === "object" && typeof item.id === "string") byId.set(item.id, item);
  }
  return rows.map((row, index) => {
    const id = ids[index] ?? "";
    const failure = itemFailure(byId.get(id));
    return failure ? { row, id, status: "failed", message: failure } : { row, id, status: "succeeded" };
  });
}

/**
 * Runs an action over many items: in batches or item by item with a bounded number in flight, with
 * progress, cancel between requests, and one outcome per item in the order given. Never rejects: a
 * failed request fails its items with the call's message.
 */
export async function runBulk<Row>(options: BulkRunOptions<Row>): Promise<BulkOutcome<Row>[]> {
  const { rows, rowId, request, signal } = options;
  const send = options.send ?? ((call: ApiCall) => sendApiCall(call));
  const outcomes: (BulkOutcome<Row> | undefined)[] = Array.from({ length: rows.length });
  let done = 0;
  const report = (count: number) => {
    done += count;
    options.onProgress?.(done, rows.length);
  };

  const pending: number[] = [];
  rows.forEach((row, index) => {
    const refusal = options.refusal?.(row);
    if (refusal) outcomes[index] = { row, id: rowId(row), status: "failed", message: refusal };
    else pending.push(index);
  });
  if (pending.length < rows.length) report(rows.length - pending.length);

  const fail = (indexes: readonly number[], error: unknown) => {
    const message = apiErrorMessage(error);
    for (const index of indexes) {
      const row = rows[index] as Row;
      outcomes[index] = { row, id: rowId(row), status: "failed", message };
    }
  };

  if (request.kind === "batch") {
    const size = Math.max(1, request.batchSize ?? DEFAULT_BATCH_SIZE);
    for (let start = 0; start < pending.length && !signal?.aborted; start += size) {
      const indexes = pending.slice(start, start + size);
      const batchRows = indexes.map((index) => rows[index] as Row);
      try {
        const answer = await send(request.call(batchRows));
        batchOutcomes(batchRows, batchRows.map(rowId), answer).forEach((outcome, position) => {
          outcomes[indexes[position] as number] = outcome;
        });
      } catch (error) {
        fail(indexes, error);
      }
      report(indexes.length);
    }
  } else {
    let next = 0;
    const worker = async () => {
      while (next < pending.length && !signal?.aborted) {
        const index = pending[next++] as number;
        const row = rows[index] as Row;
        try {
          const failure = entityFailure(await send(request.call(row)));
          outcomes[index] = failure
            ? { row, id: rowId(row), status: "failed", message: failure }
            : { row, id: rowId(row), status: "succeeded" };
        } catch (error) {
          fail([index], error);
        }
        report(1);
      }
    };
    const workers = Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, pending.length);
    await Promise.all(Array.from({ length: workers }, worker));
  }

  return rows.map((row, index) => outcomes[index] ?? { row, id: rowId(row), status: "notRun" });
}
