// `npm start`: the console server on 127.0.0.1 with the pod emulator, or a proxy to a real server.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { PARSE_OPTIONS, helpText } from "./cli-options";
import { createConsoleServer } from "./console-server";
import { DEMO_ACCOUNTS, DEMO_DOMAIN, DEMO_PASSWORD } from "./emulator/demo-accounts";
import { createEmulator, type Emulator, type EmulatorOptions } from "./emulator/emulator";
import { startNodeServer } from "./http/node-server";
import { createUpstreamProxy } from "./http/upstream-proxy";

function fail(message: string): never {
  console.error(`vdc: ${message}`);
  process.exit(1);
}

let parsed: ReturnType<typeof parseArgs<{ options: typeof PARSE_OPTIONS }>>;
try {
  parsed = parseArgs({ options: PARSE_OPTIONS });
} catch (error) {
  // An unknown option or a missing value: say which, and where the list is, rather than a stack trace.
  fail(`${(error as Error).message} (--help lists the options)`);
}
const args = parsed.values as Partial<Record<Exclude<keyof typeof PARSE_OPTIONS, "help">, string>> & {
  help?: boolean;
};
if (args.help) {
  process.stdout.write(helpText());
  process.exit(0);
}

const port = Number(args.port ?? process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`invalid port ${String(args.port ?? process.env.PORT)}`);
const hostname = args.host ?? process.env.HOST ?? "127.0.0.1";
const upstreamText = args.upstream ?? process.env.VDC_UPSTREAM;
const scale = args.scale ?? process.env.VDC_SCALE ?? "small";
if (scale !== "small" && scale !== "large" && scale !== "federation")
  fail(`unknown scale "${scale}" (small, large, federation)`);

function positiveInteger(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0)
    fail(`--${name} must be a positive whole number, not "${text}"`);
  return value;
}

const seed = positiveInteger("seed", args.seed);
const accessSeconds = positiveInteger(
  "token-lifetime",
  args["token-lifetime"] ?? process.env.VDC_TOKEN_LIFETIME,
);
const refreshSeconds = positiveInteger("refresh-token-lifetime", args["refresh-token-lifetime"]);

// --license MODE[:HEALTH] | expired | unlicensed, e.g. SUBSCRIPTION:YELLOW.
function licenseOption(text: string | undefined): EmulatorOptions["license"] {
  if (text === undefined) return undefined;
  if (text === "expired") return { expired: true };
  if (text === "unlicensed") return { unlicensed: true };
  const [mode, health = "GREEN"] = text.toUpperCase().split(":");
  if (mode !== "DEFAULT" && mode !== "SUBSCRIPTION" && mode !== "PERPETUAL_ONLY")
    fail(
      `--license mode must be DEFAULT, SUBSCRIPTION or PERPETUAL_ONLY (or expired, unlicensed), not "${text}"`,
    );
  if (health !== "GREEN" && health !== "YELLOW" && health !== "RED")
    fail(`--license health must be GREEN, YELLOW or RED, not "${health}"`);
  return { mode, health };
}

const smartCard = (args["smart-card"] ?? "off").toUpperCase();
if (smartCard !== "OFF" && smartCard !== "OPTIONAL" && smartCard !== "REQUIRED")
  fail(`--smart-card must be off, optional or required, not "${args["smart-card"]}"`);

const apiProfile = args.api ?? process.env.VDC_API ?? "full";
if (apiProfile !== "full" && apiProfile !== "2212") fail(`--api must be full or 2212, not "${apiProfile}"`);

let upstream: URL | undefined;
if (upstreamText) {
  try {
    upstream = new URL(upstreamText);
  } catch {
    fail(`--upstream is not a URL: ${upstreamText}`);
  }
}

const distDir = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");
let emulator: Emulator | undefined;
if (!upstream) {
  const options: EmulatorOptions = {
    scale,
    smartCard: { mode: smartCard },
    tokenLifetimes: {
      ...(accessSeconds === undefined ? {} : { accessSeconds }),
      ...(refreshSeconds === undefined ? {} : { refreshSeconds }),
    },
  };
  if (seed !== undefined) options.seed = seed;
  const license = licenseOption(args.license);
  if (license) options.license = license;
  // The public OpenAPI, read here (the emulator reads no files): the real-pod profile serves exactly its
  // calls, and every profile holds each documented write's body against its schema (400 when refused).
  const { readOpenApiDocument } = await import("./openapi-document");
  const { createOpenApiContract } = await import("./emulator/contract/openapi-contract");
  // Paths from the project root (distDir's parent): this code runs bundled under dist/server.
  const projectRoot = resolve(distDir, "..");
  const documentFile = resolve(projectRoot, "../shared/reference/horizon-rest-openapi.yaml");
  const document = readOpenApiDocument(documentFile, resolve(projectRoot, "node_modules/.cache/vdc-openapi"));
  if (document) options.openApiContract = createOpenApiContract(document);
  else if (apiProfile === "2212") fail(`--api 2212 needs the OpenAPI document ${documentFile}`);
  else console.warn(`vdc: no ${documentFile}: request bodies are checked by each route only`);
  if (apiProfile === "2212") options.api = apiProfile;
  if (args.data) {
    // Node-only persistence is loaded only when asked for, so the emulator itself stays browser-safe.
    const { createDataFile } = await import("./emulator/persistence/data-file");
    options.persistence = createDataFile(args.data);
  }
  try {
    emulator = createEmulator(options);
  } catch (error) {
    fail((error as Error).message);
  }
}
const api = upstream ? createUpstreamProxy(upstream) : (emulator as Emulator).fetch;
const app = createConsoleServer({
  distDir,
  api,
  frameAncestors: args["frame-ancestors"] ?? process.env.VDC_FRAME_ANCESTORS ?? "'self'",
});

const server = startNodeServer(app.fetch, { port, hostname }, (info) => {
  const base = `http://${hostname}:${info.port}`;
  console.log(`vdc console   ${base}/`);
  console.log(`portal demo   ${base}/portal/`);
  if (upstream) {
    console.log(`APIs proxied to ${upstream.origin}`);
  } else {
    console.log(
      `pod emulator  ${base}/rest/ and ${base}/view-vlsi/rest/v1/ (scale ${scale}, API ${apiProfile === "full" ? "full: every call the emulator knows" : `${apiProfile} only`})`,
    );
    if (args.data) console.log(`changes kept in ${args.data}`);
    console.log(`sign in with domain ${DEMO_DOMAIN}, password ${DEMO_PASSWORD}, and one of these users:`);
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.username.padEnd(10)} ${account.role}`);
  }
  console.log("Ctrl-C stops the server.");
});

server.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") fail(`port ${port} on ${hostname} is already in use (set PORT or --port)`);
  fail(error.message);
});

function stop() {
  try {
    emulator?.flush();
  } catch (error) {
    console.error(`vdc: could not write ${args.data}: ${(error as Error).message}`);
  }
  server.close(() => process.exit(0));
  // Keep-alive connections would hold close() open; nobody should wait for them on Ctrl-C.
  setTimeout(() => process.exit(0), 1000).unref();
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
