// Where the emulator's 2212 surface knowingly falls short, for the tests that read all of it
// (openapi-schemas, third-party-client). Fixing one means deleting its line.

/**
 * GETs the emulator does not answer yet because another helper's branch implements them, each with the
 * owner. The lead deletes an entry when that branch is merged; the tests then expect a 200 from it.
 */
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

/**
 * Where the emulator knowingly answers otherwise, and why. A new divergence fails the test; fixing one of
 * these means deleting its line.
 */
export const KNOWN_DIVERGENCES: Readonly<Record<string, string>> = {
  "/config/v1/admin-users-or-groups/permissions":
    "privileges of spec 000's list the OpenAPI enum lacks (ThinApp, Horizon Cloud Service)",
  "/config/v1/roles": "privileges of spec 000's list the OpenAPI enum lacks (ThinApp, Horizon Cloud Service)",
  "/config/v1/roles/{id}":
    "privileges of spec 000's list the OpenAPI enum lacks (ThinApp, Horizon Cloud Service)",
  "/config/v1/privileges": "sub-privileges as objects with a name, where the OpenAPI has names",
  "/external/v2/ad-domains": "domain controllers as one text, where v2 has a list",
  "/external/v2/ad-domains/{id}": "domain controllers as one text, where v2 has a list",
  "/external/v3/ad-domains": "domain controllers as one text, where v3 has a list",
  "/external/v3/ad-domains/{id}": "domain controllers as one text, where v3 has a list",
  "/monitor/rds-servers": "the unversioned, deprecated call answers with the v1 states",
};
