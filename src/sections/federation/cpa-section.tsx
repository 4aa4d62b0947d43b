import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useEffect, useId, useState } from "react";
import { canManageFederation } from "../../core/privileges/privileges.model";
import { ButtonBar } from "../../ui/button-bar/button-bar";
import { KeyValuePanel } from "../../ui/detail-page/key-value-panel";
import { ConfirmDialog, Dialog } from "../../ui/dialog/dialog";
import { useErrorText } from "../../ui/i18n/error-text";
import { useEnumText } from "../../ui/i18n/enum-text";
import type { StatusValue } from "../../ui/status-icon/status-icon";
import { StatusText } from "../../ui/status-icon/status-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import { usePrivilege } from "../../ui/privileges/use-privilege";
import { useResource } from "../../ui/resource/use-resource";
import { SectionPage, useResourceStatus, type SectionStatus } from "../../ui/section-page/section-page";
import { joinFederation, startCpaAction, type CpaAction } from "./api/federation-calls";
import { getCpaTasks, getFederation } from "./api/federation-reads";
import { FEDERATION_MANAGE, FEDERATION_VIEW } from "./federation.model";
import type {
  ConnectionServerCpaStatus,
  CpaStatus,
  CpaTask,
  CpaTaskType,
  Federation,
  SectionTarget,
} from "./federation.types";
import { PodsSection } from "./pods-section";

/** The federation pages (spec 000 §2: /main/cpa, /main/cpa/progress, /main/cpa/podlist). */
export const CPA_VIEWS = ["home", "progress", "podlist"] as const;
export type CpaView = (typeof CPA_VIEWS)[number];

/** The steps of each task, as the progress page names them; each ends at an equal share of 100 %. */
export const CPA_STEPS: Record<CpaTaskType, number> = {
  POD_FEDERATION_INITIALIZING: 3,
  POD_FEDERATION_UNINITIALIZING: 3,
  POD_FEDERATION_JOINING: 4,
  POD_FEDERATION_UNJOINING: 4,
};
const POLL_MS = 1000;

export interface CpaSectionProps {
  view?: string | undefined;
  /** Follows a link: { section: "cpa" } and { section: "cpa", id: "progress" | "podlist" }. */
  onNavigate?: (target: SectionTarget) => void;
}

/** Cloud pod architecture: the federation's state and actions, the running task's progress, the pod list. */
export function CpaSection({ view: routeView, onNavigate }: CpaSectionProps) {
  const named = CPA_VIEWS.find((name) => name === routeView) ?? "home";
  // Embedded (no route), the page keeps its own view, starting from the one it was given.
  const [ownView, setOwnView] = useState<CpaView>(named);
  const view = onNavigate ? named : ownView;
  const go = (next: CpaView) => {
    if (onNavigate) onNavigate(next === "home" ? { section: "cpa" } : { section: "cpa", id: next });
    else setOwnView(next);
  };
  if (view === "podlist") return <PodsSection />;
  if (view === "progress") return <CpaProgress onBack={() => go("home")} />;
  return <CpaHome onProgress={() => go("progress")} onPods={() => go("podlist")} />;
}

/** The federation state of spec 001 §3 while a task runs, else federated or not. */
/** CPA statuses that mean a server did not reach the state asked of it in time. */
const CPA_ERRORS = new Set(["ENABLE_ERROR", "DISABLE_ERROR"]);

const CPA_ICON: Readonly<Record<CpaStatus, StatusValue>> = {
  ENABLED: "OK",
  DISABLED: "UNKNOWN",
  PENDING: "INFO",
  ENABLE_ERROR: "ERROR",
  DISABLE_ERROR: "ERROR",
};

function stateKey(federation: Federation): string {
  if (federation.runningTaskType) return `federation.state.${federation.runningTaskType}`;
  const local = federation.local_connection_server_status;
  if (local && CPA_ERRORS.has(local)) return `federation.state.${local}`;
  return federation.isEnabled ? "federation.state.ENABLED" : "federation.state.DISABLED";
}

/**
 * Each connection server's CPA status, translated, with why when one did not reach the state asked of it
 * (ENABLE_ERROR, DISABLE_ERROR: the only ones the 2212 API has).
 */
