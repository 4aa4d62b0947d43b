import { restApi } from "../../../core/http/api-clients";
import type { Certificate } from "../certificates.types";

/** Every certificate the pod uses. */
export function getCertificates(): Promise<Certificate[]> {
  return restApi.get("/config/v1/certificates").json<Certificate[]>();
}
