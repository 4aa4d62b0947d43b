import { useRef, useState, type ReactNode } from "react";
import { runBulk, type BulkOutcome, type BulkRequest } from "../../core/bulk/bulk-run";
import { DEFAULT_BATCH_SIZE } from "../../core/bulk/bulk-run";
import type { ApiCall } from "../../core/http/api-call";
import { displayText } from "../../core/i18n/display-message";
import { ApiCallDisclosure } from "../api-call/api-call-disclosure";
import { ErrorDetails } from "../banner/error-details";
import { Dialog } from "../dialog/dialog";
import { errorDetails, useErrorText } from "../i18n/error-text";
import { useTranslation } from "../i18n/use-translation";
import type { Notice } from "../section-page/section-page";
import type { ActionValues, SectionAction } from "./section-action";

/** How many affected items a confirmation names before summarising the rest. */
export const CONFIRM_LIST_LIMIT = 25;

/** Collects every item an action on "all pages" means, reporting progress; may be cancelled. */
export type CollectRows<Row> = (
  onProgress: (loaded: number, total: number) => void,
  signal: AbortSignal,
) => Promise<Row[]>;

type FlowStep<Row> =
  | { kind: "idle" }
  | { kind: "collecting"; action: SectionAction<Row>; loaded: number; total: number }
  | { kind: "confirm"; action: SectionAction<Row>; rows: Row[] }
  | { kind: "running"; action: SectionAction<Row>; rows: Row[]; done: number; isCancelling: boolean }
  | { kind: "results"; action: SectionAction<Row>; outcomes: BulkOutcome<Row>[] };

export interface ActionFlowOptions<Row> {
  rowId: (row: Row) => string;
  /** How an item is named in confirmations and results (admin-entered text, shown as text). */
  rowLabel: (row: Row) => string;
  /** Whether the administrator may run the action on the item (privilege on its access group). */
  canActOn: (action: SectionAction<Row>, row: Row) => boolean;
  /** After every run (refresh the list, read the item back). */
  onFinished?: (action: SectionAction<Row>, outcomes: readonly BulkOutcome<Row>[]) => void | Promise<void>;
}

export interface ActionFlow<Row> {
  /** Starts an action on items, or on every item `collect` finds (all pages). */
  start: (action: SectionAction<Row>, rows: Row[] | CollectRows<Row>) => void;
  /** Whether an action is being confirmed or run (other actions wait). */
  isBusy: boolean;
  /** The last one-item outcome or failure, for the page's notice line. */
  notice: Notice | null;
  /** The flow's dialogs: render once in the page. */
  dialogs: ReactNode;
}

/** A failure's server sentence as a notice's details, when it has one. */
function detailsOf(error: unknown): Pick<Notice, "details"> {
  const details = errorDetails(error);
  return details === undefined ? {} : { details };
}

function toBulkRequest<Row>(action: SectionAction<Row>, values: ActionValues): BulkRequest<Row> | undefined {
  const request = action.request;
  if (!request) return undefined;
  if (request.kind === "item") return { kind: "item", call: (row) => request.call(row, values) };
  return {
    kind: "batch",
    call: (rows) => request.call(rows, values),
    ...(request.batchSize === undefined ? {} : { batchSize: request.batchSize }),
  };
}

/** The call the confirmation shows, and how many such calls the run sends. */
function previewCall<Row>(
  action: SectionAction<Row>,
  rows: readonly Row[],
  values: ActionValues,
): { call: ApiCall; count: number } | undefined {
  const request = action.request;
  const first = rows[0];
  if (!request || first === undefined) return undefined;
  if (request.kind === "item") return { call: request.call(first, values), count: rows.length };
  const size = request.batchSize ?? DEFAULT_BATCH_SIZE;
  return { call: request.call(rows.slice(0, size), values), count: Math.ceil(rows.length / size) };
}

/**
 * The one flow every declared action runs through: collect (all pages, with progress and cancel),
 * confirm (affected items with a count beyond the list limit, the action's input, its API call), run
 * (progress and cancel between requests), and the outcome: a notice for one item, a result per item for
 * many, with "Retry failed".
 */
