import type { GridColumn } from "../../ui/data-grid/grid-column";
import { useTranslation } from "../../ui/i18n/use-translation";
import { StatusIcon } from "../../ui/status-icon/status-icon";
import { formatDate, STATE_STATUS } from "./certificates.model";
import { CERTIFICATE_STATES, type Certificate, type CertificateState } from "./certificates.types";

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
export function certificateColumns(locale: string): GridColumn<Certificate>[] {
  return [
    {
      field: "owner_name",
      label: "certificates.column.owner",
      isAlwaysVisible: true,
      disableTranslation: true,
      filter: { type: "STRING", operator: "Contains" },
    },
    {
      field: "usage",
      label: "certificates.column.usage",
      value: (row) => `certificates.usage.${row.usage}`,
    },
    {
      field: "state",
      label: "certificates.column.state",
      filter: {
        type: "CHECKBOX",
        options: CERTIFICATE_STATES.map((state) => ({ value: state, label: `certificates.state.${state}` })),
      },
      value: (row) => `certificates.state.${row.state}`,
      cell: (row) => <StateCell state={row.state} />,
    },
    {
      field: "days_left",
      label: "certificates.column.daysLeft",
      disableTranslation: true,
      value: (row) => (row.days_left === undefined ? "" : String(row.days_left)),
    },
    {
      field: "valid_until",
      label: "certificates.column.validUntil",
      disableTranslation: true,
      value: (row) => formatDate(row.valid_until, locale),
    },
    { field: "subject_name", label: "certificates.column.subject", disableTranslation: true, isHidden: true },
    { field: "issuer_name", label: "certificates.column.issuer", disableTranslation: true },
  ];
}
