import { useSignals } from "@preact/signals-react/runtime";
import { useMemo } from "react";
import { formatDateTime } from "../../core/i18n/formats";
import { currentLocale } from "../../core/i18n/i18n";
import type { GridState } from "../../core/query/grid-state";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { ItemTabGrid, NEWEST_FIRST } from "../../ui/data-grid/item-tab-grid";
import { useTranslation } from "../../ui/i18n/use-translation";
import { getAdUsers } from "../../core/directory/get-ad-users";
import { getMachinesById } from "./api/get-machines-by-id";
import { getPoolEventsPage } from "./api/get-pool-events-page";
import { getPoolMachinesPage } from "./api/get-pool-machines-page";
import { getPoolSessionsPage } from "./api/get-pool-sessions-page";
import type { DesktopPoolRow, PoolEvent, PoolMachine, PoolSession } from "./desktop-pools.types";
import type { SectionTarget } from "./section-target";
import { enumCellValue } from "../../core/i18n/enum-labels";

/** Machine states the REST API reports, for the state filter. */
const MACHINE_STATES = [
  "AVAILABLE",
  "CONNECTED",
  "DISCONNECTED",
  "PROVISIONING",
  "PROVISIONED",
  "CUSTOMIZING",
  "WAITING_FOR_AGENT",
  "MAINTENANCE",
  "DELETING",
  "DISABLED",
  "AGENT_UNREACHABLE",
  "PROVISIONING_ERROR",
  "ERROR",
  "UNKNOWN",
] as const;

const SEVERITIES = ["ERROR", "WARNING", "INFO", "AUDIT_SUCCESS", "AUDIT_FAIL"] as const;

/** A display name for a directory user: its display name, else its name, else its id. */
async function userNames(ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const users = await getAdUsers(unique).catch(() => []);
  return new Map(
    users.map((user) => [user.id, user.display_name ?? user.name ?? user.login_name ?? user.id]),
  );
}

type MachineRow = PoolMachine & { userNames?: string };

/** The machines of a pool, served page by page. */
export function PoolMachinesTab({ pool }: { pool: DesktopPoolRow }) {
  const t = useTranslation();
  const columns = useMemo<GridColumn<MachineRow>[]>(
    () => [
      {
        field: "name",
        kind: "name",
        label: "desktopPools.machines.column.name",
        filter: { type: "STRING", operator: "StartsWith" },
        disableTranslation: true,
        isAlwaysVisible: true,
      },
      {
        field: "dns_name",
        kind: "name",
        label: "desktopPools.machines.column.dnsName",
        disableTranslation: true,
      },
      {
        field: "state",
        kind: "status",
        label: "desktopPools.machines.column.state",
        filter: {
          type: "CHECKBOX",
          options: MACHINE_STATES.map((state) => ({
            value: state,
            label: `desktopPools.machineState.${state}`,
          })),
        },
        value: (machine) => `desktopPools.machineState.${machine.state}`,
      },
      {
        field: "userNames",
        kind: "name",
        label: "desktopPools.machines.column.users",
        sortable: false,
        disableTranslation: true,
      },
      {
        field: "agent_version",
        kind: "status",
        label: "desktopPools.machines.column.agentVersion",
        disableTranslation: true,
      },
      {
        field: "operating_system",
        kind: "status",
        label: "desktopPools.machines.column.operatingSystem",
        value: (row) => enumCellValue("operatingSystem", row.operating_system),
        isHidden: true,
      },
    ],
    [],
  );
  return (
    <ItemTabGrid<MachineRow>
      gridId="desktop-pool-machines"
      label={t("desktopPools.machines.gridLabel", { name: pool.name })}
      emptyText={t("desktopPools.machines.empty")}
      columns={columns}
      itemKey={pool.id}
      readPage={readPoolMachines}
      isExportable
    />
  );
}

type SessionRow = PoolSession & { userName?: string; machineName?: string };

