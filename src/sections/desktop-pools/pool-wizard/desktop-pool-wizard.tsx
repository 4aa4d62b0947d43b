import { useState } from "react";
import { NAMING_PATTERN_HELP, namingPatternErrorKey } from "../../../ui/edit-form/naming-pattern-rule";
import { useErrorText } from "../../../ui/i18n/error-text";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { useReadAnswer } from "../../../ui/resource/use-read-answer";
import { useReadOnce } from "../../../ui/resource/use-read-once";
import { useResource } from "../../../ui/resource/use-resource";
import { useSuccessNotice } from "../../../ui/section-page/section-page";
import { CLONE_PREP_STEP } from "../../../ui/vcenter/clone-prep-step";
import * as placement from "../../../ui/vcenter/placement-fields";
import {
  SummaryList,
  summaryOf,
  useDeclaredSteps,
  useDraftForm,
  useWizardSave,
} from "../../../ui/wizard/declared-wizard";
import { fieldsOf, sharedStep } from "../../../ui/wizard/field-builders";
import { Wizard } from "../../../ui/wizard/wizard";
import { hasPrivilege } from "../../../core/privileges/privileges.model";
import { createDesktopPool } from "../api/create-desktop-pool";
import { editDesktopPool } from "../api/edit-desktop-pool";
import { getFarmsForDesktopPool } from "../api/get-farms-for-desktop-pool";
import { getLocalAccessGroups } from "../api/get-local-access-groups";
import type { DesktopPoolRow } from "../desktop-pools.types";
import { getPlacementNames } from "./placement-names";
import * as model from "./pool-wizard.model";
import type { PoolDraft, WizardMode } from "./pool-wizard.model";
import { RdsFarmField } from "./rds-farm-field";
import { usePoolNameCheck, useSpecifiedNamesProblems } from "./use-pool-name-checks";

const K = "desktopPools.wizard";
const { field, step, summary } = fieldsOf<PoolDraft>(K);

export interface DesktopPoolWizardProps {
  mode: WizardMode;
  /** The pool duplicated or edited. */
  pool?: DesktopPoolRow;
  /** After a create (the new id) or a save. */
  onDone: (poolId: string | undefined) => void;
  /** After the administrator confirmed leaving without saving. */
  onClose: () => void;
}

const automated = (draft: PoolDraft) => draft.type === "AUTOMATED";
const desktop = (draft: PoolDraft) => draft.type !== "RDS";
const fullClones = (draft: PoolDraft) => draft.source === "VIRTUAL_CENTER";
const instantClones = (draft: PoolDraft) => draft.source === "INSTANT_CLONE";
const fullClonesMade = (draft: PoolDraft) => automated(draft) && fullClones(draft);
const instantClonesMade = (draft: PoolDraft) => automated(draft) && instantClones(draft);
const withVram = (draft: PoolDraft) => model.VRAM_RENDERERS.includes(draft.renderer3d);
const usesAccelerator = (draft: PoolDraft) => draft.useStorageAccelerator;
const usesBlackout = (draft: PoolDraft) => draft.useStorageAccelerator && draft.useBlackout;
/** A blackout time: required, 24-hour, shown with the window. */
const blackoutTime = (name: "blackoutStart" | "blackoutEnd") =>
  field.text(name, `.storage.${name}`, {
    help: ".storage.timeHelp",
    required: true,
    shown: usesBlackout,
    rule: (d) => model.blackoutTimeErrorKey(d[name]),
  });

const ASSIGNMENTS = ["FLOATING", "DEDICATED"];
const SOURCES = ["INSTANT_CLONE", "VIRTUAL_CENTER"];
const NAMING_METHODS = ["PATTERN", "SPECIFIED"];
/** A standalone host is refused for instant clones only. */
const STANDALONE = "INCOMPATIBLE_STANDALONE_HOST_FOR_INSTANT_CLONE";

