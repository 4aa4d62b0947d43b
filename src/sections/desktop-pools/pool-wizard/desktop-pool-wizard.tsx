import { useEffect, useState, type ReactNode } from "react";
import { ConfirmDialog } from "../../../ui/dialog/dialog";
import { DropdownSelect } from "../../../ui/dropdown-select/dropdown-select";
import { useErrorText } from "../../../ui/i18n/error-text";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { useResource } from "../../../ui/resource/use-resource";
import { DatastoresPicker } from "../../../ui/vcenter/datastores-picker";
import { GuestCustomizationPicker } from "../../../ui/vcenter/guest-customization-picker";
import { HostOrClusterPicker } from "../../../ui/vcenter/host-or-cluster-picker";
import { ImageSnapshotPicker } from "../../../ui/vcenter/image-snapshot-picker";
import { ResourcePoolPicker } from "../../../ui/vcenter/resource-pool-picker";
import { VcenterPicker } from "../../../ui/vcenter/vcenter-picker";
import { VmFolderPicker } from "../../../ui/vcenter/vm-folder-picker";
import { Wizard, type WizardStep } from "../../../ui/wizard/wizard";
import {
  DeclaredFields,
  isDeclarationValid,
  useDeclaredStep,
  type DeclaredField,
  type DeclaredForm,
} from "../../../ui/wizard/declared-step";
import { CLONE_PREP_STEP } from "../../../ui/vcenter/clone-prep-step";
import { networkStepOf, networkSummary } from "../../../ui/vcenter/network-step";
import { TextField } from "../../../ui/edit-form/form-fields";
import { NAMING_PATTERN_HELP, namingPatternErrorKey } from "../../../ui/edit-form/naming-pattern-rule";
import { checkDesktopPoolName } from "../api/check-desktop-pool-name";
import { createDesktopPool } from "../api/create-desktop-pool";
import { editDesktopPool } from "../api/edit-desktop-pool";
import { hasPrivilege } from "../../../core/privileges/privileges.model";
import { getLocalAccessGroups } from "../api/get-local-access-groups";
import { validateSpecifiedNames } from "../api/validate-specified-names";
import type { DesktopPoolRow } from "../desktop-pools.types";
import {
  AFTER_LOGOFF,
  GRID_VGPU,
  MAX_MACHINES,
  POOL_NAME,
  POWER_POLICIES,
  PROTOCOLS,
  RENDERERS,
  RESOLUTIONS,
  SESSION_TYPES,
  VRAM_RENDERERS,
  createBody,
  draftFromPool,
  emptyDraft,
  groupsForNewPools,
  specifiedNamesOf,
  updateBody,
  vramErrorKey,
  withPlacementNames,
  type PoolDraft,
  type WizardMode,
} from "./pool-wizard.model";
import { getPlacementNames } from "./placement-names";

const K = "desktopPools.wizard";

export interface DesktopPoolWizardProps {
  mode: WizardMode;
  /** The pool duplicated or edited. */
  pool?: DesktopPoolRow;
  /** After a create (the new id) or a save. */
  onDone: (poolId: string | undefined) => void;
  /** After the administrator confirmed leaving without saving. */
  onClose: () => void;
}

type NameCheck = "idle" | "checking" | "available" | "taken" | "failed";

/** The video memory of Horizon-managed 3D rendering (spec 000 §9: 96 MB by default), asked with those renderers. */
const VRAM_FIELDS: readonly DeclaredField<PoolDraft>[] = [
  {
    kind: "text",
    field: "vramSizeMb",
    label: `${K}.settings.vram`,
    help: `${K}.settings.vramHelp`,
    required: true,
    shown: (draft) => VRAM_RENDERERS.includes(draft.renderer3d),
    rule: (draft) => vramErrorKey(draft.vramSizeMb),
  },
];

/** Radio buttons for one enum entry of the draft. */
function Choice<V extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="vdc-choice-list__group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="vdc-checkbox">
          <input type="radio" checked={value === option.value} onChange={() => onChange(option.value)} />{" "}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

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

