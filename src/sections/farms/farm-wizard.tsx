import { useCallback, useState } from "react";
import { NAMING_PATTERN_HELP } from "../../ui/edit-form/naming-pattern-rule";
import { useTranslation } from "../../ui/i18n/use-translation";
import { useResource } from "../../ui/resource/use-resource";
import { useSuccessNotice } from "../../ui/section-page/section-page";
import { CLONE_PREP_FIELDS } from "../../ui/vcenter/clone-prep-step";
import * as placement from "../../ui/vcenter/placement-fields";
import {
  WizardAfterRead,
  useDeclaredSteps,
  useDraftForm,
  useServerCheck,
  useWizardSave,
} from "../../ui/wizard/declared-wizard";
import { fieldsOf, sharedStep } from "../../ui/wizard/field-builders";
import { Wizard } from "../../ui/wizard/wizard";
import { isFarmNameAvailable } from "./api/check-farm-name";
import { createFarm } from "./api/create-farm";
import { editFarm } from "./api/edit-farm";
import { getAccessGroups } from "./api/get-access-groups";
import { getFarmForEdit } from "./api/get-farm-for-edit";
import { chosenHosts } from "./farm-input-values";
import { HostPicker } from "./farm-inputs";
import * as model from "./farm-wizard.model";
import type { FarmDraft } from "./farm-wizard.model";
import type { Farm } from "./farms.types";

const W = "farms.wizard";
const { field, step, summary } = fieldsOf<FarmDraft>(W);
const automated = (draft: FarmDraft) => draft.type === "AUTOMATED";
const percent = (name: "cpuThreshold" | "memoryThreshold" | "loadIndexThreshold", label: string) =>
  field.text(name, `.loadBalancing.${label}`, {
    inputType: "number",
    rule: (draft) => (model.isPercent(draft[name]) ? undefined : `${W}.percent.invalid`),
  });
/** A session timeout's minutes, asked when its policy is AFTER. */
const minutes = (
  name: "disconnectedMinutes" | "emptyMinutes" | "preLaunchMinutes",
  policy: (draft: FarmDraft) => string,
  lowest = 1,
) =>
  field.text(name, `.sessions.${name}`, {
    inputType: "number",
    shown: (draft) => policy(draft) === "AFTER",
    rule: (draft) => model.timeoutErrorKey(policy(draft), draft[name], lowest),
  });
const PLACED_ON = field.shared([
  placement.FOLDER_FIELD,
  placement.hostField(),
  placement.RESOURCE_POOL_FIELD,
]);
const CUSTOMIZATION = [...field.shared(CLONE_PREP_FIELDS), ...field.shared([placement.SYSPREP_FIELD])];
/** A session policy, its option texts `sessions.policy.<value>`. */
const policy = (
  name: "disconnectedPolicy" | "emptyPolicy" | "preLaunchPolicy",
  label: string,
  values: readonly string[],
) => field.select(name, `.sessions.${label}`, values, ".sessions.policy");

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
 * type, access group and vCenter placement stay. Both end on the summary of their declarations; Cancel
 * asks before discarding the entries; a failed save keeps them and shows the server's message.
 */
export function FarmWizard(props: FarmWizardProps) {
  return props.mode === "edit" ? <EditFarmWizard {...props} /> : <FarmWizardSteps {...props} />;
}

/**
 * The edit wizard starts from the farm as the pod has it now, read in the update's own version (the list's
 * row may be older, or of another shape).
 */
function EditFarmWizard(props: Extract<FarmWizardProps, { mode: "edit" }>) {
  const t = useTranslation();
  const { farm } = props;
  const load = useCallback(() => getFarmForEdit(farm.id), [farm.id]);
  const title = t(`${W}.editTitle`, { name: farm.name });
  return (
    <WizardAfterRead load={load} title={title} isOpen={props.isOpen} onClose={props.onClose}>
      {(read) => <FarmWizardSteps {...props} farm={read} />}
    </WizardAfterRead>
  );
}

