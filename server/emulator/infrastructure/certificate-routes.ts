import { AD_DOMAIN_DNS } from "../data/seed-directory";
import {
  badRequest,
  EmulatorHttpError,
  optionalEnum,
  optionalString,
  readJsonObject,
  requireString,
} from "../http/errors";
import type { RouteKit } from "../inventory/route-context";

const VIEW = "GLOBAL_CONFIG_VIEW";
const MANAGE = "GLOBAL_CONFIG_MANAGEMENT";
const DAY_MS = 86_400_000;
/** Fewer days left than this is "about to expire" (the console's warning threshold). */
export const ABOUT_TO_EXPIRE_DAYS = 30;
/** A certificate imported by the emulator is valid this long (the pod's certificate properties). */
const ISSUED_VALIDITY_DAYS = 730;
const ISSUER = "CN=Example Issuing CA 01, DC=example, DC=com";

export const CERTIFICATE_USAGES = [
  "CONNECTION_SERVER",
  "GATEWAY",
  "VIRTUAL_CENTER",
  "SAML_AUTHENTICATOR",
  "EVENT_DATABASE",
] as const;
type Usage = (typeof CERTIFICATE_USAGES)[number];
const KEY_LENGTHS = ["2048", "3072", "4096"] as const;

/** Spec 001 §3 certificate states. */
export type CertificateState =
  "NOT_STARTED" | "EXPIRED" | "VALID" | "INVALID" | "ABOUT_TO_EXPIRED" | "NOT_SET";

interface Certificate {
  id: string;
  usage: Usage;
  owner_id: string;
  owner_name: string;
  subject_name?: string;
  issuer_name?: string;
  serial_number?: string;
  valid_from?: number;
  valid_until?: number;
  invalid_reasons: string[];
  /** The CSR waiting for its signed certificate. */
  pending_csr?: string;
}

const PEM_CERTIFICATE = /^-----BEGIN CERTIFICATE-----\s+[A-Za-z0-9+/=\s]{16,}-----END CERTIFICATE-----\s*$/;

function base64Of(text: string): string {
  const encoded = btoa(text);
  return encoded.replace(/(.{64})/g, "$1\n").trim();
}

/**
 * Every certificate the pod uses (the emulator's own calls: the public API lists only the connection
 * servers' own store), one per connection server, gateway, vCenter server and SAML authenticator and the
 * event database's TLS certificate, with their spec 001 §3 state and the days left on the emulator's clock;
 * renewed by generating a CSR and importing the signed certificate. A renewed connection server
 * certificate is what the monitor then reports, so the dashboard agrees.
 */
