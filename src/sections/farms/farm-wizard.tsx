import { useEffect, useId, useState, type ReactNode } from "react";
import { Dialog } from "../../ui/dialog/dialog";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import { DatastoresPicker } from "../../ui/vcenter/datastores-picker";
import { GuestCustomizationPicker, NO_CUSTOMIZATION } from "../../ui/vcenter/guest-customization-picker";
import { HostOrClusterPicker } from "../../ui/vcenter/host-or-cluster-picker";
import { ImageSnapshotPicker, type ImageSnapshot } from "../../ui/vcenter/image-snapshot-picker";
import { ResourcePoolPicker } from "../../ui/vcenter/resource-pool-picker";
import type { VcenterChoice } from "../../ui/vcenter/vcenter-choice";
import { VcenterPicker } from "../../ui/vcenter/vcenter-picker";
import { VmFolderPicker } from "../../ui/vcenter/vm-folder-picker";
import { Wizard, type WizardNavigation, type WizardStep } from "../../ui/wizard/wizard";
import { isFarmNameAvailable } from "./api/check-farm-name";
import { createFarm, type FarmCreateSpec } from "./api/create-farm";
import { getAccessGroups } from "./api/get-access-groups";
import { HostPicker, chosenHosts } from "./farm-inputs";
import type { FarmType } from "./farms.types";

/** Farm names the platform accepts: letters, digits, hyphens and underscores (at most 64). */
const FARM_NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** Host name patterns: letters, digits, hyphens and one {n}, at most 15 characters once numbered. */
const NAMING_PATTERN = /^[A-Za-z0-9-]*\{n(:fixed=\d)?\}[A-Za-z0-9-]*$/;

interface FarmDraft {
  type: FarmType;
  name: string;
  displayName: string;
  description: string;
  accessGroupId: string;
  includeSessionCount: boolean;
  cpuThreshold: string;
  memoryThreshold: string;
  loadIndexThreshold: string;
  hostIds: string;
  vcenter: VcenterChoice | null;
  image: ImageSnapshot;
  vmFolder: VcenterChoice | null;
  hostOrCluster: VcenterChoice | null;
  resourcePool: VcenterChoice | null;
  datastores: VcenterChoice[];
  namingPattern: string;
  maxHosts: string;
  maxSessions: string;
  domainAccount: string;
  adContainer: string;
  customization: VcenterChoice | null;
}

const EMPTY_DRAFT: FarmDraft = {
  type: "AUTOMATED",
  name: "",
  displayName: "",
  description: "",
  accessGroupId: "",
  includeSessionCount: true,
  cpuThreshold: "0",
  memoryThreshold: "0",
  loadIndexThreshold: "0",
  hostIds: "",
  vcenter: null,
  image: { baseVm: null, snapshot: null },
  vmFolder: null,
  hostOrCluster: null,
  resourcePool: null,
  datastores: [],
  namingPattern: "",
  maxHosts: "2",
  maxSessions: "",
  domainAccount: "",
  adContainer: "CN=Computers",
  customization: null,
};

const isPercent = (text: string) => /^\d{1,3}$/.test(text) && Number(text) <= 100;
const isCount = (text: string, highest: number) =>
  /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= highest;

