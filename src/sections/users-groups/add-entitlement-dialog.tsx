import { useState } from "react";
import { DataGrid } from "../../ui/data-grid/data-grid";
import { Dialog, DialogButtons } from "../../ui/dialog/dialog";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import {
  addUserEntitlements,
  type EntitlementKind,
  type EntitlementRefusal,
  type EntitlementTarget,
} from "./user-entitlements.model";
import { ENTITLEMENT_TARGET_COLUMNS } from "./user-entitlement-columns";

// The add dialog is a chunk of its own, loaded when it is first opened (decision 0013).

export interface AddEntitlementDialogProps {
  /** The directory user or group (its SID). */
  userId: string;
  /** How the page names it (DOMAIN\login or the group's name). */
  userName: string;
  kind: EntitlementKind;
  /** The pools and global entitlements the user is not entitled to and the administrator may entitle. */
  choices: readonly EntitlementTarget[];
  /** After the pod entitled some (all or part): the page reads the entitlements again. */
  onAdded: (count: number) => void;
  onClose: () => void;
}

interface Failure {
  text: string;
  refusals: EntitlementRefusal[];
}

/**
 * Entitles a user or group to desktop or application pools and global entitlements, chosen in a grid. A
 * failed add keeps the dialog and what is chosen: a call that fails as a whole says why; a partial one
 * (spec 001 §7, NOT_ALL_ENTITLEMENTS_ADDED) lists each refused pool with the pod's reason, those added
 * leave the grid and the refused stay chosen for another try.
 */
export function AddEntitlementDialog({
  userId,
  userName,
  kind,
  choices,
  onAdded,
  onClose,
}: AddEntitlementDialogProps) {
  const t = useTranslation();
  const errorText = useErrorText();
  const [chosen, setChosen] = useState<EntitlementTarget[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  // What this dialog added: gone from the grid before the page's entitlements are read again.
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const offered = choices.filter((entry) => !added.has(entry.key));
  const toAdd = chosen.filter((entry) => !added.has(entry.key));

  const add = async () => {
    setIsBusy(true);
    setFailure(null);
    try {
      const refusals = await addUserEntitlements(userId, toAdd);
      const refused = new Set(refusals.map((refusal) => refusal.entry.key));
      const took = toAdd.filter((entry) => !refused.has(entry.key));
      if (took.length > 0) onAdded(took.length);
      if (refusals.length === 0) {
        onClose();
        return;
      }
      setAdded(new Set([...added, ...took.map((entry) => entry.key)]));
      setChosen(toAdd.filter((entry) => refused.has(entry.key)));
      setFailure({ text: t("NOT_ALL_ENTITLEMENTS_ADDED"), refusals });
    } catch (error) {
      setFailure({ text: errorText(error), refusals: [] });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Dialog
      isOpen
      title={t("usersGroups.entitlements.addTitle", { name: userName })}
      size="large"
      onDismiss={onClose}
      footer={
        <DialogButtons
          confirmLabel={t("usersGroups.entitlements.addChosen", { count: toAdd.length })}
          isBusy={isBusy}
          canConfirm={toAdd.length > 0}
          onConfirm={() => void add()}
          onCancel={onClose}
        />
      }
    >
      <DataGrid<EntitlementTarget>
        gridId={`user-add-${kind}-entitlements`}
        label={t(`usersGroups.entitlements.choices.${kind}`)}
        columns={ENTITLEMENT_TARGET_COLUMNS}
        rowId={(entry) => entry.key}
        data={offered}
        selection="multi"
        onSelectionChange={setChosen}
        placeholderText={t("usersGroups.entitlements.noChoices")}
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
