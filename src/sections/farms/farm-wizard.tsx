import { useCallback, useEffect, useId, useState, type ReactNode } from "react";
import { Dialog } from "../../ui/dialog/dialog";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import { useResource } from "../../ui/resource/use-resource";
import { ResourceContent } from "../../ui/section-page/section-page";
import { DatastoresPicker } from "../../ui/vcenter/datastores-picker";
import { DropdownSelect } from "../../ui/dropdown-select/dropdown-select";
import { GuestCustomizationPicker } from "../../ui/vcenter/guest-customization-picker";
import { HostOrClusterPicker } from "../../ui/vcenter/host-or-cluster-picker";
import { ImageSnapshotPicker } from "../../ui/vcenter/image-snapshot-picker";
import { ResourcePoolPicker } from "../../ui/vcenter/resource-pool-picker";
import { VcenterPicker } from "../../ui/vcenter/vcenter-picker";
import { VmFolderPicker } from "../../ui/vcenter/vm-folder-picker";
import { Wizard, type WizardNavigation, type WizardStep } from "../../ui/wizard/wizard";
import { useDeclaredStep, type DeclaredForm } from "../../ui/wizard/declared-step";
import { CLONE_PREP_STEP } from "../../ui/vcenter/clone-prep-step";
import { networkStepOf, networkSummary } from "../../ui/vcenter/network-step";
import { NAMING_PATTERN_HELP } from "../../ui/edit-form/naming-pattern-rule";
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
  areSessionSettingsValid,
  draftFromFarm,
  farmSpecOf,
  farmUpdateSpecOf,
  isCount,
  isMinReadyValid,
  isNamingValid,
  isPercent,
  isTimeoutValid,
  namingPatternError,
  type FarmDraft,
} from "./farm-wizard.model";
import type { Farm } from "./farms.types";