/**
 * The add, duplicate and edit desktop pool wizard (spec 001 section 2): each step its own title and
 * buttons; the corner close, Escape and Cancel ask before discarding; a failed save keeps every entry and
 * shows the server's message.
 */
export function DesktopPoolWizard({ mode, pool, onDone, onClose }: DesktopPoolWizardProps) {
  const t = useTranslation();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<PoolDraft>(() =>
    // A new pool's access group is chosen once the pod's groups are read (the root, where allowed).
    pool ? draftFromPool(pool, mode, "") : emptyDraft(""),
  );
  const set = (change: Partial<PoolDraft>) => setDraft((current) => ({ ...current, ...change }));
  const draftForm: DeclaredForm<PoolDraft> = {
    values: draft,
    setField: (field, value) => setDraft((current) => ({ ...current, [field]: value })),
  };
  const clonePrepStep = useDeclaredStep(CLONE_PREP_STEP, draftForm);
  const networkStep = useDeclaredStep(
    networkStepOf({
      vcenterId: draft.vcenter?.id ?? "",
      baseVmId: draft.baseVm?.id ?? "",
      snapshotId: draft.snapshot?.id ?? "",
      hostOrClusterId: draft.hostOrCluster?.id ?? "",
    }),
    draftForm,
  );
  const [isAsking, setIsAsking] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The server's answers, each with the input it answered, so a changed input reads as "checking".
  const [checkedName, setCheckedName] = useState<{ name: string; result: NameCheck } | null>(null);
  const [checkedNames, setCheckedNames] = useState<{ key: string; problems: string[] } | null>(null);
  const groups = useResource(getLocalAccessGroups);
  const creatableGroups =
    groups.state.status === "ready"
      ? groupsForNewPools(groups.state.data, (id) => hasPrivilege("POOL_MANAGEMENT", { accessGroupId: id }))
      : [];
  // Until the administrator picks one, a new pool goes to the first allowed group (the root where allowed).
  const accessGroupId = draft.accessGroupId || (creatableGroups[0]?.id ?? "");

  const isEdit = mode === "edit";
  const automated = draft.type === "AUTOMATED";
  const nameIsValid = POOL_NAME.test(draft.name);

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

  // The name is checked with the server as it is typed (after a pause): a clash shows at the names step.
  const shouldCheckName = !isEdit && nameIsValid;
  useEffect(() => {
    if (!shouldCheckName) return;
    let isCurrent = true;
    const name = draft.name;
    const timer = setTimeout(() => {
      checkDesktopPoolName(name).then(
        (available) => {
          if (isCurrent) setCheckedName({ name, result: available ? "available" : "taken" });
        },
        () => {
          if (isCurrent) setCheckedName({ name, result: "failed" });
        },
      );
    }, 300);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [draft.name, shouldCheckName]);
  const nameCheck: NameCheck = !shouldCheckName
    ? "idle"
    : checkedName?.name === draft.name
      ? checkedName.result
      : "checking";

  const specified = specifiedNamesOf(draft);
  const specifiedKey = specified.join("\n");
  const shouldValidateNames = draft.namingMethod === "SPECIFIED" && specifiedKey !== "";
  useEffect(() => {
    if (!shouldValidateNames) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      validateSpecifiedNames(specifiedKey.split("\n")).then(
        (statuses) => {
          if (!isCurrent) return;
          setCheckedNames({
            key: specifiedKey,
            problems: statuses
              .filter((status) => !status.specified_names_statuses.includes("SUCCESS"))
              .map((status) =>
                t(`${K}.names.status`, {
                  name: status.machine_name,
                  status: status.specified_names_statuses
                    .map((code) => t(`${K}.names.statusCode.${code}`))
                    .join(", "),
                }),
              ),
          });
        },
        () => {
          if (isCurrent) setCheckedNames({ key: specifiedKey, problems: [t(`${K}.names.validateFailed`)] });
        },
      );
    }, 300);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [shouldValidateNames, specifiedKey, t]);
  const nameProblems =
    shouldValidateNames && checkedNames?.key === specifiedKey ? checkedNames.problems : null;

  // A pattern the pool already has stays as it is, even one from before the 15-character rule.
  const patternKept = isEdit && draft.namingPattern === pool?.pattern_naming_settings?.naming_pattern;
  const patternError = patternKept
    ? undefined
    : namingPatternErrorKey(draft.namingPattern, draft.maxMachines);
  const patternValid =
    draft.namingMethod === "SPECIFIED"
      ? // An existing pool's machine names are not edited here (machines are added by name on the pool page).
        isEdit || (specified.length > 0 && nameProblems !== null && nameProblems.length === 0)
      : patternError === undefined &&
        Number.isInteger(draft.maxMachines) &&
        draft.maxMachines >= 1 &&
        draft.maxMachines <= MAX_MACHINES &&
        Number.isInteger(draft.spareMachines) &&
        draft.spareMachines >= 0 &&
        draft.spareMachines <= draft.maxMachines;

  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${K}.${prefix}.${value}`) }));

  const imageLabel = [draft.baseVm?.label, draft.snapshot?.label].filter(Boolean).join(" · ");
  const fixedRows: [string, string][] = [
    [t(`${K}.summary.type`), t(`${K}.type.${draft.type}`)],
    ...(draft.type === "RDS"
      ? []
      : ([[t(`${K}.summary.assignment`), t(`${K}.assignment.${draft.userAssignment}`)]] as [
          string,
          string,
        ][])),
    ...(automated
      ? ([
          [t(`${K}.summary.source`), t(`${K}.source.${draft.source}`)],
          [t("ui.vcenter.vcenter.label"), draft.vcenter?.label ?? ""],
          [t("ui.vcenter.image.label"), imageLabel],
          [t("ui.vcenter.folder.label"), draft.vmFolder?.label ?? ""],
        ] as [string, string][])
      : []),
  ];

  const namesStep: WizardStep = {
    id: "names",
    title: t(`${K}.step.names`),
    isValid: (isEdit || (nameIsValid && nameCheck === "available")) && (!automated || patternValid),
    content: (
      <div className="vdc-form">
        {isEdit && <FixedSettings rows={fixedRows} />}
        <div className="vdc-field">
          <label htmlFor="pool-wizard-name">{t(`${K}.names.poolName`)}</label>
          <input
            id="pool-wizard-name"
            className="vdc-input"
            value={draft.name}
            disabled={isEdit}
            aria-describedby="pool-wizard-name-check"
            onChange={(event) => set({ name: event.currentTarget.value })}
          />
          <p id="pool-wizard-name-check" role={nameCheck === "taken" ? "alert" : undefined}>
            {draft.name !== "" && !nameIsValid
              ? t(`${K}.names.poolNameInvalid`)
              : nameCheck === "idle"
                ? ""
                : t(`${K}.names.check.${nameCheck}`)}
          </p>
        </div>
        <div className="vdc-field">
          <label htmlFor="pool-wizard-display">{t(`${K}.names.displayName`)}</label>
          <input
            id="pool-wizard-display"
            className="vdc-input"
            value={draft.displayName}
            onChange={(event) => set({ displayName: event.currentTarget.value })}
          />
        </div>
        <div className="vdc-field">
          <label htmlFor="pool-wizard-description">{t(`${K}.names.description`)}</label>
          <textarea
            id="pool-wizard-description"
            className="vdc-input"
            value={draft.description}
            maxLength={1024}
            onChange={(event) => set({ description: event.currentTarget.value })}
          />
        </div>
        {isEdit && (
          <label className="vdc-checkbox">
            <input
              type="checkbox"
              checked={draft.enabled}
              onChange={(event) => set({ enabled: event.currentTarget.checked })}
            />{" "}
            {t(`${K}.names.enabled`)}
          </label>
        )}
        {automated && !(isEdit && draft.namingMethod === "SPECIFIED") && (
          <>
            {!isEdit && (
              <Choice
                legend={t(`${K}.names.method`)}
                value={draft.namingMethod}
                options={
                  options(["PATTERN", "SPECIFIED"], "names.methodValue") as {
                    value: "PATTERN" | "SPECIFIED";
                    label: string;
                  }[]
                }
                onChange={(namingMethod) => set({ namingMethod })}
              />
            )}
            {draft.namingMethod === "PATTERN" ? (
              <>
                <TextField
                  form={{ ...draftForm, errors: patternError ? { namingPattern: patternError } : {} }}
                  formId="pool-wizard"
                  field="namingPattern"
                  label={`${K}.names.pattern`}
                  help={NAMING_PATTERN_HELP}
                />
                <div className="vdc-field">
                  <label htmlFor="pool-wizard-max">{t(`${K}.names.maxMachines`)}</label>
                  <input
                    id="pool-wizard-max"
                    className="vdc-input"
                    type="number"
                    min={1}
                    max={MAX_MACHINES}
                    value={draft.maxMachines}
                    onChange={(event) => set({ maxMachines: Number(event.currentTarget.value) })}
                  />
                </div>
                <div className="vdc-field">
                  <label htmlFor="pool-wizard-spare">{t(`${K}.names.spareMachines`)}</label>
                  <input
                    id="pool-wizard-spare"
                    className="vdc-input"
                    type="number"
                    min={0}
                    max={draft.maxMachines}
                    value={draft.spareMachines}
                    onChange={(event) => set({ spareMachines: Number(event.currentTarget.value) })}
                  />
                </div>
              </>
            ) : (
              <div className="vdc-field">
                <label htmlFor="pool-wizard-specified">{t(`${K}.names.specified`)}</label>
                <textarea
                  id="pool-wizard-specified"
                  className="vdc-input"
                  value={draft.specifiedNames}
                  onChange={(event) => set({ specifiedNames: event.currentTarget.value })}
                />
                {nameProblems && nameProblems.length > 0 && (
                  <ul role="alert">
                    {nameProblems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </>
        )}
      </div>
    ),
  };

  const vcenterId = draft.vcenter?.id ?? "";
  const datacenterId = draft.baseVm?.datacenterId ?? "";
  const vcenterSteps: WizardStep[] = [
    {
      id: "vcenter",
      title: t(`${K}.step.vcenter`),
      isValid: draft.vcenter !== null,
      content: (
        <VcenterPicker
          value={draft.vcenter}
          onChange={(vcenter) =>
            set({
              vcenter,
              baseVm: null,
              snapshot: null,
              vmFolder: null,
              hostOrCluster: null,
              resourcePool: null,
              datastores: [],
              customization: null,
              nicNetworks: {},
            })
          }
        />
      ),
    },
    namesStep,
    {
      id: "image",
      title: t(`${K}.step.image`),
      isValid: draft.snapshot !== null,
      content: (
        <ImageSnapshotPicker
          vcenterId={vcenterId}
          baseVm={draft.baseVm}
          snapshot={draft.snapshot}
          ignoredReasons={["UNSUPPORTED_OS_FOR_FARM"]}
          onChange={({ baseVm, snapshot }) =>
            set({ baseVm, snapshot, vmFolder: null, hostOrCluster: null, nicNetworks: {} })
          }
        />
      ),
    },
    {
      id: "folder",
      title: t(`${K}.step.folder`),
      isValid: draft.vmFolder !== null,
      content: (
        <VmFolderPicker
          vcenterId={vcenterId}
          datacenterId={datacenterId}
          value={draft.vmFolder}
          onChange={(vmFolder) => set({ vmFolder })}
        />
      ),
    },
  ];
  // What may change on an existing pool as well: where its machines run and are stored, how they are customised.
  const placementSteps: WizardStep[] = [
    {
      id: "host",
      title: t(`${K}.step.host`),
      isValid: draft.hostOrCluster !== null,
      content: (
        <HostOrClusterPicker
          vcenterId={vcenterId}
          datacenterId={datacenterId}
          value={draft.hostOrCluster}
          ignoredReasons={
            draft.source === "INSTANT_CLONE" ? [] : ["INCOMPATIBLE_STANDALONE_HOST_FOR_INSTANT_CLONE"]
          }
          onChange={(hostOrCluster) =>
            set({ hostOrCluster, resourcePool: null, datastores: [], nicNetworks: {} })
          }
        />
      ),
    },
    {
      id: "resourcePool",
      title: t(`${K}.step.resourcePool`),
      isValid: draft.resourcePool !== null,
      content: (
        <ResourcePoolPicker
          vcenterId={vcenterId}
          hostOrClusterId={draft.hostOrCluster?.id ?? ""}
          value={draft.resourcePool}
          onChange={(resourcePool) => set({ resourcePool })}
        />
      ),
    },
    {
      id: "datastores",
      title: t(`${K}.step.datastores`),
      isValid: draft.datastores.length > 0,
      content: (
        <DatastoresPicker
          vcenterId={vcenterId}
          hostOrClusterId={draft.hostOrCluster?.id ?? ""}
          value={draft.datastores}
          onChange={(datastores) => set({ datastores })}
        />
      ),
    },
    // A new instant-clone pool's cards may go to other networks than the image's (an existing pool's
    // cards are not read back by this wizard, so edit keeps them).
    ...(draft.source === "INSTANT_CLONE" && !isEdit ? [networkStep] : []),
    // Instant clones join the domain through ClonePrep (the farm wizard's own step); full clones take a
    // Sysprep specification, or none.
    draft.source === "INSTANT_CLONE"
      ? clonePrepStep
      : {
          id: "customization",
          title: t(`${K}.step.customization`),
          isValid: draft.customization !== null,
          content: (
            <GuestCustomizationPicker
              vcenterId={vcenterId}
              value={draft.customization}
              allowNone
              onChange={(customization) => set({ customization })}
            />
          ),
        },
  ];

  const select = (
    label: string,
    value: string,
    values: readonly string[],
    prefix: string,
    field: keyof PoolDraft,
  ) => (
    <DropdownSelect
      label={label}
      value={value}
      options={options(values, prefix)}
      onChange={(next) => set({ [field]: next })}
    />
  );
  // vGPUs are chosen when a pool is created: the update spec cannot turn them on.
  const renderers =
    isEdit && draft.renderer3d !== GRID_VGPU ? RENDERERS.filter((value) => value !== GRID_VGPU) : RENDERERS;
  const settingsStep: WizardStep = {
    id: "settings",
    title: t(`${K}.step.settings`),
    isValid: isDeclarationValid(VRAM_FIELDS, draft),
    content: (
      <div className="vdc-form">
        {automated &&
          select(t(`${K}.settings.powerPolicy`), draft.powerPolicy, POWER_POLICIES, "power", "powerPolicy")}
        {select(t(`${K}.settings.protocol`), draft.defaultProtocol, PROTOCOLS, "protocol", "defaultProtocol")}
        <label className="vdc-checkbox">
          <input
            type="checkbox"
            checked={draft.allowProtocolChoice}
            onChange={(event) => set({ allowProtocolChoice: event.currentTarget.checked })}
          />{" "}
          {t(`${K}.settings.allowProtocolChoice`)}
        </label>
        {select(t(`${K}.settings.renderer`), draft.renderer3d, renderers, "renderer", "renderer3d")}
        <DeclaredFields fields={VRAM_FIELDS} form={draftForm} />
        {select(
          t(`${K}.settings.resolution`),
          draft.maxResolution,
          RESOLUTIONS,
          "resolution",
          "maxResolution",
        )}
        {automated &&
          select(
            t(`${K}.settings.afterLogoff`),
            draft.afterLogoff,
            AFTER_LOGOFF,
            "afterLogoffValue",
            "afterLogoff",
          )}
        {select(
          t(`${K}.settings.sessionType`),
          draft.sessionType,
          SESSION_TYPES,
          "sessionTypeValue",
          "sessionType",
        )}
      </div>
    ),
  };

  const groupOptions =
    groups.state.status === "ready"
      ? creatableGroups.map((group) => ({ value: group.id, label: group.name }))
      : [{ value: accessGroupId, label: t("ui.state.loading") }];
  const accessGroupStep: WizardStep = {
    id: "accessGroup",
    title: t(`${K}.step.accessGroup`),
    isValid: creatableGroups.some((group) => group.id === accessGroupId),
    content:
      groups.state.status === "error" ? (
        <p role="alert">{errorText(groups.state.error)}</p>
      ) : groups.state.status === "ready" && creatableGroups.length === 0 ? (
        <p role="alert">{t(`${K}.accessGroup.noneAllowed`)}</p>
      ) : (
        <DropdownSelect
          label={t(`${K}.accessGroup.label`)}
          value={accessGroupId}
          options={groupOptions}
          onChange={(accessGroupId) => set({ accessGroupId })}
        />
      ),
  };

  const summaryRows: [string, ReactNode][] = [
    [t(`${K}.summary.type`), t(`${K}.type.${draft.type}`)],
    [t(`${K}.names.poolName`), draft.name],
    [t(`${K}.names.displayName`), draft.displayName || draft.name],
    ...(automated
      ? ([
          [t(`${K}.summary.assignment`), t(`${K}.assignment.${draft.userAssignment}`)],
          [t(`${K}.summary.source`), t(`${K}.source.${draft.source}`)],
          [t("ui.vcenter.vcenter.label"), draft.vcenter?.label ?? ""],
          [
            t(`${K}.summary.naming`),
            draft.namingMethod === "PATTERN"
              ? t(`${K}.summary.pattern`, { pattern: draft.namingPattern, count: draft.maxMachines })
              : specified.length > 0
                ? specified.join(", ")
                : t(`${K}.names.methodValue.SPECIFIED`),
          ],
          ...(draft.namingMethod === "PATTERN"
            ? ([[t(`${K}.names.spareMachines`), String(draft.spareMachines)]] as [string, ReactNode][])
            : []),
          [t("ui.vcenter.image.label"), imageLabel],
          [t("ui.vcenter.folder.label"), draft.vmFolder?.label ?? ""],
          [t("ui.vcenter.host.label"), draft.hostOrCluster?.label ?? ""],
          [t("ui.vcenter.resourcePool.label"), draft.resourcePool?.label ?? ""],
          [t("ui.vcenter.datastore.label"), draft.datastores.map((store) => store.label).join(", ")],
          ...(draft.source === "INSTANT_CLONE"
            ? ([[t("ui.network.step"), networkSummary(draft, t)]] as [string, ReactNode][])
            : []),
          [
            t("ui.vcenter.customization.label"),
            draft.source === "INSTANT_CLONE"
              ? t(`${K}.customization.clonePrep`)
              : draft.customization?.id
                ? draft.customization.label
                : t("ui.vcenter.customization.none"),
          ],
          [t(`${K}.settings.powerPolicy`), t(`${K}.power.${draft.powerPolicy}`)],
          [t(`${K}.settings.afterLogoff`), t(`${K}.afterLogoffValue.${draft.afterLogoff}`)],
        ] as [string, ReactNode][])
      : []),
    ...(draft.type === "RDS"
      ? []
      : ([
          [t(`${K}.settings.protocol`), t(`${K}.protocol.${draft.defaultProtocol}`)],
          [t(`${K}.settings.renderer`), t(`${K}.renderer.${draft.renderer3d}`)],
          ...(VRAM_RENDERERS.includes(draft.renderer3d)
            ? ([[t(`${K}.settings.vram`), t(`${K}.settings.vramValue`, { size: draft.vramSizeMb })]] as [
                string,
                ReactNode,
              ][])
            : []),
          [t(`${K}.settings.resolution`), t(`${K}.resolution.${draft.maxResolution}`)],
          [t(`${K}.settings.sessionType`), t(`${K}.sessionTypeValue.${draft.sessionType}`)],
        ] as [string, ReactNode][])),
    [
      t(`${K}.accessGroup.label`),
      groupOptions.find((group) => group.value === accessGroupId)?.label ?? accessGroupId,
    ],
  ];
  const readyStep: WizardStep = {
    id: "ready",
    title: t(`${K}.step.ready`),
    content: (
      <>
        <dl className="vdc-details">
          {summaryRows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {failure && (
          <p role="alert" className="vdc-form__error">
            {t(`${K}.failed`, { reason: failure })}
          </p>
        )}
      </>
    ),
  };

  const steps: WizardStep[] = isEdit
    ? [
        namesStep,
        ...(automated ? placementSteps : []),
        ...(draft.type === "RDS" ? [] : [settingsStep, accessGroupStep]),
        readyStep,
      ]
    : [
        {
          id: "type",
          title: t(`${K}.step.type`),
          content: (
            <Choice
              legend={t(`${K}.summary.type`)}
              value={draft.type}
              options={
                options(["AUTOMATED", "MANUAL", "RDS"], "type") as {
                  value: PoolDraft["type"];
                  label: string;
                }[]
              }
              onChange={(type) => set({ type })}
            />
          ),
        },
        ...(draft.type === "RDS"
          ? []
          : [
              {
                id: "assignment",
                title: t(`${K}.step.assignment`),
                content: (
                  <Choice
                    legend={t(`${K}.summary.assignment`)}
                    value={draft.userAssignment}
                    options={
                      options(["FLOATING", "DEDICATED"], "assignment") as {
                        value: PoolDraft["userAssignment"];
                        label: string;
                      }[]
                    }
                    onChange={(userAssignment) => set({ userAssignment })}
                  />
                ),
              },
            ]),
        ...(automated
          ? [
              {
                id: "source",
                title: t(`${K}.step.source`),
                content: (
                  <Choice
                    legend={t(`${K}.summary.source`)}
                    value={draft.source}
                    options={
                      options(["INSTANT_CLONE", "VIRTUAL_CENTER"], "source") as {
                        value: PoolDraft["source"];
                        label: string;
                      }[]
                    }
                    onChange={(source) => set({ source })}
                  />
                ),
              },
              ...vcenterSteps,
              ...placementSteps,
            ]
          : [namesStep]),
        settingsStep,
        accessGroupStep,
        readyStep,
      ];

  const finish = () => {
    setIsBusy(true);
    setFailure(null);
    const saving =
      isEdit && pool
        ? editDesktopPool(pool.id, updateBody({ ...draft, accessGroupId }, pool)).then(() => pool.id)
        : createDesktopPool(createBody({ ...draft, accessGroupId }));
    saving.then(
      (id) => {
        setIsBusy(false);
        onDone(id);
      },
      (error: unknown) => {
        setIsBusy(false);
        setFailure(errorText(error));
      },
    );
  };

  return (
    <>
      <Wizard
        isOpen
        title={t(`${K}.title.${mode}`, { name: pool?.name ?? "" })}
        steps={steps}
        onFinish={finish}
        onCancelRequest={() => setIsAsking(true)}
        isBusy={isBusy}
      />
      <ConfirmDialog
        isOpen={isAsking}
        title={t(`${K}.discard.title`)}
        confirmLabel={t(`${K}.discard.confirm`)}
        confirmVariant="danger"
        onConfirm={() => {
          setIsAsking(false);
          onClose();
        }}
        onCancel={() => setIsAsking(false)}
      >
        <p>{t(`${K}.discard.question`)}</p>
      </ConfirmDialog>
    </>
  );
}
