// `npm start`: the console server on 127.0.0.1 with the pod emulator, or a proxy to a real server.
import { serve } from "@hono/node-server";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createConsoleServer } from "./console-server";
import { DEMO_ACCOUNTS, DEMO_DOMAIN, DEMO_PASSWORD } from "./emulator/demo-accounts";
import { createEmulator } from "./emulator/emulator";
import { createUpstreamProxy } from "./http/upstream-proxy";

const { values: args } = parseArgs({
  options: {
    port: { type: "string" },
    host: { type: "string" },
    upstream: { type: "string" },
    scale: { type: "string" },
    "frame-ancestors": { type: "string" },
  },
});

function fail(message: string): never {
  console.error(`vdc: ${message}`);
  process.exit(1);
}

const port = Number(args.port ?? process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`invalid port ${String(args.port ?? process.env.PORT)}`);
const hostname = args.host ?? process.env.HOST ?? "127.0.0.1";
const upstreamText = args.upstream ?? process.env.VDC_UPSTREAM;
const scale = args.scale ?? process.env.VDC_SCALE ?? "small";
if (scale !== "small" && scale !== "large" && scale !== "federation")
  fail(`unknown scale "${scale}" (small, large, federation)`);

let upstream: URL | undefined;
if (upstreamText) {
  try {
    upstream = new URL(upstreamText);
  } catch {
    fail(`--upstream is not a URL: ${upstreamText}`);
  }
}

const distDir = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");
const api = upstream ? createUpstreamProxy(upstream) : createEmulator({ scale }).fetch;
const app = createConsoleServer({
  distDir,
  api,
  frameAncestors: args["frame-ancestors"] ?? process.env.VDC_FRAME_ANCESTORS ?? "'self'",
});

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  const base = `http://${hostname}:${info.port}`;
  console.log(`vdc console   ${base}/`);
  console.log(`portal demo   ${base}/portal/`);
  if (upstream) {
    console.log(`APIs proxied to ${upstream.origin}`);
  } else {
    console.log(`pod emulator  ${base}/rest/ and ${base}/view-vlsi/rest/v1/ (scale ${scale})`);
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
  server.close(() => process.exit(0));
  // Keep-alive connections would hold close() open; nobody should wait for them on Ctrl-C.
  setTimeout(() => process.exit(0), 1000).unref();
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
