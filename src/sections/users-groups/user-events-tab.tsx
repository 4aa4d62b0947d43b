import { useMemo } from "react";
import { formatDateTime } from "../../core/i18n/formats";
import { currentLocale } from "../../core/i18n/i18n";
import { enumCellValue } from "../../core/i18n/enum-labels";
import { restItemPages } from "../../core/query/rest-list-source";
import { ItemTabGrid } from "../../ui/data-grid/item-tab-grid";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { useTranslation } from "../../ui/i18n/use-translation";

/** An audit event about the user. */
interface EventRow {
  id: string;
  time: number;
  severity: string;
  message: string;
}

/** A user's audit events: the REST list narrowed to the user's id. */
const readUserEvents = restItemPages<EventRow>("/external/v1/audit-events", "user_id");

/** The audit events that concern the user or group. */
export function UserEventsTab({ userId }: { userId: string }) {
  const t = useTranslation();
  const columns = useMemo<GridColumn<EventRow>[]>(
    () => [
      {
        field: "time",
        kind: "date",
        label: "usersGroups.column.time",
        disableTranslation: true,
        value: (row) => formatDateTime(row.time, currentLocale.value),
      },
      {
        field: "severity",
        kind: "status",
        label: "usersGroups.column.severity",
        // Translated: a raw severity code is never shown.
        value: (row) => enumCellValue("eventSeverity", row.severity),
      },
      {
        field: "message",
        label: "usersGroups.column.message",
        isAlwaysVisible: true,
        disableTranslation: true,
      },
    ],
    [],
  );
  return (
    <ItemTabGrid<EventRow>
      gridId="user-events"
      label={t("usersGroups.userTab.events")}
      emptyText={t("usersGroups.user.noEvents")}
      columns={columns}
      itemKey={userId}
      readPage={readUserEvents}
    />
  );
}
