import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useRef, useState } from "react";
import { ButtonBar, type ButtonBarItem } from "../../ui/button-bar/button-bar";
import { DataGrid } from "../../ui/data-grid/data-grid";
import { ConfirmDialog, Dialog } from "../../ui/dialog/dialog";
import { useTranslation } from "../../ui/i18n/use-translation";
import { usePrivilege } from "../../ui/privileges/use-privilege";
import { hasPrivilege } from "../../core/privileges/privileges.model";
import { actionErrorText } from "./action-error";
import { deleteDesktopPool } from "./api/delete-desktop-pool";
import { updateDesktopPool, type DesktopPoolChange } from "./api/update-desktop-pool";
import { desktopPoolColumns } from "./desktop-pool-columns";
import { DesktopPoolSource } from "./desktop-pools.model";
import type { DesktopPoolRow } from "./desktop-pools.types";
import { PoolEntitlements } from "./pool-entitlements";
import type { SectionTarget } from "./section-target";
import { useStyleSheets } from "../../ui/styles/use-style-sheets";
import { DESKTOP_POOL_STYLES } from "./desktop-pools.styles";

export interface DesktopPoolsSectionProps {
  /** Follows a link into another section; pool names open { section: "desktop-pool", id }. */
  onNavigate?: (target: SectionTarget) => void;
}

type Outcome = { tone: "success" | "error"; text: string };

/**
 * The desktop pool list: served page by page with filters and sort, exportable, with the actions an
 * administrator's privileges allow on the selected pool (enable, disable, provisioning, entitlements,
 * delete). Pool names open the pool's own page.
 */
