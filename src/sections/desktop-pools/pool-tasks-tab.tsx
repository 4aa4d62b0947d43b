import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useMemo } from "react";
import { formatDateTime } from "../../core/i18n/formats";
import { currentLocale } from "../../core/i18n/i18n";
import type { SectionAction } from "../../ui/actions/section-action";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ListSection, resourceRows } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { getPoolTasks } from "./api/get-pool-tasks";
import { poolTaskActionCall, type PoolTaskAction } from "./api/pool-task-action";
import type { DesktopPoolRow } from "./desktop-pools.types";
import { TASK_STATUSES, taskStatusOf, type PoolTask, type TaskStatus } from "./pool-tabs.types";

/** A task with the status its counts give. */
type PoolTaskRow = PoolTask & { status: TaskStatus };

/** The states each task action starts from (the server refuses the others). */
const ACTION_FROM: Record<PoolTaskAction, readonly TaskStatus[]> = {
  pause: ["RUNNING", "WAITING"],
  resume: ["PAUSED", "FAILED"],
  cancel: ["RUNNING", "WAITING", "PAUSED"],
};

function taskActions(poolId: string): SectionAction<PoolTaskRow>[] {
  return (["pause", "resume", "cancel"] as const).map((action) => ({
    id: action,
    label: `desktopPools.tasks.action.${action}`,
    privilege: "POOL_SVI_IMAGE_MANAGEMENT",
    selection: "many",
    ...(action === "cancel" ? { variant: "danger" as const } : {}),
    appliesTo: (task) => ACTION_FROM[action].includes(task.status),
    confirm: {
      title: `desktopPools.tasks.confirm.${action}.title`,
      question: `desktopPools.tasks.confirm.${action}.question`,
    },
    request: { kind: "item", call: (task) => poolTaskActionCall(poolId, task.id, action) },
    success: `desktopPools.tasks.outcome.${action}`,
  }));
}

const count = (value: number | undefined) => String(value ?? 0);

/** The pool's tasks (push image, archive, tagging), with pause, resume and cancel. */
export function PoolTasksTab({ pool }: { pool: DesktopPoolRow }) {
  useSignals();
  const t = useTranslation();
  const locale = currentLocale.value;
  const load = useCallback(async (): Promise<PoolTaskRow[]> => {
    const tasks = await getPoolTasks(pool.id);
    const now = Date.now();
    return tasks.map((task) => ({ ...task, status: taskStatusOf(task, now) }));
  }, [pool.id]);
  const resource = useResource(load);
  const actions = useMemo(() => taskActions(pool.id), [pool.id]);
  const columns = useMemo<GridColumn<PoolTaskRow>[]>(
    () => [
      {
        field: "operation",
        kind: "status",
        label: "desktopPools.tasks.column.operation",
        isAlwaysVisible: true,
        value: (task) => `desktopPools.tasks.operation.${task.operation}`,
      },
      {
        field: "status",
        kind: "status",
        label: "desktopPools.tasks.column.status",
        filter: {
          type: "CHECKBOX",
          options: TASK_STATUSES.map((status) => ({
            value: status,
            label: `desktopPools.taskStatus.${status}`,
          })),
        },
        value: (task) => `desktopPools.taskStatus.${task.status}`,
      },
      {
        field: "schedule_time",
        kind: "date",
        label: "desktopPools.tasks.column.scheduled",
        disableTranslation: true,
        value: (task) => (task.schedule_time === undefined ? "" : formatDateTime(task.schedule_time, locale)),
      },
      {
        field: "remaining_vmtask_count",
        kind: "count",
        label: "desktopPools.tasks.column.remaining",
        disableTranslation: true,
        value: (task) => count(task.remaining_vmtask_count),
      },
      {
        field: "halted_vmtask_count",
        kind: "count",
        label: "desktopPools.tasks.column.halted",
        disableTranslation: true,
        value: (task) => count(task.halted_vmtask_count),
      },
      {
        field: "error_vmtask_count",
        kind: "count",
        label: "desktopPools.tasks.column.errors",
        disableTranslation: true,
        value: (task) => count(task.error_vmtask_count),
      },
      {
        field: "cancelled_vmtask_count",
        kind: "count",
        label: "desktopPools.tasks.column.cancelled",
        disableTranslation: true,
        value: (task) => count(task.cancelled_vmtask_count),
      },
      { field: "description", label: "desktopPools.tasks.column.description", disableTranslation: true },
    ],
    [locale],
  );
  return (
    <ListSection<PoolTaskRow>
      title={t("desktopPools.tab.tasks")}
      part="desktop-pool-tasks"
      gridLabel={t("desktopPools.tasks.gridLabel", { name: pool.name })}
      actionsLabel={t("desktopPools.tasks.actionsLabel")}
      columns={columns}
      rows={resourceRows(resource)}
      actions={actions}
      rowLabel={(task) => t(`desktopPools.tasks.operation.${task.operation}`)}
      scopeOf={() => (pool.access_group_id ? { accessGroupId: pool.access_group_id } : {})}
      placeholderText={t("desktopPools.tasks.empty")}
    />
  );
}
