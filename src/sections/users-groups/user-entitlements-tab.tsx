import { useCallback, useMemo, useState } from "react";
import type { SectionAction } from "../../ui/actions/section-action";
import { useTranslation } from "../../ui/i18n/use-translation";
import { LazyModule } from "../../ui/lazy/lazy-module";
import { loadEntitlementsDialog } from "./load-entitlements-dialog";
import { ListSection, resourceRows } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import type { SectionTarget } from "./section-target";
import { entitlementTargetColumns } from "./user-entitlement-columns";
import {
  ANY_ENTITLE,
  getUserEntitlements,
  mayEntitle,
  removeUserEntitlementCall,
  type EntitlementKind,
  type EntitlementTarget,
} from "./user-entitlements.model";

/** The add dialog, a chunk of its own loaded when first opened (decision 0013). */

export interface UserEntitlementsTabProps {
  /** The directory user or group (its SID). */
  userId: string;
  /** How the page names it, for the tab's and the dialog's titles. */
  userName: string;
  kind: EntitlementKind;
  onNavigate?: ((target: SectionTarget) => void) | undefined;
  /** After an entitlement was added or removed: the page's counts change. */
  onChanged?: () => void;
}

const targetOf = (entry: EntitlementTarget, kind: EntitlementKind): SectionTarget =>
  entry.isGlobal
    ? { section: "global-entitlement", id: entry.id }
    : { section: `${kind}-pool`, id: entry.id };

/**
 * A user's or group's desktop or application entitlements (pools and global entitlements), with Add
 * entitlement and Remove entitlement as the Horizon Console offers them on the user's page. Either needs
 * the right to entitle on the object's access group (POOL_ENTITLE for a pool, FEDERATED_LDAP_MANAGE for a
 * global entitlement, OpenAPI 2212): the add dialog offers only what the administrator may entitle, and
 * remove refuses, without sending, what they may not.
 */
export function UserEntitlementsTab({
  userId,
  userName,
  kind,
  onNavigate,
  onChanged,
}: UserEntitlementsTabProps) {
  const t = useTranslation();
  const load = useCallback(() => getUserEntitlements([userId], kind), [userId, kind]);
  const resource = useResource(load);
  const { state, refresh } = resource;
  const [isAdding, setIsAdding] = useState(false);
  const isLoaded = state.status === "ready";
  const actions = useMemo<SectionAction<EntitlementTarget>[]>(
    () => [
      {
        id: "addEntitlement",
        label: "usersGroups.entitlements.add",
        privilege: ANY_ENTITLE,
        selection: "none",
        // The dialog offers what the user is not yet entitled to: it waits for the entitlements.
        isAllowed: () => isLoaded,
        open: () => setIsAdding(true),
      },
      {
        id: "removeEntitlement",
        label: "usersGroups.entitlements.remove",
        privilege: ANY_ENTITLE,
        selection: "many",
        variant: "danger",
        confirm: {
          title: "usersGroups.entitlements.confirm.remove.title",
          question: "usersGroups.entitlements.confirm.remove.question",
        },
        request: { kind: "item", call: (entry) => removeUserEntitlementCall(userId, entry) },
        success: "usersGroups.entitlements.outcome.removed",
      },
    ],
    [userId, isLoaded],
  );
  const columns = useMemo(
    () => entitlementTargetColumns(onNavigate && ((entry) => onNavigate(targetOf(entry, kind)))),
    [onNavigate, kind],
  );
  const label = t(`usersGroups.entitlements.gridLabel.${kind}`, { name: userName });
  return (
    <ListSection<EntitlementTarget>
      title={label}
      gridLabel={label}
      part={`user-${kind}-entitlements`}
      viewPrivilege="POOL_VIEW"
      noPermissionText={t("usersGroups.state.noPermission")}
      placeholderText={t("usersGroups.user.noEntitlements")}
      actionsLabel={t("usersGroups.entitlements.actions")}
      columns={columns}
      actions={actions}
      rows={resourceRows(resource, (data) => data.entitled)}
      rowId={(entry) => entry.key}
      rowLabel={(entry) => entry.name}
      canActOn={(action, entry) => action.privilege === undefined || mayEntitle(entry)}
      onActionDone={() => onChanged?.()}
    >
      {isAdding && state.status === "ready" && (
        <LazyModule
          load={loadEntitlementsDialog}
          render={({ EntitlementsDialog }) => (
            <EntitlementsDialog
              mode="add"
              users={[{ id: userId, name: userName }]}
              kind={kind}
              choices={state.data.others.filter(mayEntitle)}
              holders={state.data.holders}
              onChanged={() => {
                void refresh();
                onChanged?.();
              }}
              onClose={() => setIsAdding(false)}
            />
          )}
        />
      )}
    </ListSection>
  );
}
