import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../core/http/api-error";
import { currentLocale } from "../../core/i18n/i18n";
import { hasPrivilege } from "../../core/privileges/privileges.model";
import { ButtonBar } from "../../ui/button-bar/button-bar";
import { ConfirmDialog } from "../../ui/dialog/dialog";
import { useTranslation } from "../../ui/i18n/use-translation";
import { Tabs } from "../../ui/tabs/tabs";
import { LoadFailed } from "../../ui/load-failed/load-failed";
import { usePrivilege } from "../../ui/privileges/use-privilege";
import { actionErrorText } from "./action-error";
import { deleteDesktopPool } from "./api/delete-desktop-pool";
import { getDesktopPool } from "./api/get-desktop-pool";
import { getLocalAccessGroups } from "./api/get-local-access-groups";
import { updateDesktopPool, type DesktopPoolChange } from "./api/update-desktop-pool";
import { poolMetrics } from "./desktop-pools.model";
import type { DesktopPoolRow } from "./desktop-pools.types";
import { PoolEntitlements } from "./pool-entitlements";
import { PoolEventsTab, PoolMachinesTab, PoolSessionsTab } from "./pool-tabs";
import type { SectionTarget } from "./section-target";
import { useStyleSheets } from "../../ui/styles/use-style-sheets";
import { DESKTOP_POOL_STYLES } from "./desktop-pools.styles";

export interface DesktopPoolSectionProps {
  /** The pool to show. */
  poolId: string;
  /** Follows a link into another section (the pool list, the sessions list...). */
  onNavigate?: (target: SectionTarget) => void;
}

const TABS = ["summary", "machines", "sessions", "entitlements", "events"] as const;
type PoolTab = (typeof TABS)[number];

type Load =
  | { status: "loading" }
  | { status: "ready"; pool: DesktopPoolRow }
  | { status: "notFound" }
  | { status: "forbidden" }
  | { status: "failed"; error: unknown }
  | { status: "deleted"; name: string };

async function loadPool(id: string): Promise<DesktopPoolRow> {
  const pool: DesktopPoolRow = await getDesktopPool(id);
  const [metrics, groups] = await Promise.all([poolMetrics([id]), getLocalAccessGroups().catch(() => [])]);
  const counts = metrics.find((entry) => entry.id === id);
  if (counts?.num_machines !== undefined) pool.machineCount = counts.num_machines;
  if (counts?.num_connected_sessions !== undefined) pool.sessionCount = counts.num_connected_sessions;
  const group = groups.find((entry) => entry.id === pool.access_group_id);
  if (group) pool.accessGroupName = group.name;
  return pool;
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404 || error.faultName === "EntityNotFound") return true;
  return error.status === 400 && /not.?found/i.test(error.errorKey ?? "");
}

/**
 * One desktop pool: its summary, machines, sessions, entitlements and events on tabs, with the
 * enable, provisioning and delete actions the administrator's privileges allow.
 */
