import { restApi } from "../../../core/http/api-clients";
import type { CertificateInfo } from "../certificates.types";

/** The connection server's certificate store (GLOBAL_CONFIG_VIEW); not paged in 2212, so read whole. */
export function getCertificates(): Promise<CertificateInfo[]> {
  return restApi.get("/config/v1/connection-servers/certificates").json<CertificateInfo[]>();
}