export function registerCertificateRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const { restGuard } = deps;
  const certificates = new Map<string, Certificate>();
  let serial = 0x4a1f00;

  /** The seeded certificate of a component, made on first sight (components come and go). */
  function certificateOf(usage: Usage, ownerId: string, ownerName: string, make: () => Partial<Certificate>) {
    const id = `${usage.toLowerCase().replace(/_/g, "-")}-${ownerId}`;
    let certificate = certificates.get(id);
    if (!certificate) {
      certificate = {
        id,
        usage,
        owner_id: ownerId,
        owner_name: ownerName,
        invalid_reasons: [],
        subject_name: `CN=${ownerName}`,
        serial_number: (serial++).toString(16),
        ...make(),
      };
      certificates.set(id, certificate);
    }
    certificate.owner_name = ownerName;
    return certificate;
  }

  function all(): Certificate[] {
    const now = deps.now();
    const list: Certificate[] = [];
    for (const server of store.monitor.connectionServers) {
      const seeded = server.certificate as
        { valid_from?: number; valid_to?: number; valid?: boolean } | undefined;
      const isDefault = server.default_certificate === true;
      list.push(
        certificateOf("CONNECTION_SERVER", server.id, String(server.name), () => ({
          issuer_name: isDefault ? `CN=${String(server.name)}, OU=Horizon default certificate` : ISSUER,
          valid_from: seeded?.valid_from ?? now - 100 * DAY_MS,
          valid_until: seeded?.valid_to ?? now + 600 * DAY_MS,
          invalid_reasons: isDefault ? ["NOT_TRUSTED"] : [],
        })),
      );
    }
    store.gateways.all.forEach((gateway, index) => {
      list.push(
        // The first gateway's certificate is about to expire; the internal ones carry none of their own.
        certificateOf("GATEWAY", gateway.id, gateway.name, () =>
          gateway.internal && index > 0
            ? { subject_name: undefined, serial_number: undefined }
            : {
                issuer_name: ISSUER,
                valid_from: now - 353 * DAY_MS,
                valid_until: now + (index === 0 ? 12 : 240 + index * 30) * DAY_MS + 3_600_000,
              },
        ),
      );
    });
    for (const vc of store.virtualCenters.all) {
      list.push(
        certificateOf("VIRTUAL_CENTER", vc.id, vc.server_name, () => ({
          issuer_name: `CN=CA, DC=vsphere, DC=local`,
          valid_from: now - 200 * DAY_MS,
          valid_until: now + 500 * DAY_MS,
        })),
      );
    }
    for (const saml of store.monitor.samlAuthenticators) {
      const details = saml.details as { label?: string } | undefined;
      const label = details?.label ?? saml.id;
      const trusted = (saml.connection_servers as { thumbprint_accepted?: boolean }[] | undefined)?.every(
        (server) => server.thumbprint_accepted !== false,
      );
      list.push(
        certificateOf("SAML_AUTHENTICATOR", saml.id, label, () => ({
          issuer_name: `CN=${label}`,
          valid_from: now - 400 * DAY_MS,
          valid_until: now + 330 * DAY_MS,
          invalid_reasons: trusted ? [] : ["NOT_TRUSTED"],
        })),
      );
    }
    list.push(
      certificateOf("EVENT_DATABASE", "event-database", `events.${AD_DOMAIN_DNS}`, () => ({
        subject_name: undefined,
        serial_number: undefined,
      })),
    );
    return list;
  }

  function stateOf(certificate: Certificate, now: number): CertificateState {
    if (certificate.valid_until === undefined) return "NOT_SET";
    if (certificate.valid_until <= now) return "EXPIRED";
    if ((certificate.valid_from ?? 0) > now) return "NOT_STARTED";
    if (certificate.invalid_reasons.length > 0) return "INVALID";
    return certificate.valid_until - now < ABOUT_TO_EXPIRE_DAYS * DAY_MS ? "ABOUT_TO_EXPIRED" : "VALID";
  }

  function view(certificate: Certificate) {
    const now = deps.now();
    const { pending_csr: pending, invalid_reasons: reasons, ...rest } = certificate;
    return {
      ...rest,
      state: stateOf(certificate, now),
      invalid_reasons:
        certificate.valid_until !== undefined && certificate.valid_until <= now
          ? ["EXPIRED", ...reasons]
          : reasons,
      ...(certificate.valid_until === undefined
        ? {}
        : { days_left: Math.round((certificate.valid_until - now) / DAY_MS) }),
      csr_pending: pending !== undefined,
    };
  }

  const byId = (id: string) => {
    const certificate = all().find((candidate) => candidate.id === id);
    if (!certificate)
      throw new EmulatorHttpError(404, "certificate.not.found", `No certificate ${id}`, { resourceId: id });
    return certificate;
  };

  // What expires first comes first; certificates not set come last.
  app.get("/rest/config/v1/certificates", restGuard(VIEW), (c) =>
    c.json(
      all()
        .sort((a, b) => (a.valid_until ?? Infinity) - (b.valid_until ?? Infinity) || a.id.localeCompare(b.id))
        .map(view),
    ),
  );
  app.get("/rest/config/v1/certificates/:id", restGuard(VIEW), (c) => c.json(view(byId(c.req.param("id")))));

  app.post("/rest/config/v1/certificates/:id/action/generate-csr", restGuard(MANAGE), async (c) => {
    const certificate = byId(c.req.param("id"));
    const body = await readJsonObject(c);
    const commonName = optionalString(body, "common_name", 253)?.trim() || certificate.owner_name;
    const organization = optionalString(body, "organization", 64)?.trim() ?? "";
    const keyLength = optionalEnum(body, "key_length", KEY_LENGTHS) ?? "2048";
    const subject = `CN=${commonName}${organization ? `, O=${organization}` : ""}`;
    const csr = [
      "-----BEGIN CERTIFICATE REQUEST-----",
      base64Of(`vdc-emulator CSR|${subject}|RSA ${keyLength}|${certificate.id}|${deps.now()}`),
      "-----END CERTIFICATE REQUEST-----",
    ].join("\n");
    certificate.pending_csr = subject;
    kit.changed();
    return c.json({ csr, subject_name: subject });
  });

  app.post("/rest/config/v1/certificates/:id/action/import", restGuard(MANAGE), async (c) => {
    const certificate = byId(c.req.param("id"));
    const pem = requireString(await readJsonObject(c), "certificate", { maxLength: 65_536 });
    if (!PEM_CERTIFICATE.test(pem.trim()))
      throw badRequest("certificate must be one PEM-encoded certificate", "certificate.pem.invalid");
    if (certificate.pending_csr === undefined)
      throw badRequest("Generate a certificate signing request first", "certificate.csr.missing");
    const now = deps.now();
    certificate.subject_name = certificate.pending_csr;
    certificate.issuer_name = ISSUER;
    certificate.serial_number = (serial++).toString(16);
    certificate.valid_from = now;
    certificate.valid_until = now + ISSUED_VALIDITY_DAYS * DAY_MS;
    certificate.invalid_reasons = [];
    delete certificate.pending_csr;
    const server = store.monitor.connectionServers.find(
      (candidate) => certificate.usage === "CONNECTION_SERVER" && candidate.id === certificate.owner_id,
    );
    if (server) {
      server.certificate = { valid: true, valid_from: now, valid_to: certificate.valid_until };
      server.default_certificate = false;
    }
    kit.changed();
    return c.json(view(certificate));
  });
}