export function DesktopPoolSection({ poolId, onNavigate }: DesktopPoolSectionProps) {
  useSignals();
  const t = useTranslation();
  const rootRef = useRef<HTMLElement>(null);
  useStyleSheets(rootRef, DESKTOP_POOL_STYLES);
  const canView = usePrivilege("POOL_VIEW");
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [tab, setTab] = useState<PoolTab>("summary");
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [deleteFromDisk, setDeleteFromDisk] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const generation = useRef(0);

  // Resolves once the answer is shown (it never rejects: a failure becomes the load state).
  const fetchPool = useCallback((): Promise<void> => {
    const current = ++generation.current;
    return loadPool(poolId).then(
      (pool) => {
        if (current === generation.current) setLoad({ status: "ready", pool });
      },
      (error: unknown) => {
        if (current !== generation.current) return;
        if (isNotFound(error)) setLoad({ status: "notFound" });
        else if (error instanceof ApiError && error.status === 403) setLoad({ status: "forbidden" });
        else setLoad({ status: "failed", error });
      },
    );
  }, [poolId]);
  useEffect(() => {
    void fetchPool();
    return () => {
      generation.current += 1;
    };
  }, [fetchPool]);
  const reload = () => {
    setLoad({ status: "loading" });
    void fetchPool();
  };

  const backToList = onNavigate ? (
    <button
      type="button"
      className="vdc-pools__link"
      onClick={() => onNavigate({ section: "desktop-pools" })}
    >
      {t("desktopPools.pool.backToList")}
    </button>
  ) : null;

  const frame = (content: React.ReactNode, title: string = t("desktopPools.pool.title")) => (
    <section ref={rootRef} className="vdc-pools" part="desktop-pool">
      {backToList}
      <h2 className="vdc-pools__title">{title}</h2>
      {content}
    </section>
  );

  if (!canView || load.status === "forbidden") {
    return frame(
      <p role="status" className="vdc-pools__message">
        {t("desktopPools.state.noPermission")}
      </p>,
    );
  }
  if (load.status === "loading") {
    return frame(
      <p role="status" className="vdc-pools__message">
        {t("desktopPools.pool.loading")}
      </p>,
    );
  }
  if (load.status === "notFound") {
    return frame(
      <p role="status" className="vdc-pools__message">
        {t("desktopPools.pool.notFound")}
      </p>,
    );
  }
  if (load.status === "deleted") {
    return frame(
      <p role="status" className="vdc-pools__message">
        {t("desktopPools.outcome.deleted", { name: load.name })}
      </p>,
      load.name,
    );
  }
  if (load.status === "failed") {
    return frame(
      <LoadFailed message={actionErrorText(load.error, t)} onRetry={reload} className="vdc-pools__message" />,
    );
  }

  const pool = load.pool;
  const scope = pool.access_group_id ? { accessGroupId: pool.access_group_id } : {};
  const can = (expression: string) => hasPrivilege(expression, scope);
  const isAutomated = pool.type === "AUTOMATED";

  // While a change is sent and the pool read back, the actions wait: a second click would race the first.
  const change = async (update: DesktopPoolChange, successKey: string) => {
    setOutcome(null);
    setIsBusy(true);
    try {
      await updateDesktopPool(pool.id, update);
      // The message and the buttons change together: the pool is read back before success is announced.
      await fetchPool();
      setOutcome({ tone: "success", text: t(successKey, { name: pool.name }) });
    } catch (error) {
      setOutcome({ tone: "error", text: actionErrorText(error, t) });
    } finally {
      setIsBusy(false);
    }
  };

  const confirmDelete = async () => {
    setIsBusy(true);
    try {
      await deleteDesktopPool(pool.id, isAutomated || deleteFromDisk);
      setIsDeleteOpen(false);
      if (onNavigate) onNavigate({ section: "desktop-pools" });
      else setLoad({ status: "deleted", name: pool.name });
    } catch (error) {
      setIsDeleteOpen(false);
      setOutcome({ tone: "error", text: actionErrorText(error, t) });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <section ref={rootRef} className="vdc-pools" part="desktop-pool">
      {backToList}
      <div className="vdc-pool__header">
        <h2 className="vdc-pools__title">{pool.name}</h2>
        <span>{t(pool.enabled ? "desktopPools.value.enabled" : "desktopPools.value.disabled")}</span>
      </div>
      <ButtonBar
        label={t("desktopPools.actions.label")}
        can={can}
        items={[
          {
            id: "enable",
            label: "desktopPools.action.enable",
            privilege: "POOL_ENABLE",
            isDisabled: isBusy || pool.enabled,
            onClick: () => void change({ enabled: true }, "desktopPools.outcome.enabled"),
          },
          {
            id: "disable",
            label: "desktopPools.action.disable",
            privilege: "POOL_ENABLE",
            isDisabled: isBusy || !pool.enabled,
            onClick: () => void change({ enabled: false }, "desktopPools.outcome.disabled"),
          },
          {
            id: "provisioning",
            kind: "group",
            label: "desktopPools.action.provisioning",
            privilege: "POOL_ENABLE",
            isHidden: !isAutomated,
            items: [
              {
                id: "enable-provisioning",
                label: "desktopPools.action.enableProvisioning",
                isDisabled: isBusy || pool.enable_provisioning === true,
                onClick: () =>
                  void change({ enable_provisioning: true }, "desktopPools.outcome.provisioningEnabled"),
              },
              {
                id: "disable-provisioning",
                label: "desktopPools.action.disableProvisioning",
                isDisabled: isBusy || pool.enable_provisioning !== true,
                onClick: () =>
                  void change({ enable_provisioning: false }, "desktopPools.outcome.provisioningDisabled"),
              },
            ],
          },
          {
            id: "delete",
            label: "desktopPools.action.delete",
            variant: "danger",
            privilege: "POOL_MANAGEMENT",
            isDisabled: isBusy || pool.delete_in_progress === true,
            onClick: () => {
              setDeleteFromDisk(false);
              setIsDeleteOpen(true);
            },
          },
        ]}
      />
      {outcome && (
        <p
          role={outcome.tone === "error" ? "alert" : "status"}
          className="vdc-pools__outcome"
          data-tone={outcome.tone}
        >
          {outcome.text}
        </p>
      )}
      <Tabs
        label={t("desktopPools.pool.tabs")}
        tabs={TABS.map((id) => ({ id, label: t(`desktopPools.tab.${id}`) }))}
        selected={tab}
        onSelect={setTab}
      >
        {tab === "summary" && <PoolSummary pool={pool} />}
        {tab === "machines" && <PoolMachinesTab pool={pool} />}
        {tab === "sessions" && <PoolSessionsTab pool={pool} onNavigate={onNavigate} />}
        {tab === "entitlements" && <PoolEntitlements pool={pool} />}
        {tab === "events" && <PoolEventsTab pool={pool} />}
      </Tabs>
      <ConfirmDialog
        isOpen={isDeleteOpen}
        title={t("desktopPools.delete.title")}
        confirmLabel={t("desktopPools.action.delete")}
        confirmVariant="danger"
        isBusy={isBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setIsDeleteOpen(false)}
      >
        <p>{t("desktopPools.delete.question", { name: pool.name })}</p>
        {isAutomated ? (
          <p>{t("desktopPools.delete.machinesDeleted")}</p>
        ) : (
          pool.type === "MANUAL" && (
            <label className="vdc-checkbox">
              <input
                type="checkbox"
                checked={deleteFromDisk}
                onChange={(event) => setDeleteFromDisk(event.target.checked)}
              />
              {t("desktopPools.delete.fromDisk")}
            </label>
          )
        )}
      </ConfirmDialog>
    </section>
  );
}

/** The pool's settings as label and value pairs; admin-entered values are text. */
function PoolSummary({ pool }: { pool: DesktopPoolRow }) {
  useSignals();
  const t = useTranslation();
  const locale = currentLocale.value;
  const number = new Intl.NumberFormat(locale);
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? undefined : t(value ? "desktopPools.value.yes" : "desktopPools.value.no");
  const entries: [string, string | undefined][] = [
    ["desktopPools.column.name", pool.name],
    ["desktopPools.column.displayName", pool.display_name],
    ["desktopPools.column.description", pool.description],
    ["desktopPools.column.type", t(`desktopPools.type.${pool.type}`)],
    ["desktopPools.column.source", pool.source && t(`desktopPools.source.${pool.source}`)],
    [
      "desktopPools.column.userAssignment",
      pool.type !== "RDS" && pool.user_assignment
        ? t(`desktopPools.assignment.${pool.user_assignment}`)
        : undefined,
    ],
    [
      "desktopPools.column.sessionType",
      pool.session_type && t(`desktopPools.sessionType.${pool.session_type}`),
    ],
    [
      "desktopPools.column.enabled",
      t(pool.enabled ? "desktopPools.value.enabled" : "desktopPools.value.disabled"),
    ],
    [
      "desktopPools.column.provisioning",
      isAutomatedWithProvisioning(pool)
        ? t(pool.enable_provisioning ? "desktopPools.value.enabled" : "desktopPools.value.disabled")
        : undefined,
    ],
    ["desktopPools.column.accessGroup", pool.accessGroupName ?? pool.access_group_id],
    [
      "desktopPools.column.machines",
      pool.machineCount === undefined ? undefined : number.format(pool.machineCount),
    ],
    [
      "desktopPools.column.sessions",
      pool.sessionCount === undefined ? undefined : number.format(pool.sessionCount),
    ],
    ["desktopPools.summary.namingPattern", pool.pattern_naming_settings?.naming_pattern],
    [
      "desktopPools.summary.maxMachines",
      pool.pattern_naming_settings?.max_number_of_machines === undefined
        ? undefined
        : number.format(pool.pattern_naming_settings.max_number_of_machines),
    ],
    [
      "desktopPools.summary.spareMachines",
      pool.pattern_naming_settings?.number_of_spare_machines === undefined
        ? undefined
        : number.format(pool.pattern_naming_settings.number_of_spare_machines),
    ],
    ["desktopPools.summary.defaultProtocol", pool.display_protocol_settings?.default_display_protocol],
    [
      "desktopPools.summary.allowProtocolChoice",
      yesNo(pool.display_protocol_settings?.allow_users_to_choose_protocol),
    ],
    ["desktopPools.summary.allowReset", yesNo(pool.session_settings?.allow_users_to_reset_machines)],
    ["desktopPools.summary.lastProvisioningError", pool.provisioning_status_data?.last_provisioning_error],
  ];
  return (
    <dl className="vdc-pool__summary">
      {entries
        .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "")
        .map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function isAutomatedWithProvisioning(pool: DesktopPoolRow): boolean {
  return pool.type === "AUTOMATED" && pool.enable_provisioning !== undefined;
}