/** The wizard itself, declared step by step: a new farm, or the edit of a farm as the pod has it. */
function FarmWizardSteps(props: FarmWizardProps) {
  const { isOpen, onClose } = props;
  const edited = props.mode === "edit" ? props.farm : undefined;
  const isEdit = edited !== undefined;
  const t = useTranslation();
  const initial = () => (edited ? model.draftFromFarm(edited) : model.EMPTY_DRAFT);
  // Whether the administrator entered or changed anything (the access group proposed on load is not that).
  const [isDirty, setDirty] = useState(false);
  const announce = useSuccessNotice();
  const groups = useResource(getAccessGroups);
  const groupList = groups.state.status === "ready" ? groups.state.data : [];
  const groupName = (id: string) => groupList.find((group) => group.id === id)?.name ?? "";
  /** Goes on only with a name no farm has yet: the server answers, not a guess. */
  const nameCheck = useServerCheck(async (name: string) => {
    if (!model.FARM_NAME.test(name)) return t(`${W}.name.invalid`);
    return (await isFarmNameAvailable(name)) ? "" : t(`${W}.name.taken`, { name });
  });
  const { draft, setDraft, values, form } = useDraftForm<FarmDraft>(
    initial,
    // Until the administrator picks one, a new farm goes to the first group.
    (d) => ({ ...d, accessGroupId: d.accessGroupId || (groupList[0]?.id ?? "") }),
    (name) => {
      setDirty(true);
      // A name changed is a name not checked yet.
      if (name === "name") nameCheck.reset();
    },
  );

  const save = useWizardSave(
    (): Promise<string | undefined> =>
      props.mode === "edit"
        ? editFarm(props.farm.id, model.farmUpdateSpecOf(props.farm, values)).then(() => undefined)
        : createFarm(model.farmSpecOf(values)),
    (id) => {
      const name = values.name.trim();
      announce(t(isEdit ? "farms.outcome.saved" : "farms.outcome.created", { name }));
      close();
      if (props.mode === "edit") props.onSaved();
      else props.onCreated(name, id);
    },
  );

  function close() {
    setDraft(initial());
    nameCheck.reset();
    save.clearFailure();
    setDirty(false);
    onClose();
  }

  const isAdd = () => !isEdit;
  const placing = (d: FarmDraft) => automated(d) && !isEdit;
  const editing = () => isEdit;

  // Edit offers only what may change on an existing farm: no type, vCenter placement or host choice.
  const steps = useDeclaredSteps<FarmDraft>(
    [
      step("type", { shown: isAdd }, [field.radio("type", ".type.label", ["AUTOMATED", "MANUAL"], ".type")]),
      step(
        "identification",
        {
          isValid: (d) => d.accessGroupId !== "",
          ...(isEdit ? {} : { checkBeforeNext: () => nameCheck.run(draft.name.trim()) }),
        },
        [
          field.text("name", "farms.column.name", { disabled: isEdit, required: !isEdit }),
          field.note("nameError", () => nameCheck.message, true),
          field.text("displayName", "farms.column.displayName", {
            rule: (d) => (isEdit && d.displayName.trim() === "" ? `${W}.displayName.required` : undefined),
          }),
          field.text("description", "farms.column.description"),
          field.choice(
            "accessGroupId",
            ".accessGroup",
            (d) => (groupList.length === 0 ? [d.accessGroupId] : groupList.map((group) => group.id)),
            (id) => groupName(id) || id,
            { disabled: isEdit },
          ),
          field.check("enabled", ".enabled", { shown: editing }),
        ],
      ),
      step("load-balancing", {}, [
        field.check("includeSessionCount", ".loadBalancing.includeSessionCount"),
        percent("cpuThreshold", "cpu"),
        percent("memoryThreshold", "memory"),
        percent("loadIndexThreshold", "loadIndex"),
      ]),
      step("sessions", { shown: editing }, [
        field.select("defaultProtocol", ".sessions.protocol", model.PROTOCOLS, ".sessions.protocolValue"),
        field.check("allowProtocolChoice", ".sessions.allowProtocolChoice"),
        policy("disconnectedPolicy", "disconnected", model.DISCONNECTED_POLICIES),
        minutes("disconnectedMinutes", (d) => d.disconnectedPolicy),
        policy("emptyPolicy", "empty", model.EMPTY_POLICIES),
        minutes("emptyMinutes", (d) => d.emptyPolicy),
        field.check("logoffAfterTimeout", ".sessions.logoffAfterTimeout", {
          shown: (d) => d.emptyPolicy !== "NEVER",
        }),
        policy("preLaunchPolicy", "preLaunch", model.PRE_LAUNCH_POLICIES),
        minutes("preLaunchMinutes", (d) => d.preLaunchPolicy, model.MIN_PRE_LAUNCH_MINUTES),
        field.select(
          "sessionTimeoutPolicy",
          ".sessions.sessionTimeout",
          model.SESSION_TIMEOUT_POLICIES,
          ".sessions.sessionTimeoutValue",
        ),
      ]),
      step("vcenter", { shown: placing }, field.shared([placement.VCENTER_FIELD])),
      step("image", { shown: placing }, field.shared([placement.imageField()])),
      // NVIDIA GRID vGPUs are asked where the host or cluster is chosen: it must offer the image's vGPU profile.
      step("placement", { shown: placing }, [...PLACED_ON, field.check("gridVgpus", ".placement.gridVgpus")]),
      step(
        "datastores",
        { shown: placing, isValid: (d) => d.datastores.length > 0, problem: "ui.wizard.choose" },
        field.shared([placement.DATASTORES_FIELD]),
      ),
      sharedStep(placement.placedNetworkStep(draft), placing),
      step(
        "names",
        { shown: automated, isValid: (d) => model.isNamingValid(d) && (!isEdit || model.isMinReadyValid(d)) },
        [
          field.text("namingPattern", ".names.pattern", {
            help: NAMING_PATTERN_HELP,
            rule: model.namingPatternError,
          }),
          field.text("maxHosts", ".names.maxHosts", {
            inputType: "number",
            rule: (d) => (model.isCount(d.maxHosts, 1, 1000) ? undefined : `${W}.names.maxHostsInvalid`),
          }),
          field.text("maxSessions", ".names.maxSessions", {
            inputType: "number",
            summary: (d) => d.maxSessions.trim() || t("farms.value.unlimited"),
          }),
          field.text("minReadyHosts", ".provisioning.minReady", {
            inputType: "number",
            shown: editing,
            rule: (d) => (model.isMinReadyValid(d) ? undefined : `${W}.provisioning.minReadyInvalid`),
          }),
          field.check("enableProvisioning", ".provisioning.enable", { shown: editing }),
          field.check("stopProvisioningOnError", ".provisioning.stopOnError", { shown: editing }),
        ],
      ),
      // The pool wizard's ClonePrep step, with the farm's choice of a Sysprep specification instead.
      step("customization", { title: "ui.clonePrep.step", shown: placing }, CUSTOMIZATION),
      step("rds-hosts", { shown: (d) => isAdd() && !automated(d) }, [
        field.custom(
          "hostIds",
          () => (
            <HostPicker
              values={{ hostIds: draft.hostIds }}
              set={(_name, value) => form.setField("hostIds", String(value))}
              keep={(host) => host.farm_id === undefined}
              emptyKey="farms.addHosts.none"
            />
          ),
          {
            summary: {
              label: "farms.column.rdsHosts",
              value: (d) => String(chosenHosts({ hostIds: d.hostIds }).length),
            },
          },
        ),
      ]),
    ],
    form,
    summary(save.failure),
  );

  return (
    <Wizard
      isOpen={isOpen}
      title={isEdit ? t(`${W}.editTitle`, { name: draft.name }) : t(`${W}.title`)}
      steps={steps}
      onFinish={save.finish}
      onCancel={close}
      isDirty={isDirty}
      discardTitle={t(isEdit ? `${W}.cancel.editTitle` : `${W}.cancel.title`)}
      isBusy={save.isBusy}
    />
  );
}
