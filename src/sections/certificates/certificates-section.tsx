import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useMemo, useState } from "react";
import { currentLocale } from "../../core/i18n/i18n";
import type { SectionAction } from "../../ui/actions/section-action";
import { ListSection, resourceRows } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { getCertificates } from "./api/certificate-reads";
import { certificateColumns } from "./certificate-columns";
import { byExpiry } from "./certificates.model";
import { CERTIFICATE_STYLES } from "./certificates.styles";
import type { Certificate } from "./certificates.types";
import { RenewCertificateDialog } from "./renew-certificate-dialog";

const certificateLabel = (certificate: Certificate) => certificate.owner_name;

/**
 * Every certificate the pod uses with its state and the days left, what expires first on top; a
 * certificate is renewed through a signing request and the import of the signed certificate.
 */
export function CertificatesSection() {
  useSignals();
  const locale = currentLocale.value;
  const load = useCallback(async () => byExpiry(await getCertificates()), []);
  const resource = useResource(load);
  const { reload } = resource;
  const [renewing, setRenewing] = useState<Certificate | null>(null);
  const columns = useMemo(() => certificateColumns(locale), [locale]);
  const actions: SectionAction<Certificate>[] = useMemo(
    () => [
      {
        id: "renew",
        label: "certificates.action.renew",
        privilege: "GLOBAL_CONFIG_MANAGEMENT",
        selection: "one",
        variant: "primary",
        open: ([certificate]) => setRenewing(certificate ?? null),
      },
    ],
    [],
  );
  return (
    <ListSection<Certificate>
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
        <RenewCertificateDialog
          certificate={renewing}
          onCancel={() => setRenewing(null)}
          onSaved={() => {
            setRenewing(null);
            reload();
          }}
        />
      )}
    </ListSection>
  );
}
