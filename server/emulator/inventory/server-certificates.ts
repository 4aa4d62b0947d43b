/**
 * The certificates the emulator's servers present, deterministic per server name, so a test or a demo
 * knows what it will be shown: seeded vCenters and names with "trusted" carry a valid certificate, names
 * with "expired" an expired one, names with "revoked" a revoked one (which no administrator may accept),
 * and any other name a self-signed one (NOT_TRUSTED) that an administrator must accept before the
 * server is added.
 */
export interface ServerCertificate {
  valid: boolean;
  ssl_cert_thumbprint: string;
  ssl_cert_thumbprint_algorithm: "SHA-1";
  certificate_encoding: "DER_BASE64_PEM";
  certificate: string;
  invalid_reasons: string[];
  allow_admin_override: boolean;
}

/** 40 hex digits from a name (FNV-1a in five rounds): a stand-in for a SHA-1 thumbprint. */
function thumbprintOf(text: string): string {
  let digits = "";
  for (let round = 0; digits.length < 40; round += 1) {
    let hash = 0x811c9dc5 ^ round;
    for (const char of `${round}:${text}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    digits += hash.toString(16).padStart(8, "0");
  }
  return digits
    .slice(0, 40)
    .toUpperCase()
    .replace(/(..)(?!$)/g, "$1:");
}

/** Base64 of a text's UTF-8 bytes: btoa alone throws on any character past Latin-1 ("Łódź"). */
function base64OfText(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function pemOf(serverName: string, issuer: string): string {
  const body = base64OfText(`CN=${serverName}; issuer=${issuer}; emulator certificate`);
  return `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----`;
}

/** What the emulator's server of that name presents; `trusted` names are valid whatever they are called. */
export function certificateOf(serverName: string, trusted: readonly string[] = []): ServerCertificate {
  const name = serverName.trim().toLowerCase();
  const reasons =
    trusted.includes(name) || name.includes("trusted")
      ? []
      : name.includes("expired")
        ? ["EXPIRED"]
        : name.includes("revoked")
          ? ["REVOKED"]
          : ["NOT_TRUSTED"];
  return {
    valid: reasons.length === 0,
    ssl_cert_thumbprint: thumbprintOf(name),
    ssl_cert_thumbprint_algorithm: "SHA-1",
    certificate_encoding: "DER_BASE64_PEM",
    certificate: pemOf(name, reasons.includes("NOT_TRUSTED") ? name : "Example Issuing CA"),
    invalid_reasons: reasons,
    allow_admin_override: !reasons.includes("REVOKED"),
  };
}

/** A PEM block of the given kind (certificate, request), or null. */
export function isPem(text: unknown, kind: "CERTIFICATE" | "CERTIFICATE REQUEST"): boolean {
  return (
    typeof text === "string" &&
    text.includes(`-----BEGIN ${kind}-----`) &&
    text.trim().endsWith(`-----END ${kind}-----`)
  );
}

/** A certificate signing request for a subject (a PEM block the emulator can recognise on import). */
export function csrOf(subject: string, names: readonly string[]): string {
  const body = base64OfText(`subject=${subject}; san=${names.join(",")}; emulator request`);
  return `-----BEGIN CERTIFICATE REQUEST-----\n${body}\n-----END CERTIFICATE REQUEST-----`;
}
