import { useId } from "react";
import type { ActionValues } from "../../ui/actions/section-action";
import { useTranslation } from "../../ui/i18n/use-translation";
import { useResource } from "../../ui/resource/use-resource";
import { ResourceContent } from "../../ui/section-page/section-page";
import { getLocalAccessGroups } from "./api/get-local-access-groups";

/** The change-access-group action's input before a group is chosen. */
export const ACCESS_GROUP_INPUT: ActionValues = { accessGroupId: "" };

/** The pools move only once a group is chosen. */
export function isAccessGroupChosen(values: ActionValues): boolean {
  return String(values.accessGroupId ?? "") !== "";
}

/**
 * The local access group the selected pools move to, asked in the confirmation. The pools' present group
 * is offered too: a pod accepts it (nothing moves), and with several pools selected it is some pools' group.
 */
export function AccessGroupChoice({
  values,
  set,
}: {
  values: ActionValues;
  set: (name: string, value: string) => void;
}) {
  const t = useTranslation();
  const selectId = useId();
  const groups = useResource(getLocalAccessGroups);
  return (
    <ResourceContent resource={groups.state} onRetry={groups.reload}>
      {(list) => (
        <div className="vdc-field">
          <label htmlFor={selectId}>{t("desktopPools.accessGroup.label")}</label>
          <select
            id={selectId}
            className="vdc-select"
            value={String(values.accessGroupId ?? "")}
            required
            onChange={(event) => set("accessGroupId", event.target.value)}
          >
            <option value="">{t("desktopPools.accessGroup.choose")}</option>
            {list.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </ResourceContent>
  );
}