export function useActionFlow<Row>(options: ActionFlowOptions<Row>): ActionFlow<Row> {
  const t = useTranslation();
  const errorText = useErrorText();
  const [step, setStep] = useState<FlowStep<Row>>({ kind: "idle" });
  const [values, setValues] = useState<ActionValues>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const controller = useRef<AbortController | null>(null);

  const close = () => {
    controller.current?.abort();
    setStep({ kind: "idle" });
  };

  const start: ActionFlow<Row>["start"] = (action, rows) => {
    setNotice(null);
    setValues(action.input?.initial ?? {});
    if (Array.isArray(rows)) {
      if (action.open) {
        action.open(rows);
        return;
      }
      setStep({ kind: "confirm", action, rows });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setStep({ kind: "collecting", action, loaded: 0, total: 0 });
    rows((loaded, total) => {
      if (!abort.signal.aborted) setStep({ kind: "collecting", action, loaded, total });
    }, abort.signal).then(
      (collected) => {
        if (abort.signal.aborted) return;
        if (action.open) {
          setStep({ kind: "idle" });
          action.open(collected);
        } else setStep({ kind: "confirm", action, rows: collected });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setStep({ kind: "idle" });
        setNotice({ tone: "error", text: errorText(error), ...detailsOf(error) });
      },
    );
  };

  const outcomeText = (outcome: BulkOutcome<Row>) =>
    outcome.message
      ? displayText(outcome.message, (key, values) => t(key, values))
      : t("UNABLE_PROCESS_REQUEST");

  const outcomeDetails = (outcome: BulkOutcome<Row>): Pick<Notice, "details"> =>
    outcome.message && "key" in outcome.message && outcome.message.details
      ? { details: outcome.message.details }
      : {};

  const run = async (action: SectionAction<Row>, rows: Row[], runValues: ActionValues) => {
    const request = toBulkRequest(action, runValues);
    if (!request) return;
    const { rowId, canActOn } = options;
    const abort = new AbortController();
    controller.current = abort;
    setStep({ kind: "running", action, rows, done: 0, isCancelling: false });
    const outcomes = await runBulk({
      rows,
      rowId,
      request,
      refusal: (row) => (canActOn(action, row) ? undefined : { key: "INSUFFICIENT_PERMISSION" }),
      signal: abort.signal,
      onProgress: (done) =>
        setStep((current) => (current.kind === "running" ? { ...current, done } : current)),
    });
    action.onDone?.(outcomes);
    await options.onFinished?.(action, outcomes);
    const [only] = outcomes;
    if (outcomes.length === 1 && only) {
      setStep({ kind: "idle" });
      setNotice(
        only.status === "succeeded"
          ? {
              tone: "success",
              text: t(action.success ?? "ui.bulk.doneOne", {
                name: options.rowLabel(only.row),
                action: t(action.label),
              }),
            }
          : { tone: "error", text: outcomeText(only), ...outcomeDetails(only) },
      );
      return;
    }
    setStep({ kind: "results", action, outcomes });
  };

  const confirming = step.kind === "confirm" || step.kind === "running" ? step : null;
  const isComplete = confirming?.action.input?.isComplete?.(values) ?? true;
  const preview = confirming ? previewCall(confirming.action, confirming.rows, values) : undefined;
  const label = options.rowLabel;

  const dialogs = (
    <>
      <Dialog
        isOpen={step.kind === "collecting"}
        title={step.kind === "collecting" ? t(step.action.label) : ""}
        size="small"
        onDismiss={close}
        footer={
          <button type="button" className="vdc-button" onClick={close}>
            {t("ui.action.cancel")}
          </button>
        }
      >
        {step.kind === "collecting" && (
          <div className="vdc-bulk">
            <p role="status">
              {step.total > 0
                ? t("ui.bulk.collectingCount", { loaded: step.loaded, total: step.total })
                : t("ui.bulk.collecting")}
            </p>
            <progress
              className="vdc-bulk__progress"
              aria-label={t("ui.bulk.collecting")}
              {...(step.total > 0 ? { value: step.loaded, max: step.total } : {})}
            />
          </div>
        )}
      </Dialog>
      <Dialog
        isOpen={confirming !== null}
        title={confirming ? t(confirming.action.confirm?.title ?? confirming.action.label) : ""}
        size="medium"
        onDismiss={() => {
          if (step.kind === "confirm") close();
        }}
        footer={
          step.kind === "running" ? (
            <button
              type="button"
              className="vdc-button"
              disabled={step.isCancelling}
              onClick={() => {
                controller.current?.abort();
                setStep({ ...step, isCancelling: true });
              }}
            >
              {t("ui.bulk.cancelRun")}
            </button>
          ) : (
            <>
              <button type="button" className="vdc-button" onClick={close}>
                {t("ui.action.cancel")}
              </button>
              <button
                type="button"
                className="vdc-button"
                data-variant={confirming?.action.variant ?? "primary"}
                disabled={!isComplete || confirming?.rows.length === 0}
                onClick={() => {
                  if (confirming) void run(confirming.action, confirming.rows, values);
                }}
              >
                {confirming ? t(confirming.action.label) : ""}
              </button>
            </>
          )
        }
      >
        {confirming && (
          <div className="vdc-bulk" aria-busy={step.kind === "running" || undefined}>
            <p>
              {t(confirming.action.confirm?.question ?? "ui.bulk.question", {
                count: confirming.rows.length,
                name: confirming.rows[0] === undefined ? "" : label(confirming.rows[0]),
                action: t(confirming.action.label),
              })}
            </p>
            <ul className="vdc-bulk__affected" aria-label={t("ui.bulk.affected")}>
              {confirming.rows.slice(0, CONFIRM_LIST_LIMIT).map((row) => (
                <li key={options.rowId(row)}>{label(row)}</li>
              ))}
            </ul>
            {confirming.rows.length > CONFIRM_LIST_LIMIT && (
              <p>{t("ui.bulk.more", { count: confirming.rows.length - CONFIRM_LIST_LIMIT })}</p>
            )}
            {confirming.action.input && (
              <fieldset className="vdc-fieldset" disabled={step.kind === "running"}>
                <legend className="vdc-visually-hidden">{t("ui.bulk.options")}</legend>
                {confirming.action.input.render(
                  values,
                  (name, value) => setValues((previous) => ({ ...previous, [name]: value })),
                  confirming.rows,
                )}
              </fieldset>
            )}
            {preview && <ApiCallDisclosure call={preview.call} callCount={preview.count} />}
            {step.kind === "running" && (
              <>
                <p role="status">
                  {step.isCancelling
                    ? t("ui.bulk.cancelling")
                    : t("ui.bulk.running", { done: step.done, total: step.rows.length })}
                </p>
                <progress
                  className="vdc-bulk__progress"
                  aria-label={t("ui.bulk.progress")}
                  value={step.done}
                  max={step.rows.length}
                />
              </>
            )}
          </div>
        )}
      </Dialog>
      <Dialog
        isOpen={step.kind === "results"}
        title={step.kind === "results" ? t("ui.bulk.resultsTitle", { action: t(step.action.label) }) : ""}
        size="medium"
        onDismiss={close}
        footer={
          step.kind === "results" && (
            <>
              {step.outcomes.some((outcome) => outcome.status === "failed") && (
                <button
                  type="button"
                  className="vdc-button"
                  onClick={() =>
                    void run(
                      step.action,
                      step.outcomes
                        .filter((outcome) => outcome.status === "failed")
                        .map((outcome) => outcome.row),
                      values,
                    )
                  }
                >
                  {t("ui.bulk.retryFailed")}
                </button>
              )}
              <button type="button" className="vdc-button" data-variant="primary" onClick={close}>
                {t("ui.action.close")}
              </button>
            </>
          )
        }
      >
        {step.kind === "results" && (
          <BulkResults outcomes={step.outcomes} rowLabel={label} outcomeText={outcomeText} />
        )}
      </Dialog>
    </>
  );

  return { start, isBusy: step.kind !== "idle", notice, dialogs };
}

const OUTCOME_ORDER = { failed: 0, notRun: 1, succeeded: 2 } as const;

/** Each item's outcome, failed ones first with the server's reason, then those a cancel left untouched. */
function BulkResults<Row>({
  outcomes,
  rowLabel,
  outcomeText,
}: {
  outcomes: readonly BulkOutcome<Row>[];
  rowLabel: (row: Row) => string;
  outcomeText: (outcome: BulkOutcome<Row>) => string;
}) {
  const t = useTranslation();
  const count = (status: BulkOutcome<Row>["status"]) =>
    outcomes.filter((outcome) => outcome.status === status).length;
  const notRun = count("notRun");
  const ordered = [...outcomes].sort((a, b) => OUTCOME_ORDER[a.status] - OUTCOME_ORDER[b.status]);
  return (
    <div className="vdc-bulk">
      <p role="status">{t("ui.bulk.summary", { succeeded: count("succeeded"), failed: count("failed") })}</p>
      {notRun > 0 && (
        <p role="status">{t("ui.bulk.cancelledSummary", { ran: outcomes.length - notRun, notRun })}</p>
      )}
      <table className="vdc-table">
        <thead>
          <tr>
            <th scope="col">{t("ui.bulk.item")}</th>
            <th scope="col">{t("ui.bulk.outcome")}</th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((outcome) => (
            <tr key={outcome.id} data-outcome={outcome.status === "failed" ? "failure" : outcome.status}>
              <td>{rowLabel(outcome.row)}</td>
              <td>
                {outcome.status === "succeeded"
                  ? t("ui.bulk.succeeded")
                  : outcome.status === "notRun"
                    ? t("ui.bulk.notRun")
                    : t("ui.bulk.failed", { reason: outcomeText(outcome) })}
                {outcome.message && "key" in outcome.message && (
                  <ErrorDetails details={outcome.message.details} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
