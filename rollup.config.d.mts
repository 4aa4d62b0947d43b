// Types of what rollup.config.mjs exports, for the TypeScript that reuses it (the grid bench page build).
import type { Plugin, RollupOptions } from "rollup";

/** The plugins of every browser bundle: env replacement, resolution, CommonJS, JSON, esbuild. */
export declare const browserPlugins: () => Plugin[];

declare const config: RollupOptions[];
export default config;