// What a pool is created with: asked when it is added, shown (not offered) when it is edited.
const TYPE = field.radio("type", ".summary.type", ["AUTOMATED", "MANUAL", "RDS"], ".type");
const ASSIGNMENT = field.radio("userAssignment", ".summary.assignment", ASSIGNMENTS, ".assignment", {
  shown: desktop,
});
const SOURCE = field.radio("source", ".summary.source", SOURCES, ".source", { shown: automated });
// Full clones may go on Storage DRS clusters instead of (or beside) single datastores.
const DATASTORES = [
  ...field.shared([placement.DATASTORES_FIELD]),
  ...field.shared([placement.DATASTORE_CLUSTERS_FIELD], fullClones),
];
const hasStorage = (d: PoolDraft) =>
  d.datastores.length + (fullClones(d) ? d.datastoreClusters.length : 0) > 0;
const IMAGE = placement.imageField(["UNSUPPORTED_OS_FOR_FARM"]);
const PLACED_WITH = field.shared([placement.VCENTER_FIELD, IMAGE, placement.FOLDER_FIELD], automated);
const CREATED_WITH = [TYPE, ASSIGNMENT, SOURCE, ...PLACED_WITH];

/**
 * The add, duplicate and edit desktop pool wizard (spec 001 section 2), declared step by step on the kit
 * and ending on the summary of its declarations: the corner close, Escape and Cancel ask before
 * discarding entries; a failed save keeps every entry and shows the server's message; a save is announced
 * on the page.
 */
