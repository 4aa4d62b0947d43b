/** The entitlements dialog's chunk, shared by the list's bulk change and a user's entitlements tab. */
export const loadEntitlementsDialog = () => import("./entitlements-dialog");
