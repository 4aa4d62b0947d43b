/**
 * The standalone console's Content Security Policy: scripts and styles only from the console's own
 * origin, no inline script, no eval. `frameAncestors` decides who may frame the page.
 */
export function consoleContentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
}

/**
 * The portal demo's policy: the console's, framed by no other site. Developers copy the demo, so it shows
 * the safe default; a portal that must be framed lists its own framing origins.
 */
export function portalContentSecurityPolicy(): string {
  return consoleContentSecurityPolicy("'self'");
}
