import type { TFunction } from "i18next";
import { useEffect, useState } from "react";
import { NAMING_PATTERN_HELP, namingPatternErrorKey } from "../../../ui/edit-form/naming-pattern-rule";
import { useErrorText } from "../../../ui/i18n/error-text";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { useResource } from "../../../ui/resource/use-resource";
import { useSuccessNotice } from "../../../ui/section-page/section-page";
import { CLONE_PREP_STEP } from "../../../ui/vcenter/clone-prep-step";
import { networkStepOf, networkSummary } from "../../../ui/vcenter/network-step";
import {
  DATASTORES_FIELD,
  DATASTORE_CLUSTERS_FIELD,
  FOLDER_FIELD,
  RESOURCE_POOL_FIELD,
  SYSPREP_FIELD,
  VCENTER_FIELD,
  hostField,
  imageField,
  type PlacementEntries,
} from "../../../ui/vcenter/placement-fields";
import type { DeclaredField, DeclaredForm } from "../../../ui/wizard/declared-step";
import { summaryStepOf, useDeclaredSteps, type SummaryRow } from "../../../ui/wizard/declared-wizard";
import { fieldsOf, sharedFields, sharedStep } from "../../../ui/wizard/field-builders";
import { Wizard } from "../../../ui/wizard/wizard";
import { hasPrivilege } from "../../../core/privileges/privileges.model";
import { createDesktopPool } from "../api/create-desktop-pool";
import { editDesktopPool } from "../api/edit-desktop-pool";
import { getLocalAccessGroups } from "../api/get-local-access-groups";
import type { DesktopPoolRow } from "../desktop-pools.types";
import { getPlacementNames } from "./placement-names";
import {
  AFTER_LOGOFF,
  BLACKOUT_DAYS,
  GRID_VGPU,
  MAX_MACHINES,
  POOL_NAME,
  POWER_POLICIES,
  PROTOCOLS,
  RENDERERS,
  RESOLUTIONS,
  SESSION_TYPES,
  VRAM_RENDERERS,
  blackoutTimeErrorKey,
  createBody,
  draftFromPool,
  emptyDraft,
  groupsForNewPools,
  regenerateDaysErrorKey,
  specifiedNamesOf,
  updateBody,
  vramErrorKey,
  withPlacementNames,
  type PoolDraft,
  type WizardMode,
} from "./pool-wizard.model";
import { RdsFarmField } from "./rds-farm-field";
import { usePoolNameCheck, useSpecifiedNamesProblems } from "./use-pool-name-checks";

const K = "desktopPools.wizard";
const POOL_TYPES = ["AUTOMATED", "MANUAL", "RDS"];
const SOURCES = ["INSTANT_CLONE", "VIRTUAL_CENTER"];
const NAMING_METHODS = ["PATTERN", "SPECIFIED"];

export interface DesktopPoolWizardProps {
  mode: WizardMode;
  /** The pool duplicated or edited. */
  pool?: DesktopPoolRow;
  /** After a create (the new id) or a save. */
  onDone: (poolId: string | undefined) => void;
  /** After the administrator confirmed leaving without saving. */
  onClose: () => void;
}

const field = fieldsOf<PoolDraft>();
/** Placement fields on the pool's draft, shown for these values only when `shown` is given. */
const placed = (fields: readonly DeclaredField<PlacementEntries>[], shown?: (draft: PoolDraft) => boolean) =>
  sharedFields<PoolDraft, PlacementEntries>(fields).map((declared) =>
    shown ? { ...declared, shown } : declared,
  );
const automated = (draft: PoolDraft) => draft.type === "AUTOMATED";
const fullClones = (draft: PoolDraft) => draft.source === "VIRTUAL_CENTER";
const instantClones = (draft: PoolDraft) => draft.source === "INSTANT_CLONE";
const labels = (choices: readonly { label: string }[]) => choices.map((choice) => choice.label).join(", ");
const withVram = (draft: PoolDraft) => VRAM_RENDERERS.includes(draft.renderer3d);
const usesAccelerator = (draft: PoolDraft) => draft.useStorageAccelerator;
const usesBlackout = (draft: PoolDraft) => draft.useStorageAccelerator && draft.useBlackout;
/** A blackout time: required, 24-hour, shown with the window. */
const TIME_FIELD = { help: `${K}.storage.timeHelp`, required: true, shown: usesBlackout };