/** The sessions on a pool's machines; managing them happens in the sessions list. */
export function PoolSessionsTab({
  pool,
  onNavigate,
}: {
  pool: DesktopPoolRow;
  onNavigate: ((target: SectionTarget) => void) | undefined;
}) {
  useSignals();
  const t = useTranslation();
  const locale = currentLocale.value;
  const columns = useMemo<GridColumn<SessionRow>[]>(
    () => [
      {
        field: "userName",
        kind: "name",
        label: "desktopPools.sessions.column.user",
        sortable: false,
        disableTranslation: true,
        isAlwaysVisible: true,
      },
      {
        field: "machineName",
        kind: "name",
        label: "desktopPools.sessions.column.machine",
        sortable: false,
        disableTranslation: true,
      },
      {
        field: "session_state",
        kind: "status",
        label: "desktopPools.sessions.column.state",
        filter: {
          type: "CHECKBOX",
          options: ["CONNECTED", "DISCONNECTED", "PENDING"].map((state) => ({
            value: state,
            label: `desktopPools.sessionState.${state}`,
          })),
        },
        value: (session) => `desktopPools.sessionState.${session.session_state}`,
      },
      {
        field: "session_protocol",
        kind: "status",
        label: "desktopPools.sessions.column.protocol",
        value: (row) => enumCellValue("displayProtocol", row.session_protocol),
      },
      {
        field: "start_time",
        kind: "date",
        label: "desktopPools.sessions.column.start",
        value: (session) =>
          session.start_time === undefined ? "" : formatDateTime(session.start_time, locale),
        disableTranslation: true,
      },
      {
        field: "client_data.name",
        kind: "name",
        label: "desktopPools.sessions.column.client",
        sortable: false,
        disableTranslation: true,
      },
    ],
    [locale],
  );
  return (
    <div className="vdc-pools__entitlements">
      {onNavigate && (
        <p>
          <button
            type="button"
            className="vdc-link"
            onClick={() => onNavigate({ section: "sessions", filter: { desktop_pool_id: pool.id } })}
          >
            {t("desktopPools.sessions.manage")}
          </button>
        </p>
      )}
      <ItemTabGrid<SessionRow>
        gridId="desktop-pool-sessions"
        label={t("desktopPools.sessions.gridLabel", { name: pool.name })}
        emptyText={t("desktopPools.sessions.empty")}
        columns={columns}
        itemKey={pool.id}
        readPage={readPoolSessions}
      />
    </div>
  );
}

/** The audit events that name a pool, newest first. */
export function PoolEventsTab({ pool }: { pool: DesktopPoolRow }) {
  useSignals();
  const t = useTranslation();
  const locale = currentLocale.value;
  const columns = useMemo<GridColumn<PoolEvent>[]>(
    () => [
      {
        field: "time",
        kind: "date",
        label: "desktopPools.events.column.time",
        value: (event) => formatDateTime(event.time, locale),
        disableTranslation: true,
        isAlwaysVisible: true,
      },
      {
        field: "severity",
        kind: "status",
        label: "desktopPools.events.column.severity",
        filter: {
          type: "CHECKBOX",
          options: SEVERITIES.map((severity) => ({
            value: severity,
            label: `desktopPools.severity.${severity}`,
          })),
        },
        value: (event) => `desktopPools.severity.${event.severity}`,
      },
      {
        field: "module",
        kind: "status",
        label: "desktopPools.events.column.module",
        disableTranslation: true,
      },
      {
        field: "message",
        label: "desktopPools.events.column.message",
        filter: { type: "STRING", operator: "Contains" },
        disableTranslation: true,
      },
    ],
    [locale],
  );
  return (
    <ItemTabGrid<PoolEvent>
      gridId="desktop-pool-events"
      label={t("desktopPools.events.gridLabel", { name: pool.name })}
      emptyText={t("desktopPools.events.empty")}
      columns={columns}
      itemKey={pool.name}
      readPage={getPoolEventsPage}
      defaultSort={NEWEST_FIRST}
      isExportable
    />
  );
}

/** A page of the pool's machines with their users' names. */
async function readPoolMachines(poolId: string, state: GridState, signal?: AbortSignal) {
  const page = await getPoolMachinesPage(poolId, state, signal);
  const names = await userNames(page.rows.flatMap((machine) => machine.user_ids ?? []));
  const rows: MachineRow[] = page.rows.map((machine) => ({
    ...machine,
    userNames: (machine.user_ids ?? []).map((id) => names.get(id) ?? id).join(", "),
  }));
  return { ...page, rows };
}

/** A page of the pool's sessions with their users' and machines' names. */
async function readPoolSessions(poolId: string, state: GridState, signal?: AbortSignal) {
  const page = await getPoolSessionsPage(poolId, state, signal);
  const machineIds = [
    ...new Set(page.rows.flatMap((session) => (session.machine_id ? [session.machine_id] : []))),
  ];
  const [names, machines] = await Promise.all([
    userNames(page.rows.map((session) => session.user_id)),
    getMachinesById(machineIds).catch(() => []),
  ]);
  const machineNames = new Map(machines.map((machine) => [machine.id, machine.name]));
  const rows: SessionRow[] = page.rows.map((session) => ({
    ...session,
    userName: names.get(session.user_id) ?? session.user_id,
    machineName: session.machine_id ? (machineNames.get(session.machine_id) ?? session.machine_id) : "",
  }));
  return { ...page, rows };
}
