import { useId } from "react";
import { KeyValuePanel } from "../../../ui/detail-page/key-value-panel";
import type { EditorControls } from "../../../ui/edit-form/edit-button";
import { SettingsEditButton } from "./settings-edit-button";
import { EditDialog } from "../../../ui/edit-form/edit-dialog";
import { useEditForm } from "../../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { useResource } from "../../../ui/resource/use-resource";
import { ResourceContent } from "../../../ui/section-page/section-page";
import { getAgentRestrictions } from "../api/get-agent-restrictions";
import { updateAgentRestrictions } from "../api/update-agent-restrictions";
import type { AgentRestrictions, RestrictedAgent } from "../global-settings.model";
import { enumText } from "../../../ui/i18n/enum-text";

/** The agent restriction tab: the message shown for restricted agents and the restricted Windows agent versions. */
export function AgentRestrictionTab({ canEdit }: { canEdit: boolean }) {
  const t = useTranslation();
  const { state, reload } = useResource(getAgentRestrictions);
  return (
    <ResourceContent resource={state} onRetry={reload}>
      {(settings) => (
        <>
          <SettingsEditButton
            canEdit={canEdit}
            onSaved={reload}
            editor={(controls) => <AgentRestrictionEditor settings={settings} {...controls} />}
          />
          <KeyValuePanel
            label={t("globalSettings.tab.agentRestriction")}
            entries={[
              [
                "globalSettings.agent.message",
                settings.message.trim() === "" ? t("globalSettings.value.none") : settings.message,
              ],
            ]}
          />
          {settings.agents.length === 0 ? (
            <p>{t("globalSettings.agent.empty")}</p>
          ) : (
            <table className="vdc-table">
              <caption>{t("globalSettings.agent.restrictedAgents")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("globalSettings.agent.type")}</th>
                  <th scope="col">{t("globalSettings.agent.version")}</th>
                </tr>
              </thead>
              <tbody>
                {settings.agents.map((agent, index) => (
                  <tr key={`${agent.type}-${agent.version}-${index}`}>
                    <td>{enumText(t, "agentType", agent.type)}</td>
                    <td>{agent.version}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </ResourceContent>
  );
}

function AgentRestrictionEditor({
  settings,
  onCancel,
  onSaved,
}: EditorControls & { settings: AgentRestrictions }) {
  const t = useTranslation();
  const id = useId();
  const form = useEditForm<AgentRestrictions>({
    initial: settings,
    save: updateAgentRestrictions,
    onSaved,
    errorOptions: { serverText: false },
  });
  const { message, agents } = form.values;
  const setAgents = (next: RestrictedAgent[]) => form.setField("agents", next);

  return (
    <EditDialog title={t("globalSettings.agent.editTitle")} form={form} onCancel={onCancel}>
      <div className="vdc-field">
        <label htmlFor={`${id}-message`}>{t("globalSettings.agent.message")}</label>
        <textarea
          id={`${id}-message`}
          className="vdc-input vdc-textarea"
          rows={3}
          value={message}
          onChange={(event) => form.setField("message", event.target.value)}
        />
      </div>
      {agents.map((agent, index) => (
        <div key={index} className="vdc-row">
          <div className="vdc-field">
            <label htmlFor={`${id}-${index}-version`}>
              {t("globalSettings.agent.versionOf", {
                type: enumText(t, "agentType", agent.type),
                index: index + 1,
              })}
            </label>
            <input
              id={`${id}-${index}-version`}
              className="vdc-input"
              type="text"
              value={agent.version}
              onChange={(event) =>
                setAgents(
                  agents.map((row, at) => (at === index ? { ...row, version: event.target.value } : row)),
                )
              }
            />
          </div>
          <button
            type="button"
            className="vdc-button"
            data-variant="danger"
            onClick={() => setAgents(agents.filter((_row, at) => at !== index))}
          >
            {t("globalSettings.agent.remove", { index: index + 1 })}
          </button>
        </div>
      ))}
      <div>
        <button
          type="button"
          className="vdc-button"
          onClick={() => setAgents([...agents, { type: "WINDOWS", version: "" }])}
        >
          {t("globalSettings.agent.add")}
        </button>
      </div>
    </EditDialog>
  );
}
