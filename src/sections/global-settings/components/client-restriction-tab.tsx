import { useId } from "react";
import type { EditorControls } from "../../../ui/edit-form/edit-button";
import { SettingsEditButton } from "./settings-edit-button";
import { EditDialog } from "../../../ui/edit-form/edit-dialog";
import { useEditForm } from "../../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { useResource } from "../../../ui/resource/use-resource";
import { SectionState, useResourceStatus } from "../../../ui/section-page/section-page";
import { getClientSettings } from "../api/get-client-settings";
import { updateClientSettings } from "../api/update-client-settings";
import {
  CLIENT_TYPES,
  ENFORCEMENT_STATES,
  type ClientPolicy,
  type EnforcementState,
} from "../global-settings.model";
import { enumText } from "../../../ui/i18n/enum-text";

/** A policy's display name (the console's one enum table; readable words for a policy it has no text for). */
export function usePolicyLabel(): (policy: string) => string {
  const t = useTranslation();
  return (policy) => enumText(t, "clientPolicy", policy);
}

/** The client restriction tab: each client policy's enforcement state and the client types it applies to. */
export function ClientRestrictionTab({ canEdit }: { canEdit: boolean }) {
  const t = useTranslation();
  const policyLabel = usePolicyLabel();
  const { state, reload } = useResource(getClientSettings);
  const status = useResourceStatus(state, reload, (policies) =>
    policies.length === 0 ? t("globalSettings.clientPolicies.empty") : undefined,
  );
  if (state.status !== "ready" || status.kind !== "ready") return <SectionState status={status} />;
  const policies = state.data;
  return (
    <>
      <SettingsEditButton
        canEdit={canEdit}
        onSaved={reload}
        editor={(controls) => <ClientPoliciesEditor policies={policies} {...controls} />}
      />
      <table className="vdc-table">
        <caption>{t("globalSettings.tab.clientRestriction")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("globalSettings.clientPolicies.policy")}</th>
            <th scope="col">{t("globalSettings.clientPolicies.enforcement")}</th>
            <th scope="col">{t("globalSettings.clientPolicies.values")}</th>
          </tr>
        </thead>
        <tbody>
          {policies.map((policy) => (
            <tr key={policy.policy}>
              <th scope="row">{policyLabel(policy.policy)}</th>
              <td>{t(`globalSettings.enforcement.${policy.enforcementState}`)}</td>
              <td>
                {policy.policyValues.length === 0
                  ? t("globalSettings.value.none")
                  : policy.policyValues
                      .map((value) => t(`globalSettings.clientType.${value}`, { defaultValue: value }))
                      .join(", ")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function ClientPoliciesEditor({
  policies,
  onCancel,
  onSaved,
}: EditorControls & { policies: ClientPolicy[] }) {
  const t = useTranslation();
  const policyLabel = usePolicyLabel();
  const id = useId();
  const form = useEditForm({
    initial: { rows: policies },
    save: ({ rows }) => updateClientSettings(rows),
    onSaved,
    errorOptions: { serverText: false },
  });
  const { rows } = form.values;

  function updateRow(index: number, change: (row: ClientPolicy) => ClientPolicy) {
    form.setField(
      "rows",
      rows.map((row, at) => (at === index ? change(row) : row)),
    );
  }

  return (
    <EditDialog title={t("globalSettings.clientPolicies.editTitle")} form={form} onCancel={onCancel}>
      {rows.map((row, index) => {
        const isMonitored = row.enforcementState !== "DO_NOT_MONITOR";
        return (
          <fieldset key={row.policy} className="vdc-fieldset">
            <legend>{policyLabel(row.policy)}</legend>
            <div className="vdc-field">
              <label htmlFor={`${id}-${index}-state`}>{t("globalSettings.clientPolicies.enforcement")}</label>
              <select
                id={`${id}-${index}-state`}
                className="vdc-select"
                value={row.enforcementState}
                onChange={(event) =>
                  updateRow(index, (current) => ({
                    ...current,
                    enforcementState: event.target.value as EnforcementState,
                  }))
                }
              >
                {ENFORCEMENT_STATES.map((state) => (
                  <option key={state} value={state}>
                    {t(`globalSettings.enforcement.${state}`)}
                  </option>
                ))}
              </select>
            </div>
            <div
              className="vdc-checks"
              role="group"
              aria-label={t("globalSettings.clientPolicies.valuesOf", { policy: policyLabel(row.policy) })}
            >
              {CLIENT_TYPES.map((clientType) => (
                <label key={clientType} className="vdc-checkbox">
                  <input
                    type="checkbox"
                    disabled={!isMonitored}
                    checked={isMonitored && row.policyValues.includes(clientType)}
                    onChange={(event) =>
                      updateRow(index, (current) => ({
                        ...current,
                        policyValues: event.target.checked
                          ? [...current.policyValues.filter((value) => value !== clientType), clientType]
                          : current.policyValues.filter((value) => value !== clientType),
                      }))
                    }
                  />
                  {t(`globalSettings.clientType.${clientType}`)}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </EditDialog>
  );
}
