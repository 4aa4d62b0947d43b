import { useId, useState, type FormEvent, type ReactNode } from "react";
import {
  containerErrorMessage,
  containerSearchOf,
  findAdContainers,
  isInContainer,
  type AdContainer,
} from "../../core/directory/ad-containers";
import { containerDomainOf, directorySearchOf, getAdDomains } from "../../core/directory/directory-search";
import type { AdUser } from "../../core/directory/get-ad-users";
import {
  searchAdUsers,
  type DirectoryKind,
  type DirectorySearchResult,
} from "../../core/directory/search-ad-users";
import { displayText } from "../../core/i18n/display-message";
import { DataGrid } from "../data-grid/data-grid";
import { Dialog, DialogButtons } from "../dialog/dialog";
import { DirectoryCappedNotice } from "./directory-capped-notice";
import { DIRECTORY_COLUMNS } from "./directory-columns";
import { useTranslation } from "../i18n/use-translation";

export type { DirectoryKind };

export interface DirectorySearchDialogProps {
  /** Shows the dialog as a modal inside the shadow root. */
  isOpen: boolean;
  /** Dialog title (translated); "Add entitlements" otherwise. */
  title?: string;
  /** Confirm button label (translated, may use the count); "Add (n)" otherwise. */
  confirmLabel?: (count: number) => string;
  /** "single" for pickers of one record (an unauthenticated access user). */
  selection?: "single" | "multi";
  /** Which directory records to offer: users, groups or both. */
  kind?: DirectoryKind;
  /** Extra fields below the results (the picker's own settings). */
  children?: ReactNode;
  /** Whether the extra fields allow confirming. */
  isComplete?: boolean;
  /** Called with the chosen accounts; the dialog stays busy until it settles. */
  onAdd: (chosen: AdUser[]) => Promise<void>;
  /** Called by Cancel, the corner close button and Escape. */
  onCancel: () => void;
}

type Results =
  | { status: "loading" }
  | { status: "ready"; rows: AdUser[]; isCapped: boolean }
  | { status: "failed"; error: unknown; text?: string };

/**
 * Finds directory users and groups and hands back the chosen ones: the name may carry its domain
 * ("DOMAIN\user", spec 001 §5), and a container narrows the matches to one directory container, by
 * distinguished name (ou= / cn=, with its sub-containers when asked) or by container name (never a subtree
 * search: refused with the spec's message before any call). Container errors show their own messages.
 */
export function DirectorySearchDialog({
  isOpen,
  title,
  confirmLabel,
  selection = "multi",
  kind = "usersAndGroups",
  children,
  isComplete = true,
  onAdd,
  onCancel,
}: DirectorySearchDialogProps) {
  const t = useTranslation();
  const inputId = useId();
  const [text, setText] = useState("");
  const [container, setContainer] = useState("");
  const [subTree, setSubTree] = useState(false);
  const [results, setResults] = useState<Results | null>(null);
  const [chosen, setChosen] = useState<AdUser[]>([]);
  const [isBusy, setIsBusy] = useState(false);

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === "" && container.trim() === "") return;
    const containerSearch = containerSearchOf(container, subTree);
    setChosen([]);
    if ("refused" in containerSearch) {
      setResults({ status: "failed", error: null, text: displayText(containerSearch.refused, t) });
      return;
    }
    setResults({ status: "loading" });
    const run = async (): Promise<DirectorySearchResult> => {
      if (containerSearch.kind === "top") return searchAdUsers(text, { kind });
      const adDomain = containerDomainOf(directorySearchOf(text).domain, await getAdDomains());
      if (adDomain === undefined)
        throw new ContainerLookupError(displayText({ key: "UNABLE_TO_ACCESS_DOMAIN" }, t));
      let containers: AdContainer[];
      try {
        containers = await findAdContainers(adDomain.id, containerSearch);
      } catch (error) {
        throw new ContainerLookupError(displayText(containerErrorMessage(error), t));
      }
      const deep = containerSearch.kind === "below" && containerSearch.subTree;
      // The server finds the containers; the directory list documents no container filter, so its
      // pages are narrowed to them here (read until enough match, capped past that).
      return searchAdUsers(text, {
        kind,
        accept: (entry) =>
          containers.some((candidate) => isInContainer(entry.container, candidate.rdn, deep)),
      });
    };
    run().then(
      ({ matches, isCapped }) => setResults({ status: "ready", rows: matches, isCapped }),
      (error: unknown) =>
        setResults(
          error instanceof ContainerLookupError
            ? { status: "failed", error, text: error.message }
            : { status: "failed", error },
        ),
    );
  };

  const reset = () => {
    setText("");
    setContainer("");
    setSubTree(false);
    setResults(null);
    setChosen([]);
  };
  const close = () => {
    reset();
    onCancel();
  };
  const add = async () => {
    setIsBusy(true);
    try {
      await onAdd(chosen);
    } finally {
      setIsBusy(false);
      reset();
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      title={title ?? t("ui.entitlements.addTitle")}
      size="large"
      onDismiss={close}
      footer={
        <DialogButtons
          confirmLabel={
            confirmLabel
              ? confirmLabel(chosen.length)
              : t("ui.entitlements.addChosen", { count: chosen.length })
          }
          isBusy={isBusy}
          canConfirm={chosen.length > 0 && isComplete}
          onConfirm={() => void add()}
          onCancel={close}
        />
      }
    >
      <form className="vdc-entitlements__search" role="search" onSubmit={search}>
        <div className="vdc-field">
          <label htmlFor={inputId}>{t("ui.entitlements.searchLabel")}</label>
          <input
            id={inputId}
            className="vdc-input"
            value={text}
            placeholder={t("ui.directory.namePlaceholder")}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="vdc-field">
          <label htmlFor={`${inputId}-container`}>{t("ui.directory.container.label")}</label>
          <input
            id={`${inputId}-container`}
            className="vdc-input"
            value={container}
            placeholder={t("ui.directory.container.placeholder")}
            onChange={(event) => setContainer(event.target.value)}
            autoComplete="off"
          />
        </div>
        <label className="vdc-checkbox">
          <input type="checkbox" checked={subTree} onChange={(event) => setSubTree(event.target.checked)} />
          {t("ui.directory.container.subTree")}
        </label>
        <button type="submit" className="vdc-button" disabled={text.trim() === "" && container.trim() === ""}>
          {t("ui.entitlements.find")}
        </button>
      </form>
      {results?.status === "failed" && results.text !== undefined ? (
        <p role="alert" className="vdc-notice" data-tone="error">
          {results.text}
        </p>
      ) : (
        results && (
          <>
            {results.status === "ready" && results.isCapped && (
              <DirectoryCappedNotice count={results.rows.length} />
            )}
            <DataGrid<AdUser>
              gridId="directory-search"
              label={t("ui.entitlements.searchResults")}
              columns={DIRECTORY_COLUMNS}
              data={results.status === "ready" ? results.rows : []}
              isLoading={results.status === "loading"}
              error={results.status === "failed" ? results.error : undefined}
              selection={selection}
              onSelectionChange={(rows) => setChosen(rows)}
              placeholderText={t("ui.entitlements.noMatches")}
            />
          </>
        )
      )}
      {children}
    </Dialog>
  );
}

/** A container lookup failed: its message is already the one to show. */
class ContainerLookupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContainerLookupError";
  }
}
