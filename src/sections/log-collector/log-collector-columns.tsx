import { formatDateTime, formatNumber } from "../../core/i18n/formats";
import type { Locale } from "../../core/i18n/locales";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { useTranslation } from "../../ui/i18n/use-translation";
import { StatusIcon, type StatusValue } from "../../ui/status-icon/status-icon";
import { LOG_BUNDLE_STATES, LOG_TARGET_TYPES, type LogBundle, type LogTarget } from "./log-collector.types";

const STATE_ICON: Record<LogBundle["state"], StatusValue> = {
  RUNNING: "INFO",
  COMPLETED: "OK",
  FAILED: "ERROR",
  CANCELLED: "UNKNOWN",
};

function BundleStateCell({ bundle }: { bundle: LogBundle }) {
  const t = useTranslation();
  return (
    <span title={bundle.error_message}>
      <StatusIcon
        status={STATE_ICON[bundle.state]}
        label={t(`logCollector.bundleState.${bundle.state}`)}
        isLabelVisible
      />
    </span>
  );
}

const typeColumn = <Row,>(field: string, type: (row: Row) => string): GridColumn<Row> => ({
  field,
  label: "logCollector.column.type",
  filter: {
    type: "CHECKBOX",
    options: LOG_TARGET_TYPES.map((value) => ({ value, label: `logCollector.targetType.${value}` })),
  },
  value: (row) => `logCollector.targetType.${type(row)}`,
});

/** The search tab: what logs can be collected from. */
export const TARGET_COLUMNS: GridColumn<LogTarget>[] = [
  {
    field: "name",
    label: "logCollector.column.name",
    isAlwaysVisible: true,
    filter: { type: "STRING", operator: "Contains" },
    disableTranslation: true,
  },
  typeColumn<LogTarget>("type", (target) => target.type),
  { field: "details", label: "logCollector.column.details", disableTranslation: true },
];

/** The monitor tab: each target's part of a collection, its step and state, and its file once done. */
export function bundleColumns(locale: Locale): GridColumn<LogBundle>[] {
  return [
    {
      field: "target_name",
      label: "logCollector.column.name",
      isAlwaysVisible: true,
      filter: { type: "STRING", operator: "Contains" },
      disableTranslation: true,
    },
    typeColumn<LogBundle>("target_type", (bundle) => bundle.target_type),
    {
      field: "requested_time",
      label: "logCollector.column.requested",
      disableTranslation: true,
      value: (bundle) => formatDateTime(bundle.requested_time, locale),
    },
    {
      field: "step",
      label: "logCollector.column.step",
      value: (bundle) => `logCollector.step.${bundle.step}`,
    },
    {
      field: "progress_percent",
      label: "logCollector.column.progress",
      disableTranslation: true,
      value: (bundle) => `${formatNumber(bundle.progress_percent, locale)} %`,
    },
    {
      field: "state",
      label: "logCollector.column.state",
      filter: {
        type: "CHECKBOX",
        options: LOG_BUNDLE_STATES.map((value) => ({ value, label: `logCollector.bundleState.${value}` })),
      },
      value: (bundle) => `logCollector.bundleState.${bundle.state}`,
      cell: (bundle) => <BundleStateCell bundle={bundle} />,
    },
    { field: "requested_by", label: "logCollector.column.requestedBy", disableTranslation: true },
    {
      field: "size_bytes",
      label: "logCollector.column.size",
      disableTranslation: true,
      value: (bundle) =>
        bundle.size_bytes === undefined ? "" : `${formatNumber(bundle.size_bytes / 1024, locale)} KB`,
    },
  ];
}
