import { useSignals } from "@preact/signals-react/runtime";
import { useMemo } from "react";
import { formatDateTime } from "../../core/i18n/formats";
import { currentLocale } from "../../core/i18n/i18n";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { ItemTabGrid, NEWEST_FIRST } from "../../ui/data-grid/item-tab-grid";
import { useTranslation } from "../../ui/i18n/use-translation";
import { getApplicationEventsPage, type ApplicationEvent } from "./api/get-application-events-page";
import type { ApplicationPoolRow } from "./application-pools.types";

const SEVERITIES = ["ERROR", "WARNING", "INFO", "AUDIT_SUCCESS", "AUDIT_FAIL"] as const;

/** The audit events that name the application, newest first. */
export function ApplicationEventsTab({ application }: { application: ApplicationPoolRow }) {
  useSignals();
  const t = useTranslation();
  const locale = currentLocale.value;
  const columns = useMemo<GridColumn<ApplicationEvent>[]>(
    () => [
      {
        field: "time",
        kind: "date",
        label: "appPools.events.column.time",
        value: (event) => formatDateTime(event.time, locale),
        disableTranslation: true,
        isAlwaysVisible: true,
      },
      {
        field: "severity",
        kind: "status",
        label: "appPools.events.column.severity",
        filter: {
          type: "CHECKBOX",
          options: SEVERITIES.map((severity) => ({
            value: severity,
            label: `appPools.severity.${severity}`,
          })),
        },
        value: (event) => `appPools.severity.${event.severity}`,
      },
      {
        field: "message",
        label: "appPools.events.column.message",
        filter: { type: "STRING", operator: "Contains" },
        disableTranslation: true,
      },
    ],
    [locale],
  );
  return (
    <ItemTabGrid<ApplicationEvent>
      gridId="application-pool-events"
      label={t("appPools.events.gridLabel", { name: application.name })}
      emptyText={t("appPools.events.empty")}
      columns={columns}
      itemKey={application.name}
      readPage={getApplicationEventsPage}
      defaultSort={NEWEST_FIRST}
      isExportable
    />
  );
}