export function DesktopPoolWizard({ mode, pool, onDone, onClose }: DesktopPoolWizardProps) {
  const t = useTranslation();
  const errorText = useErrorText();
  // Whether the administrator entered or changed anything (names read for an existing pool are not that).
  const [isDirty, setDirty] = useState(false);
  const announce = useSuccessNotice();
  const groups = useResource(getLocalAccessGroups);
  // The farms are read once while the wizard is open, not again each time their step shows after Back.
  const loadFarms = useReadOnce(getFarmsForDesktopPool);
  const mayCreateIn = (id: string) => hasPrivilege("POOL_MANAGEMENT", { accessGroupId: id });
  const creatableGroups =
    groups.state.status === "ready" ? model.groupsForNewPools(groups.state.data, mayCreateIn) : [];
  const groupName = (id: string) => creatableGroups.find((group) => group.id === id)?.name;
  const groupsProblem = () =>
    groups.state.status === "error"
      ? errorText(groups.state.error)
      : groups.state.status === "ready" && creatableGroups.length === 0
        ? t(`${K}.accessGroup.noneAllowed`)
        : "";
  const { draft, setDraft, values, form } = useDraftForm<PoolDraft>(
    () => (pool ? model.draftFromPool(pool, mode, "") : model.emptyDraft("")),
    // Until the administrator picks one, a new pool goes to the first allowed group (the root where allowed).
    (d) => ({ ...d, accessGroupId: d.accessGroupId || (creatableGroups[0]?.id ?? "") }),
    () => setDirty(true),
  );
  const isEdit = mode === "edit";
  const isAdd = () => !isEdit;
  const placing = (d: PoolDraft) => automated(d) && !isEdit;

  // An existing pool's vCenter objects arrive as ids; their names follow from the vCenter's lists.
  useReadAnswer(pool?.type === "AUTOMATED" ? pool : undefined, getPlacementNames, (names) =>
    setDraft((current) => model.withPlacementNames(current, names)),
  );

  const nameIsValid = model.POOL_NAME.test(draft.name);
  const nameCheck = usePoolNameCheck(draft.name, !isEdit && nameIsValid);
  const nameCheckText = () =>
    draft.name !== "" && !nameIsValid
      ? t(`${K}.names.poolNameInvalid`)
      : nameCheck === "idle"
        ? ""
        : t(`${K}.names.check.${nameCheck}`);
  const specified = model.specifiedNamesOf(draft);
  const nameProblems = useSpecifiedNamesProblems(
    specified,
    draft.namingMethod === "SPECIFIED" && specified.length > 0,
  );
  // A pattern the pool already has stays as it is, even one from before the 15-character rule.
  const patternKept = isEdit && draft.namingPattern === pool?.pattern_naming_settings?.naming_pattern;
  const patternError = (d: PoolDraft) =>
    patternKept ? undefined : namingPatternErrorKey(d.namingPattern, d.maxMachines);
  // The counts' bounds are their fields' own (the kit's number rule).
  const isNamingValid = (d: PoolDraft) =>
    !naming(d) ||
    (d.namingMethod === "SPECIFIED"
      ? specified.length > 0 && nameProblems?.length === 0
      : patternError(d) === undefined);
  const namesAreValid = (d: PoolDraft) =>
    (isEdit || (nameIsValid && nameCheck === "available")) && isNamingValid(d);
  const naming = (d: PoolDraft) => automated(d) && !(isEdit && d.namingMethod === "SPECIFIED");
  const byPattern = (d: PoolDraft) => naming(d) && d.namingMethod === "PATTERN";
  const bySpecifiedNames = (d: PoolDraft) => naming(d) && d.namingMethod === "SPECIFIED";

  const hostRefusalsIgnored = instantClones(draft) ? [] : [STANDALONE];
  // vGPUs are chosen when a pool is created: the update spec cannot turn them on.
  const renderers =
    isEdit && draft.renderer3d !== model.GRID_VGPU
      ? model.RENDERERS.filter((value) => value !== model.GRID_VGPU)
      : model.RENDERERS;

  const save = useWizardSave(
    () =>
      isEdit && pool
        ? editDesktopPool(pool.id, model.updateBody(values, pool)).then(() => pool.id)
        : createDesktopPool(model.createBody(values)),
    (id) => {
      announce(t(isEdit ? `${K}.saved` : `${K}.created`, { name: isEdit ? pool?.name : values.name }));
      onDone(id);
    },
  );

  const steps = useDeclaredSteps<PoolDraft>(
    [
      step("type", { shown: isAdd }, [TYPE]),
      step("assignment", { shown: (d) => isAdd() && desktop(d) }, [ASSIGNMENT]),
      step("farm", { shown: (d) => isAdd() && !desktop(d) }, [
        field.custom(
          "farm",
          ({ values: d, setField }) => (
            <RdsFarmField
              load={loadFarms}
              farmId={d.farmId}
              onChoose={(farm) => {
                setField("farmId", farm.id);
                // 2212 makes an RDS desktop pool in its farm's access group.
                setField("accessGroupId", farm.access_group_id);
              }}
            />
          ),
          { isValid: (d) => d.farmId !== "", problem: `${K}.farm.choose` },
        ),
      ]),
      step("source", { shown: placing }, [SOURCE]),
      step("vcenter", { shown: placing }, field.shared([placement.VCENTER_FIELD])),
      step("names", { isValid: namesAreValid }, [
        field.custom(
          "fixed",
          (fixed) => (
            <SummaryList title={t(`${K}.fixed.title`)} rows={summaryOf(CREATED_WITH, fixed.values, t)} />
          ),
          { shown: () => isEdit },
        ),
        field.text("name", ".names.poolName", { disabled: isEdit, required: !isEdit }),
        field.note("nameCheck", nameCheckText, () => nameCheck === "taken"),
        field.text("displayName", ".names.displayName"),
        field.textarea("description", ".names.description", { maxLength: 1024 }),
        field.check("enabled", ".names.enabled", { shown: () => isEdit }),
        field.radio("namingMethod", ".names.method", NAMING_METHODS, ".names.methodValue", {
          shown: (d) => naming(d) && isAdd(),
        }),
        field.text("namingPattern", ".names.pattern", {
          help: NAMING_PATTERN_HELP,
          rule: patternError,
          shown: byPattern,
          summary: {
            label: ".summary.naming",
            value: (d) => t(`${K}.summary.pattern`, { pattern: d.namingPattern, count: d.maxMachines }),
          },
        }),
        field.number("maxMachines", ".names.maxMachines", {
          min: 1,
          max: model.MAX_MACHINES,
          shown: byPattern,
          summary: false,
        }),
        field.number("spareMachines", ".names.spareMachines", {
          min: 0,
          max: draft.maxMachines,
          shown: byPattern,
        }),
        field.textarea("specifiedNames", ".names.specified", {
          shown: bySpecifiedNames,
          summary: { label: ".summary.naming", value: () => specified.join(", ") },
        }),
        field.alerts("nameProblems", (d) => (bySpecifiedNames(d) ? (nameProblems ?? []) : [])),
      ]),
      step("image", { shown: placing }, field.shared([IMAGE])),
      step("folder", { shown: placing }, field.shared([placement.FOLDER_FIELD])),
      // What may change on an existing pool as well: where its machines run and are stored, how they are customised.
      step("host", { shown: automated }, field.shared([placement.hostField(hostRefusalsIgnored)])),
      step("resourcePool", { shown: automated }, field.shared([placement.RESOURCE_POOL_FIELD])),
      step("datastores", { shown: automated, isValid: hasStorage, problem: "ui.wizard.choose" }, DATASTORES),
      step("storage", { shown: placing }, [
        field.check("useStorageAccelerator", ".storage.accelerator"),
        field.text("regenerateDays", ".storage.regenerateDays", {
          inputType: "number",
          required: true,
          rule: (d) => model.regenerateDaysErrorKey(d.regenerateDays),
          shown: usesAccelerator,
        }),
        field.check("useBlackout", ".storage.blackout", { shown: usesAccelerator }),
        field.select("blackoutDay", ".storage.blackoutDay", model.BLACKOUT_DAYS, ".storage.day", {
          shown: usesBlackout,
        }),
        blackoutTime("blackoutStart"),
        blackoutTime("blackoutEnd"),
      ]),
      // A new instant-clone pool's cards may go to other networks than the image's (an existing pool's
      // cards are not read back by this wizard, so edit keeps them).
      sharedStep(placement.placedNetworkStep(draft), (d) => placing(d) && instantClones(d)),
      // Instant clones join the domain through ClonePrep; full clones take a Sysprep specification, or none.
      sharedStep(CLONE_PREP_STEP, instantClonesMade),
      step("customization", { shown: fullClonesMade }, field.shared([placement.SYSPREP_FIELD])),
      step("settings", { shown: () => !(isEdit && draft.type === "RDS") }, [
        field.select("powerPolicy", ".settings.powerPolicy", model.POWER_POLICIES, ".power", {
          shown: automated,
        }),
        field.select("defaultProtocol", ".settings.protocol", model.PROTOCOLS, ".protocol"),
        field.check("allowProtocolChoice", ".settings.allowProtocolChoice"),
        field.select("renderer3d", ".settings.renderer", renderers, ".renderer"),
        // The video memory of Horizon-managed 3D rendering (spec 000 §9: 96 MB by default).
        field.text("vramSizeMb", ".settings.vram", {
          help: ".settings.vramHelp",
          required: true,
          shown: withVram,
          rule: (d) => model.vramErrorKey(d.vramSizeMb),
          summary: (d) => t(`${K}.settings.vramValue`, { size: d.vramSizeMb }),
        }),
        field.select("maxResolution", ".settings.resolution", model.RESOLUTIONS, ".resolution"),
        field.select("afterLogoff", ".settings.afterLogoff", model.AFTER_LOGOFF, ".afterLogoffValue", {
          shown: automated,
        }),
        field.select("sessionType", ".settings.sessionType", model.SESSION_TYPES, ".sessionTypeValue"),
      ]),
      // An RDS desktop pool is in its farm's access group.
      step(
        "accessGroup",
        { shown: desktop, isValid: (d) => creatableGroups.some((group) => group.id === d.accessGroupId) },
        [
          field.note("groups", groupsProblem, true),
          field.choice(
            "accessGroupId",
            ".accessGroup.label",
            (d) =>
              groups.state.status === "ready" ? creatableGroups.map((group) => group.id) : [d.accessGroupId],
            (id) => groupName(id) ?? t("ui.state.loading"),
            { shown: () => groupsProblem() === "" },
          ),
        ],
      ),
    ],
    form,
    summary(save.failure && t(`${K}.failed`, { reason: save.failure })),
  );

  return (
    <Wizard
      isOpen
      title={t(`${K}.title.${mode}`, { name: pool?.name ?? "" })}
      steps={steps}
      onFinish={save.finish}
      onCancel={onClose}
      isDirty={isDirty}
      discardTitle={t(`${K}.discard.title`)}
      isBusy={save.isBusy}
    />
  );
}
