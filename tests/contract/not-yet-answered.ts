// 2212 GETs the emulator does not answer yet because another helper's branch implements them: each
// entry names the owner. The lead deletes an entry when that branch is merged; the tests that read the
// whole 2212 surface (openapi-schemas, third-party-client) then expect a 200 from it.
export const ANSWERED_ON_ANOTHER_BRANCH: Readonly<Record<string, string>> = {
  "/config/v1/connection-servers/certificates": "helper config (connection server certificates)",
  "/config/v1/gssapi-authenticators": "helper config (authenticators)",
  "/config/v1/jwt-authenticators": "helper config (authenticators)",
  "/config/v1/radius-authenticators": "helper config (authenticators)",
  "/config/v1/saml-authenticators": "helper config (authenticators)",
  "/config/v1/true-sso-enrollment-servers": "helper config (True SSO)",
  "/monitor/v1/true-sso": "helper config (True SSO: the monitor reports its connectors)",
  "/config/v1/unauthenticated-access-users": "helper directory (unauthenticated access users)",
  "/inventory/v1/category-folders": "helper farms (category folders)",
  "/inventory/v1/application-icons": "helper farms (application icons)",
};
