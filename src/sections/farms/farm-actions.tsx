import type { SectionAction } from "../../ui/actions/section-action";
import { useTranslation } from "../../ui/i18n/use-translation";
import { applyFarmImageCall } from "./api/apply-farm-image";
import { cancelFarmMaintenanceCall } from "./api/cancel-farm-maintenance";
import { changeFarmRdsHostsCall } from "./api/change-farm-rds-hosts";
import { deleteFarmCall } from "./api/delete-farm";
import { scheduleFarmMaintenanceCall } from "./api/schedule-farm-maintenance";
import { setFarmEnabledCall } from "./api/update-farm";
import { promoteFarmImageCall } from "./api/promote-farm-image";
import { LazyImagePushInput } from "../../ui/image-push/lazy-image-push-input";
import {
  imagePushInitial,
  imagePushRequest,
  isImagePushComplete,
} from "../../ui/image-push/image-push.model";
import { MAINTENANCE_INPUT, chosenHosts, isMaintenanceComplete } from "./farm-input-values";
import { LazyHostPicker, LazyMaintenanceInput } from "./lazy-farm-inputs";
import type { FarmRow, LogoffPolicy, MaintenancePeriod } from "./farms.types";

const scheduled = (farm: FarmRow) =>
  farm.automated_farm_settings?.provisioning_status_data?.instant_clone_scheduled_maintenance_data;
const isAutomated = (farm: FarmRow) => farm.type === "AUTOMATED";
const pendingImageState = (farm: FarmRow) =>
  farm.automated_farm_settings?.provisioning_status_data?.instant_clone_pending_image_state;
const isPublishing = (farm: FarmRow) =>
  ["PENDING_PUBLISH", "PUBLISHING", "READY_HELD"].includes(pendingImageState(farm) ?? "");
const hasChosenHosts = (values: Readonly<Record<string, string | boolean>>) => chosenHosts(values).length > 0;

const HOSTS = { id: "rds-hosts", label: "farms.action.rdsHosts" };
const MAINTENANCE = { id: "maintenance", label: "farms.action.maintenance" };

/** A text of the section inside an action's input (declarations are not components). */
function Text({ textKey }: { textKey: string }) {
  const t = useTranslation();
  return <>{t(textKey)}</>;
}

/** What the page around the actions does for them. */
export interface FarmActionOptions {
  onDeleted?: (farm: FarmRow) => void;
  /** Opens the edit farm wizard; without it there is no edit action. */
  onEdit?: (farm: FarmRow) => void;
}

/** The farm actions of the list: edit one farm; enable, disable and delete one or many. */
export function farmListActions(options: FarmActionOptions = {}): SectionAction<FarmRow>[] {
  const { onEdit } = options;
  return [
    ...(onEdit
      ? [
          {
            id: "edit",
            label: "farms.action.edit",
            privilege: "POOL_MANAGEMENT",
            selection: "one" as const,
            appliesTo: (farm: FarmRow) => farm.delete_in_progress !== true,
            open: ([farm]: readonly FarmRow[]) => {
              if (farm) onEdit(farm);
            },
          },
        ]
      : []),
    {
      id: "enable",
      label: "farms.action.enable",
      // The REST farm update needs POOL_MANAGEMENT, enabling included (OpenAPI 2212).
      privilege: "POOL_MANAGEMENT",
      selection: "many",
      appliesTo: (farm) => !farm.enabled,
      request: { kind: "item", call: (farm) => setFarmEnabledCall(farm, true) },
      success: "farms.outcome.enabled",
    },
    {
      id: "disable",
      label: "farms.action.disable",
      privilege: "POOL_MANAGEMENT",
      selection: "many",
      appliesTo: (farm) => farm.enabled,
      request: { kind: "item", call: (farm) => setFarmEnabledCall(farm, false) },
      success: "farms.outcome.disabled",
    },
    {
      id: "delete",
      label: "farms.action.delete",
      privilege: "POOL_MANAGEMENT",
      selection: "many",
      variant: "danger",
      appliesTo: (farm) => farm.delete_in_progress !== true,
      confirm: { title: "farms.delete.title", question: "farms.delete.question" },
      request: { kind: "item", call: (farm) => deleteFarmCall(farm.id) },
      success: "farms.outcome.deleted",
      onDone: (outcomes) => {
        for (const outcome of outcomes) if (outcome.status === "succeeded") options.onDeleted?.(outcome.row);
      },
    },
  ];
}

/** Adds RDS hosts that are in no farm to a manual farm, or removes some of its own. */
function rdsHostsAction(change: "add" | "remove"): SectionAction<FarmRow> {
  const words = change === "add" ? "addHosts" : "removeHosts";
  return {
    id: `${change}-rds-hosts`,
    label: change === "add" ? "farms.action.addRdsHosts" : "farms.action.removeRdsHosts",
    privilege: "POOL_MANAGEMENT",
    selection: "one",
    ...(change === "remove" ? { variant: "danger" as const } : {}),
    group: HOSTS,
    appliesTo: (farm) => farm.type === "MANUAL",
    confirm: { title: `farms.${words}.title`, question: `farms.${words}.question` },
    input: {
      initial: { hostIds: "" },
      render: (values, set, [farm]) => (
        <LazyHostPicker
          values={values}
          set={set}
          keep={(host) =>
            change === "add" ? host.farm_id === undefined : farm !== undefined && host.farm_id === farm.id
          }
          emptyKey={`farms.${words}.none`}
        />
      ),
      isComplete: hasChosenHosts,
    },
    request: {
      kind: "item",
      call: (farm, values) => changeFarmRdsHostsCall(farm.id, change, chosenHosts(values)),
    },
    success: change === "add" ? "farms.outcome.hostsAdded" : "farms.outcome.hostsRemoved",
  };
}