/** The create spec of a complete draft. */
export function farmSpecOf(draft: FarmDraft): FarmCreateSpec {
  const spec: FarmCreateSpec = {
    name: draft.name.trim(),
    type: draft.type,
    access_group_id: draft.accessGroupId,
    enabled: true,
    load_balancer_settings: {
      include_session_count: draft.includeSessionCount,
      cpu_threshold: Number(draft.cpuThreshold),
      memory_threshold: Number(draft.memoryThreshold),
      load_index_threshold: Number(draft.loadIndexThreshold),
    },
  };
  if (draft.displayName.trim() !== "") spec.display_name = draft.displayName.trim();
  if (draft.description.trim() !== "") spec.description = draft.description.trim();
  if (draft.type === "MANUAL") {
    spec.rds_server_ids = chosenHosts({ hostIds: draft.hostIds });
    return spec;
  }
  const limited = draft.maxSessions.trim() !== "";
  spec.automated_farm_settings = {
    vcenter_id: draft.vcenter?.id ?? "",
    enable_provisioning: true,
    max_session_type: limited ? "LIMITED" : "UNLIMITED",
    ...(limited ? { max_sessions: Number(draft.maxSessions) } : {}),
    min_ready_vms: 0,
    pattern_naming_settings: {
      naming_pattern: draft.namingPattern.trim(),
      max_number_of_rds_servers: Number(draft.maxHosts),
    },
    provisioning_settings: {
      datacenter_id: draft.image.baseVm?.datacenterId ?? "",
      host_or_cluster_id: draft.hostOrCluster?.id ?? "",
      resource_pool_id: draft.resourcePool?.id ?? "",
      vm_folder_id: draft.vmFolder?.id ?? "",
      parent_vm_id: draft.image.baseVm?.id ?? "",
      base_snapshot_id: draft.image.snapshot?.id ?? "",
    },
    storage_settings: { datastores: draft.datastores.map((store) => ({ datastore_id: store.id })) },
    customization_settings: {
      customization_type:
        draft.customization && draft.customization.id !== NO_CUSTOMIZATION ? "SYS_PREP" : "CLONE_PREP",
      instant_clone_domain_account_id: draft.domainAccount.trim(),
      ad_container_rdn: draft.adContainer.trim(),
      ...(draft.customization && draft.customization.id !== NO_CUSTOMIZATION
        ? { sysprep_customization_spec_id: draft.customization.id }
        : {}),
    },
  };
  return spec;
}

function TextField({
  label,
  value,
  onChange,
  error,
  type = "text",
  required = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: "text" | "number";
  required?: boolean;
}) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="vdc-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="vdc-input"
        type={type}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="vdc-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export interface FarmWizardProps {
  isOpen: boolean;
  onClose: () => void;
  /** After the farm is created, with its id when the server named it. */
  onCreated: (name: string, id: string | undefined) => void;
}

/**
 * The add farm wizard (spec 000 §2): a manual farm of registered RDS hosts or an automated instant-clone
 * farm placed in vCenter, its name checked with the server before it goes on, and a summary to finish.
 * Cancel asks before discarding the entries; a failed create keeps them and shows the server's message.
 */