export function DesktopPoolsSection({ onNavigate }: DesktopPoolsSectionProps) {
  useSignals();
  const t = useTranslation();
  const rootRef = useRef<HTMLElement>(null);
  useStyleSheets(rootRef, DESKTOP_POOL_STYLES);
  const canView = usePrivilege("POOL_VIEW");
  const [source] = useState(() => new DesktopPoolSource());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState<{ kind: "delete" | "entitlements"; pool: DesktopPoolRow } | null>(
    null,
  );
  const [deleteFromDisk, setDeleteFromDisk] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const refreshRef = useRef<() => void>(() => undefined);

  const columns = useMemo(
    () =>
      desktopPoolColumns((pool) =>
        onNavigate ? (
          <button
            type="button"
            className="vdc-pools__link"
            onClick={() => onNavigate({ section: "desktop-pool", id: pool.id })}
          >
            {pool.name}
          </button>
        ) : (
          pool.name
        ),
      ),
    [onNavigate],
  );

  if (!canView) {
    return (
      <section ref={rootRef} className="vdc-pools" part="desktop-pools">
        <h2 className="vdc-pools__title">{t("desktopPools.title")}</h2>
        <p role="status" className="vdc-pools__message">
          {t("desktopPools.state.noPermission")}
        </p>
      </section>
    );
  }

  const change = async (pool: DesktopPoolRow, update: DesktopPoolChange, successKey: string) => {
    setOutcome(null);
    try {
      await updateDesktopPool(pool.id, update);
      setOutcome({ tone: "success", text: t(successKey, { name: pool.name }) });
      refreshRef.current();
    } catch (error) {
      setOutcome({ tone: "error", text: actionErrorText(error, t) });
    }
  };

  const confirmDelete = async () => {
    if (pending?.kind !== "delete") return;
    const pool = pending.pool;
    setIsBusy(true);
    try {
      await deleteDesktopPool(pool.id, pool.type === "AUTOMATED" || deleteFromDisk);
      setOutcome({ tone: "success", text: t("desktopPools.outcome.deleted", { name: pool.name }) });
      setPending(null);
      refreshRef.current();
    } catch (error) {
      setOutcome({ tone: "error", text: actionErrorText(error, t) });
      setPending(null);
    } finally {
      setIsBusy(false);
    }
  };

  const actionsFor = (pool: DesktopPoolRow | undefined, isReady: boolean): ButtonBarItem[] => {
    const scope = pool?.access_group_id ? { accessGroupId: pool.access_group_id } : {};
    const can = (expression: string) => hasPrivilege(expression, scope);
    const isAutomated = pool?.type === "AUTOMATED";
    const noPool = !pool || !isReady;
    return [
      {
        id: "enable",
        label: "desktopPools.action.enable",
        isDisabled: noPool || pool.enabled || !can("POOL_ENABLE"),
        privilege: "POOL_ENABLE",
        onClick: () => pool && void change(pool, { enabled: true }, "desktopPools.outcome.enabled"),
      },
      {
        id: "disable",
        label: "desktopPools.action.disable",
        isDisabled: noPool || !pool.enabled || !can("POOL_ENABLE"),
        privilege: "POOL_ENABLE",
        onClick: () => pool && void change(pool, { enabled: false }, "desktopPools.outcome.disabled"),
      },
      {
        id: "provisioning",
        kind: "group",
        label: "desktopPools.action.provisioning",
        privilege: "POOL_ENABLE",
        isDisabled: noPool || !isAutomated || !can("POOL_ENABLE"),
        items: [
          {
            id: "enable-provisioning",
            label: "desktopPools.action.enableProvisioning",
            isDisabled: pool?.enable_provisioning === true,
            onClick: () =>
              pool &&
              void change(pool, { enable_provisioning: true }, "desktopPools.outcome.provisioningEnabled"),
          },
          {
            id: "disable-provisioning",
            label: "desktopPools.action.disableProvisioning",
            isDisabled: pool?.enable_provisioning !== true,
            onClick: () =>
              pool &&
              void change(pool, { enable_provisioning: false }, "desktopPools.outcome.provisioningDisabled"),
          },
        ],
      },
      {
        id: "entitlements",
        label: "desktopPools.action.entitlements",
        privilege: "POOL_VIEW",
        isDisabled: noPool,
        onClick: () => pool && setPending({ kind: "entitlements", pool }),
      },
      {
        id: "delete",
        label: "desktopPools.action.delete",
        variant: "danger",
        privilege: "POOL_MANAGEMENT",
        isDisabled: noPool || pool.delete_in_progress === true || !can("POOL_MANAGEMENT"),
        onClick: () => {
          if (!pool) return;
          setDeleteFromDisk(false);
          setPending({ kind: "delete", pool });
        },
      },
    ];
  };

  return (
    <section ref={rootRef} className="vdc-pools" part="desktop-pools">
      <h2 className="vdc-pools__title">{t("desktopPools.title")}</h2>
      {outcome && (
        <p
          role={outcome.tone === "error" ? "alert" : "status"}
          className="vdc-pools__outcome"
          data-tone={outcome.tone}
        >
          {outcome.text}
        </p>
      )}
      <DataGrid<DesktopPoolRow>
        gridId="desktop-pools"
        label={t("desktopPools.grid.label")}
        columns={columns}
        fetchPage={source.fetchPage}
        fetchAll={source.fetchAll}
        selection="single"
        isExportable
        placeholderText={t("desktopPools.grid.empty")}
        toolbar={({ selectedRows, isActionReady, refresh }) => {
          refreshRef.current = refresh;
          return (
            <ButtonBar
              label={t("desktopPools.actions.label")}
              items={actionsFor(selectedRows[0], isActionReady)}
            />
          );
        }}
      />
      <ConfirmDialog
        isOpen={pending?.kind === "delete"}
        title={t("desktopPools.delete.title")}
        confirmLabel={t("desktopPools.action.delete")}
        confirmVariant="danger"
        isBusy={isBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === "delete" && (
          <>
            <p>{t("desktopPools.delete.question", { name: pending.pool.name })}</p>
            {pending.pool.type === "AUTOMATED" ? (
              <p>{t("desktopPools.delete.machinesDeleted")}</p>
            ) : (
              pending.pool.type === "MANUAL" && (
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
          </>
        )}
      </ConfirmDialog>
      <Dialog
        isOpen={pending?.kind === "entitlements"}
        title={pending ? t("desktopPools.entitlements.dialogTitle", { name: pending.pool.name }) : ""}
        size="large"
        onDismiss={() => setPending(null)}
        footer={
          <button type="button" className="vdc-button" onClick={() => setPending(null)}>
            {t("ui.action.close")}
          </button>
        }
      >
        {pending?.kind === "entitlements" && <PoolEntitlements pool={pending.pool} />}
      </Dialog>
    </section>
  );
}