function ConnectionServerStatuses({ statuses }: { statuses: readonly ConnectionServerCpaStatus[] }) {
  const t = useTranslation();
  const enumText = useEnumText();
  const caption = t("federation.cpa.field.connectionServers");
  return (
    <table className="vdc-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("servers.column.name")}</th>
          <th scope="col">{t("federation.cpa.field.state")}</th>
        </tr>
      </thead>
      <tbody>
        {statuses.map((server, index) => (
          <tr key={server.id ?? index}>
            <td data-admin-text>{server.name}</td>
            <td>
              <StatusText
                status={server.status ? CPA_ICON[server.status] : "UNKNOWN"}
                isProblem={server.status !== undefined && CPA_ERRORS.has(server.status)}
                text={[
                  enumText("cpaStatus", server.status),
                  server.status && CPA_ERRORS.has(server.status)
                    ? t(`federation.cpa.reason.${server.status}`)
                    : "",
                ]
                  .filter(Boolean)
                  .join(": ")}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CpaHome({ onProgress, onPods }: { onProgress: () => void; onPods: () => void }) {
  useSignals();
  const t = useTranslation();
  const errorText = useErrorText();
  const canView = usePrivilege(FEDERATION_VIEW);
  const { state, reload } = useResource(getFederation);
  const [asking, setAsking] = useState<CpaAction | "join" | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const loaded = useResourceStatus(state, reload);
  const status: SectionStatus = canView
    ? loaded
    : { kind: "noPermission", message: t("federation.cpa.state.noPermission") };
  const federation = state.status === "ready" ? state.data : undefined;
  const enabled = federation?.isEnabled === true;
  const running = federation?.runningTaskType !== undefined;
  const podCount = federation?.podCount ?? 0;

  const start = async (run: () => Promise<string>) => {
    setIsBusy(true);
    setFailure(null);
    try {
      await run();
      setAsking(null);
      onProgress();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setIsBusy(false);
    }
  };
  const confirmAction = asking !== null && asking !== "join" ? asking : null;

  return (
    <SectionPage
      title={t("federation.cpa.title")}
      part="cpa"
      toolbar={
        <ButtonBar
          label={t("federation.cpa.actions.label")}
          can={() => canManageFederation()}
          items={[
            {
              id: "initialize",
              label: "federation.cpa.action.initialize",
              privilege: FEDERATION_MANAGE,
              isHidden: enabled,
              isDisabled: running,
              onClick: () => setAsking("initialize"),
            },
            {
              id: "join",
              label: "federation.cpa.action.join",
              privilege: FEDERATION_MANAGE,
              isHidden: enabled,
              isDisabled: running,
              onClick: () => setAsking("join"),
            },
            {
              id: "unjoin",
              label: "federation.cpa.action.unjoin",
              privilege: FEDERATION_MANAGE,
              variant: "danger",
              isHidden: !enabled,
              isDisabled: running || podCount <= 1,
              onClick: () => setAsking("unjoin"),
            },
            {
              id: "uninitialize",
              label: "federation.cpa.action.uninitialize",
              privilege: FEDERATION_MANAGE,
              variant: "danger",
              isHidden: !enabled,
              isDisabled: running || podCount > 1,
              onClick: () => setAsking("uninitialize"),
            },
            { id: "progress", label: "federation.cpa.action.progress", onClick: onProgress },
            { id: "pods", label: "federation.cpa.action.pods", isHidden: !enabled, onClick: onPods },
          ]}
        />
      }
      notice={failure ? { tone: "error", text: failure } : null}
      status={status}
    >
      {federation && (
        <KeyValuePanel
          label={t("federation.cpa.title")}
          entries={[
            ["federation.cpa.field.state", t(stateKey(federation))],
            ["federation.cpa.field.name", federation.name || undefined],
            ["federation.cpa.field.pods", enabled ? String(podCount) : undefined],
            ["federation.cpa.field.sites", enabled ? String(federation.sites?.length ?? 0) : undefined],
          ]}
        />
      )}
      {federation && (federation.connection_server_statuses ?? []).length > 0 && (
        <ConnectionServerStatuses statuses={federation.connection_server_statuses ?? []} />
      )}
      <ConfirmDialog
        isOpen={confirmAction !== null}
        title={t(`federation.cpa.confirm.${confirmAction ?? "initialize"}.title`)}
        confirmLabel={t(`federation.cpa.action.${confirmAction ?? "initialize"}`)}
        confirmVariant={confirmAction === "initialize" ? "primary" : "danger"}
        isBusy={isBusy}
        onConfirm={() => {
          if (confirmAction) void start(() => startCpaAction(confirmAction));
        }}
        onCancel={() => setAsking(null)}
      >
        <p>{t(`federation.cpa.confirm.${confirmAction ?? "initialize"}.question`)}</p>
      </ConfirmDialog>
      {asking === "join" && (
        <JoinDialog
          isBusy={isBusy}
          failure={failure}
          onJoin={(address, username, password) =>
            void start(() => joinFederation(address, username, password))
          }
          onCancel={() => {
            setFailure(null);
            setAsking(null);
          }}
        />
      )}
    </SectionPage>
  );
}

/** The remote pod's address and an administrator's credentials there; the password is write-only. */
function JoinDialog({
  isBusy,
  failure,
  onJoin,
  onCancel,
}: {
  isBusy: boolean;
  failure: string | null;
  onJoin: (address: string, username: string, password: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslation();
  const id = useId();
  const [address, setAddress] = useState("");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const complete = address.trim() !== "" && username.trim() !== "" && password !== "";
  const field = (name: string, label: string, value: string, set: (value: string) => void, type = "text") => (
    <div className="vdc-field">
      <label htmlFor={`${id}-${name}`}>{t(label)}</label>
      <input
        id={`${id}-${name}`}
        className="vdc-input"
        type={type}
        value={value}
        autoComplete={type === "password" ? "new-password" : "off"}
        onChange={(event) => set(event.target.value)}
      />
    </div>
  );
  return (
    <Dialog
      isOpen
      title={t("federation.cpa.join.title")}
      onDismiss={onCancel}
      footer={
        <>
          <button type="button" className="vdc-button" onClick={onCancel} disabled={isBusy}>
            {t("ui.action.cancel")}
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className="vdc-button"
            data-variant="primary"
            disabled={!complete || isBusy}
          >
            {t("federation.cpa.action.join")}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="vdc-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) onJoin(address.trim(), username.trim(), password);
        }}
      >
        {field("address", "federation.cpa.join.address", address, setAddress)}
        {field("username", "federation.cpa.join.username", username, setUsername)}
        {field("password", "federation.cpa.join.password", password, setPassword, "password")}
        <p>{t("federation.cpa.join.hint")}</p>
        {failure && (
          <p className="vdc-field__error" role="alert">
            {failure}
          </p>
        )}
      </form>
    </Dialog>
  );
}

type StepState = "done" | "running" | "waiting" | "failed";

function stepStates(task: CpaTask): StepState[] {
  const count = CPA_STEPS[task.type];
  const done =
    task.status === "COMPLETED" ? count : Math.floor(((task.percentage_complete ?? 0) * count) / 100);
  return Array.from({ length: count }, (_, index) => {
    if (index < done) return "done";
    if (index > done) return "waiting";
    return task.status === "FAILED" ? "failed" : task.status === "RUNNING" ? "running" : "waiting";
  });
}

/** The latest CPA task, read again every second while it runs: each step done, running or waiting. */
function CpaProgress({ onBack }: { onBack: () => void }) {
  useSignals();
  const t = useTranslation();
  const canView = usePrivilege(FEDERATION_VIEW);
  const load = useCallback(async () => (await getCpaTasks()).at(-1) ?? null, []);
  const { state, reload, refresh } = useResource(load);
  const task = state.status === "ready" ? state.data : null;
  const isRunning = task?.status === "RUNNING" || task?.status === "WAITING";
  useEffect(() => {
    if (!isRunning) return undefined;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [isRunning, refresh]);
  const loaded = useResourceStatus(state, reload);
  const status: SectionStatus = !canView
    ? { kind: "noPermission", message: t("federation.cpa.state.noPermission") }
    : loaded.kind === "ready" && !task
      ? { kind: "empty", message: t("federation.progress.none") }
      : loaded;
  return (
    <SectionPage
      title={t("federation.progress.title")}
      part="cpa-progress"
      back={{ label: t("federation.progress.back"), onClick: onBack }}
      status={status}
    >
      {task && (
        <>
          <h3>{t(`federation.task.${task.type}`)}</h3>
          <progress
            max={100}
            value={task.percentage_complete ?? 0}
            aria-label={t("federation.progress.percent", { percent: task.percentage_complete ?? 0 })}
          />
          <ol className="vdc-steps" aria-label={t("federation.progress.steps")}>
            {stepStates(task).map((stepState, index) => (
              <li key={index} data-state={stepState}>
                {t(`federation.step.${task.type}.${index + 1}`)}:{" "}
                {t(`federation.progress.stepState.${stepState}`)}
              </li>
            ))}
          </ol>
          <p role="status">
            {task.status === "COMPLETED"
              ? t("federation.progress.completed")
              : task.status === "FAILED"
                ? t("federation.progress.failed", { message: task.result?.message ?? "" })
                : t("federation.progress.running", { percent: task.percentage_complete ?? 0 })}
          </p>
        </>
      )}
    </SectionPage>
  );
}
