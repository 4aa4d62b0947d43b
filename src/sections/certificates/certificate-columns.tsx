import type { Locale } from "../../core/i18n/locales";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { useTranslation } from "../../ui/i18n/use-translation";
import { StatusIcon } from "../../ui/status-icon/status-icon";
import { formatCertificateDate, STATE_STATUS } from "./certificates.model";
import { CERTIFICATE_STATES, type CertificateRow, type CertificateState } from "./certificates.types";

function StateCell({ state }: { state: CertificateState }) {
  const t = useTranslation();
  return (
    <span className="vdc-certificates__state">
      <StatusIcon status={STATE_STATUS[state]} />
      <span>{t(`certificates.state.${state}`)}</span>
    </span>
  );
}

/** The certificate grid's columns; dates in the administrator's locale. */
export function certificateColumns(locale: Locale): GridColumn<CertificateRow>[] {
  return [
    {
      field: "subject_name",
      kind: "name",
      label: "certificates.column.subject",
      isAlwaysVisible: true,
      disableTranslation: true,
      filter: { type: "STRING", operator: "Contains" },
    },
    {
      field: "in_use",
      kind: "boolean",
      label: "certificates.column.inUse",
      value: (row) => (row.in_use ? "certificates.value.yes" : "certificates.value.no"),
    },
    {
      field: "state",
      kind: "status",
      label: "certificates.column.state",
      filter: {
        type: "CHECKBOX",
        options: CERTIFICATE_STATES.map((state) => ({ value: state, label: `certificates.state.${state}` })),
      },
      value: (row) => `certificates.state.${row.state}`,
      cell: (row) => <StateCell state={row.state} />,
    },
    {
      field: "daysLeft",
      kind: "count",
      label: "certificates.column.daysLeft",
      disableTranslation: true,
      value: (row) => (row.daysLeft === undefined ? "" : String(row.daysLeft)),
    },
    {
      field: "validUntil",
      kind: "date",
      label: "certificates.column.validUntil",
      disableTranslation: true,
      value: (row) => formatCertificateDate(row.validUntil, locale),
    },
    { field: "issuer_name", label: "certificates.column.issuer", disableTranslation: true },
    {
      field: "dnssubject_alternative_names",
      label: "certificates.column.alternativeNames",
      disableTranslation: true,
      isHidden: true,
      value: (row) => (row.dnssubject_alternative_names ?? []).join(", "),
    },
    { field: "serial_number", label: "certificates.column.serial", disableTranslation: true, isHidden: true },
  ];
}
