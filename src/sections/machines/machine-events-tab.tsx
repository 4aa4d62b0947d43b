import { useSignals } from "@preact/signals-react/runtime";
import { useMemo } from "react";
import { formatDateTime } from "../../core/i18n/formats";
import { currentLocale } from "../../core/i18n/i18n";
import { ItemTabGrid, NEWEST_FIRST } from "../../ui/data-grid/item-tab-grid";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { useTranslation } from "../../ui/i18n/use-translation";
import { itemLink } from "../../ui/item-link/item-link";
import { getMachineEventsPage } from "./api/get-machine-events-page";
import type { MachineEvent, MachineRow } from "./machines.types";

const SEVERITIES = ["ERROR", "WARNING", "INFO", "AUDIT_SUCCESS", "AUDIT_FAIL"] as const;

/** The audit events about the machine, newest first, with a link to them in the events list. */
export function MachineEvents({ machine, onOpenEvents }: { machine: MachineRow; onOpenEvents?: () => void }) {
  useSignals();
  const t = useTranslation();
  const locale = currentLocale.value;
  const columns = useMemo<GridColumn<MachineEvent>[]>(
    () => [
      {
        field: "time",
        kind: "date",
        label: "machines.events.time",
        value: (event) => formatDateTime(event.time, locale),
        disableTranslation: true,
        isAlwaysVisible: true,
      },
      {
        field: "severity",
        kind: "status",
        label: "machines.events.severity",
        filter: {
          type: "CHECKBOX",
          options: SEVERITIES.map((severity) => ({
            value: severity,
            label: `machines.severity.${severity}`,
          })),
        },
        value: (event) => `machines.severity.${event.severity}`,
      },
      { field: "module", kind: "status", label: "machines.events.module", disableTranslation: true },
      {
        field: "message",
        label: "machines.events.message",
        filter: { type: "STRING", operator: "Contains" },
        disableTranslation: true,
      },
    ],
    [locale],
  );
  return (
    <>
      {onOpenEvents && <p>{itemLink(t("machines.events.openAll"), onOpenEvents)}</p>}
      <ItemTabGrid<MachineEvent>
        gridId="machine-events"
        label={t("machines.events.label", { name: machine.name })}
        emptyText={t("machines.events.empty")}
        columns={columns}
        itemKey={machine.id}
        readPage={getMachineEventsPage}
        defaultSort={NEWEST_FIRST}
        isExportable
      />
    </>
  );
}
