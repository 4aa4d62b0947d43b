import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useMemo, useState } from "react";
import { currentLocale } from "../../core/i18n/i18n";
import type { SectionAction } from "../../ui/actions/section-action";
import { LazyModule } from "../../ui/lazy/lazy-module";
import { ListSection, resourceRows } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { getCertificates } from "./api/certificate-reads";
import { certificateColumns } from "./certificate-columns";
import { certificateRows } from "./certificates.model";
import { CERTIFICATE_STYLES } from "./certificates.styles";
import type { CertificateRow } from "./certificates.types";

// The renewal dialogs (signing request, import) load when a renewal starts: the list does not need them.
const loadRenewCertificateDialog = () => import("./renew-certificate-dialog");

const certificateLabel = (certificate: CertificateRow) => certificate.subject_name ?? certificate.id;

/**
 * The connection server's certificate store (OpenAPI 2212 lists no other), the certificate in use first,
 * each with its state and the days left; the machine certificate is renewed through a signing request and
 * the import of the signed certificate (MANAGE_CERTIFICATES, as the OpenAPI asks).
 */
export function CertificatesSection() {
  useSignals();
  const locale = currentLocale.value;
  const load = useCallback(async () => certificateRows(await getCertificates(), Date.now()), []);
  const resource = useResource(load);
  const { reload } = resource;
  const [renewing, setRenewing] = useState<CertificateRow | null>(null);
  const columns = useMemo(() => certificateColumns(locale), [locale]);
  const actions: SectionAction<CertificateRow>[] = useMemo(
    () => [
      {
        id: "renew",
        label: "certificates.action.renew",
        privilege: "MANAGE_CERTIFICATES",
        selection: "one",
        variant: "primary",
        open: ([certificate]) => setRenewing(certificate ?? null),
      },
    ],
    [],
  );
  return (
    <ListSection<CertificateRow>
      textKeys="certificates"
      part="certificates"
      styles={CERTIFICATE_STYLES}
      viewPrivilege="GLOBAL_CONFIG_VIEW"
      gridId="certificates"
      columns={columns}
      rows={resourceRows(resource)}
      actions={actions}
      rowLabel={certificateLabel}
      isExportable
    >
      {renewing && (
        <LazyModule
          load={loadRenewCertificateDialog}
          render={({ RenewCertificateDialog }) => (
            <RenewCertificateDialog
              certificate={renewing}
              onCancel={() => setRenewing(null)}
              onSaved={() => {
                setRenewing(null);
                reload();
              }}
            />
          )}
        />
      )}
    </ListSection>
  );
}
