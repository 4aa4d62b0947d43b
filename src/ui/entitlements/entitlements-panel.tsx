import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useEffect, useRef, useState } from "react";
import { getAdUsers, type AdUser } from "../../core/directory/get-ad-users";
import { addEntitlements } from "../../core/entitlements/add-entitlements";
import type { BulkEntitlementResult, EntitledResource } from "../../core/entitlements/entitlement.types";
import { getEntitlement } from "../../core/entitlements/get-entitlement";
import { removeEntitlements } from "../../core/entitlements/remove-entitlements";
import { ButtonBar } from "../button-bar/button-bar";
import { DataGrid } from "../data-grid/data-grid";
import { ConfirmDialog } from "../dialog/dialog";
import { errorText } from "../i18n/error-text";
import { useTranslation } from "../i18n/use-translation";
import { usePrivilege } from "../privileges/use-privilege";
import { DIRECTORY_COLUMNS } from "./directory-columns";
import { DirectorySearchDialog } from "./directory-search-dialog";

export interface EntitlementsPanelProps {
  /** Which pools the REST entitlement calls address. */
  resource: EntitledResource;
  /** The pool; its access group decides who may change the entitlements (POOL_ENTITLE). */
  pool: { id: string; name: string; access_group_id?: string | undefined };
  /** The grid's preference id, e.g. "desktop-pool-entitlements". */
  gridId: string;
  /**
   * The right to change the entitlements, on the pool's access group: POOL_ENTITLE by default;
   * FEDERATED_LDAP_MANAGE for a global entitlement, whose group is a federation one (`federation`).
   */
  entitlePrivilege?: string;
  federation?: boolean;
}

type Load =
  { status: "loading" } | { status: "ready"; rows: AdUser[] } | { status: "failed"; error: unknown };

interface Outcome {
  tone: "success" | "error";
  text: string;
  /** Per user or group failures of a partly applied change. */
  failures?: { name: string; text: string }[];
}

// An entitlement list names its accounts; the login name is the search's concern.
const COLUMNS = DIRECTORY_COLUMNS.filter((column) => column.field !== "login_name");

function nameOf(entry: AdUser | undefined, id: string): string {
  return entry?.display_name ?? entry?.name ?? entry?.login_name ?? id;
}

/** The failures of an entitlement change, per user or group; empty when everything applied. */
function failuresOf(
  results: readonly BulkEntitlementResult[],
  known: ReadonlyMap<string, AdUser>,
  fallback: string,
): { name: string; text: string }[] {
  return results.flatMap((result) => {
    const details = (result.details ?? []).filter(
      (detail) => (detail.errors?.length ?? 0) > 0 || (detail.status_code ?? 200) >= 400,
    );
    const perUser = details.map((detail) => ({
      name: nameOf(known.get(detail.ad_user_or_group_id), detail.ad_user_or_group_id),
      text: detail.errors?.[0]?.error_message ?? fallback,
    }));
    const poolFailed = (result.errors?.length ?? 0) > 0 || (result.status_code ?? 200) >= 400;
    if (perUser.length === 0 && poolFailed) {
      return [
        {
          name: result.id,
          text: result.errors?.[0]?.error_message ?? result.error_messages?.[0] ?? fallback,
        },
      ];
    }
    return perUser;
  });
}

/**
 * The users and groups entitled to a desktop or application pool, with adding (through a directory
 * search) and removing for administrators holding POOL_ENTITLE on the pool's access group. Partial
 * failures (NOT_ALL_ENTITLEMENTS_ADDED) are listed per user; ENTITY_NOT_FOUND and insufficient
 * permission come through errorText.
 */
