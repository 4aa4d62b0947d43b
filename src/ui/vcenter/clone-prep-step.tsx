import { useCallback } from "react";
import { getIcDomainAccounts } from "../../core/directory/ic-domain-accounts";
import { useTranslation } from "../i18n/use-translation";
import { useResource } from "../resource/use-resource";
import type { DeclaredForm } from "../wizard/declared-step";
import type { SummarisedField, WizardStepDeclaration } from "../wizard/declared-wizard";
import { ChoiceList } from "./choice-list";
import type { ClonePrepEntries } from "./vcenter-entries";

// The guest customisation of instant clones (ClonePrep), one step shared by the desktop pool and farm
// wizards: the domain account that joins the clones to the domain, the container (OU) they go to, and the
// scripts ClonePrep runs before a clone powers off and after it is synchronised with a new image.

/** Parameters go with their script: a script path to pass them to is required. */
const scriptFor =
  (script: keyof ClonePrepEntries, parameters: keyof ClonePrepEntries) => (entries: ClonePrepEntries) =>
    entries[parameters].trim() !== "" && entries[script].trim() === ""
      ? "ui.clonePrep.parametersWithoutScript"
      : undefined;

/** The domain accounts of the pod as a list to choose from, with its loading, failed and empty states. */
function DomainAccountChoice({ form }: { form: DeclaredForm<ClonePrepEntries> }) {
  const t = useTranslation();
  const load = useCallback(() => getIcDomainAccounts(), []);
  const accounts = useResource(load);
  const state =
    accounts.state.status === "ready"
      ? {
          status: "ready" as const,
          data: accounts.state.data.map((account) => ({ id: account.id, label: account.username })),
        }
      : accounts.state;
  return (
    <ChoiceList
      label={t("ui.clonePrep.domainAccount")}
      emptyText={t("ui.clonePrep.noDomainAccount")}
      state={state}
      onRetry={accounts.reload}
      value={form.values.domainAccountId || null}
      onChange={(item) => form.setField("domainAccountId", item.id)}
    />
  );
}

export const CLONE_PREP_FIELDS: readonly SummarisedField<ClonePrepEntries>[] = [
  {
    kind: "custom",
    id: "domainAccountId",
    render: (form) => <DomainAccountChoice form={form} />,
    isValid: (entries) => entries.domainAccountId !== "",
  },
  {
    kind: "text",
    field: "adContainer",
    label: "ui.clonePrep.adContainer",
    help: "ui.clonePrep.adContainerHelp",
    required: true,
  },
  {
    kind: "text",
    field: "powerOffScript",
    label: "ui.clonePrep.powerOffScript",
    help: "ui.clonePrep.scriptHelp",
  },
  {
    kind: "text",
    field: "powerOffParameters",
    label: "ui.clonePrep.powerOffParameters",
    rule: scriptFor("powerOffScript", "powerOffParameters"),
  },
  {
    kind: "text",
    field: "postSyncScript",
    label: "ui.clonePrep.postSyncScript",
    help: "ui.clonePrep.scriptHelp",
  },
  {
    kind: "text",
    field: "postSyncParameters",
    label: "ui.clonePrep.postSyncParameters",
    rule: scriptFor("postSyncScript", "postSyncParameters"),
  },
];

/** The guest customisation step of an instant-clone pool or farm. */
export const CLONE_PREP_STEP: WizardStepDeclaration<ClonePrepEntries> = {
  id: "customization",
  title: "ui.clonePrep.step",
  fields: CLONE_PREP_FIELDS,
};
