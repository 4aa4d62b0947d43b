import type { Context, Env } from "hono";
import { type RouteKit, denyUnlessAny } from "./route-context";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// The OpenAPI's privileges of the three lists.
const CONFIG_VIEW = ["GLOBAL_CONFIG_VIEW"];
const ADMINISTRATOR_VIEW = ["ADMINISTRATOR_VIEW"];
/** The seeded RADIUS authenticator, which a connection server with RADIUS on names. */
export const RADIUS_AUTHENTICATOR_ID = "radius-example-com";

/**
 * The authenticators a connection server can use, as OpenAPI 2212 lists them (read only here): SAML
 * authenticators (SAMLAuthenticatorInfo, from the seeded monitor records, so their ids match the monitor),
 * one RADIUS authenticator (RADIUSAuthenticatorInfo) and one True SSO enrollment server
 * (TrueSSOEnrollmentServerInfo). None of the three lists is paged in 2212.
 */
export function registerRestAuthenticatorRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();
  const deny = (c: Context<Env>, privileges: readonly string[]) =>
    denyUnlessAny(c, deps.getCaller(c), privileges);

  app.get("/rest/config/v1/saml-authenticators", guard, (c) => {
    const denied = deny(c, CONFIG_VIEW);
    if (denied) return denied;
    return c.json(
      store.monitor.samlAuthenticators.map((monitor) => {
        const details = isObject(monitor.details) ? monitor.details : {};
        const label = typeof details.label === "string" ? details.label : monitor.id;
        return {
          id: monitor.id,
          label,
          description: `SAML identity provider ${label}`,
          authenticator_type: "DYNAMIC",
          metadata_url: typeof details.metadata_url === "string" ? details.metadata_url : "",
          administrator_url: typeof details.administrator_url === "string" ? details.administrator_url : "",
          trigger_mode: "DISABLED",
          password_mode: "REMOVE",
        };
      }),
    );
  });

  app.get("/rest/config/v1/radius-authenticators", guard, (c) => {
    const denied = deny(c, CONFIG_VIEW);
    if (denied) return denied;
    return c.json([
      {
        id: RADIUS_AUTHENTICATOR_ID,
        label: "radius.example.com",
        description: "Two-factor sign-in (RADIUS)",
        user_name_label: "RADIUS user name",
        passcode_label: "Passcode",
      },
    ]);
  });

  app.get("/rest/config/v1/true-sso-enrollment-servers", guard, (c) => {
    const denied = deny(c, ADMINISTRATOR_VIEW);
    if (denied) return denied;
    return c.json([
      {
        id: "enrollment-example-com",
        name: "es1.example.com",
        network_address: "es1.example.com",
        status: "ONLINE",
        version: "2212",
        // Its domains' certificate authorities and templates are not modelled: none is listed.
        domains: [],
        connector_ids: [],
      },
    ]);
  });
}