export function EntitlementsPanel({
  resource,
  pool,
  gridId,
  entitlePrivilege = "POOL_ENTITLE",
  federation = false,
}: EntitlementsPanelProps) {
  useSignals();
  const t = useTranslation();
  const scope = pool.access_group_id
    ? { accessGroupId: pool.access_group_id, ...(federation ? { federation } : {}) }
    : federation
      ? { root: "federation" as const }
      : {};
  const canEntitle = usePrivilege(entitlePrivilege, scope);
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [selected, setSelected] = useState<AdUser[]>([]);
  const [dialog, setDialog] = useState<"add" | "remove" | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const generation = useRef(0);

  const fetchRows = useCallback(() => {
    const current = ++generation.current;
    getEntitlement(resource, pool.id)
      .then(async (entitlement) => {
        const ids = entitlement.ad_user_or_group_ids;
        const found = await getAdUsers(ids);
        const byId = new Map(found.map((entry) => [entry.id, entry]));
        return ids.map((id) => byId.get(id) ?? { id, name: id, group: false });
      })
      .then(
        (rows) => {
          if (current === generation.current) setLoad({ status: "ready", rows });
        },
        (error: unknown) => {
          if (current === generation.current) setLoad({ status: "failed", error });
        },
      );
  }, [resource, pool.id]);
  useEffect(() => {
    fetchRows();
    return () => {
      generation.current += 1;
    };
  }, [fetchRows]);
  const reload = () => {
    setLoad({ status: "loading" });
    fetchRows();
  };

  const rows = load.status === "ready" ? load.rows : [];
  const known = new Map(rows.map((row) => [row.id, row]));

  const remove = async () => {
    setIsBusy(true);
    setOutcome(null);
    try {
      const results = await removeEntitlements(resource, [
        { id: pool.id, ad_user_or_group_ids: selected.map((entry) => entry.id) },
      ]);
      const failures = failuresOf(results, known, t("UNABLE_PROCESS_REQUEST"));
      setOutcome(
        failures.length > 0
          ? { tone: "error", text: t("ui.entitlements.notAllRemoved"), failures }
          : { tone: "success", text: t("ui.entitlements.removed", { count: selected.length }) },
      );
    } catch (error) {
      setOutcome({ tone: "error", text: errorText(error, t) });
    } finally {
      setIsBusy(false);
      setDialog(null);
      setSelected([]);
      reload();
    }
  };

  const add = async (chosen: AdUser[]) => {
    setOutcome(null);
    const chosenById = new Map(chosen.map((entry) => [entry.id, entry]));
    try {
      const results = await addEntitlements(resource, [
        { id: pool.id, ad_user_or_group_ids: chosen.map((entry) => entry.id) },
      ]);
      const failures = failuresOf(results, chosenById, t("UNABLE_PROCESS_REQUEST"));
      setOutcome(
        failures.length > 0
          ? { tone: "error", text: t("NOT_ALL_ENTITLEMENTS_ADDED"), failures }
          : { tone: "success", text: t("ui.entitlements.added", { count: chosen.length }) },
      );
    } catch (error) {
      setOutcome({ tone: "error", text: errorText(error, t) });
    }
    setDialog(null);
    reload();
  };

  return (
    <div className="vdc-entitlements">
      {outcome && (
        <div
          role={outcome.tone === "error" ? "alert" : "status"}
          className="vdc-notice"
          data-tone={outcome.tone}
        >
          <p>{outcome.text}</p>
          {outcome.failures && (
            <ul>
              {outcome.failures.map((failure) => (
                <li key={failure.name}>
                  {failure.name}: {failure.text}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <DataGrid<AdUser>
        gridId={gridId}
        label={t("ui.entitlements.gridLabel", { name: pool.name })}
        columns={COLUMNS}
        data={rows}
        isLoading={load.status === "loading"}
        error={load.status === "failed" ? load.error : undefined}
        onRefresh={reload}
        selection="multi"
        onSelectionChange={(chosen) => setSelected(chosen)}
        placeholderText={t("ui.entitlements.empty")}
        toolbar={() => (
          <ButtonBar
            label={t("ui.entitlements.actions")}
            can={() => canEntitle}
            items={[
              {
                id: "add",
                label: "ui.entitlements.add",
                privilege: entitlePrivilege,
                onClick: () => setDialog("add"),
              },
              {
                id: "remove",
                label: "ui.entitlements.remove",
                privilege: entitlePrivilege,
                isDisabled: selected.length === 0,
                onClick: () => setDialog("remove"),
              },
            ]}
          />
        )}
      />
      <ConfirmDialog
        isOpen={dialog === "remove"}
        title={t("ui.entitlements.removeTitle")}
        confirmLabel={t("ui.entitlements.remove")}
        confirmVariant="danger"
        isBusy={isBusy}
        onConfirm={() => void remove()}
        onCancel={() => setDialog(null)}
      >
        <p>{t("ui.entitlements.removeQuestion", { name: pool.name })}</p>
        <ul>
          {selected.map((entry) => (
            <li key={entry.id}>{nameOf(entry, entry.id)}</li>
          ))}
        </ul>
      </ConfirmDialog>
      <DirectorySearchDialog
        isOpen={dialog === "add"}
        onAdd={(chosen) => add(chosen)}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
