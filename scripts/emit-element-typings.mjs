// Writes the .d.ts of every built element module into dist/elements (part of the build).
// Usage: node scripts/emit-element-typings.mjs
import { fileURLToPath } from "node:url";
import { writeElementTypings } from "./generate-manifest.mjs";

await writeElementTypings(fileURLToPath(new URL("../dist/elements", import.meta.url)));
