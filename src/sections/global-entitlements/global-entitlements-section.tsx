import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useState } from "react";
import type { SectionAction } from "../../ui/actions/section-action";
import { itemLink } from "../../ui/item-link/item-link";
import { ListSection, resourceRows } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { deleteGlobalEntitlementCall } from "./api/global-entitlement-calls";
import { globalEntitlementColumns } from "./global-entitlement-columns";
import { LazyModule } from "../../ui/lazy/lazy-module";
import { entitlementScope, loadGlobalEntitlementRows } from "./global-entitlements.model";
import type { GlobalEntitlementRow, SectionTarget } from "./global-entitlements.types";

/** The add and edit wizard's chunk, loaded when an administrator opens it (decision 0013). */
export const loadGlobalEntitlementWizard = () => import("./global-entitlement-wizard");

/** Viewing global entitlements: the manage right, or ADMINISTRATOR_VIEW with FEDERATED_LDAP_VIEW. */
export const GLOBAL_ENTITLEMENT_VIEW = "FEDERATED_LDAP_MANAGE|ADMINISTRATOR_VIEW&FEDERATED_LDAP_VIEW";
export const GLOBAL_ENTITLEMENT_MANAGE = "FEDERATED_LDAP_MANAGE";

/** Deleting a global entitlement (its pools stay on their pods); shared by the list and the page. */
export function deleteGlobalEntitlementAction(
  onDeleted?: (row: GlobalEntitlementRow) => void,
): SectionAction<GlobalEntitlementRow> {
  return {
    id: "delete",
    label: "globalEntitlements.action.delete",
    privilege: GLOBAL_ENTITLEMENT_MANAGE,
    selection: "many",
    variant: "danger",
    confirm: { title: "globalEntitlements.delete.title", question: "globalEntitlements.delete.question" },
    request: { kind: "item", call: (row) => deleteGlobalEntitlementCall(row.kind, row.id) },
    success: "globalEntitlements.outcome.deleted",
    onDone: (outcomes) => {
      for (const outcome of outcomes) if (outcome.status === "succeeded") onDeleted?.(outcome.row);
    },
  };
}

/** Editing one global entitlement in the add wizard's steps; shared by the list and the page. */
export function editGlobalEntitlementAction(
  onEdit: (row: GlobalEntitlementRow) => void,
): SectionAction<GlobalEntitlementRow> {
  return {
    id: "edit",
    label: "globalEntitlements.action.edit",
    privilege: GLOBAL_ENTITLEMENT_MANAGE,
    selection: "one",
    open: ([row]) => {
      if (row) onEdit(row);
    },
  };
}

/** The wizard, loaded on first use, adding (no `editing`) or editing one entitlement. */
export function LazyGlobalEntitlementWizard({
  editing,
  onClose,
  onSaved,
}: {
  editing?: GlobalEntitlementRow | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <LazyModule
      load={loadGlobalEntitlementWizard}
      render={({ GlobalEntitlementWizard }) => (
        <GlobalEntitlementWizard isOpen editing={editing} onClose={onClose} onSaved={onSaved} />
      )}
    />
  );
}

export interface GlobalEntitlementsSectionProps {
  /** Follows a link: names open { section: "global-entitlement", id }. */
  onNavigate?: (target: SectionTarget) => void;
}

/**
 * The global entitlements of the federation, desktops and applications in one list, with the add wizard
 * and delete for administrators holding FEDERATED_LDAP_MANAGE on each entitlement's federation group.
 */
export function GlobalEntitlementsSection({ onNavigate }: GlobalEntitlementsSectionProps) {
  useSignals();
  const resource = useResource(loadGlobalEntitlementRows);
  const { reload } = resource;
  const [isWizardOpen, setWizardOpen] = useState(false);
  const [editing, setEditing] = useState<GlobalEntitlementRow | undefined>(undefined);
  const actions = useMemo<SectionAction<GlobalEntitlementRow>[]>(
    () => [
      {
        id: "add",
        label: "globalEntitlements.action.add",
        privilege: GLOBAL_ENTITLEMENT_MANAGE,
        selection: "none",
        variant: "primary",
        open: () => {
          setEditing(undefined);
          setWizardOpen(true);
        },
      },
      editGlobalEntitlementAction((row) => {
        setEditing(row);
        setWizardOpen(true);
      }),
      deleteGlobalEntitlementAction(),
    ],
    [],
  );
  const columns = useMemo(
    () =>
      globalEntitlementColumns((row) =>
        itemLink(row.name, onNavigate && (() => onNavigate({ section: "global-entitlement", id: row.id }))),
      ),
    [onNavigate],
  );
  return (
    <ListSection<GlobalEntitlementRow>
      textKeys="globalEntitlements"
      part="global-entitlements"
      viewPrivilege={GLOBAL_ENTITLEMENT_VIEW}
      columns={columns}
      rows={resourceRows(resource)}
      actions={actions}
      rowLabel={(row) => row.name}
      scopeOf={entitlementScope}
      isExportable
    >
      {isWizardOpen && (
        <LazyGlobalEntitlementWizard
          editing={editing}
          onClose={() => setWizardOpen(false)}
          onSaved={reload}
        />
      )}
    </ListSection>
  );
}
