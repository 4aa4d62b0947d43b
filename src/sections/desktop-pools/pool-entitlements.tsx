import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ButtonBar } from "../../ui/button-bar/button-bar";
import { DataGrid } from "../../ui/data-grid/data-grid";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { ConfirmDialog, Dialog } from "../../ui/dialog/dialog";
import { useTranslation } from "../../ui/i18n/use-translation";
import { usePrivilege } from "../../ui/privileges/use-privilege";
import { errorText } from "../../ui/i18n/error-text";
import { addDesktopPoolEntitlements } from "./api/add-desktop-pool-entitlements";
import { getAdUsersOrGroups } from "./api/get-ad-users-or-groups";
import { getDesktopPoolEntitlement } from "./api/get-desktop-pool-entitlement";
import { removeDesktopPoolEntitlements } from "./api/remove-desktop-pool-entitlements";
import { searchAdUsersOrGroups } from "./api/search-ad-users-or-groups";
import type { AdUserOrGroup, BulkEntitlementResult } from "./desktop-pools.types";

export interface PoolEntitlementsProps {
  pool: { id: string; name: string; access_group_id?: string | undefined };
}

type Load =
  { status: "loading" } | { status: "ready"; rows: AdUserOrGroup[] } | { status: "failed"; error: unknown };

interface Outcome {
  tone: "success" | "error";
  text: string;
  /** Per user or group failures of a partly applied change. */
  failures?: { name: string; text: string }[];
}

const COLUMNS: GridColumn<AdUserOrGroup>[] = [
  {
    field: "name",
    label: "desktopPools.entitlements.column.name",
    filter: { type: "STRING", operator: "Contains" },
    disableTranslation: true,
    isAlwaysVisible: true,
    value: (entry) => entry.display_name ?? entry.name ?? entry.login_name ?? entry.id,
  },
  {
    field: "domain",
    label: "desktopPools.entitlements.column.domain",
    filter: { type: "STRING", operator: "StartsWith" },
    disableTranslation: true,
  },
  {
    field: "group",
    label: "desktopPools.entitlements.column.kind",
    value: (entry) =>
      entry.group ? "desktopPools.entitlements.kind.group" : "desktopPools.entitlements.kind.user",
  },
  { field: "email", label: "desktopPools.entitlements.column.email", disableTranslation: true },
];

function nameOf(entry: AdUserOrGroup | undefined, id: string): string {
  return entry?.display_name ?? entry?.name ?? entry?.login_name ?? id;
}

