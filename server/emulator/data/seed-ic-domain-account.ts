/**
 * The pod's seeded instant clone domain account: the list of domain accounts answers it, and the seeded
 * instant-clone farms and pools name it in their customization settings, as on a real pod.
 */
export const SEED_IC_DOMAIN_ACCOUNT = { id: "ic-account-0001", username: "ic-admin" } as const;
