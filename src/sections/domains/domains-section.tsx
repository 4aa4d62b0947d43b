import { useState } from "react";
import type { SectionAction } from "../../ui/actions/section-action";
import { useTranslation } from "../../ui/i18n/use-translation";
import { LazyModule } from "../../ui/lazy/lazy-module";
import { ListSection, type ListTabs } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { deleteAuxiliaryAccountCall, deleteIcAccountCall, unbindDomainCall } from "./api/domain-calls";
import { getAdDomains, getDomainMonitors, getIcDomainAccounts } from "./api/domain-reads";
import { AuxiliaryAccountInput } from "./auxiliary-account-input";
import { DOMAIN_BIND_COLUMNS, DOMAIN_SERVER_COLUMNS, IC_ACCOUNT_COLUMNS } from "./domain-columns";
import type { DomainsDialog } from "./domains-dialogs";
import { DOMAIN_STYLES } from "./domains.styles";
import {
  DOMAIN_TABS,
  domainBindRows,
  domainServerRows,
  icAccountRows,
  isBound,
  type DomainTab,
} from "./domains.model";
import type { DomainBindRow, DomainServerRow, IcAccountRow } from "./domains.types";

export interface DomainsSectionProps {
  /** The tab the route names (/main/domains/<tab>); the instant clone domain accounts otherwise. */
  tab?: string | undefined;
  /** Puts a chosen tab in the route; without it the section keeps the choice itself (embedded). */
  onTabChange?: (tab: DomainTab) => void;
  /** Only the instant clone domain accounts, without tabs (/main/instant_clone_domain_admins). */
  isInstantCloneOnly?: boolean;
}

const MANAGE = "GLOBAL_CONFIG_MANAGEMENT";

type DialogState = DomainsDialog | null;

// The dialogs (accounts, bindings) load when one first opens: the lists do not need them (decision 0037).
const loadDomainsDialogs = () => import("./domains-dialogs");

async function loadDomains() {
  const [domains, monitors, accounts] = await Promise.all([
    getAdDomains(),
    getDomainMonitors(),
    getIcDomainAccounts(),
  ]);
  return {
    domains,
    accounts: icAccountRows(accounts, domains),
    servers: domainServerRows(monitors),
    bindings: domainBindRows(domains, monitors),
  };
}

const accountLabel = (row: IcAccountRow) => `${row.domainName}\\${row.username}`;
const serverLabel = (row: DomainServerRow) => `${row.dns_name} (${row.serverName})`;
const domainLabel = (row: DomainBindRow) => row.dns_name;

/**
 * The directory domains: the instant clone domain accounts (add, change the password, delete), each
 * domain as each connection server sees it with its trust, and the domains bound without trust (bind,
 * change the account, unbind, auxiliary accounts). Passwords are typed, sent and never shown back.
 */
export function DomainsSection({
  tab: routeTab,
  onTabChange,
  isInstantCloneOnly = false,
}: DomainsSectionProps) {
  const t = useTranslation();
  const named = DOMAIN_TABS.find((candidate) => candidate === routeTab);
  const [ownTab, setOwnTab] = useState<DomainTab>(named ?? "instant-clone");
  const tab = isInstantCloneOnly ? "instant-clone" : onTabChange ? (named ?? "instant-clone") : ownTab;
  const { state, reload } = useResource(loadDomains);
  const [dialog, setDialog] = useState<DialogState>(null);
  const data = state.status === "ready" ? state.data : undefined;
  const rows = <Row,>(pick: (loaded: NonNullable<typeof data>) => Row[]) => ({
    data: data ? pick(data) : [],
    isLoading: state.status === "loading",
    error: state.status === "error" ? state.error : undefined,
    onRefresh: reload,
  });
  const tabs: ListTabs | undefined = isInstantCloneOnly
    ? undefined
    : {
        label: t("domains.tabs.label"),
        items: DOMAIN_TABS.map((id) => ({ id, label: t(`domains.tab.${id}`) })),
        selected: tab,
        onSelect: (next) => {
          const chosen = DOMAIN_TABS.find((candidate) => candidate === next) ?? "instant-clone";
          if (onTabChange) onTabChange(chosen);
          else setOwnTab(chosen);
        },
      };
  const common = {
    textKeys: "domains",
    part: "domains",
    styles: DOMAIN_STYLES,
    viewPrivilege: "GLOBAL_CONFIG_VIEW",
    ...(tabs ? { tabs } : {}),
  };
  const closeAndReload = () => {
    setDialog(null);
    reload();
  };
  const dialogs = dialog && (
    <LazyModule
      load={loadDomainsDialogs}
      render={({ DomainsDialogContent }) => (
        <DomainsDialogContent
          dialog={dialog}
          domains={data?.domains ?? []}
          onCancel={() => setDialog(null)}
          onSaved={closeAndReload}
        />
      )}
    />
  );

  if (tab === "connection-server")
    return (
      <ListSection<DomainServerRow>
        {...common}
        gridId="domains-connection-server"
        gridLabel={t("domains.grid.connection-server")}
        columns={DOMAIN_SERVER_COLUMNS}
        rows={rows((loaded) => loaded.servers)}
        actions={[]}
        rowLabel={serverLabel}
      />
    );
  if (tab === "domain-bind")
    return (
      <ListSection<DomainBindRow>
        {...common}
        gridId="domains-domain-bind"
        gridLabel={t("domains.grid.domain-bind")}
        columns={DOMAIN_BIND_COLUMNS}
        rows={rows((loaded) => loaded.bindings)}
        actions={BIND_ACTIONS(setDialog)}
        rowLabel={domainLabel}
        onActionDone={reload}
      >
        {dialogs}
      </ListSection>
    );
  return (
    <ListSection<IcAccountRow>
      {...common}
      gridId="domains-instant-clone"
      gridLabel={t("domains.grid.instant-clone")}
      columns={IC_ACCOUNT_COLUMNS}
      rows={rows((loaded) => loaded.accounts)}
      actions={IC_ACTIONS(setDialog)}
      rowLabel={accountLabel}
      onActionDone={reload}
      placeholderText={t("domains.grid.emptyAccounts")}
    >
      {dialogs}
    </ListSection>
  );
}

