import { useCallback, useEffect, useState } from "react";
import { Dialog } from "../../ui/dialog/dialog";
import { NAMING_PATTERN_HELP } from "../../ui/edit-form/naming-pattern-rule";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import { useResource } from "../../ui/resource/use-resource";
import { ResourceContent, useSuccessNotice } from "../../ui/section-page/section-page";
import { CLONE_PREP_FIELDS, type ClonePrepEntries } from "../../ui/vcenter/clone-prep-step";
import { networkStepOf, networkSummary } from "../../ui/vcenter/network-step";
import {
  DATASTORES_FIELD,
  FOLDER_FIELD,
  RESOURCE_POOL_FIELD,
  SYSPREP_FIELD,
  VCENTER_FIELD,
  hostField,
  imageField,
  type PlacementEntries,
} from "../../ui/vcenter/placement-fields";
import type { DeclaredField, DeclaredForm } from "../../ui/wizard/declared-step";
import { summaryStepOf, useDeclaredSteps, type SummaryRow } from "../../ui/wizard/declared-wizard";
import { fieldsOf, sharedFields, sharedStep } from "../../ui/wizard/field-builders";
import { Wizard } from "../../ui/wizard/wizard";
import { isFarmNameAvailable } from "./api/check-farm-name";
import { createFarm } from "./api/create-farm";
import { editFarm } from "./api/edit-farm";
import { getAccessGroups } from "./api/get-access-groups";
import { getFarmForEdit } from "./api/get-farm-for-edit";
import { HostPicker, chosenHosts } from "./farm-inputs";
import {
  DISCONNECTED_POLICIES,
  EMPTY_DRAFT,
  EMPTY_POLICIES,
  FARM_NAME,
  MIN_PRE_LAUNCH_MINUTES,
  PRE_LAUNCH_POLICIES,
  PROTOCOLS,
  SESSION_TIMEOUT_POLICIES,
  draftFromFarm,
  farmSpecOf,
  farmUpdateSpecOf,
  isCount,
  isMinReadyValid,
  isNamingValid,
  isPercent,
  namingPatternError,
  timeoutErrorKey,
  type FarmDraft,
} from "./farm-wizard.model";
import type { Farm } from "./farms.types";

const W = "farms.wizard";
const field = fieldsOf<FarmDraft>();
const placed = (fields: readonly DeclaredField<PlacementEntries>[]) =>
  sharedFields<FarmDraft, PlacementEntries>(fields);
const automated = (draft: FarmDraft) => draft.type === "AUTOMATED";
const percent = (name: "cpuThreshold" | "memoryThreshold" | "loadIndexThreshold", label: string) =>
  field.text(name, `${W}.loadBalancing.${label}`, {
    inputType: "number",
    rule: (draft) => (isPercent(draft[name]) ? undefined : `${W}.percent.invalid`),
  });
/** A session timeout's minutes, asked when its policy is AFTER. */
const minutes = (
  name: "disconnectedMinutes" | "emptyMinutes" | "preLaunchMinutes",
  policy: (draft: FarmDraft) => string,
  lowest = 1,
) =>
  field.text(name, `${W}.sessions.${name}`, {
    inputType: "number",
    shown: (draft) => policy(draft) === "AFTER",
    rule: (draft) => timeoutErrorKey(policy(draft), draft[name], lowest),
  });

export type FarmWizardProps = {
  isOpen: boolean;
  onClose: () => void;
} & (
  | {
      mode?: "add";
      /** After the farm is created, with its id when the server named it. */
      onCreated: (name: string, id: string | undefined) => void;
    }
  | {
      mode: "edit";
      /** The farm edited: the wizard starts from its settings. */
      farm: Farm;
      /** After the changes are saved. */
      onSaved: () => void;
    }
);

/**
 * The add and edit farm wizard (spec 000 §2). Add: a manual farm of registered RDS hosts or an automated
 * instant-clone farm placed in vCenter, its name checked with the server before it goes on. Edit: only
 * what may change on an existing farm (texts, enabled, load balancing, session settings and, on an
 * automated farm, its host names, sizes and provisioning), starting from the farm's settings; the name,
 * type, access group and vCenter placement stay. Both end on a summary; Cancel asks before discarding the
 * entries; a failed save keeps them and shows the server's message.
 */
export function FarmWizard(props: FarmWizardProps) {
  return props.mode === "edit" ? <EditFarmWizard {...props} /> : <FarmWizardSteps {...props} />;
}

