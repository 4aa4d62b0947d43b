import { useId, useState } from "react";
import { settingsSaveError } from "../../../core/settings/settings-errors";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { Privileged } from "../../../ui/privileges/use-privilege";
import { getAgentRestrictions } from "../api/get-agent-restrictions";
import { updateAgentRestrictions } from "../api/update-agent-restrictions";
import type { AgentRestrictions } from "../global-settings.model";
import { ErrorState, LoadingState } from "./section-states";
import { useResource } from "../../../ui/resource/use-resource";
import { EditDialog } from "./edit-dialog";

/** The agent restriction tab: the message shown for restricted agents and the restricted Windows agent versions. */
export function AgentRestrictionTab({ canEdit }: { canEdit: boolean }) {
  const t = useTranslation();
  const { state, reload } = useResource(getAgentRestrictions);
  const [isEditing, setIsEditing] = useState(false);
  if (state.status === "loading") return <LoadingState />;
  if (state.status === "error") return <ErrorState onRetry={reload} />;
  if (isEditing && canEdit) {
    return (
      <AgentRestrictionEditor
        settings={state.data}
        onCancel={() => setIsEditing(false)}
        onSaved={() => {
          setIsEditing(false);
          reload();
        }}
      />
    );
  }
  const { message, agents } = state.data;
  return (
    <section className="gs-view" aria-label={t("globalSettings.tab.agentRestriction")}>
      <div className="gs-toolbar">
        <Privileged expression="GLOBAL_CONFIG_MANAGEMENT" force={!canEdit}>
          <button type="button" className="vdc-button" onClick={() => setIsEditing(true)}>
            {t("globalSettings.action.edit")}
          </button>
        </Privileged>
      </div>
      <dl className="gs-details">
        <div className="gs-details__row">
          <dt>{t("globalSettings.agent.message")}</dt>
          <dd>{message.trim() === "" ? t("globalSettings.value.none") : message}</dd>
        </div>
      </dl>
      {agents.length === 0 ? (
        <p className="gs-state">{t("globalSettings.agent.empty")}</p>
      ) : (
        <table className="gs-table">
          <caption>{t("globalSettings.agent.restrictedAgents")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("globalSettings.agent.type")}</th>
              <th scope="col">{t("globalSettings.agent.version")}</th>
            </tr>
          </thead>
          <tbody>
            {agents.map((agent, index) => (
              <tr key={`${agent.type}-${agent.version}-${index}`}>
                <td>{agent.type}</td>
                <td>{agent.version}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function AgentRestrictionEditor({
  settings,
  onCancel,
  onSaved,
}: {
  settings: AgentRestrictions;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const t = useTranslation();
  const id = useId();
  const [message, setMessage] = useState(settings.message);
  const [agents, setAgents] = useState(settings.agents);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function save() {
    setIsSaving(true);
    setSaveError(null);
    try {
      await updateAgentRestrictions({ message, agents });
      onSaved();
    } catch (error) {
      setSaveError(settingsSaveError(error).key);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <EditDialog
      title={t("globalSettings.agent.editTitle")}
      isSaving={isSaving}
      saveError={saveError}
      onCancel={onCancel}
      onSave={() => void save()}
    >
      <div className="vdc-field">
        <label htmlFor={`${id}-message`}>{t("globalSettings.agent.message")}</label>
        <textarea
          id={`${id}-message`}
          className="vdc-input gs-textarea"
          rows={3}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      {agents.map((agent, index) => (
        <div key={index} className="gs-row">
          <div className="vdc-field">
            <label htmlFor={`${id}-${index}-version`}>
              {t("globalSettings.agent.versionOf", { type: agent.type, index: index + 1 })}
            </label>
            <input
              id={`${id}-${index}-version`}
              className="vdc-input"
              type="text"
              value={agent.version}
              onChange={(event) =>
                setAgents((previous) =>
                  previous.map((row, at) => (at === index ? { ...row, version: event.target.value } : row)),
                )
              }
            />
          </div>
          <button
            type="button"
            className="vdc-button"
            data-variant="danger"
            onClick={() => setAgents((previous) => previous.filter((_row, at) => at !== index))}
          >
            {t("globalSettings.agent.remove", { index: index + 1 })}
          </button>
        </div>
      ))}
      <div>
        <button
          type="button"
          className="vdc-button"
          onClick={() => setAgents((previous) => [...previous, { type: "WINDOWS", version: "" }])}
        >
          {t("globalSettings.agent.add")}
        </button>
      </div>
    </EditDialog>
  );
}
