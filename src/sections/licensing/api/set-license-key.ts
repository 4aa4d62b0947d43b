import { viewApi, withoutErrorBanner } from "../../../core/http/api-clients";

/** POST License/Set (view API) with {licenseKey}: replaces the pod's licence. */
export async function setLicenseKey(licenseKey: string): Promise<void> {
  await withoutErrorBanner(viewApi).post({ licenseKey }, "License/Set").res();
}
