import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useState } from "react";
import type { SectionAction } from "../../ui/actions/section-action";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ListSection, type ListTabs, resourceRows } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import {
  getAppVolumesManagerRows,
  getConnectionServerRows,
  getGatewayRows,
  getVirtualCenterRows,
} from "./api/server-reads";
import {
  appVolumesManagerActions,
  connectionServerActions,
  type ServerDialogs,
  virtualCenterActions,
} from "./server-actions";
import {
  APP_VOLUMES_MANAGER_COLUMNS,
  CONNECTION_SERVER_COLUMNS,
  GATEWAY_COLUMNS,
  VIRTUAL_CENTER_COLUMNS,
} from "./server-columns";
import { serverTabOf, type ServerTab, visibleServerTabs } from "./servers.model";
import type {
  AppVolumesManagerRow,
  ConnectionServerRow,
  GatewayRow,
  VirtualCenterRow,
} from "./servers.types";
import { LazyModule } from "../../ui/lazy/lazy-module";

export interface ServersSectionProps {
  /** The tab the route names (/main/servers/<tab>, or a link's ?tab=connectionServers); vCenter servers otherwise. */
  tab?: string | undefined;
  /** Puts a chosen tab in the route; without it the section keeps the choice itself (embedded). */
  onTabChange?: (tab: ServerTab) => void;
}

/** The section's open dialog, if any. */
type OpenDialog =
  | { kind: "vcenter" }
  | { kind: "connectionServer"; row: ConnectionServerRow }
  | { kind: "certificate" }
  | { kind: "manager"; row?: AppVolumesManagerRow }
  | { kind: "farms"; row: AppVolumesManagerRow }
  | { kind: "archival"; row: VirtualCenterRow };

// What an administrator opens now and then (the vCenter wizard, and the dialogs built on the vCenter
// pickers or the farm list) loads on first use, keeping <vdc-servers> within its budget (decision 0013).
/** The tabs whose objects 2212 can list but not change: each says so above its list. */
const CHANGES_NOT_OFFERED = {
  vcenter: "servers.vcenter.changesNotOffered",
  gateways: "servers.gateway.changesNotOffered",
} as const;

const loadVcenterWizard = () => import("./vcenter-wizard");
const loadArchivalDatastoresDialog = () => import("./archival-datastores-dialog");
const loadManagerFarmsDialog = () => import("./manager-farms-dialog");
const loadServerDialogs = () => import("./server-dialogs");

const LOADERS = {
  vcenter: getVirtualCenterRows,
  gateways: getGatewayRows,
  connection_servers: getConnectionServerRows,
  // OpenAPI 2212 has no call for the gateways' certificates: the tab asks for nothing (isNotOffered).
  gateway_certificates: async () => [],
  app_volumes_manager: getAppVolumesManagerRows,
} as const;

interface TabDeclaration<Row> {
  columns: readonly GridColumn<Row>[];
  actions: readonly SectionAction<Row>[];
  label: (row: Row) => string;
}

/**
 * The servers the pod is wired to, on tabs: vCenter servers (add on the wizard with their certificate,
 * archival datastores; 2212 cannot edit or remove one), gateways (listed; 2212 cannot register or remove one), connection servers (enable,
 * disable, settings, certificate), the gateways' certificates and App Volumes managers (add, edit, assign
 * farms, push certificates, remove), each with its health.
 */
