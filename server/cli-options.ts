// The console server's command line (`npm start -- …`, `node dist/server/main.mjs …`): one table that both
// the argument parser and `--help` read, so no option is ever missing from the help.
import type { ParseArgsConfig } from "node:util";

interface ServerOption {
  /** The value's shape in the help ("N", "URL"); none for a switch. */
  value?: string;
  /** A one-letter alias. */
  short?: string;
  /** The environment variable read when the option is not given. */
  env?: string;
  /** What the option does, with its default. */
  text: string;
}

export const SERVER_OPTIONS = {
  port: { value: "N", env: "PORT", text: "port to listen on (default 8080; 0 picks a free one)" },
  host: { value: "NAME", env: "HOST", text: "address to listen on (default 127.0.0.1)" },
  upstream: {
    value: "URL",
    env: "VDC_UPSTREAM",
    text: "proxy the APIs to this Connection Server instead of running the pod emulator",
  },
  scale: {
    value: "SIZE",
    env: "VDC_SCALE",
    text: "emulated inventory: small (default), large or federation",
  },
  seed: { value: "N", text: "seed of the emulator's generated data and faults (a positive whole number)" },
  data: { value: "FILE", text: "keep the emulator's changes in this file across restarts" },
  "token-lifetime": {
    value: "SECONDS",
    env: "VDC_TOKEN_LIFETIME",
    text: "access token and view session lifetime (default 1800)",
  },
  "refresh-token-lifetime": { value: "SECONDS", text: "refresh token lifetime (default 28800)" },
  license: {
    value: "STATE",
    text: "licence: DEFAULT, SUBSCRIPTION or PERPETUAL_ONLY with :GREEN, :YELLOW or :RED, or expired, unlicensed",
  },
  "smart-card": {
    value: "MODE",
    text: "smart-card sign-in for administrators: off (default), optional, required",
  },
  "frame-ancestors": {
    value: "SOURCES",
    env: "VDC_FRAME_ANCESTORS",
    text: "who may frame the console (CSP frame-ancestors, default 'self')",
  },
  api: {
    value: "PROFILE",
    env: "VDC_API",
    text: "full (default: every call the emulator knows) or 2212 (exactly a 2212 pod's REST API)",
  },
  help: { short: "h", text: "print this help and exit" },
} as const satisfies Record<string, ServerOption>;

/** The parser's configuration of the table: every option with a value is a string, the others switches. */
export const PARSE_OPTIONS = Object.fromEntries(
  Object.entries(SERVER_OPTIONS).map(([name, option]: [string, ServerOption]) => [
    name,
    {
      type: option.value === undefined ? ("boolean" as const) : ("string" as const),
      ...(option.short === undefined ? {} : { short: option.short }),
    },
  ]),
) as {
  [Name in keyof typeof SERVER_OPTIONS]: { type: "string" | "boolean"; short?: string };
} satisfies ParseArgsConfig["options"];

/** The text `--help` prints: usage, then each option with its value, meaning and environment variable. */
export function helpText(): string {
  const rows = Object.entries(SERVER_OPTIONS).map(([name, option]: [string, ServerOption]) => [
    `  --${name}${option.value === undefined ? "" : ` ${option.value}`}${option.short === undefined ? "" : `, -${option.short}`}`,
    `${option.text}${option.env === undefined ? "" : ` [${option.env}]`}`,
  ]);
  const width = Math.max(...rows.map(([left]) => (left ?? "").length)) + 2;
  return [
    "usage: npm start -- [options]   (or node dist/server/main.mjs [options])",
    "",
    "The vdc console on one port, with the pod emulator behind it or a proxy to a real Connection Server.",
    "",
    "options (environment variable in brackets):",
    ...rows.map(([left, right]) => `${(left ?? "").padEnd(width)}${right ?? ""}`),
    "",
  ].join("\n");
}
