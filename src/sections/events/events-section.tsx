import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useState } from "react";
import { currentLocale } from "../../core/i18n/i18n";
import type { GridFilter } from "../../core/query/grid-state";
import type { SectionAction } from "../../ui/actions/section-action";
import { DropdownSelect } from "../../ui/dropdown-select/dropdown-select";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ListSection } from "../../ui/list-section/list-section";
import { eventColumns } from "./event-columns";
import { EventSource } from "./events.model";
import { EVENT_MODULES, EVENT_SEVERITIES, type EventRow, type EventScope } from "./events.types";
import {
  DEFAULT_TIME_PERIOD,
  isTimePeriod,
  TIME_PERIODS,
  type TimePeriod,
} from "../../core/events/time-period";

/** Events are read-only. */
const NO_ACTIONS: readonly SectionAction<EventRow>[] = [];

/** What a link into the events list hands over (route query or element attributes), all optional. */
export interface EventsFilter {
  /** Severities to show first, comma-separated (ERROR, WARNING, INFO, AUDIT_FAIL, AUDIT_SUCCESS, UNKNOWN). */
  severity?: string;
  /** Modules to show first, comma-separated (Admin, Broker, Agent, ...). */
  module?: string;
  /** Time period preset: 1w, 2w, 3w, 1m, 2m, 3m or 6m. */
  period?: string;
  /** Only the events of this desktop pool, machine or user (an entity's events tab). */
  desktopPoolId?: string;
  machineId?: string;
  userId?: string;
}

/** The route query of /main/events (?severity=ERROR&desktop_pool_id=...) as the section's filter. */
export function eventsFilterFromQuery(query: URLSearchParams): EventsFilter {
  const filter: EventsFilter = {};
  const read = (name: string, key: keyof EventsFilter) => {
    const value = query.get(name);
    if (value !== null && value !== "") filter[key] = value;
  };
  read("severity", "severity");
  read("module", "module");
  read("period", "period");
  read("desktop_pool_id", "desktopPoolId");
  read("machine_id", "machineId");
  read("user_id", "userId");
  return filter;
}

/** The known values of a comma-separated list, in their own spelling. */
function knownValues(list: string | undefined, known: readonly string[]): string[] {
  const wanted = new Set((list ?? "").split(",").map((value) => value.trim().toLowerCase()));
  return known.filter((value) => wanted.has(value.toLowerCase()));
}

function initialFiltersOf(filter: EventsFilter): GridFilter[] {
  const severities = knownValues(filter.severity, EVENT_SEVERITIES);
  const modules = knownValues(filter.module, EVENT_MODULES);
  return [
    ...(severities.length > 0 ? [{ field: "severity", kind: "CHECKBOX", values: severities } as const] : []),
    ...(modules.length > 0 ? [{ field: "module", kind: "CHECKBOX", values: modules } as const] : []),
  ];
}

function scopeOf(filter: EventsFilter): EventScope {
  return {
    ...(filter.desktopPoolId ? { desktopPoolId: filter.desktopPoolId } : {}),
    ...(filter.machineId ? { machineId: filter.machineId } : {}),
    ...(filter.userId ? { userId: filter.userId } : {}),
  };
}

const eventLabel = (event: EventRow) => event.message;

/** The key of the note that says the list is fixed to one pool, machine or user; none when it is not. */
function scopeNoteKey(scope: EventScope): string | undefined {
  if (scope.desktopPoolId) return "events.scope.desktopPool";
  if (scope.machineId) return "events.scope.machine";
  if (scope.userId) return "events.scope.user";
  return undefined;
}

/**
 * The events list: served page by page for a time period, filtered by severity, module, message and
 * source, exported whole; a link may land here filtered (a dashboard count's severity, an entity's
 * events). Read-only.
 */
export function EventsSection(props: EventsFilter) {
  useSignals();
  const t = useTranslation();
  const locale = currentLocale.value;
  const [period, setPeriod] = useState<TimePeriod>(() =>
    isTimePeriod(props.period) ? props.period : DEFAULT_TIME_PERIOD,
  );
  const [initialFilters] = useState(() => initialFiltersOf(props));
  const [scope] = useState(() => scopeOf(props));
  const source = useMemo(() => new EventSource({ period, scope }), [period, scope]);
  const columns = useMemo(() => eventColumns(locale), [locale]);
  const scopeNote = scopeNoteKey(scope);
  const periodOptions = TIME_PERIODS.map((value) => ({ value, label: t(`events.period.${value}`) }));
  return (
    <ListSection<EventRow>
      textKeys="events"
      part="events"
      viewPrivilege="GLOBAL_CONFIG_VIEW|POOL_VIEW|MACHINE_VIEW"
      columns={columns}
      rows={source}
      actions={NO_ACTIONS}
      rowLabel={eventLabel}
      initialFilters={initialFilters}
      queryKey={period}
      {...(scopeNote ? { headerExtra: <span className="vdc-status-badge">{t(scopeNote)}</span> } : {})}
      toolbarExtra={
        <DropdownSelect
          label={t("events.period.label")}
          options={periodOptions}
          value={period}
          onChange={(value) => {
            if (isTimePeriod(value)) setPeriod(value);
          }}
        />
      }
      isExportable
    />
  );
}