export function ServersSection({ tab: routeTab, onTabChange }: ServersSectionProps) {
  useSignals();
  const t = useTranslation();
  const named = serverTabOf(routeTab);
  const [ownTab, setOwnTab] = useState<ServerTab>(named ?? "vcenter");
  const tab = onTabChange ? (named ?? "vcenter") : ownTab;
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const rows = useResource<readonly object[]>(LOADERS[tab]);
  const dialogs: ServerDialogs = useMemo(
    () => ({
      addVirtualCenter: () => setDialog({ kind: "vcenter" }),
      editConnectionServer: (row) => setDialog({ kind: "connectionServer", row }),
      replaceCertificate: () => setDialog({ kind: "certificate" }),
      addManager: () => setDialog({ kind: "manager" }),
      editManager: (row) => setDialog({ kind: "manager", row }),
      assignFarms: (row) => setDialog({ kind: "farms", row }),
      markArchivalDatastores: (row) => setDialog({ kind: "archival", row }),
    }),
    [],
  );
  const declarations = useMemo(
    () => ({
      vcenter: {
        columns: VIRTUAL_CENTER_COLUMNS,
        actions: virtualCenterActions(dialogs),
        label: (row: VirtualCenterRow) => row.server_name,
      } satisfies TabDeclaration<VirtualCenterRow>,
      gateways: {
        columns: GATEWAY_COLUMNS,
        // 2212 lists gateways but cannot register or remove one: no actions.
        actions: [],
        label: (row: GatewayRow) => row.name,
      } satisfies TabDeclaration<GatewayRow>,
      connection_servers: {
        columns: CONNECTION_SERVER_COLUMNS,
        actions: connectionServerActions(dialogs),
        label: (row: ConnectionServerRow) => row.name,
      } satisfies TabDeclaration<ConnectionServerRow>,
      // Not offered: nothing is listed, so nothing is declared.
      gateway_certificates: { columns: [], actions: [], label: () => "" } satisfies TabDeclaration<object>,
      app_volumes_manager: {
        columns: APP_VOLUMES_MANAGER_COLUMNS,
        actions: appVolumesManagerActions(dialogs),
        label: (row: AppVolumesManagerRow) => row.server_name,
      } satisfies TabDeclaration<AppVolumesManagerRow>,
    }),
    [dialogs],
  );
  const tabs: ListTabs = {
    label: t("servers.tabs.label"),
    items: visibleServerTabs().map((id) => ({ id, label: t(`servers.tab.${id}`) })),
    selected: tab,
    onSelect: (next) => {
      const chosen = serverTabOf(next) ?? "vcenter";
      if (onTabChange) onTabChange(chosen);
      else setOwnTab(chosen);
    },
  };
  const close = () => setDialog(null);
  const saved = () => {
    setDialog(null);
    rows.reload();
  };
  const localServer = (
    rows.state.status === "ready" && tab === "connection_servers"
      ? (rows.state.data as ConnectionServerRow[])
      : []
  ).find((server) => server.local_connection_server);
  // Every tab's rows are loaded for that tab, so one declaration set serves whichever is shown.
  const declaration = declarations[tab] as unknown as TabDeclaration<object>;
  return (
    <ListSection<object>
      textKeys="servers"
      part="servers"
      viewPrivilege="GLOBAL_CONFIG_VIEW|VC_CONFIG_VIEW"
      gridId={`servers-${tab}`}
      gridLabel={t(`servers.grid.${tab}`)}
      columns={declaration.columns}
      rows={resourceRows(rows)}
      actions={declaration.actions}
      rowLabel={declaration.label}
      placeholderText={t(`servers.grid.empty.${tab}`)}
      isNotOffered={tab === "gateway_certificates"}
      notOfferedText={t("servers.state.gatewayCertificatesNotOffered")}
      isExportable
      tabs={tabs}
      {...(tab in CHANGES_NOT_OFFERED
        ? { headerExtra: <p>{t(CHANGES_NOT_OFFERED[tab as keyof typeof CHANGES_NOT_OFFERED])}</p> }
        : {})}
    >
      {dialog?.kind === "vcenter" && (
        <LazyModule
          load={loadVcenterWizard}
          render={({ VcenterWizard }) => <VcenterWizard onClose={close} onSaved={saved} />}
        />
      )}
      {dialog?.kind === "connectionServer" && (
        <LazyModule
          load={loadServerDialogs}
          render={({ ConnectionServerDialog }) => (
            <ConnectionServerDialog server={dialog.row} onClose={close} onSaved={saved} />
          )}
        />
      )}
      {dialog?.kind === "certificate" && (
        <LazyModule
          load={loadServerDialogs}
          render={({ CertificateDialog }) => (
            <CertificateDialog serverName={localServer?.name ?? ""} onClose={close} onSaved={saved} />
          )}
        />
      )}
      {dialog?.kind === "archival" && (
        <LazyModule
          load={loadArchivalDatastoresDialog}
          render={({ ArchivalDatastoresDialog }) => (
            <ArchivalDatastoresDialog vcenter={dialog.row} onClose={close} onSaved={saved} />
          )}
        />
      )}
      {dialog?.kind === "farms" && (
        <LazyModule
          load={loadManagerFarmsDialog}
          render={({ ManagerFarmsDialog }) => (
            <ManagerFarmsDialog
              manager={dialog.row}
              managers={
                rows.state.status === "ready" && tab === "app_volumes_manager"
                  ? (rows.state.data as AppVolumesManagerRow[])
                  : []
              }
              onClose={close}
              onSaved={saved}
            />
          )}
        />
      )}
      {dialog?.kind === "manager" && (
        <LazyModule
          load={loadServerDialogs}
          render={({ AppVolumesManagerDialog }) => (
            <AppVolumesManagerDialog
              {...(dialog.row ? { manager: dialog.row } : {})}
              onClose={close}
              onSaved={saved}
            />
          )}
        />
      )}
    </ListSection>
  );
}
