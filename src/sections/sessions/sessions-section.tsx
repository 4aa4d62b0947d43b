import { useSignals } from "@preact/signals-react/runtime";
import { useId, useMemo, useRef, useState } from "react";
import { currentLocale } from "../../core/i18n/i18n";
import { ButtonBar, type ButtonBarItem } from "../../ui/button-bar/button-bar";
import { DataGrid } from "../../ui/data-grid/data-grid";
import { Dialog } from "../../ui/dialog/dialog";
import { useTranslation } from "../../ui/i18n/use-translation";
import { usePrivilege } from "../../ui/privileges/use-privilege";
import { ProgressMask } from "../../ui/progress-mask/progress-mask";
import { useStyleSheets } from "../../ui/styles/use-style-sheets";
import { actionErrorText } from "./action-error";
import { sessionColumns } from "./session-columns";
import { sessionStyles } from "./sessions.styles";
import { runSessionAction, SessionSource, type SessionOutcome } from "./sessions.model";
import type { MessageType, SessionAction, SessionRow } from "./sessions.types";
import type { SectionTarget } from "./section-target";

const SESSION_STYLES = [sessionStyles];

export interface SessionsSectionProps {
  /** Shows only the sessions of one desktop pool (a link from the pool's page). */
  desktopPoolId?: string;
  /** Follows a link into another section. */
  onNavigate?: (target: SectionTarget) => void;
}

/** How many affected sessions a confirmation names before summarising the rest. */
export const CONFIRM_LIST_LIMIT = 25;

const ACTIONS: readonly { action: SessionAction; privilege: string; variant?: "danger" }[] = [
  { action: "disconnect", privilege: "MACHINE_MANAGE_VDI_SESSION" },
  { action: "logoff", privilege: "MACHINE_MANAGE_VDI_SESSION", variant: "danger" },
  { action: "reset", privilege: "MACHINE_REBOOT", variant: "danger" },
  { action: "restart", privilege: "MACHINE_REBOOT", variant: "danger" },
  { action: "sendMessage", privilege: "MACHINE_MANAGE_VDI_SESSION" },
];

const MESSAGE_TYPES: readonly MessageType[] = ["INFO", "WARNING", "ERROR"];

type Step =
  | { kind: "idle" }
  | { kind: "collecting"; action: SessionAction }
  | { kind: "confirm"; action: SessionAction; sessions: SessionRow[] }
  | { kind: "running"; action: SessionAction; sessions: SessionRow[] }
  | { kind: "results"; action: SessionAction; outcomes: SessionOutcome[] };

function sessionLabel(session: SessionRow): string {
  return session.machineName
    ? `${session.userName ?? session.user_id} (${session.machineName})`
    : (session.userName ?? session.user_id);
}

/**
 * The local sessions list: served page by page with filters and export, and the disconnect, log off,
 * reset, restart and send-message actions on one or many sessions (all pages too). Each action is
 * confirmed with the list of affected sessions and reports a result per session afterwards.
 */
