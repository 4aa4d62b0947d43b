import type { ApiCall } from "../../../core/http/api-call";
import { apiPath } from "../../../core/http/api-clients";
import type { AccountCredentials } from "../domains.types";

const IC_ACCOUNTS = "/config/v1/ic-domain-accounts";
const AD_DOMAINS = "/external/v1/ad-domains";

/** Adds an instant clone domain account. */
export function addIcAccountCall(domainId: string, account: AccountCredentials): ApiCall {
  return { api: "rest", method: "POST", path: IC_ACCOUNTS, body: { ad_domain_id: domainId, ...account } };
}

/** Sets an instant clone domain account's new password. */
export function updateIcAccountCall(id: string, password: string): ApiCall {
  return { api: "rest", method: "PUT", path: apiPath(`${IC_ACCOUNTS}/{id}`, { id }), body: { password } };
}

export function deleteIcAccountCall(id: string): ApiCall {
  return { api: "rest", method: "DELETE", path: apiPath(`${IC_ACCOUNTS}/{id}`, { id }) };
}

/** What binding a domain or changing its primary account sends besides the account. */
export interface DomainSettings {
  controllers: string;
  context: string;
  port: number;
}

function advancedSettings(settings: DomainSettings) {
  const controllers = settings.controllers
    .split(/[\s,]+/)
    .map((name) => name.trim())
    .filter(Boolean);
  return {
    ad_domain_auto_discovery: controllers.length === 0,
    ad_domain_controllers: controllers,
    ad_domain_context: settings.context.trim(),
    port: settings.port,
  };
}

/** Binds a domain without trust to the connection server domain. */
export function bindDomainCall(
  names: { dnsName: string; netbiosName: string },
  account: AccountCredentials,
  settings: DomainSettings,
): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: `${AD_DOMAINS}/action/bind`,
    body: {
      dns_name: names.dnsName.trim(),
      netbios_name: names.netbiosName.trim(),
      primary_account: account,
      ad_domain_advanced_settings: advancedSettings(settings),
    },
  };
}

/** Changes a bound domain's primary account and settings. */
export function updateDomainCall(id: string, account: AccountCredentials, settings: DomainSettings): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: apiPath(`${AD_DOMAINS}/{id}/action/update`, { id }),
    body: { primary_account: account, ad_domain_advanced_settings: advancedSettings(settings) },
  };
}

export function unbindDomainCall(id: string): ApiCall {
  return { api: "rest", method: "POST", path: apiPath(`${AD_DOMAINS}/{id}/action/unbind`, { id }) };
}

export function addAuxiliaryAccountCall(domainId: string, account: AccountCredentials): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: apiPath(`${AD_DOMAINS}/{id}/action/add-auxiliary-accounts`, { id: domainId }),
    body: { auxiliary_accounts: [account] },
  };
}

export function deleteAuxiliaryAccountCall(domainId: string, accountId: string): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: apiPath(`${AD_DOMAINS}/{id}/action/delete-auxiliary-accounts`, { id: domainId }),
    body: { auxiliary_account_ids: [accountId] },
  };
}
