import { useCallback, useId } from "react";
import { hasPrivilege } from "../../core/privileges/privileges.model";
import { KeyValuePanel } from "../../ui/detail-page/key-value-panel";
import { EditButton, type EditorControls } from "../../ui/edit-form/edit-button";
import { EditDialog } from "../../ui/edit-form/edit-dialog";
import { useEditForm } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import { useResource } from "../../ui/resource/use-resource";
import { ResourceContent } from "../../ui/section-page/section-page";
import { getPoolPolicies } from "./api/get-pool-policies";
import { updatePoolPolicies } from "./api/update-pool-policies";
import type { DesktopPoolRow } from "./desktop-pools.types";
import {
  POLICY_MODES,
  POLICY_NAMES,
  type PolicyMode,
  type PolicyName,
  type PoolPolicy,
} from "./pool-tabs.types";

type PolicyForm = Record<PolicyName, PolicyMode>;

/** The scope a pool's changes are checked on. */
export const poolScope = (pool: DesktopPoolRow) =>
  pool.access_group_id ? { accessGroupId: pool.access_group_id } : {};

/** The pool's policies (multimedia redirection, USB access, remote mode, PCoIP hardware acceleration). */
export function PoolPoliciesTab({ pool }: { pool: DesktopPoolRow }) {
  const t = useTranslation();
  const load = useCallback(() => getPoolPolicies(pool.id), [pool.id]);
  const { state, reload } = useResource(load);
  return (
    <ResourceContent resource={state} onRetry={reload}>
      {(policies) => (
        <>
          <div className="vdc-toolbar">
            <EditButton
              label={t("desktopPools.policies.edit")}
              privilege="POOL_MANAGEMENT"
              isAllowed={hasPrivilege("POOL_MANAGEMENT", poolScope(pool))}
              onSaved={reload}
              editor={(controls) => <PoliciesForm pool={pool} policies={policies} {...controls} />}
            />
          </div>
          <KeyValuePanel
            label={t("desktopPools.tab.policies")}
            entries={policies.map((policy) => [
              `desktopPools.policy.${policy.name}`,
              policy.mode === "INHERIT"
                ? t("desktopPools.policies.inherited", {
                    mode: t(`desktopPools.policyMode.${policy.effective_mode}`),
                  })
                : t(`desktopPools.policyMode.${policy.mode}`),
            ])}
          />
        </>
      )}
    </ResourceContent>
  );
}

function PoliciesForm({
  pool,
  policies,
  onCancel,
  onSaved,
}: EditorControls & { pool: DesktopPoolRow; policies: PoolPolicy[] }) {
  const t = useTranslation();
  const id = useId();
  const initial = Object.fromEntries(
    POLICY_NAMES.map((name) => [name, policies.find((policy) => policy.name === name)?.mode ?? "INHERIT"]),
  ) as PolicyForm;
  const form = useEditForm<PolicyForm>({
    initial,
    save: (values) =>
      updatePoolPolicies(
        pool.id,
        POLICY_NAMES.map((name) => ({ name, mode: values[name] })),
      ),
    onSaved,
  });
  return (
    <EditDialog
      title={t("desktopPools.policies.editTitle", { name: pool.name })}
      form={form}
      onCancel={onCancel}
      size="medium"
    >
      <PolicyModeFields
        idPrefix={id}
        values={form.values}
        modes={POLICY_MODES}
        onChange={(name, mode) => form.setField(name, mode)}
      />
    </EditDialog>
  );
}

/** One select per policy, with the modes offered at this level. */
export function PolicyModeFields({
  idPrefix,
  values,
  modes,
  modeLabel = (mode) => `desktopPools.policyMode.${mode}`,
  onChange,
}: {
  idPrefix: string;
  values: Record<PolicyName, PolicyMode>;
  modes: readonly PolicyMode[];
  modeLabel?: (mode: PolicyMode) => string;
  onChange: (name: PolicyName, mode: PolicyMode) => void;
}) {
  const t = useTranslation();
  return (
    <>
      {POLICY_NAMES.map((name) => (
        <div key={name} className="vdc-field">
          <label htmlFor={`${idPrefix}-${name}`}>{t(`desktopPools.policy.${name}`)}</label>
          <select
            id={`${idPrefix}-${name}`}
            className="vdc-select"
            value={values[name]}
            onChange={(event) => onChange(name, event.target.value as PolicyMode)}
          >
            {modes.map((mode) => (
              <option key={mode} value={mode}>
                {t(modeLabel(mode))}
              </option>
            ))}
          </select>
        </div>
      ))}
    </>
  );
}
