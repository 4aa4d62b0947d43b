import type { GridColumn } from "../../ui/data-grid/grid-column";
import { useTranslation } from "../../ui/i18n/use-translation";
import { StatusIcon } from "../../ui/status-icon/status-icon";
import { domainStatusLevel } from "./domains.model";
import type { DomainBindRow, DomainServerRow, IcAccountRow } from "./domains.types";

function DomainStatusCell({ status }: { status: string }) {
  const t = useTranslation();
  return (
    <span className="vdc-domains__status">
      <StatusIcon status={domainStatusLevel(status)} />
      <span>{t(`domains.status.${status}`, { defaultValue: status })}</span>
    </span>
  );
}

const text = <Row,>(field: string, label: string, extra: Partial<GridColumn<Row>> = {}): GridColumn<Row> => ({
  field,
  label: `domains.column.${label}`,
  // Names of domains and accounts, as the directory spells them.
  isAdminText: true,
  ...extra,
});

const statusColumn = <Row extends { status: string }>(): GridColumn<Row> => ({
  field: "status",
  kind: "status",
  label: "domains.column.status",
  value: (row) => `domains.status.${row.status}`,
  cell: (row) => <DomainStatusCell status={row.status} />,
});

export const IC_ACCOUNT_COLUMNS: GridColumn<IcAccountRow>[] = [
  text("username", "username", { isAlwaysVisible: true, filter: { type: "STRING", operator: "Contains" } }),
  text("domainName", "domain"),
];

export const DOMAIN_SERVER_COLUMNS: GridColumn<DomainServerRow>[] = [
  text("dns_name", "domain", { isAlwaysVisible: true }),
  text("serverName", "connectionServer"),
  statusColumn<DomainServerRow>(),
  {
    field: "trust",
    kind: "status",
    label: "domains.column.trust",
    value: (row) => `domains.trust.${row.trust}`,
  },
];

export const DOMAIN_BIND_COLUMNS: GridColumn<DomainBindRow>[] = [
  text("dns_name", "domain", { isAlwaysVisible: true }),
  text("netbios_name", "netbios"),
  {
    field: "domain_type",
    kind: "status",
    label: "domains.column.type",
    value: (row) => `domains.type.${row.domain_type ?? "CONNECTION_SERVER_DOMAIN"}`,
  },
  statusColumn<DomainBindRow>(),
  text("primaryName", "primaryAccount"),
  text("auxiliaryNames", "auxiliaryAccounts"),
];
