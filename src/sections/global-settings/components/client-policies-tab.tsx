import { useId, useState, type FormEvent } from "react";
import { settingsSaveError } from "../../../core/settings/settings-errors";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { Privileged } from "../../../ui/privileges/use-privilege";
import { getClientSettings } from "../api/get-client-settings";
import { updateClientSettings } from "../api/update-client-settings";
import {
  clientDesiredPolicies,
  clientRestrictionPolicies,
  ENFORCEMENT_STATES,
  type ClientPolicy,
  type EnforcementState,
} from "../global-settings.model";
import { EmptyState, ErrorState, LoadingState, SaveError } from "./section-states";
import { useResource } from "./use-resource";

/** Which client policies a tab edits: the per-client-type restrictions, or the other (desired) settings. */
export type ClientPoliciesKind = "restriction" | "desired";

function policyLabel(kind: ClientPoliciesKind, policy: string, t: (key: string) => string): string {
  return kind === "restriction" ? t(`globalSettings.clientType.${policy}`) : policy;
}

function splitValues(text: string): string[] {
  return text
    .split(",")
    .map((value) => value.trim())
    .filter((value) => value !== "");
}

/** A tab over client_policies: each policy's enforcement state and checked values; saving sends every policy. */
export function ClientPoliciesTab({ kind, canEdit }: { kind: ClientPoliciesKind; canEdit: boolean }) {
  const t = useTranslation();
  const { state, reload } = useResource(getClientSettings);
  const [isEditing, setIsEditing] = useState(false);
  if (state.status === "loading") return <LoadingState />;
  if (state.status === "error") return <ErrorState onRetry={reload} />;
  const all = state.data;
  const shown = kind === "restriction" ? clientRestrictionPolicies(all) : clientDesiredPolicies(all);
  if (shown.length === 0) return <EmptyState messageKey="globalSettings.clientPolicies.empty" />;
  if (isEditing && canEdit) {
    return (
      <ClientPoliciesEditor
        kind={kind}
        all={all}
        shown={shown}
        onCancel={() => setIsEditing(false)}
        onSaved={() => {
          setIsEditing(false);
          reload();
        }}
      />
    );
  }
  const captionKey =
    kind === "restriction" ? "globalSettings.tab.clientRestriction" : "globalSettings.tab.clientDesired";
  return (
    <section className="gs-view" aria-label={t(captionKey)}>
      <div className="gs-toolbar">
        <Privileged expression="GLOBAL_CONFIG_MANAGEMENT" force={!canEdit}>
          <button type="button" className="vdc-button" onClick={() => setIsEditing(true)}>
            {t("globalSettings.action.edit")}
          </button>
        </Privileged>
      </div>
      <table className="gs-table">
        <caption>{t(captionKey)}</caption>
        <thead>
          <tr>
            <th scope="col">{t("globalSettings.clientPolicies.policy")}</th>
            <th scope="col">{t("globalSettings.clientPolicies.enforcement")}</th>
            <th scope="col">{t("globalSettings.clientPolicies.values")}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((policy) => (
            <tr key={policy.policy}>
              <th scope="row">{policyLabel(kind, policy.policy, t)}</th>
              <td>{t(`globalSettings.enforcement.${policy.enforcementState}`)}</td>
              <td>
                {policy.policyValues.length === 0
                  ? t("globalSettings.value.none")
                  : policy.policyValues.join(", ")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ClientPoliciesEditor({
  kind,
  all,
  shown,
  onCancel,
  onSaved,
}: {
  kind: ClientPoliciesKind;
  all: ClientPolicy[];
  shown: ClientPolicy[];
  onCancel: () => void;
  onSaved: () => void;
}) {
  const t = useTranslation();
  const id = useId();
  const [rows, setRows] = useState(() =>
    shown.map((policy) => ({ ...policy, valuesText: policy.policyValues.join(", ") })),
  );
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  function updateRow(index: number, change: Partial<(typeof rows)[number]>) {
    setRows((previous) => previous.map((row, at) => (at === index ? { ...row, ...change } : row)));
  }

  async function save() {
    const edited = rows.map(({ valuesText, ...policy }) => ({
      ...policy,
      policyValues: splitValues(valuesText),
    }));
    const untouched = all.filter((policy) => !edited.some((row) => row.policy === policy.policy));
    setIsSaving(true);
    setSaveError(null);
    try {
      await updateClientSettings([...untouched, ...edited]);
      onSaved();
    } catch (error) {
      setSaveError(settingsSaveError(error).key);
    } finally {
      setIsSaving(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  return (
    <form
      className="gs-form"
      aria-label={t("globalSettings.clientPolicies.editTitle")}
      onSubmit={onSubmit}
      noValidate
    >
      {rows.map((row, index) => (
        <fieldset key={row.policy} className="gs-fieldset">
          <legend>{policyLabel(kind, row.policy, t)}</legend>
          <div className="vdc-field">
            <label htmlFor={`${id}-${index}-state`}>{t("globalSettings.clientPolicies.enforcement")}</label>
            <select
              id={`${id}-${index}-state`}
              className="vdc-select"
              value={row.enforcementState}
              onChange={(event) =>
                updateRow(index, { enforcementState: event.target.value as EnforcementState })
              }
            >
              {ENFORCEMENT_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`globalSettings.enforcement.${state}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="vdc-field">
            <label htmlFor={`${id}-${index}-values`}>{t("globalSettings.clientPolicies.values")}</label>
            <input
              id={`${id}-${index}-values`}
              className="vdc-input"
              type="text"
              disabled={row.enforcementState === "DO_NOT_MONITOR"}
              value={row.valuesText}
              onChange={(event) => updateRow(index, { valuesText: event.target.value })}
            />
          </div>
        </fieldset>
      ))}
      <SaveError messageKey={saveError} />
      <div className="gs-form__buttons">
        <button type="button" className="vdc-button" onClick={onCancel} disabled={isSaving}>
          {t("globalSettings.action.cancel")}
        </button>
        <button type="submit" className="vdc-button" data-variant="primary" disabled={isSaving}>
          {t("globalSettings.action.save")}
        </button>
      </div>
    </form>
  );
}