export function FarmWizard({ isOpen, onClose, onCreated }: FarmWizardProps) {
  const t = useTranslation();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<FarmDraft>(EMPTY_DRAFT);
  const [nameError, setNameError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isAskingCancel, setAskingCancel] = useState(false);
  const [groups, setGroups] = useState<{ id: string; name: string }[]>([]);
  const set = <Key extends keyof FarmDraft>(key: Key, value: FarmDraft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));
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
    setDraft(EMPTY_DRAFT);
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
      const id = await createFarm(farmSpecOf(draft));
      const name = draft.name.trim();
      close();
      onCreated(name, id);
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
  const steps: WizardStep[] = [
    {
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
    },
    {
      id: "identification",
      title: t("farms.wizard.step.identification"),
      content: (
        <div className="vdc-form">
          <TextField
            label={t("farms.column.name")}
            value={draft.name}
            required
            error={nameError}
            onChange={(value) => {
              set("name", value);
              setNameError(undefined);
            }}
          />
          <TextField
            label={t("farms.column.displayName")}
            value={draft.displayName}
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
              onChange={(event) => set("accessGroupId", event.target.value)}
            >
              {groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </select>
          </div>
        </div>
      ),
      isValid: draft.accessGroupId !== "",
      footer: footer((navigation) => void checkNameThenNext(navigation)),
    },
    {
      id: "load-balancing",
      title: t("farms.wizard.step.loadBalancing"),
      isValid: [draft.cpuThreshold, draft.memoryThreshold, draft.loadIndexThreshold].every(isPercent),
      content: (
        <div className="vdc-form">
          <label className="vdc-checkbox">
            <input
              type="checkbox"
              checked={draft.includeSessionCount}
              onChange={(event) => set("includeSessionCount", event.target.checked)}
            />
            {t("farms.wizard.loadBalancing.includeSessionCount")}
          </label>
          <TextField
            type="number"
            label={t("farms.wizard.loadBalancing.cpu")}
            value={draft.cpuThreshold}
            error={isPercent(draft.cpuThreshold) ? undefined : t("farms.wizard.percent.invalid")}
            onChange={(value) => set("cpuThreshold", value)}
          />
          <TextField
            type="number"
            label={t("farms.wizard.loadBalancing.memory")}
            value={draft.memoryThreshold}
            error={isPercent(draft.memoryThreshold) ? undefined : t("farms.wizard.percent.invalid")}
            onChange={(value) => set("memoryThreshold", value)}
          />
          <TextField
            type="number"
            label={t("farms.wizard.loadBalancing.loadIndex")}
            value={draft.loadIndexThreshold}
            error={isPercent(draft.loadIndexThreshold) ? undefined : t("farms.wizard.percent.invalid")}
            onChange={(value) => set("loadIndexThreshold", value)}
          />
        </div>
      ),
    },
    ...(automated
      ? [
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
                onChange={(value) => set("image", value)}
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
          {
            id: "names",
            title: t("farms.wizard.step.names"),
            isValid:
              NAMING_PATTERN.test(draft.namingPattern.trim()) &&
              isCount(draft.maxHosts, 1000) &&
              (draft.maxSessions.trim() === "" || isCount(draft.maxSessions, 2147483647)),
            content: (
              <div className="vdc-form">
                <TextField
                  label={t("farms.wizard.names.pattern")}
                  value={draft.namingPattern}
                  required
                  error={
                    draft.namingPattern === "" || NAMING_PATTERN.test(draft.namingPattern.trim())
                      ? undefined
                      : t("farms.wizard.names.patternInvalid")
                  }
                  onChange={(value) => set("namingPattern", value)}
                />
                <TextField
                  type="number"
                  label={t("farms.wizard.names.maxHosts")}
                  value={draft.maxHosts}
                  onChange={(value) => set("maxHosts", value)}
                />
                <TextField
                  type="number"
                  label={t("farms.wizard.names.maxSessions")}
                  value={draft.maxSessions}
                  onChange={(value) => set("maxSessions", value)}
                />
              </div>
            ),
          },
          {
            id: "customization",
            title: t("farms.wizard.step.customization"),
            isValid: draft.domainAccount.trim() !== "" && draft.customization !== null,
            content: (
              <div className="vdc-form">
                <TextField
                  label={t("farms.wizard.customization.domainAccount")}
                  value={draft.domainAccount}
                  required
                  onChange={(value) => set("domainAccount", value)}
                />
                <TextField
                  label={t("farms.wizard.customization.adContainer")}
                  value={draft.adContainer}
                  onChange={(value) => set("adContainer", value)}
                />
                <GuestCustomizationPicker
                  vcenterId={vcenterId}
                  value={draft.customization}
                  onChange={(value) => set("customization", value)}
                  allowNone
                />
              </div>
            ),
          },
        ]
      : [
          {
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
          },
        ]),
    {
      id: "ready",
      title: t("farms.wizard.step.ready"),
      content: (
        <>
          <dl className="vdc-details">
            {(
              [
                ["farms.column.type", t(`farms.type.${draft.type}`)],
                ["farms.column.name", draft.name.trim()],
                ["farms.column.displayName", draft.displayName.trim()],
                [
                  "farms.wizard.accessGroup",
                  groups.find((group) => group.id === draft.accessGroupId)?.name ?? "",
                ],
                ...(automated
                  ? [
                      ["farms.wizard.step.vcenter", draft.vcenter?.label ?? ""],
                      [
                        "farms.wizard.step.image",
                        `${draft.image.baseVm?.label ?? ""} / ${draft.image.snapshot?.label ?? ""}`,
                      ],
                      [
                        "farms.wizard.step.datastores",
                        draft.datastores.map((store) => store.label).join(", "),
                      ],
                      ["farms.wizard.names.pattern", draft.namingPattern.trim()],
                      ["farms.wizard.names.maxHosts", draft.maxHosts],
                    ]
                  : [["farms.column.rdsHosts", String(chosenHosts({ hostIds: draft.hostIds }).length)]]),
              ] as [string, string][]
            )
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
    },
  ];

  return (
    <>
      <Wizard
        isOpen={isOpen && !isAskingCancel}
        title={t("farms.wizard.title")}
        steps={steps}
        onFinish={() => void finish()}
        onCancelRequest={() => setAskingCancel(true)}
        isBusy={isBusy}
      />
      {isAskingCancel && <CancelQuestion onDiscard={close} onKeep={() => setAskingCancel(false)} />}
    </>
  );
}

/** Asks before the wizard's entries are thrown away. */
function CancelQuestion({ onDiscard, onKeep }: { onDiscard: () => void; onKeep: () => void }) {
  const t = useTranslation();
  return (
    <Dialog
      isOpen
      title={t("farms.wizard.cancel.title")}
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
