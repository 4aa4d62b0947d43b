// Types of what rollup.config.mjs exports, for the TypeScript that reuses it (the grid bench page build).
import type { Plugin, RollupOptions } from "rollup";

/** How a build splits the translation bundles into text sets (scripts/i18n-text-sets.mjs, decision 0036). */
export interface TextSetOptions {
  coreSet?: string;
  embeddedHeads?: string[];
  entrySets?: (id: string) => string | undefined;
}

/** The plugins of every browser bundle: text sets, env replacement, resolution, CommonJS, JSON, esbuild. */
export declare const browserPlugins: (options?: { texts?: TextSetOptions }) => Plugin[];

declare const config: RollupOptions[];
export default config;
