import { restApi } from "../http/api-clients";

/** An instant clone domain account (ICDomainAccountInfo): the account that joins new clones to its domain. */
export interface IcDomainAccount {
  id: string;
  ad_domain_id: string;
  username: string;
}

/** GET /config/v1/ic-domain-accounts (GLOBAL_CONFIG_VIEW, or POOL_VIEW on any access group). */
export function getIcDomainAccounts(): Promise<IcDomainAccount[]> {
  return restApi.get("/config/v1/ic-domain-accounts").json<IcDomainAccount[]>();
}
