import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useState } from "react";
import type { SectionAction } from "../../ui/actions/section-action";
import { useTranslation } from "../../ui/i18n/use-translation";
import { itemLink } from "../../ui/item-link/item-link";
import { ListSection, resourceRows } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { deleteGlobalEntitlementCall } from "./api/global-entitlement-calls";
import { globalEntitlementColumns } from "./global-entitlement-columns";
import { LazyModule } from "../../ui/lazy/lazy-module";
import { entitlementScope, loadGlobalEntitlementRows } from "./global-entitlements.model";
import type { GlobalEntitlementRow, SectionTarget } from "./global-entitlements.types";

/** The add wizard's chunk, loaded when an administrator opens it (decision 0013). */
const loadGlobalEntitlementWizard = () => import("./global-entitlement-wizard");

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
  const t = useTranslation();
  const resource = useResource(loadGlobalEntitlementRows);
  const { reload } = resource;
  const [isWizardOpen, setWizardOpen] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const actions = useMemo<SectionAction<GlobalEntitlementRow>[]>(
    () => [
      {
        id: "add",
        label: "globalEntitlements.action.add",
        privilege: GLOBAL_ENTITLEMENT_MANAGE,
        selection: "none",
        variant: "primary",
        open: () => setWizardOpen(true),
      },
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
      headerExtra={
        created && <p role="status">{t("globalEntitlements.outcome.created", { name: created })}</p>
      }
    >
      {isWizardOpen && (
        <LazyModule
          load={loadGlobalEntitlementWizard}
          render={({ GlobalEntitlementWizard }) => (
            <GlobalEntitlementWizard
              isOpen
              onClose={() => setWizardOpen(false)}
              onCreated={(name) => {
                setCreated(name);
                reload();
              }}
            />
          )}
        />
      )}
    </ListSection>
  );
}
