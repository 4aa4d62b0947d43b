// `npm run dev`: rebuild on every change (unminified) and restart the server when its bundle changes.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { buildIfNeeded } from "./build-if-needed.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = { ...process.env, NODE_ENV: "development" };
buildIfNeeded({ force: true });
const children = [
  spawn(process.execPath, ["node_modules/rollup/dist/bin/rollup", "-c", "-w", "--silent"], {
    cwd: root,
    env,
    stdio: "inherit",
  }),
  spawn(process.execPath, ["--watch-path=dist/server", "dist/server/main.mjs", ...process.argv.slice(2)], {
    cwd: root,
    env,
    stdio: "inherit",
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