/** The failures of an entitlement change, per user or group; empty when everything applied. */
function failuresOf(
  results: readonly BulkEntitlementResult[],
  known: ReadonlyMap<string, AdUserOrGroup>,
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
 * The users and groups entitled to a pool, with adding (through a directory search) and removing for
 * administrators holding POOL_ENTITLE on the pool's access group. Partial failures are listed per user.
 */
export function PoolEntitlements({ pool }: PoolEntitlementsProps) {
  useSignals();
  const t = useTranslation();
  const scope = pool.access_group_id ? { accessGroupId: pool.access_group_id } : {};
  const canEntitle = usePrivilege("POOL_ENTITLE", scope);
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [selected, setSelected] = useState<AdUserOrGroup[]>([]);
  const [dialog, setDialog] = useState<"add" | "remove" | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const generation = useRef(0);

  const fetchRows = useCallback(() => {
    const current = ++generation.current;
    getDesktopPoolEntitlement(pool.id)
      .then(async (entitlement) => {
        const ids = entitlement.ad_user_or_group_ids;
        const found = await getAdUsersOrGroups(ids);
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
  }, [pool.id]);
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
      const results = await removeDesktopPoolEntitlements([
        { id: pool.id, ad_user_or_group_ids: selected.map((entry) => entry.id) },
      ]);
      const failures = failuresOf(results, known, t("UNABLE_PROCESS_REQUEST"));
      setOutcome(
        failures.length > 0
          ? { tone: "error", text: t("desktopPools.entitlements.notAllRemoved"), failures }
          : { tone: "success", text: t("desktopPools.entitlements.removed", { count: selected.length }) },
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

  const add = async (chosen: AdUserOrGroup[]) => {
    setOutcome(null);
    const chosenById = new Map(chosen.map((entry) => [entry.id, entry]));
    try {
      const results = await addDesktopPoolEntitlements([
        { id: pool.id, ad_user_or_group_ids: chosen.map((entry) => entry.id) },
      ]);
      const failures = failuresOf(results, chosenById, t("UNABLE_PROCESS_REQUEST"));
      setOutcome(
        failures.length > 0
          ? { tone: "error", text: t("NOT_ALL_ENTITLEMENTS_ADDED"), failures }
          : { tone: "success", text: t("desktopPools.entitlements.added", { count: chosen.length }) },
      );
    } catch (error) {
      setOutcome({ tone: "error", text: errorText(error, t) });
    }
    setDialog(null);
    reload();
  };

  return (
    <div className="vdc-pools__entitlements">
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
      <DataGrid<AdUserOrGroup>
        gridId="desktop-pool-entitlements"
        label={t("desktopPools.entitlements.gridLabel", { name: pool.name })}
        columns={COLUMNS}
        data={rows}
        isLoading={load.status === "loading"}
        error={load.status === "failed" ? load.error : undefined}
        onRefresh={reload}
        selection="multi"
        onSelectionChange={(chosen) => setSelected(chosen)}
        placeholderText={t("desktopPools.entitlements.empty")}
        toolbar={() => (
          <ButtonBar
            label={t("desktopPools.entitlements.actions")}
            can={() => canEntitle}
            items={[
              {
                id: "add",
                label: "desktopPools.entitlements.add",
                privilege: "POOL_ENTITLE",
                onClick: () => setDialog("add"),
              },
              {
                id: "remove",
                label: "desktopPools.entitlements.remove",
                privilege: "POOL_ENTITLE",
                isDisabled: selected.length === 0,
                onClick: () => setDialog("remove"),
              },
            ]}
          />
        )}
      />
      <ConfirmDialog
        isOpen={dialog === "remove"}
        title={t("desktopPools.entitlements.removeTitle")}
        confirmLabel={t("desktopPools.entitlements.remove")}
        confirmVariant="danger"
        isBusy={isBusy}
        onConfirm={() => void remove()}
        onCancel={() => setDialog(null)}
      >
        <p>{t("desktopPools.entitlements.removeQuestion", { name: pool.name })}</p>
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

const SEARCH_COLUMNS: GridColumn<AdUserOrGroup>[] = [
  COLUMNS[0] as GridColumn<AdUserOrGroup>,
  {
    field: "login_name",
    label: "desktopPools.entitlements.column.loginName",
    disableTranslation: true,
  },
  ...COLUMNS.slice(1),
];

interface DirectorySearchDialogProps {
  isOpen: boolean;
  onAdd: (chosen: AdUserOrGroup[]) => Promise<void>;
  onCancel: () => void;
}

/** Finds directory users and groups by name and hands back the chosen ones. */
function DirectorySearchDialog({ isOpen, onAdd, onCancel }: DirectorySearchDialogProps) {
  const t = useTranslation();
  const inputId = useId();
  const [text, setText] = useState("");
  const [results, setResults] = useState<Load | null>(null);
  const [chosen, setChosen] = useState<AdUserOrGroup[]>([]);
  const [isBusy, setIsBusy] = useState(false);

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === "") return;
    setResults({ status: "loading" });
    setChosen([]);
    searchAdUsersOrGroups(text).then(
      (rows) => setResults({ status: "ready", rows }),
      (error: unknown) => setResults({ status: "failed", error }),
    );
  };

  const close = () => {
    setText("");
    setResults(null);
    setChosen([]);
    onCancel();
  };

  const add = async () => {
    setIsBusy(true);
    try {
      await onAdd(chosen);
    } finally {
      setIsBusy(false);
      setText("");
      setResults(null);
      setChosen([]);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      title={t("desktopPools.entitlements.addTitle")}
      size="large"
      onDismiss={close}
      footer={
        <>
          <button type="button" className="vdc-button" onClick={close} disabled={isBusy}>
            {t("ui.action.cancel")}
          </button>
          <button
            type="button"
            className="vdc-button"
            data-variant="primary"
            disabled={chosen.length === 0 || isBusy}
            onClick={() => void add()}
          >
            {t("desktopPools.entitlements.addChosen", { count: chosen.length })}
          </button>
        </>
      }
    >
      <form className="vdc-pools__search" role="search" onSubmit={search}>
        <div className="vdc-field">
          <label htmlFor={inputId}>{t("desktopPools.entitlements.searchLabel")}</label>
          <input
            id={inputId}
            className="vdc-input"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
          />
        </div>
        <button type="submit" className="vdc-button" disabled={text.trim() === ""}>
          {t("desktopPools.entitlements.find")}
        </button>
      </form>
      {results && (
        <DataGrid<AdUserOrGroup>
          gridId="directory-search"
          label={t("desktopPools.entitlements.searchResults")}
          columns={SEARCH_COLUMNS}
          data={results.status === "ready" ? results.rows : []}
          isLoading={results.status === "loading"}
          error={results.status === "failed" ? results.error : undefined}
          selection="multi"
          onSelectionChange={(rows) => setChosen(rows)}
          placeholderText={t("desktopPools.entitlements.noMatches")}
        />
      )}
    </Dialog>
  );
}