/**
 * The edit wizard starts from the farm as the pod has it now, read in the update's own version (the list's
 * row may be older, or of another shape): loading and a failed read (with Retry) show in the dialog.
 */
function EditFarmWizard(props: Extract<FarmWizardProps, { mode: "edit" }>) {
  const t = useTranslation();
  const { farm, isOpen, onClose } = props;
  const load = useCallback(() => getFarmForEdit(farm.id), [farm.id]);
  const { state, reload } = useResource(load);
  if (state.status === "ready") return <FarmWizardSteps {...props} farm={state.data} />;
  return (
    <Dialog
      isOpen={isOpen}
      title={t("farms.wizard.editTitle", { name: farm.name })}
      size="large"
      onDismiss={onClose}
      footer={
        <button type="button" className="vdc-button" onClick={onClose}>
          {t("ui.action.cancel")}
        </button>
      }
    >
      <ResourceContent resource={state} onRetry={reload}>
        {() => null}
      </ResourceContent>
    </Dialog>
  );
}

/** The wizard itself, declared step by step: a new farm, or the edit of a farm as the pod has it. */
function FarmWizardSteps(props: FarmWizardProps) {
  const { isOpen, onClose } = props;
  const edited = props.mode === "edit" ? props.farm : undefined;
  const isEdit = edited !== undefined;
  const t = useTranslation();
  const errorText = useErrorText();
  const initial = () => (edited ? draftFromFarm(edited) : EMPTY_DRAFT);
  const [draft, setDraft] = useState<FarmDraft>(initial);
  const [nameError, setNameError] = useState("");
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Whether the administrator entered or changed anything (the access group proposed on load is not that).
  const [isDirty, setDirty] = useState(false);
  const [groups, setGroups] = useState<{ id: string; name: string }[]>([]);
  const announce = useSuccessNotice();
  const form: DeclaredForm<FarmDraft> = {
    values: draft,
    setField: (name, value) => {
      // A name changed is a name not checked yet.
      if (name === "name") setNameError("");
      setDirty(true);
      setDraft((current) => ({ ...current, [name]: value }));
    },
  };

  useEffect(() => {
    if (!isOpen) return;
    let isCurrent = true;
    getAccessGroups().then(
      (all) => {
        if (!isCurrent) return;
        setGroups(all);
        setDraft((current) =>
          current.accessGroupId || !all[0] ? current : { ...current, accessGroupId: all[0].id },
        );
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [isOpen]);

  const close = () => {
    setDraft(initial());
    setNameError("");
    setFailure(null);
    setDirty(false);
    onClose();
  };

  /** Goes on only with a name no farm has yet: the server answers, not a guess. */
  const isNameFree = async () => {
    const name = draft.name.trim();
    if (!FARM_NAME.test(name)) {
      setNameError(t(`${W}.name.invalid`));
      return false;
    }
    try {
      const isFree = await isFarmNameAvailable(name);
      setNameError(isFree ? "" : t(`${W}.name.taken`, { name }));
      return isFree;
    } catch (error) {
      setNameError(errorText(error));
      return false;
    }
  };

  const finish = async () => {
    setBusy(true);
    setFailure(null);
    try {
      if (props.mode === "edit") {
        await editFarm(props.farm.id, farmUpdateSpecOf(props.farm, draft));
        announce(t("farms.outcome.saved", { name: props.farm.name }));
        close();
        props.onSaved();
        return;
      }
      const id = await createFarm(farmSpecOf(draft));
      const name = draft.name.trim();
      announce(t("farms.outcome.created", { name }));
      close();
      props.onCreated(name, id);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const isAdd = () => !isEdit;
  const placing = (d: FarmDraft) => automated(d) && !isEdit;
  const groupIds =
    groups.length === 0 && draft.accessGroupId !== ""
      ? [draft.accessGroupId]
      : groups.map((group) => group.id);
  const groupName = (id: string) => groups.find((group) => group.id === id)?.name ?? "";
  const onAutomated = (label: string, value: (d: FarmDraft) => string): SummaryRow<FarmDraft> => ({
    label,
    value,
    shown: automated,
  });
  const networkPlacement = {
    vcenterId: draft.vcenter?.id ?? "",
    baseVmId: draft.baseVm?.id ?? "",
    snapshotId: draft.snapshot?.id ?? "",
    hostOrClusterId: draft.hostOrCluster?.id ?? "",
  };

  // Edit offers only what may change on an existing farm: no type, vCenter placement or host choice.
  const steps = useDeclaredSteps<FarmDraft>(
    [
      {
        id: "type",
        title: `${W}.step.type`,
        shown: isAdd,
        fields: [field.radio("type", `${W}.type.label`, ["AUTOMATED", "MANUAL"], `${W}.type`)],
      },
      {
        id: "identification",
        title: `${W}.step.identification`,
        isValid: (d) => d.accessGroupId !== "",
        ...(isEdit ? {} : { checkBeforeNext: isNameFree }),
        fields: [
          field.text("name", "farms.column.name", { disabled: isEdit, required: !isEdit }),
          { kind: "note", id: "nameError", text: () => nameError, alert: () => true },
          field.text("displayName", "farms.column.displayName", {
            rule: (d) => (isEdit && d.displayName.trim() === "" ? `${W}.displayName.required` : undefined),
          }),
          field.text("description", "farms.column.description"),
          {
            kind: "select",
            field: "accessGroupId",
            label: `${W}.accessGroup`,
            values: groupIds,
            optionLabel: (id) => groupName(id) || id,
            disabled: isEdit,
          },
          field.check("enabled", `${W}.enabled`, { shown: () => isEdit }),
        ],
      },
      {
        id: "load-balancing",
        title: `${W}.step.loadBalancing`,
        fields: [
          field.check("includeSessionCount", `${W}.loadBalancing.includeSessionCount`),
          percent("cpuThreshold", "cpu"),
          percent("memoryThreshold", "memory"),
          percent("loadIndexThreshold", "loadIndex"),
        ],
      },
      {
        id: "sessions",
        title: `${W}.step.sessions`,
        shown: () => isEdit,
        fields: [
          field.select("defaultProtocol", `${W}.sessions.protocol`, PROTOCOLS, `${W}.sessions.protocolValue`),
          field.check("allowProtocolChoice", `${W}.sessions.allowProtocolChoice`),
          field.select(
            "disconnectedPolicy",
            `${W}.sessions.disconnected`,
            DISCONNECTED_POLICIES,
            `${W}.sessions.policy`,
          ),
          minutes("disconnectedMinutes", (d) => d.disconnectedPolicy),
          field.select("emptyPolicy", `${W}.sessions.empty`, EMPTY_POLICIES, `${W}.sessions.policy`),
          minutes("emptyMinutes", (d) => d.emptyPolicy),
          field.check("logoffAfterTimeout", `${W}.sessions.logoffAfterTimeout`, {
            shown: (d) => d.emptyPolicy !== "NEVER",
          }),
          field.select(
            "preLaunchPolicy",
            `${W}.sessions.preLaunch`,
            PRE_LAUNCH_POLICIES,
            `${W}.sessions.policy`,
          ),
          minutes("preLaunchMinutes", (d) => d.preLaunchPolicy, MIN_PRE_LAUNCH_MINUTES),
          field.select(
            "sessionTimeoutPolicy",
            `${W}.sessions.sessionTimeout`,
            SESSION_TIMEOUT_POLICIES,
            `${W}.sessions.sessionTimeoutValue`,
          ),
        ],
      },
      { id: "vcenter", title: `${W}.step.vcenter`, shown: placing, fields: placed([VCENTER_FIELD]) },
      { id: "image", title: `${W}.step.image`, shown: placing, fields: placed([imageField()]) },
      {
        id: "placement",
        title: `${W}.step.placement`,
        shown: placing,
        // NVIDIA GRID vGPUs are asked where the host or cluster is chosen: it must offer the image's vGPU profile.
        fields: [
          ...placed([FOLDER_FIELD, hostField(), RESOURCE_POOL_FIELD]),
          field.check("gridVgpus", `${W}.placement.gridVgpus`),
        ],
      },
      {
        id: "datastores",
        title: `${W}.step.datastores`,
        shown: placing,
        isValid: (d) => d.datastores.length > 0,
        problem: "ui.wizard.choose",
        fields: placed([DATASTORES_FIELD]),
      },
      sharedStep(networkStepOf(networkPlacement), placing),
      {
        id: "names",
        title: `${W}.step.names`,
        shown: automated,
        isValid: (d) => isNamingValid(d) && (!isEdit || isMinReadyValid(d)),
        fields: [
          field.text("namingPattern", `${W}.names.pattern`, {
            help: NAMING_PATTERN_HELP,
            rule: namingPatternError,
          }),
          field.text("maxHosts", `${W}.names.maxHosts`, {
            inputType: "number",
            rule: (d) => (isCount(d.maxHosts, 1, 1000) ? undefined : `${W}.names.maxHostsInvalid`),
          }),
          field.text("maxSessions", `${W}.names.maxSessions`, { inputType: "number" }),
          field.text("minReadyHosts", `${W}.provisioning.minReady`, {
            inputType: "number",
            shown: () => isEdit,
            rule: (d) => (isMinReadyValid(d) ? undefined : `${W}.provisioning.minReadyInvalid`),
          }),
          field.check("enableProvisioning", `${W}.provisioning.enable`, { shown: () => isEdit }),
          field.check("stopProvisioningOnError", `${W}.provisioning.stopOnError`, { shown: () => isEdit }),
        ],
      },
      // The pool wizard's ClonePrep step, with the farm's choice of a Sysprep specification instead.
      {
        id: "customization",
        title: "ui.clonePrep.step",
        shown: placing,
        fields: [...sharedFields<FarmDraft, ClonePrepEntries>(CLONE_PREP_FIELDS), ...placed([SYSPREP_FIELD])],
      },
      {
        id: "rds-hosts",
        title: `${W}.step.rdsHosts`,
        shown: (d) => isAdd() && !automated(d),
        fields: [
          {
            kind: "custom",
            id: "hostIds",
            render: () => (
              <HostPicker
                values={{ hostIds: draft.hostIds }}
                set={(_name, value) => form.setField("hostIds", String(value))}
                keep={(host) => host.farm_id === undefined}
                emptyKey="farms.addHosts.none"
              />
            ),
          },
        ],
      },
      summaryStepOf<FarmDraft>({
        id: "ready",
        title: `${W}.step.ready`,
        failure,
        hideEmpty: true,
        rows: [
          { label: "farms.column.type", value: (d) => t(`farms.type.${d.type}`), shown: isAdd },
          { label: "farms.column.name", value: (d) => d.name.trim() },
          { label: "farms.column.displayName", value: (d) => d.displayName.trim() },
          { label: `${W}.accessGroup`, value: (d) => groupName(d.accessGroupId) },
          {
            label: "farms.column.status",
            value: (d) => t(d.enabled ? "farms.status.ENABLED" : "farms.status.DISABLED"),
            shown: () => isEdit,
          },
          {
            label: `${W}.sessions.protocol`,
            value: (d) => t(`${W}.sessions.protocolValue.${d.defaultProtocol}`),
            shown: () => isEdit,
          },
          { label: `${W}.step.vcenter`, value: (d) => d.vcenter?.label ?? "", shown: placing },
          {
            label: `${W}.step.image`,
            value: (d) => `${d.baseVm?.label ?? ""} / ${d.snapshot?.label ?? ""}`,
            shown: placing,
          },
          {
            label: `${W}.step.datastores`,
            value: (d) => d.datastores.map((store) => store.label).join(", "),
            shown: placing,
          },
          { label: "ui.network.step", value: (d) => networkSummary(d, t), shown: placing },
          {
            label: `${W}.placement.gridVgpusValue`,
            value: (d) => (d.gridVgpus ? t("farms.status.ENABLED") : ""),
            shown: placing,
          },
          onAutomated(`${W}.names.pattern`, (d) => d.namingPattern.trim()),
          onAutomated(`${W}.names.maxHosts`, (d) => d.maxHosts),
          {
            label: "farms.column.maxSessions",
            value: (d) => (d.maxSessions.trim() === "" ? t("farms.value.unlimited") : d.maxSessions.trim()),
            shown: (d) => isEdit && automated(d),
          },
          {
            label: "farms.column.rdsHosts",
            value: (d) => String(chosenHosts({ hostIds: d.hostIds }).length),
            shown: (d) => isAdd() && !automated(d),
          },
        ],
      }),
    ],
    form,
  );

  return (
    <Wizard
      isOpen={isOpen}
      title={isEdit ? t(`${W}.editTitle`, { name: draft.name }) : t(`${W}.title`)}
      steps={steps}
      onFinish={() => void finish()}
      onCancel={close}
      isDirty={isDirty}
      discardTitle={t(isEdit ? `${W}.cancel.editTitle` : `${W}.cancel.title`)}
      isBusy={isBusy}
    />
  );
}
