import { useState } from "react";
import { DataGrid } from "../../ui/data-grid/data-grid";
import { Dialog, DialogButtons } from "../../ui/dialog/dialog";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import { useSuccessNotice } from "../../ui/section-page/section-page";
import {
  addUserEntitlements,
  removeUserEntitlements,
  type EntitlementKind,
  type EntitlementRefusal,
  type EntitlementTarget,
  type UserEntitlements,
} from "./user-entitlements.model";
import { ENTITLEMENT_TARGET_COLUMNS } from "./user-entitlement-columns";

// The dialog is a chunk of its own, loaded when it is first opened (decision 0013).

/** A directory user or group the dialog entitles: its SID and how the console names it. */
export interface EntitledName {
  id: string;
  name: string;
}

export interface EntitlementsDialogProps {
  /** Adds entitlements, or removes them. */
  mode: "add" | "remove";
  /** The user or group of the user page, or the users and groups chosen in the list. */
  users: readonly EntitledName[];
  kind: EntitlementKind;
  /**
   * The pools and global entitlements the administrator may entitle on and may choose: to add, those not
   * every user holds; to remove, those some user holds.
   */
  choices: readonly EntitlementTarget[];
  /** Which of the users hold each choice: an add sends only those who do not, a remove those who do. */
  holders: UserEntitlements["holders"];
  /**
   * After the pod changed some (all or part), announced on the page's notice line: the page reads the
   * entitlements again.
   */
  onChanged: () => void;
  onClose: () => void;
}

interface Failure {
  text: string;
  refusals: EntitlementRefusal[];
}

const CHANGE = { add: addUserEntitlements, remove: removeUserEntitlements } as const;
/** The success notice of each mode, with how many pools and global entitlements changed. */
const CHANGED_NOTICE = {
  add: "usersGroups.entitlements.outcome.added",
  remove: "usersGroups.entitlements.outcome.removedCount",
} as const;
/** The pod's partial answer (spec 001 §7): NOT_ALL_ENTITLEMENTS_ADDED and its counterpart for removing. */
const NOT_ALL_CHANGED = {
  add: "NOT_ALL_ENTITLEMENTS_ADDED",
  remove: "usersGroups.entitlements.notAllRemoved",
} as const;

/**
 * Entitles users or groups to desktop or application pools and global entitlements chosen in a grid, or
 * removes their entitlements, as the Horizon Console does from a user's page and from the users and groups
 * list. A failed change keeps the dialog and what is chosen: a call that fails as a whole says why; a
 * partial one (spec 001 §7) lists each refused pool with the pod's reason, those changed leave the grid
 * and the refused stay chosen for another try.
 */
export function EntitlementsDialog({
  mode,
  users,
  kind,
  choices,
  holders,
  onChanged,
  onClose,
}: EntitlementsDialogProps) {
  const t = useTranslation();
  const errorText = useErrorText();
  const announce = useSuccessNotice();
  const [chosen, setChosen] = useState<EntitlementTarget[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  // What this dialog changed: gone from the grid before the page's entitlements are read again.
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const offered = choices.filter((entry) => !done.has(entry.key));
  const toChange = chosen.filter((entry) => !done.has(entry.key));
  const [onlyUser] = users;
  const whom =
    users.length === 1 && onlyUser
      ? { name: onlyUser.name }
      : { name: t("usersGroups.entitlements.chosenUsers", { count: users.length }) };

  const change = async () => {
    setIsBusy(true);
    setFailure(null);
    try {
      const refusals = await CHANGE[mode](
        users.map((user) => user.id),
        toChange,
        holders,
      );
      const refused = new Set(refusals.map((refusal) => refusal.entry.key));
      const took = toChange.filter((entry) => !refused.has(entry.key));
      if (took.length > 0) {
        announce(t(CHANGED_NOTICE[mode], { count: took.length }));
        onChanged();
      }
      if (refusals.length === 0) {
        onClose();
        return;
      }
      setDone(new Set([...done, ...took.map((entry) => entry.key)]));
      setChosen(toChange.filter((entry) => refused.has(entry.key)));
      setFailure({ text: t(NOT_ALL_CHANGED[mode]), refusals });
    } catch (error) {
      setFailure({ text: errorText(error), refusals: [] });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Dialog
      isOpen
      title={t(`usersGroups.entitlements.${mode}Title`, whom)}
      size="large"
      onDismiss={onClose}
      footer={
        <DialogButtons
          confirmLabel={t(`usersGroups.entitlements.${mode}Chosen`, { count: toChange.length })}
          confirmVariant={mode === "remove" ? "danger" : "primary"}
          isBusy={isBusy}
          canConfirm={toChange.length > 0}
          onConfirm={() => void change()}
          onCancel={onClose}
        />
      }
    >
      <DataGrid<EntitlementTarget>
        gridId={`user-${mode}-${kind}-entitlements`}
        label={t(`usersGroups.entitlements.${mode === "add" ? "choices" : "held"}.${kind}`)}
        columns={ENTITLEMENT_TARGET_COLUMNS}
        rowId={(entry) => entry.key}
        data={offered}
        selection="multi"
        onSelectionChange={setChosen}
        placeholderText={t(
          mode === "add" ? "usersGroups.entitlements.noChoices" : "usersGroups.entitlements.noneHeld",
        )}
      />
      {failure && (
        <div role="alert" className="vdc-notice" data-tone="error">
          <p>{failure.text}</p>
          {failure.refusals.length > 0 && (
            <ul>
              {failure.refusals.map((refusal) => (
                <li key={refusal.entry.key}>
                  {refusal.entry.name}:{" "}
                  {refusal.error !== undefined
                    ? errorText(refusal.error)
                    : (refusal.message ?? t("UNABLE_PROCESS_REQUEST"))}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}