export function SessionsSection({ desktopPoolId }: SessionsSectionProps) {
  useSignals();
  const t = useTranslation();
  const locale = currentLocale.value;
  const rootRef = useRef<HTMLElement>(null);
  const canView = usePrivilege("MACHINE_VIEW|FEDERATED_SESSIONS_VIEW");
  const [source] = useState(() => new SessionSource(desktopPoolId));
  const columns = useMemo(() => sessionColumns(locale), [locale]);
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [failure, setFailure] = useState<string | null>(null);
  const [isForced, setIsForced] = useState(false);
  const [message, setMessage] = useState("");
  const [messageType, setMessageType] = useState<MessageType>("INFO");
  const refreshRef = useRef<() => void>(() => undefined);
  const messageId = useId();
  const messageTypeId = useId();

  useStyleSheets(rootRef, SESSION_STYLES);

  if (!canView) {
    return (
      <section ref={rootRef} className="vdc-sessions" part="sessions">
        <h2 className="vdc-sessions__title">{t("sessions.title")}</h2>
        <p role="status" className="vdc-sessions__message">
          {t("sessions.state.noPermission")}
        </p>
      </section>
    );
  }

  const start = (action: SessionAction, selected: SessionRow[], isAllPages: boolean) => {
    setFailure(null);
    setIsForced(false);
    setMessage("");
    setMessageType("INFO");
    if (!isAllPages) {
      setStep({ kind: "confirm", action, sessions: selected });
      return;
    }
    setStep({ kind: "collecting", action });
    source.allMatching().then(
      (sessions) => setStep({ kind: "confirm", action, sessions }),
      (error: unknown) => {
        setStep({ kind: "idle" });
        setFailure(actionErrorText(error, t));
      },
    );
  };

  const run = async () => {
    if (step.kind !== "confirm") return;
    const { action, sessions } = step;
    setStep({ kind: "running", action, sessions });
    try {
      const outcomes = await runSessionAction(action, sessions, {
        forced: isForced,
        message: message.trim(),
        messageType,
      });
      setStep({ kind: "results", action, outcomes });
    } catch (error) {
      setStep({ kind: "idle" });
      setFailure(actionErrorText(error, t));
    }
    refreshRef.current();
  };

  const close = () => setStep({ kind: "idle" });
  const confirming = step.kind === "confirm" || step.kind === "running" ? step : null;
  const isMessage = confirming?.action === "sendMessage";
  const canConfirm =
    confirming !== null && confirming.sessions.length > 0 && (!isMessage || message.trim() !== "");

  const toolbarItems = (selected: SessionRow[], isAllPages: boolean, isReady: boolean): ButtonBarItem[] =>
    ACTIONS.map(({ action, privilege, variant }) => ({
      id: action,
      label: `sessions.action.${action}`,
      privilege,
      isDisabled: !isReady || step.kind !== "idle",
      ...(variant ? { variant } : {}),
      onClick: () => start(action, selected, isAllPages),
    }));

  return (
    <section ref={rootRef} className="vdc-sessions" part="sessions">
      <h2 className="vdc-sessions__title">{t("sessions.title")}</h2>
      {failure && (
        <p role="alert" className="vdc-sessions__failure">
          {failure}
        </p>
      )}
      <div className="vdc-sessions__grid">
        <DataGrid<SessionRow>
          gridId="sessions"
          label={t("sessions.grid.label")}
          columns={columns}
          fetchPage={source.fetchPage}
          fetchAll={source.fetchAll}
          selection="multi"
          isExportable
          placeholderText={t("sessions.grid.empty")}
          toolbar={({ selectedRows, isAllPagesSelected, isActionReady, refresh }) => {
            refreshRef.current = refresh;
            return (
              <ButtonBar
                label={t("sessions.actions.label")}
                items={toolbarItems(selectedRows, isAllPagesSelected, isActionReady)}
              />
            );
          }}
        />
        {step.kind === "collecting" && <ProgressMask label={t("sessions.progress.collecting")} />}
      </div>
      <Dialog
        isOpen={confirming !== null}
        title={confirming ? t(`sessions.confirm.${confirming.action}.title`) : ""}
        size="medium"
        onDismiss={() => step.kind === "confirm" && close()}
        footer={
          <>
            <button type="button" className="vdc-button" disabled={step.kind === "running"} onClick={close}>
              {t("ui.action.cancel")}
            </button>
            <button
              type="button"
              className="vdc-button"
              data-variant={isMessage || confirming?.action === "disconnect" ? "primary" : "danger"}
              disabled={!canConfirm || step.kind === "running"}
              onClick={() => void run()}
            >
              {confirming ? t(`sessions.action.${confirming.action}`) : ""}
            </button>
          </>
        }
      >
        {confirming && (
          <div className="vdc-sessions__confirm" aria-busy={step.kind === "running" || undefined}>
            <p>
              {t(`sessions.confirm.${confirming.action}.question`, { count: confirming.sessions.length })}
            </p>
            <ul className="vdc-sessions__affected" aria-label={t("sessions.confirm.affected")}>
              {confirming.sessions.slice(0, CONFIRM_LIST_LIMIT).map((session) => (
                <li key={session.id}>{sessionLabel(session)}</li>
              ))}
            </ul>
            {confirming.sessions.length > CONFIRM_LIST_LIMIT && (
              <p>{t("sessions.confirm.more", { count: confirming.sessions.length - CONFIRM_LIST_LIMIT })}</p>
            )}
            {confirming.action === "logoff" && (
              <label className="vdc-checkbox">
                <input
                  type="checkbox"
                  checked={isForced}
                  onChange={(event) => setIsForced(event.target.checked)}
                />
                {t("sessions.confirm.forced")}
              </label>
            )}
            {isMessage && (
              <>
                <div className="vdc-field">
                  <label htmlFor={messageTypeId}>{t("sessions.message.type")}</label>
                  <select
                    id={messageTypeId}
                    className="vdc-select"
                    value={messageType}
                    onChange={(event) => setMessageType(event.target.value as MessageType)}
                  >
                    {MESSAGE_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`sessions.message.type.${type}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="vdc-field">
                  <label htmlFor={messageId}>{t("sessions.message.text")}</label>
                  <textarea
                    id={messageId}
                    className="vdc-input vdc-sessions__textarea"
                    value={message}
                    required
                    rows={4}
                    onChange={(event) => setMessage(event.target.value)}
                  />
                </div>
              </>
            )}
            {step.kind === "running" && <ProgressMask label={t("sessions.progress.running")} />}
          </div>
        )}
      </Dialog>
      <Dialog
        isOpen={step.kind === "results"}
        title={step.kind === "results" ? t(`sessions.results.${step.action}.title`) : ""}
        onDismiss={close}
        footer={
          <button type="button" className="vdc-button" data-variant="primary" onClick={close}>
            {t("ui.action.close")}
          </button>
        }
      >
        {step.kind === "results" && <ResultsList outcomes={step.outcomes} />}
      </Dialog>
    </section>
  );
}

/** The outcome of an action per session: failed ones first, with the server's reason. */
function ResultsList({ outcomes }: { outcomes: readonly SessionOutcome[] }) {
  const t = useTranslation();
  const failed = outcomes.filter((outcome) => !outcome.isSuccess);
  const succeeded = outcomes.length - failed.length;
  const ordered = [...failed, ...outcomes.filter((outcome) => outcome.isSuccess)];
  return (
    <>
      <p role="status">{t("sessions.results.summary", { succeeded, failed: failed.length })}</p>
      <table className="vdc-sessions__results">
        <thead>
          <tr>
            <th scope="col">{t("sessions.column.user")}</th>
            <th scope="col">{t("sessions.column.machine")}</th>
            <th scope="col">{t("sessions.results.outcome")}</th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((outcome) => (
            <tr key={outcome.session.id} data-outcome={outcome.isSuccess ? "success" : "failure"}>
              <td>{outcome.session.userName ?? outcome.session.user_id}</td>
              <td>{outcome.session.machineName ?? ""}</td>
              <td>
                {outcome.isSuccess
                  ? t("sessions.results.succeeded")
                  : t("sessions.results.failed", {
                      reason: outcome.errorText ?? t("UNABLE_PROCESS_REQUEST"),
                    })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