/** What an existing pool was created with and no edit may change: shown, not offered. */
function FixedSettings({ rows }: { rows: readonly [string, string][] }) {
  const t = useTranslation();
  return (
    <section aria-labelledby="pool-wizard-fixed">
      <h3 id="pool-wizard-fixed">{t(`${K}.fixed.title`)}</h3>
      <dl className="vdc-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The server's refusals of specified machine names, one a name. */
const NameProblems = ({ problems }: { problems: readonly string[] }) => (
  <ul role="alert">
    {problems.map((problem) => (
      <li key={problem}>{problem}</li>
    ))}
  </ul>
);

/** The summary of the entries, as the last step shows them. */
function summaryRows(
  t: TFunction,
  {
    specified,
    imageLabel,
    groupName,
  }: { specified: readonly string[]; imageLabel: string; groupName: (id: string) => string | undefined },
): SummaryRow<PoolDraft>[] {
  const desktop = (d: PoolDraft) => d.type !== "RDS";
  const onAutomated = (label: string, value: (d: PoolDraft) => string) => ({
    label,
    value,
    shown: automated,
  });
  return [
    { label: `${K}.summary.type`, value: (d) => t(`${K}.type.${d.type}`) },
    { label: `${K}.names.poolName`, value: (d) => d.name },
    { label: `${K}.names.displayName`, value: (d) => d.displayName || d.name },
    onAutomated(`${K}.summary.assignment`, (d) => t(`${K}.assignment.${d.userAssignment}`)),
    onAutomated(`${K}.summary.source`, (d) => t(`${K}.source.${d.source}`)),
    onAutomated("ui.vcenter.vcenter.label", (d) => d.vcenter?.label ?? ""),
    onAutomated(`${K}.summary.naming`, (d) =>
      d.namingMethod === "PATTERN"
        ? t(`${K}.summary.pattern`, { pattern: d.namingPattern, count: d.maxMachines })
        : specified.join(", ") || t(`${K}.names.methodValue.SPECIFIED`),
    ),
    {
      label: `${K}.names.spareMachines`,
      value: (d) => String(d.spareMachines),
      shown: (d) => automated(d) && d.namingMethod === "PATTERN",
    },
    onAutomated("ui.vcenter.image.label", () => imageLabel),
    onAutomated("ui.vcenter.folder.label", (d) => d.vmFolder?.label ?? ""),
    onAutomated("ui.vcenter.host.label", (d) => d.hostOrCluster?.label ?? ""),
    onAutomated("ui.vcenter.resourcePool.label", (d) => d.resourcePool?.label ?? ""),
    onAutomated("ui.vcenter.datastore.label", (d) => labels(d.datastores)),
    {
      label: "ui.vcenter.datastoreCluster.label",
      value: (d) => labels(d.datastoreClusters),
      shown: (d) => automated(d) && fullClones(d) && d.datastoreClusters.length > 0,
    },
    {
      label: `${K}.storage.accelerator`,
      value: (d) =>
        !d.useStorageAccelerator
          ? t(`${K}.storage.off`)
          : t(d.useBlackout ? `${K}.storage.summaryBlackout` : `${K}.storage.summary`, {
              days: d.regenerateDays,
              day: t(`${K}.storage.day.${d.blackoutDay}`),
              start: d.blackoutStart,
              end: d.blackoutEnd,
            }),
      shown: (d) => automated(d) && d.useStorageAccelerator,
    },
    {
      label: "ui.network.step",
      value: (d) => networkSummary(d, t),
      shown: (d) => automated(d) && instantClones(d),
    },
    onAutomated("ui.vcenter.customization.label", (d) =>
      instantClones(d)
        ? t(`${K}.customization.clonePrep`)
        : d.customization?.id
          ? d.customization.label
          : t("ui.vcenter.customization.none"),
    ),
    onAutomated(`${K}.settings.powerPolicy`, (d) => t(`${K}.power.${d.powerPolicy}`)),
    onAutomated(`${K}.settings.afterLogoff`, (d) => t(`${K}.afterLogoffValue.${d.afterLogoff}`)),
    {
      label: `${K}.settings.protocol`,
      value: (d) => t(`${K}.protocol.${d.defaultProtocol}`),
      shown: desktop,
    },
    { label: `${K}.settings.renderer`, value: (d) => t(`${K}.renderer.${d.renderer3d}`), shown: desktop },
    {
      label: `${K}.settings.vram`,
      value: (d) => t(`${K}.settings.vramValue`, { size: d.vramSizeMb }),
      shown: (d) => desktop(d) && withVram(d),
    },
    {
      label: `${K}.settings.resolution`,
      value: (d) => t(`${K}.resolution.${d.maxResolution}`),
      shown: desktop,
    },
    {
      label: `${K}.settings.sessionType`,
      value: (d) => t(`${K}.sessionTypeValue.${d.sessionType}`),
      shown: desktop,
    },
    { label: `${K}.accessGroup.label`, value: (d) => groupName(d.accessGroupId) ?? d.accessGroupId },
  ];
}

/**
 * The add, duplicate and edit desktop pool wizard (spec 001 section 2), declared step by step on the kit:
 * the corner close, Escape and Cancel ask before discarding entries; a failed save keeps every entry and
 * shows the server's message; a save is announced on the page.
 */
export function DesktopPoolWizard({ mode, pool, onDone, onClose }: DesktopPoolWizardProps) {
  const t = useTranslation();
  const errorText = useErrorText();
  // A new pool's access group is chosen once the pod's groups are read (the root, where allowed).
  const [draft, setDraft] = useState<PoolDraft>(() =>
    pool ? draftFromPool(pool, mode, "") : emptyDraft(""),
  );
  // Whether the administrator entered or changed anything (names read for an existing pool are not that).
  const [isDirty, setDirty] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const announce = useSuccessNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const groups = useResource(getLocalAccessGroups);
  const creatableGroups =
    groups.state.status === "ready"
      ? groupsForNewPools(groups.state.data, (id) => hasPrivilege("POOL_MANAGEMENT", { accessGroupId: id }))
      : [];
  const groupName = (id: string) => creatableGroups.find((group) => group.id === id)?.name;
  const groupsProblem = () =>
    groups.state.status === "error"
      ? errorText(groups.state.error)
      : groups.state.status === "ready" && creatableGroups.length === 0
        ? t(`${K}.accessGroup.noneAllowed`)
        : "";
  // Until the administrator picks one, a new pool goes to the first allowed group (the root where allowed).
  const values: PoolDraft = {
    ...draft,
    accessGroupId: draft.accessGroupId || (creatableGroups[0]?.id ?? ""),
  };
  const form: DeclaredForm<PoolDraft> = {
    values,
    setField: (name, value) => {
      setDirty(true);
      setDraft((current) => ({ ...current, [name]: value }));
    },
  };
  const isEdit = mode === "edit";
  const isAdd = () => !isEdit;
  const placing = (d: PoolDraft) => automated(d) && !isEdit;
  const desktopSettings = () => !(isEdit && draft.type === "RDS");

  // An existing pool's vCenter objects arrive as ids; their names follow from the vCenter's lists.
  const placedPool = pool?.type === "AUTOMATED" ? pool : undefined;
  useEffect(() => {
    if (!placedPool) return;
    let isCurrent = true;
    void getPlacementNames(placedPool).then((names) => {
      if (isCurrent) setDraft((current) => withPlacementNames(current, names));
    });
    return () => {
      isCurrent = false;
    };
  }, [placedPool]);

  const row = (label: string, value: string): [string, string] => [t(label), value];
  const nameIsValid = POOL_NAME.test(draft.name);
  const nameCheck = usePoolNameCheck(draft.name, !isEdit && nameIsValid);
  const nameCheckText = () =>
    draft.name !== "" && !nameIsValid
      ? t(`${K}.names.poolNameInvalid`)
      : nameCheck === "idle"
        ? ""
        : t(`${K}.names.check.${nameCheck}`);
  const specified = specifiedNamesOf(draft);
  const nameProblems = useSpecifiedNamesProblems(
    specified,
    draft.namingMethod === "SPECIFIED" && specified.length > 0,
  );
  // A pattern the pool already has stays as it is, even one from before the 15-character rule.
  const patternKept = isEdit && draft.namingPattern === pool?.pattern_naming_settings?.naming_pattern;
  const patternError = (d: PoolDraft) =>
    patternKept ? undefined : namingPatternErrorKey(d.namingPattern, d.maxMachines);
  const isNamingValid = (d: PoolDraft) =>
    d.namingMethod === "SPECIFIED"
      ? // An existing pool's machine names are not edited here (machines are added by name on the pool page).
        isEdit || (specified.length > 0 && nameProblems?.length === 0)
      : patternError(d) === undefined &&
        Number.isInteger(d.maxMachines) &&
        d.maxMachines >= 1 &&
        d.maxMachines <= MAX_MACHINES &&
        Number.isInteger(d.spareMachines) &&
        d.spareMachines >= 0 &&
        d.spareMachines <= d.maxMachines;
  const naming = (d: PoolDraft) => automated(d) && !(isEdit && d.namingMethod === "SPECIFIED");
  const byPattern = (d: PoolDraft) => naming(d) && d.namingMethod === "PATTERN";
  const bySpecifiedNames = (d: PoolDraft) => naming(d) && d.namingMethod === "SPECIFIED";

  const imageLabel = [draft.baseVm?.label, draft.snapshot?.label].filter(Boolean).join(" · ");
  const fixedRows: [string, string][] = [
    [t(`${K}.summary.type`), t(`${K}.type.${draft.type}`)],
    ...(draft.type === "RDS"
      ? []
      : [row(`${K}.summary.assignment`, t(`${K}.assignment.${draft.userAssignment}`))]),
    ...(automated(draft)
      ? [
          row(`${K}.summary.source`, t(`${K}.source.${draft.source}`)),
          row("ui.vcenter.vcenter.label", draft.vcenter?.label ?? ""),
          row("ui.vcenter.image.label", imageLabel),
          row("ui.vcenter.folder.label", draft.vmFolder?.label ?? ""),
        ]
      : []),
  ];
  const networkPlacement = {
    vcenterId: draft.vcenter?.id ?? "",
    baseVmId: draft.baseVm?.id ?? "",
    snapshotId: draft.snapshot?.id ?? "",
    hostOrClusterId: draft.hostOrCluster?.id ?? "",
  };
  // vGPUs are chosen when a pool is created: the update spec cannot turn them on.
  const renderers =
    isEdit && draft.renderer3d !== GRID_VGPU ? RENDERERS.filter((value) => value !== GRID_VGPU) : RENDERERS;

  const steps = useDeclaredSteps<PoolDraft>(
    [
      {
        id: "type",
        title: `${K}.step.type`,
        shown: isAdd,
        fields: [field.radio("type", `${K}.summary.type`, POOL_TYPES, `${K}.type`)],
      },
      {
        id: "assignment",
        title: `${K}.step.assignment`,
        shown: (d) => isAdd() && d.type !== "RDS",
        fields: [
          field.radio(
            "userAssignment",
            `${K}.summary.assignment`,
            ["FLOATING", "DEDICATED"],
            `${K}.assignment`,
          ),
        ],
      },
      {
        id: "farm",
        title: `${K}.step.farm`,
        shown: (d) => isAdd() && d.type === "RDS",
        fields: [
          {
            kind: "custom",
            id: "farm",
            isValid: (d) => d.farmId !== "",
            problem: `${K}.farm.choose`,
            render: ({ values: d, setField }) => (
              <RdsFarmField
                farmId={d.farmId}
                onChoose={(farm) => {
                  setField("farmId", farm.id);
                  // 2212 makes an RDS desktop pool in its farm's access group.
                  setField("accessGroupId", farm.access_group_id);
                }}
              />
            ),
          },
        ],
      },
      {
        id: "source",
        title: `${K}.step.source`,
        shown: placing,
        fields: [field.radio("source", `${K}.summary.source`, SOURCES, `${K}.source`)],
      },
      { id: "vcenter", title: `${K}.step.vcenter`, shown: placing, fields: placed([VCENTER_FIELD]) },
      {
        id: "names",
        title: `${K}.step.names`,
        isValid: (d) =>
          (isEdit || (nameIsValid && nameCheck === "available")) && (!automated(d) || isNamingValid(d)),
        fields: [
          {
            kind: "custom",
            id: "fixed",
            shown: () => isEdit,
            render: () => <FixedSettings rows={fixedRows} />,
          },
          field.text("name", `${K}.names.poolName`, { disabled: isEdit, required: !isEdit }),
          { kind: "note", id: "nameCheck", text: nameCheckText, alert: () => nameCheck === "taken" },
          field.text("displayName", `${K}.names.displayName`),
          field.textarea("description", `${K}.names.description`, { maxLength: 1024 }),
          field.check("enabled", `${K}.names.enabled`, { shown: () => isEdit }),
          field.radio("namingMethod", `${K}.names.method`, NAMING_METHODS, `${K}.names.methodValue`, {
            shown: (d) => naming(d) && isAdd(),
          }),
          field.text("namingPattern", `${K}.names.pattern`, {
            help: NAMING_PATTERN_HELP,
            rule: patternError,
            shown: byPattern,
          }),
          field.number("maxMachines", `${K}.names.maxMachines`, {
            min: 1,
            max: MAX_MACHINES,
            shown: byPattern,
          }),
          field.number("spareMachines", `${K}.names.spareMachines`, {
            min: 0,
            max: draft.maxMachines,
            shown: byPattern,
          }),
          field.textarea("specifiedNames", `${K}.names.specified`, { shown: bySpecifiedNames }),
          {
            kind: "custom",
            id: "nameProblems",
            shown: (d) => bySpecifiedNames(d) && (nameProblems?.length ?? 0) > 0,
            render: () => <NameProblems problems={nameProblems ?? []} />,
          },
        ],
      },
      {
        id: "image",
        title: `${K}.step.image`,
        shown: placing,
        fields: placed([imageField(["UNSUPPORTED_OS_FOR_FARM"])]),
      },
      { id: "folder", title: `${K}.step.folder`, shown: placing, fields: placed([FOLDER_FIELD]) },
      // What may change on an existing pool as well: where its machines run and are stored, how they are customised.
      {
        id: "host",
        title: `${K}.step.host`,
        shown: automated,
        fields: placed([
          hostField(instantClones(draft) ? [] : ["INCOMPATIBLE_STANDALONE_HOST_FOR_INSTANT_CLONE"]),
        ]),
      },
      {
        id: "resourcePool",
        title: `${K}.step.resourcePool`,
        shown: automated,
        fields: placed([RESOURCE_POOL_FIELD]),
      },
      {
        id: "datastores",
        title: `${K}.step.datastores`,
        shown: automated,
        // Full clones may go on Storage DRS clusters instead of (or beside) single datastores.
        isValid: (d) => d.datastores.length + (fullClones(d) ? d.datastoreClusters.length : 0) > 0,
        problem: "ui.wizard.choose",
        fields: [...placed([DATASTORES_FIELD]), ...placed([DATASTORE_CLUSTERS_FIELD], fullClones)],
      },
      {
        id: "storage",
        title: `${K}.step.storage`,
        shown: placing,
        fields: [
          field.check("useStorageAccelerator", `${K}.storage.accelerator`),
          field.text("regenerateDays", `${K}.storage.regenerateDays`, {
            inputType: "number",
            required: true,
            rule: (d) => regenerateDaysErrorKey(d.regenerateDays),
            shown: usesAccelerator,
          }),
          field.check("useBlackout", `${K}.storage.blackout`, { shown: usesAccelerator }),
          field.select("blackoutDay", `${K}.storage.blackoutDay`, BLACKOUT_DAYS, `${K}.storage.day`, {
            shown: usesBlackout,
          }),
          field.text("blackoutStart", `${K}.storage.blackoutStart`, {
            ...TIME_FIELD,
            rule: (d) => blackoutTimeErrorKey(d.blackoutStart),
          }),
          field.text("blackoutEnd", `${K}.storage.blackoutEnd`, {
            ...TIME_FIELD,
            rule: (d) => blackoutTimeErrorKey(d.blackoutEnd),
          }),
        ],
      },
      // A new instant-clone pool's cards may go to other networks than the image's (an existing pool's
      // cards are not read back by this wizard, so edit keeps them).
      sharedStep(networkStepOf(networkPlacement), (d) => placing(d) && instantClones(d)),
      // Instant clones join the domain through ClonePrep; full clones take a Sysprep specification, or none.
      sharedStep(CLONE_PREP_STEP, (d) => automated(d) && instantClones(d)),
      {
        id: "customization",
        title: `${K}.step.customization`,
        shown: (d) => automated(d) && fullClones(d),
        fields: placed([SYSPREP_FIELD]),
      },
      {
        id: "settings",
        title: `${K}.step.settings`,
        shown: desktopSettings,
        fields: [
          field.select("powerPolicy", `${K}.settings.powerPolicy`, POWER_POLICIES, `${K}.power`, {
            shown: automated,
          }),
          field.select("defaultProtocol", `${K}.settings.protocol`, PROTOCOLS, `${K}.protocol`),
          field.check("allowProtocolChoice", `${K}.settings.allowProtocolChoice`),
          field.select("renderer3d", `${K}.settings.renderer`, renderers, `${K}.renderer`),
          // The video memory of Horizon-managed 3D rendering (spec 000 §9: 96 MB by default).
          field.text("vramSizeMb", `${K}.settings.vram`, {
            help: `${K}.settings.vramHelp`,
            required: true,
            shown: withVram,
            rule: (d) => vramErrorKey(d.vramSizeMb),
          }),
          field.select("maxResolution", `${K}.settings.resolution`, RESOLUTIONS, `${K}.resolution`),
          field.select("afterLogoff", `${K}.settings.afterLogoff`, AFTER_LOGOFF, `${K}.afterLogoffValue`, {
            shown: automated,
          }),
          field.select("sessionType", `${K}.settings.sessionType`, SESSION_TYPES, `${K}.sessionTypeValue`),
        ],
      },
      {
        id: "accessGroup",
        title: `${K}.step.accessGroup`,
        // An RDS desktop pool is in its farm's access group.
        shown: (d) => d.type !== "RDS",
        isValid: (d) => creatableGroups.some((group) => group.id === d.accessGroupId),
        fields: [
          { kind: "note", id: "groups", text: groupsProblem, alert: () => true },
          {
            kind: "select",
            field: "accessGroupId",
            label: `${K}.accessGroup.label`,
            values: (d) =>
              groups.state.status === "ready" ? creatableGroups.map((group) => group.id) : [d.accessGroupId],
            optionLabel: (id) => groupName(id) ?? t("ui.state.loading"),
            shown: () => groupsProblem() === "",
          },
        ],
      },
      summaryStepOf<PoolDraft>({
        id: "ready",
        title: `${K}.step.ready`,
        failure: failure && t(`${K}.failed`, { reason: failure }),
        rows: summaryRows(t, { specified, imageLabel, groupName }),
      }),
    ],
    form,
  );

  const finish = () => {
    setIsBusy(true);
    setFailure(null);
    const saving =
      isEdit && pool
        ? editDesktopPool(pool.id, updateBody(values, pool)).then(() => pool.id)
        : createDesktopPool(createBody(values));
    saving.then(
      (id) => {
        setIsBusy(false);
        announce(t(isEdit ? `${K}.saved` : `${K}.created`, { name: isEdit ? pool?.name : values.name }));
        onDone(id);
      },
      (error: unknown) => {
        setIsBusy(false);
        setFailure(errorText(error));
      },
    );
  };

  return (
    <Wizard
      isOpen
      title={t(`${K}.title.${mode}`, { name: pool?.name ?? "" })}
      steps={steps}
      onFinish={finish}
      onCancel={onClose}
      isDirty={isDirty}
      discardTitle={t(`${K}.discard.title`)}
      isBusy={isBusy}
    />
  );
}
