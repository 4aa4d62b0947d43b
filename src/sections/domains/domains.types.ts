// The directory-domain shapes the section reads and writes (OpenAPI ADDomainInfoV3, ADDomainMonitorInfoV3,
// InstantCloneDomainAccountInfo); passwords go out only, never come back.

import type { IcDomainAccount } from "../../core/directory/ic-domain-accounts";

export type DomainType = "CONNECTION_SERVER_DOMAIN" | "NO_TRUST_DOMAIN";

export interface AdDomain {
  id: string;
  dns_name: string;
  netbios_name: string;
  domain_type?: DomainType;
  primary_account?: { username: string };
  auxiliary_accounts?: { id: string; username: string }[];
  ad_domain_advanced_settings?: {
    ad_domain_controllers?: string[];
    ad_domain_context?: string;
    port?: number;
  };
}

export interface AdDomainMonitor {
  dns_name: string;
  netbios_name?: string;
  domain_type?: DomainType;
  connection_servers?: { id?: string; name?: string; status?: string; trust_relationship?: string }[];
}

export type { IcDomainAccount } from "../../core/directory/ic-domain-accounts";

/** An instant clone domain account with its domain's name. */
export interface IcAccountRow extends IcDomainAccount {
  domainName: string;
}

/** One domain as one connection server sees it. */
export interface DomainServerRow {
  id: string;
  dns_name: string;
  serverName: string;
  status: string;
  trust: string;
}

/** A domain of the pod with how the connection servers reach it (the worst of their statuses). */
export interface DomainBindRow extends AdDomain {
  status: string;
  primaryName: string;
  auxiliaryNames: string;
}

/** A domain account's credentials as a form sends them. */
export interface AccountCredentials {
  username: string;
  password: string;
}