const IC_ACTIONS = (open: (dialog: DialogState) => void): SectionAction<IcAccountRow>[] => [
  {
    id: "add",
    label: "domains.action.addAccount",
    privilege: MANAGE,
    selection: "none",
    variant: "primary",
    open: () => open({ kind: "icAccount" }),
  },
  {
    id: "edit",
    label: "domains.action.editAccount",
    privilege: MANAGE,
    selection: "one",
    open: ([account]) => open(account ? { kind: "icAccount", account } : null),
  },
  {
    id: "delete",
    label: "domains.action.deleteAccount",
    privilege: MANAGE,
    selection: "one",
    variant: "danger",
    confirm: {
      title: "domains.confirm.deleteAccount.title",
      question: "domains.confirm.deleteAccount.question",
    },
    request: { kind: "item", call: (account) => deleteIcAccountCall(account.id) },
    success: "domains.outcome.accountDeleted",
  },
];

const BIND_ACTIONS = (open: (dialog: DialogState) => void): SectionAction<DomainBindRow>[] => [
  {
    id: "bind",
    label: "domains.action.bind",
    privilege: MANAGE,
    selection: "none",
    variant: "primary",
    open: () => open({ kind: "bind" }),
  },
  {
    id: "edit",
    label: "domains.action.editBinding",
    privilege: MANAGE,
    selection: "one",
    appliesTo: isBound,
    open: ([domain]) => open(domain ? { kind: "bind", domain } : null),
  },
  {
    id: "addAuxiliary",
    label: "domains.action.addAuxiliary",
    privilege: MANAGE,
    selection: "one",
    appliesTo: isBound,
    open: ([domain]) => open(domain ? { kind: "auxiliary", domain } : null),
  },
  {
    id: "removeAuxiliary",
    label: "domains.action.removeAuxiliary",
    privilege: MANAGE,
    selection: "one",
    appliesTo: (domain) => isBound(domain) && (domain.auxiliary_accounts?.length ?? 0) > 0,
    confirm: {
      title: "domains.confirm.removeAuxiliary.title",
      question: "domains.confirm.removeAuxiliary.question",
    },
    input: {
      initial: { accountId: "" },
      render: (values, set, domains) => (
        <AuxiliaryAccountInput domain={domains[0]} values={values} set={set} />
      ),
    },
    request: {
      kind: "item",
      call: (domain, values) =>
        deleteAuxiliaryAccountCall(
          domain.id,
          String(values.accountId || domain.auxiliary_accounts?.[0]?.id || ""),
        ),
    },
    success: "domains.outcome.auxiliaryRemoved",
  },
  {
    id: "unbind",
    label: "domains.action.unbind",
    privilege: MANAGE,
    selection: "one",
    variant: "danger",
    appliesTo: isBound,
    confirm: { title: "domains.confirm.unbind.title", question: "domains.confirm.unbind.question" },
    request: { kind: "item", call: (domain) => unbindDomainCall(domain.id) },
    success: "domains.outcome.unbound",
  },
];
