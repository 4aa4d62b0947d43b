import { useEffect, useRef, useState, type ReactNode } from "react";
import type { BulkOutcome, BulkRequest } from "../../core/bulk/bulk-run";
import { displayText } from "../../core/i18n/display-message";
import { errorDetails, useErrorText } from "../i18n/error-text";
import { useTranslation } from "../i18n/use-translation";
import { LazyModule, preloadModule } from "../lazy/lazy-module";
import type { Notice } from "../section-page/section-page";
import type { ActionValues, SectionAction } from "./section-action";

// The dialogs and the bulk runner are not needed to paint a page: they are a chunk of their own, fetched
// once the page with actions has painted, so the first click finds them loaded (decision 0037).
const loadActionFlowDialogs = () => import("./action-flow-dialogs");
const loadBulkRun = () => import("../../core/bulk/bulk-run");

/** Collects every item an action on "all pages" means, reporting progress; may be cancelled. */
export type CollectRows<Row> = (
  onProgress: (loaded: number, total: number) => void,
  signal: AbortSignal,
) => Promise<Row[]>;

/** Where an action is in the flow; the dialogs show every step but idle. */
export type FlowStep<Row> =
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
  useEffect(() => {
    void preloadModule(loadActionFlowDialogs);
  }, []);

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
    let runBulk: Awaited<ReturnType<typeof loadBulkRun>>["runBulk"];
    try {
      ({ runBulk } = await loadBulkRun());
    } catch (error) {
      console.warn("Could not load a part of the console", error);
      setStep({ kind: "idle" });
      setNotice({ tone: "error", text: t("ui.lazy.loadFailed") });
      return;
    }
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

  const dialogs =
    step.kind === "idle" ? null : (
      <LazyModule
        load={loadActionFlowDialogs}
        render={({ ActionFlowDialogs }) => (
          <ActionFlowDialogs<Row>
            step={step}
            values={values}
            setValues={setValues}
            rowId={options.rowId}
            rowLabel={options.rowLabel}
            outcomeText={outcomeText}
            close={close}
            run={(action, rows, runValues) => void run(action, rows, runValues)}
            cancelRun={() => {
              controller.current?.abort();
              setStep((current) =>
                current.kind === "running" ? { ...current, isCancelling: true } : current,
              );
            }}
          />
        )}
      />
    );

  return { start, isBusy: step.kind !== "idle", notice, dialogs };
}