/**
 * The actions of one farm's page: the list's, plus RDS hosts of a manual farm (add, remove) and the
 * instant-clone maintenance of an automated one (schedule, cancel, apply the pending image).
 */
export function farmPageActions(options: FarmActionOptions = {}): SectionAction<FarmRow>[] {
  return [
    ...farmListActions(options).map((action) => ({ ...action, selection: "one" as const })),
    rdsHostsAction("add"),
    rdsHostsAction("remove"),
    {
      id: "schedule-maintenance",
      label: "farms.action.scheduleMaintenance",
      privilege: "POOL_SVI_IMAGE_MANAGEMENT",
      selection: "one",
      group: MAINTENANCE,
      appliesTo: isAutomated,
      confirm: { title: "farms.maintenance.title", question: "farms.maintenance.question" },
      input: {
        initial: MAINTENANCE_INPUT,
        render: (values, set) => <LazyMaintenanceInput values={values} set={set} />,
        isComplete: isMaintenanceComplete,
      },
      request: {
        kind: "item",
        call: (farm, values) =>
          scheduleFarmMaintenanceCall(farm.id, {
            mode: values.mode === "IMMEDIATE" ? "IMMEDIATE" : "RECURRING",
            logoffPolicy: values.logoffPolicy as LogoffPolicy,
            period: values.period as MaintenancePeriod,
            startTime: String(values.startTime),
            startIndex: Number(values.startIndex),
          }),
      },
      success: "farms.outcome.maintenanceScheduled",
    },
    {
      id: "push-image",
      label: "farms.action.pushImage",
      privilege: "POOL_SVI_IMAGE_MANAGEMENT",
      selection: "one",
      group: MAINTENANCE,
      // One image at a time: not while another publishes or is held.
      appliesTo: (farm) => isAutomated(farm) && !isPublishing(farm),
      confirm: { title: "farms.pushImage.title", question: "farms.pushImage.question" },
      input: {
        initial: imagePushInitial(),
        render: (values, set, [farm]) => (
          <LazyImagePushInput
            values={values}
            set={set}
            vcenterId={farm?.automated_farm_settings?.vcenter_id ?? ""}
          />
        ),
        isComplete: (values) => isImagePushComplete(values),
      },
      request: {
        kind: "item",
        // 2212 pushes a farm's image as an immediate maintenance that names the image.
        call: (farm, values) => {
          const image = imagePushRequest(values);
          return scheduleFarmMaintenanceCall(farm.id, {
            mode: "IMMEDIATE",
            logoffPolicy: image.logoffPolicy,
            image,
          });
        },
      },
      success: "farms.outcome.imagePushScheduled",
    },
    {
      id: "promote-pending-image",
      label: "farms.action.promotePendingImage",
      privilege: "POOL_SVI_IMAGE_MANAGEMENT",
      selection: "one",
      group: MAINTENANCE,
      appliesTo: (farm) => pendingImageState(farm) === "READY_HELD",
      confirm: { title: "farms.promotePendingImage.title", question: "farms.promotePendingImage.question" },
      request: { kind: "item", call: (farm) => promoteFarmImageCall(farm.id) },
      success: "farms.outcome.imagePromoted",
    },
    {
      id: "cancel-maintenance",
      label: "farms.action.cancelMaintenance",
      privilege: "POOL_SVI_IMAGE_MANAGEMENT",
      selection: "one",
      group: MAINTENANCE,
      appliesTo: (farm) => scheduled(farm) !== undefined,
      confirm: { title: "farms.cancelMaintenance.title", question: "farms.cancelMaintenance.question" },
      request: {
        kind: "item",
        call: (farm) =>
          cancelFarmMaintenanceCall(
            farm.id,
            scheduled(farm)?.immediate_maintenance_scheduled === false ? "RECURRING" : "IMMEDIATE",
          ),
      },
      success: "farms.outcome.maintenanceCancelled",
    },
    {
      id: "apply-image",
      label: "farms.action.applyImage",
      privilege: "POOL_SVI_IMAGE_MANAGEMENT",
      selection: "one",
      group: MAINTENANCE,
      appliesTo: isAutomated,
      confirm: { title: "farms.applyImage.title", question: "farms.applyImage.question" },
      input: {
        initial: { hostIds: "", pending: false },
        render: (values, set, [farm]) => (
          <>
            {farm?.automated_farm_settings?.provisioning_status_data?.instant_clone_pending_image_state ===
              "READY_HELD" && (
              <label className="vdc-checkbox">
                <input
                  type="checkbox"
                  checked={values.pending === true}
                  onChange={(event) => set("pending", event.target.checked)}
                />
                <Text textKey="farms.applyImage.pending" />
              </label>
            )}
            <LazyHostPicker
              values={values}
              set={set}
              keep={(host) => farm !== undefined && host.farm_id === farm.id}
              emptyKey="farms.removeHosts.none"
            />
          </>
        ),
        isComplete: hasChosenHosts,
      },
      request: {
        kind: "item",
        call: (farm, values) => applyFarmImageCall(farm.id, chosenHosts(values), values.pending === true),
      },
      success: "farms.outcome.imageApplied",
    },
  ];
}