function TextField({
  label,
  value,
  onChange,
  error,
  help,
  type = "text",
  required = false,
  isDisabled = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** What the field takes (translated), under it. */
  help?: string;
  type?: "text" | "number";
  required?: boolean;
  /** Shown but fixed (the name of an existing farm). */
  isDisabled?: boolean;
}) {
  const id = useId();
  const errorId = useId();
  const helpId = useId();
  const describedBy = [help ? helpId : undefined, error ? errorId : undefined].filter(Boolean).join(" ");
  return (
    <div className="vdc-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="vdc-input"
        type={type}
        value={value}
        required={required}
        disabled={isDisabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {help && <p id={helpId}>{help}</p>}
      {error && (
        <p id={errorId} className="vdc-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The draft's yes-or-no entries. */
type FlagOf<Draft> = { [Key in keyof Draft]: Draft[Key] extends boolean ? Key : never }[keyof Draft];

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

/** The wizard itself: a new farm, or the edit of a farm as the pod has it. */
function FarmWizardSteps(props: FarmWizardProps) {
  const { isOpen, onClose } = props;
  const edited = props.mode === "edit" ? props.farm : undefined;
  const isEdit = edited !== undefined;
  const t = useTranslation();
  const errorText = useErrorText();
  const initial = () => (edited ? draftFromFarm(edited) : EMPTY_DRAFT);
  const [draft, setDraft] = useState<FarmDraft>(initial);
  const [nameError, setNameError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isAskingCancel, setAskingCancel] = useState(false);
  const [groups, setGroups] = useState<{ id: string; name: string }[]>([]);
  const set = <Key extends keyof FarmDraft>(key: Key, value: FarmDraft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const draftForm: DeclaredForm<FarmDraft> = { values: draft, setField: set };
  const clonePrepStep = useDeclaredStep(CLONE_PREP_STEP, draftForm);
  const networkStep = useDeclaredStep(
    networkStepOf({
      vcenterId: draft.vcenter?.id ?? "",
      baseVmId: draft.image.baseVm?.id ?? "",
      snapshotId: draft.image.snapshot?.id ?? "",
      hostOrClusterId: draft.hostOrCluster?.id ?? "",
    }),
    draftForm,
  );
  const typeId = useId();
  const groupId = useId();

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
    setNameError(undefined);
    setFailure(null);
    setAskingCancel(false);
    onClose();
  };

  const nameProblem = FARM_NAME.test(draft.name.trim()) ? undefined : t("farms.wizard.name.invalid");
  /** Goes on only with a name no farm has yet: the server answers, not a guess. */
  const checkNameThenNext = async (navigation: WizardNavigation) => {
    if (nameProblem) {
      setNameError(nameProblem);
      return;
    }
    setBusy(true);
    try {
      const isFree = await isFarmNameAvailable(draft.name.trim());
      setNameError(isFree ? undefined : t("farms.wizard.name.taken", { name: draft.name.trim() }));
      if (isFree) navigation.next();
    } catch (error) {
      setNameError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const finish = async () => {
    setBusy(true);
    setFailure(null);
    try {
      if (props.mode === "edit") {
        await editFarm(props.farm.id, farmUpdateSpecOf(props.farm, draft));
        close();
        props.onSaved();
        return;
      }
      const id = await createFarm(farmSpecOf(draft));
      const name = draft.name.trim();
      close();
      props.onCreated(name, id);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const footer =
    (onNext: (navigation: WizardNavigation) => void) =>
    (navigation: WizardNavigation): ReactNode => (
      <>
        <button type="button" className="vdc-button" onClick={navigation.cancel}>
          {t("ui.action.cancel")}
        </button>
        <button
          type="button"
          className="vdc-button"
          disabled={navigation.isFirst || isBusy}
          onClick={navigation.back}
        >
          {t("ui.wizard.back")}
        </button>
        <button
          type="button"
          className="vdc-button"
          data-variant="primary"
          disabled={isBusy}
          onClick={() => onNext(navigation)}
        >
          {t("ui.wizard.next")}
        </button>
      </>
    );

  const automated = draft.type === "AUTOMATED";
  const vcenterId = draft.vcenter?.id ?? "";
  const datacenterId = draft.image.baseVm?.datacenterId ?? "";
  const options = <Value extends string>(values: readonly Value[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const checkbox = (label: string, key: FlagOf<FarmDraft>) => (
    <label className="vdc-checkbox">
      <input type="checkbox" checked={draft[key]} onChange={(event) => set(key, event.target.checked)} />
      {t(label)}
    </label>
  );
  const percentField = (label: string, key: "cpuThreshold" | "memoryThreshold" | "loadIndexThreshold") => (
    <TextField
      type="number"
      label={t(label)}
      value={draft[key]}
      error={isPercent(draft[key]) ? undefined : t("farms.wizard.percent.invalid")}
      onChange={(value) => set(key, value)}
    />
  );
  /** A session timeout's policy, and its minutes when the policy is AFTER. */
  const timeoutFields = <Policy extends string>(
    name: "disconnected" | "empty" | "preLaunch",
    policies: readonly Policy[],
    policy: Policy,
    minutes: string,
    lowest: number,
    onPolicy: (policy: Policy) => void,
    onMinutes: (minutes: string) => void,
  ) => (
    <>
      <DropdownSelect
        label={t(`farms.wizard.sessions.${name}`)}
        value={policy}
        options={options(policies, "farms.wizard.sessions.policy")}
        onChange={(value) => onPolicy(value as Policy)}
      />
      {policy === "AFTER" && (
        <TextField
          type="number"
          label={t(`farms.wizard.sessions.${name}Minutes`)}
          value={minutes}
          required
          error={
            isTimeoutValid(policy, minutes, lowest)
              ? undefined
              : t("farms.wizard.sessions.minutesInvalid", { lowest })
          }
          onChange={onMinutes}
        />
      )}
    </>
  );

  const typeStep: WizardStep = {
    id: "type",
    title: t("farms.wizard.step.type"),
    content: (
      <fieldset className="vdc-fieldset" aria-labelledby={typeId}>
        <legend id={typeId}>{t("farms.wizard.type.label")}</legend>
        {(["AUTOMATED", "MANUAL"] as const).map((type) => (
          <label key={type} className="vdc-checkbox">
            <input
              type="radio"
              name={typeId}
              checked={draft.type === type}
              onChange={() => set("type", type)}
            />
            {t(`farms.wizard.type.${type}`)}
          </label>
        ))}
      </fieldset>
    ),
  };
  const displayNameMissing = isEdit && draft.displayName.trim() === "";
  const identificationStep: WizardStep = {
    id: "identification",
    title: t("farms.wizard.step.identification"),
    content: (
      <div className="vdc-form">
        <TextField
          label={t("farms.column.name")}
          value={draft.name}
          required
          isDisabled={isEdit}
          error={nameError}
          onChange={(value) => {
            set("name", value);
            setNameError(undefined);
          }}
        />
        <TextField
          label={t("farms.column.displayName")}
          value={draft.displayName}
          required={isEdit}
          error={displayNameMissing ? t("farms.wizard.displayName.required") : undefined}
          onChange={(value) => set("displayName", value)}
        />
        <TextField
          label={t("farms.column.description")}
          value={draft.description}
          onChange={(value) => set("description", value)}
        />
        <div className="vdc-field">
          <label htmlFor={groupId}>{t("farms.wizard.accessGroup")}</label>
          <select
            id={groupId}
            className="vdc-select"
            value={draft.accessGroupId}
            disabled={isEdit}
            onChange={(event) => set("accessGroupId", event.target.value)}
          >
            {groups.length === 0 && draft.accessGroupId !== "" && (
              <option value={draft.accessGroupId}>{draft.accessGroupId}</option>
            )}
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </select>
        </div>
        {isEdit && checkbox("farms.wizard.enabled", "enabled")}
      </div>
    ),
    isValid: draft.accessGroupId !== "" && !displayNameMissing,
    ...(isEdit ? {} : { footer: footer((navigation) => void checkNameThenNext(navigation)) }),
  };
  const loadBalancingStep: WizardStep = {
    id: "load-balancing",
    title: t("farms.wizard.step.loadBalancing"),
    isValid: [draft.cpuThreshold, draft.memoryThreshold, draft.loadIndexThreshold].every(isPercent),
    content: (
      <div className="vdc-form">
        {checkbox("farms.wizard.loadBalancing.includeSessionCount", "includeSessionCount")}
        {percentField("farms.wizard.loadBalancing.cpu", "cpuThreshold")}
        {percentField("farms.wizard.loadBalancing.memory", "memoryThreshold")}
        {percentField("farms.wizard.loadBalancing.loadIndex", "loadIndexThreshold")}
      </div>
    ),
  };
  const sessionsStep: WizardStep = {
    id: "sessions",
    title: t("farms.wizard.step.sessions"),
    isValid: areSessionSettingsValid(draft),
    content: (
      <div className="vdc-form">
        <DropdownSelect
          label={t("farms.wizard.sessions.protocol")}
          value={draft.defaultProtocol}
          options={options(PROTOCOLS, "farms.wizard.sessions.protocolValue")}
          onChange={(value) => set("defaultProtocol", value as FarmDraft["defaultProtocol"])}
        />
        {checkbox("farms.wizard.sessions.allowProtocolChoice", "allowProtocolChoice")}
        {timeoutFields(
          "disconnected",
          DISCONNECTED_POLICIES,
          draft.disconnectedPolicy,
          draft.disconnectedMinutes,
          1,
          (value) => set("disconnectedPolicy", value),
          (value) => set("disconnectedMinutes", value),
        )}
        {timeoutFields(
          "empty",
          EMPTY_POLICIES,
          draft.emptyPolicy,
          draft.emptyMinutes,
          1,
          (value) => set("emptyPolicy", value),
          (value) => set("emptyMinutes", value),
        )}
        {draft.emptyPolicy !== "NEVER" &&
          checkbox("farms.wizard.sessions.logoffAfterTimeout", "logoffAfterTimeout")}
        {timeoutFields(
          "preLaunch",
          PRE_LAUNCH_POLICIES,
          draft.preLaunchPolicy,
          draft.preLaunchMinutes,
          MIN_PRE_LAUNCH_MINUTES,
          (value) => set("preLaunchPolicy", value),
          (value) => set("preLaunchMinutes", value),
        )}
        <DropdownSelect
          label={t("farms.wizard.sessions.sessionTimeout")}
          value={draft.sessionTimeoutPolicy}
          options={options(SESSION_TIMEOUT_POLICIES, "farms.wizard.sessions.sessionTimeoutValue")}
          onChange={(value) => set("sessionTimeoutPolicy", value as FarmDraft["sessionTimeoutPolicy"])}
        />
      </div>
    ),
  };
  const namesStep: WizardStep = {
    id: "names",
    title: t("farms.wizard.step.names"),
    isValid: isNamingValid(draft) && (!isEdit || isMinReadyValid(draft)),
    content: (
      <div className="vdc-form">
        <TextField
          label={t("farms.wizard.names.pattern")}
          value={draft.namingPattern}
          required
          help={t(NAMING_PATTERN_HELP)}
          error={namingPatternError(draft) && t(namingPatternError(draft) ?? "")}
          onChange={(value) => set("namingPattern", value)}
        />
        <TextField
          type="number"
          label={t("farms.wizard.names.maxHosts")}
          value={draft.maxHosts}
          error={isCount(draft.maxHosts, 1, 1000) ? undefined : t("farms.wizard.names.maxHostsInvalid")}
          onChange={(value) => set("maxHosts", value)}
        />
        <TextField
          type="number"
          label={t("farms.wizard.names.maxSessions")}
          value={draft.maxSessions}
          onChange={(value) => set("maxSessions", value)}
        />
        {isEdit && (
          <>
            <TextField
              type="number"
              label={t("farms.wizard.provisioning.minReady")}
              value={draft.minReadyHosts}
              error={isMinReadyValid(draft) ? undefined : t("farms.wizard.provisioning.minReadyInvalid")}
              onChange={(value) => set("minReadyHosts", value)}
            />
            {checkbox("farms.wizard.provisioning.enable", "enableProvisioning")}
            {checkbox("farms.wizard.provisioning.stopOnError", "stopProvisioningOnError")}
          </>
        )}
      </div>
    ),
  };
  const vcenterSteps: WizardStep[] = [
    {
      id: "vcenter",
      title: t("farms.wizard.step.vcenter"),
      isValid: draft.vcenter !== null,
      content: (
        <VcenterPicker
          value={draft.vcenter}
          onChange={(value) =>
            setDraft((current) => ({
              ...current,
              vcenter: value,
              image: { baseVm: null, snapshot: null },
              vmFolder: null,
              hostOrCluster: null,
              resourcePool: null,
              datastores: [],
              customization: null,
              nicNetworks: {},
            }))
          }
        />
      ),
    },
    {
      id: "image",
      title: t("farms.wizard.step.image"),
      isValid: draft.image.baseVm !== null && draft.image.snapshot !== null,
      content: (
        <ImageSnapshotPicker
          vcenterId={vcenterId}
          baseVm={draft.image.baseVm}
          snapshot={draft.image.snapshot}
          onChange={(value) => setDraft((current) => ({ ...current, image: value, nicNetworks: {} }))}
        />
      ),
    },
    {
      id: "placement",
      title: t("farms.wizard.step.placement"),
      isValid: draft.vmFolder !== null && draft.hostOrCluster !== null && draft.resourcePool !== null,
      content: (
        <>
          <VmFolderPicker
            vcenterId={vcenterId}
            datacenterId={datacenterId}
            value={draft.vmFolder}
            onChange={(value) => set("vmFolder", value)}
          />
          <HostOrClusterPicker
            vcenterId={vcenterId}
            datacenterId={datacenterId}
            value={draft.hostOrCluster}
            onChange={(value) =>
              setDraft((current) => ({
                ...current,
                hostOrCluster: value,
                resourcePool: null,
                datastores: [],
                nicNetworks: {},
              }))
            }
          />
          {draft.hostOrCluster && (
            <ResourcePoolPicker
              vcenterId={vcenterId}
              hostOrClusterId={draft.hostOrCluster.id}
              value={draft.resourcePool}
              onChange={(value) => set("resourcePool", value)}
            />
          )}
        </>
      ),
    },
    {
      id: "datastores",
      title: t("farms.wizard.step.datastores"),
      isValid: draft.datastores.length > 0,
      content: (
        <DatastoresPicker
          vcenterId={vcenterId}
          hostOrClusterId={draft.hostOrCluster?.id ?? ""}
          value={draft.datastores}
          onChange={(value) => set("datastores", value)}
        />
      ),
    },
    networkStep,
  ];
  // The pool wizard's ClonePrep step, with the farm's choice of a Sysprep specification instead.
  const customizationStep: WizardStep = {
    ...clonePrepStep,
    isValid: clonePrepStep.isValid === true && draft.customization !== null,
    content: (
      <>
        {clonePrepStep.content}
        <GuestCustomizationPicker
          vcenterId={vcenterId}
          value={draft.customization}
          onChange={(value) => set("customization", value)}
          allowNone
        />
      </>
    ),
  };
  const rdsHostsStep: WizardStep = {
    id: "rds-hosts",
    title: t("farms.wizard.step.rdsHosts"),
    content: (
      <HostPicker
        values={{ hostIds: draft.hostIds }}
        set={(_name, value) => set("hostIds", String(value))}
        keep={(host) => host.farm_id === undefined}
        emptyKey="farms.addHosts.none"
      />
    ),
  };

  const groupName = groups.find((group) => group.id === draft.accessGroupId)?.name ?? "";
  const summary: [string, string][] = isEdit
    ? [
        ["farms.column.name", draft.name],
        ["farms.column.displayName", draft.displayName.trim()],
        ["farms.wizard.accessGroup", groupName],
        ["farms.column.status", t(draft.enabled ? "farms.status.ENABLED" : "farms.status.DISABLED")],
        ["farms.wizard.sessions.protocol", t(`farms.wizard.sessions.protocolValue.${draft.defaultProtocol}`)],
        ...(automated
          ? ([
              ["farms.wizard.names.pattern", draft.namingPattern.trim()],
              ["farms.wizard.names.maxHosts", draft.maxHosts],
              [
                "farms.column.maxSessions",
                draft.maxSessions.trim() === "" ? t("farms.value.unlimited") : draft.maxSessions.trim(),
              ],
            ] as [string, string][])
          : []),
      ]
    : [
        ["farms.column.type", t(`farms.type.${draft.type}`)],
        ["farms.column.name", draft.name.trim()],
        ["farms.column.displayName", draft.displayName.trim()],
        ["farms.wizard.accessGroup", groupName],
        ...(automated
          ? ([
              ["farms.wizard.step.vcenter", draft.vcenter?.label ?? ""],
              [
                "farms.wizard.step.image",
                `${draft.image.baseVm?.label ?? ""} / ${draft.image.snapshot?.label ?? ""}`,
              ],
              ["farms.wizard.step.datastores", draft.datastores.map((store) => store.label).join(", ")],
              ["ui.network.step", networkSummary(draft, t)],
              ["farms.wizard.names.pattern", draft.namingPattern.trim()],
              ["farms.wizard.names.maxHosts", draft.maxHosts],
            ] as [string, string][])
          : ([["farms.column.rdsHosts", String(chosenHosts({ hostIds: draft.hostIds }).length)]] as [
              string,
              string,
            ][])),
      ];
  const readyStep: WizardStep = {
    id: "ready",
    title: t("farms.wizard.step.ready"),
    content: (
      <>
        <dl className="vdc-details">
          {summary
            .filter(([, value]) => value !== "")
            .map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {failure && (
          <p className="vdc-field__error" role="alert">
            {failure}
          </p>
        )}
      </>
    ),
  };

  // Edit offers only what may change on an existing farm: no type, vCenter placement or host choice.
  const steps: WizardStep[] = isEdit
    ? [identificationStep, loadBalancingStep, sessionsStep, ...(automated ? [namesStep] : []), readyStep]
    : [
        typeStep,
        identificationStep,
        loadBalancingStep,
        ...(automated ? [...vcenterSteps, namesStep, customizationStep] : [rdsHostsStep]),
        readyStep,
      ];

  return (
    <>
      <Wizard
        isOpen={isOpen && !isAskingCancel}
        title={isEdit ? t("farms.wizard.editTitle", { name: draft.name }) : t("farms.wizard.title")}
        steps={steps}
        onFinish={() => void finish()}
        onCancelRequest={() => setAskingCancel(true)}
        isBusy={isBusy}
      />
      {isAskingCancel && (
        <CancelQuestion
          title={t(isEdit ? "farms.wizard.cancel.editTitle" : "farms.wizard.cancel.title")}
          onDiscard={close}
          onKeep={() => setAskingCancel(false)}
        />
      )}
    </>
  );
}

/** Asks before the wizard's entries are thrown away. */
function CancelQuestion({
  title,
  onDiscard,
  onKeep,
}: {
  title: string;
  onDiscard: () => void;
  onKeep: () => void;
}) {
  const t = useTranslation();
  return (
    <Dialog
      isOpen
      title={title}
      onDismiss={onKeep}
      footer={
        <>
          <button type="button" className="vdc-button" onClick={onKeep}>
            {t("farms.wizard.cancel.keep")}
          </button>
          <button type="button" className="vdc-button" data-variant="danger" onClick={onDiscard}>
            {t("farms.wizard.cancel.discard")}
          </button>
        </>
      }
    >
      <p>{t("farms.wizard.cancel.question")}</p>
    </Dialog>
  );
}
