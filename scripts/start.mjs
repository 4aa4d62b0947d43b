// `npm start`: build if needed, then run the console server in this same process.
import { buildIfNeeded } from "./build-if-needed.mjs";

try {
  buildIfNeeded();
} catch {
  console.error("vdc: the build failed (see above)");
  process.exit(1);
}
await import("../dist/server/main.mjs");
