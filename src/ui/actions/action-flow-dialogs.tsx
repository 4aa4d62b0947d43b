import { DEFAULT_BATCH_SIZE, type BulkOutcome } from "../../core/bulk/bulk-run";
import type { ApiCall } from "../../core/http/api-call";
import { ApiCallDisclosure } from "../api-call/api-call-disclosure";
import { ErrorDetails } from "../banner/error-details";
import { Dialog } from "../dialog/dialog";
import { useTranslation } from "../i18n/use-translation";
import type { FlowStep } from "./action-flow";
import type { ActionValues, SectionAction } from "./section-action";

/** How many affected items a confirmation names before summarising the rest. */
export const CONFIRM_LIST_LIMIT = 25;

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

export interface ActionFlowDialogsProps<Row> {
  step: Exclude<FlowStep<Row>, { kind: "idle" }>;
  values: ActionValues;
  setValues: (update: (previous: ActionValues) => ActionValues) => void;
  rowId: (row: Row) => string;
  rowLabel: (row: Row) => string;
  outcomeText: (outcome: BulkOutcome<Row>) => string;
  /** Ends the flow (Cancel, Close, Escape): aborts what runs. */
  close: () => void;
  /** Runs the action on the rows (Confirm, Retry failed). */
  run: (action: SectionAction<Row>, rows: Row[], values: ActionValues) => void;
  /** Stops a run between requests. */
  cancelRun: () => void;
}

/**
 * The flow's dialogs: collecting every item (progress, cancel), the confirmation (affected items, the
 * action's input, its API call, then the run's progress) and the per-item results with "Retry failed".
 * A chunk of their own, loaded when a page shows its actions (decision 0037).
 */
export function ActionFlowDialogs<Row>({
  step,
  values,
  setValues,
  rowId,
  rowLabel: label,
  outcomeText,
  close,
  run,
  cancelRun,
}: ActionFlowDialogsProps<Row>) {
  const t = useTranslation();
  const confirming = step.kind === "confirm" || step.kind === "running" ? step : null;
  const isComplete = confirming?.action.input?.isComplete?.(values) ?? true;
  const preview = confirming ? previewCall(confirming.action, confirming.rows, values) : undefined;
  return (
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
            <button type="button" className="vdc-button" disabled={step.isCancelling} onClick={cancelRun}>
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
                  if (confirming) run(confirming.action, confirming.rows, values);
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
                <li key={rowId(row)}>{label(row)}</li>
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
                    run(
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
