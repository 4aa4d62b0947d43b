// Builds four things into dist/: the element bundles, the standalone console, the portal demo page and
// the Node server (console server + pod emulator). The emulator never reaches a browser bundle.
import commonjs from "@rollup/plugin-commonjs";
import json from "@rollup/plugin-json";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import esbuild from "rollup-plugin-esbuild";
import { LOCALES, textSets } from "./scripts/i18n-text-sets.mjs";

const production = process.env.NODE_ENV !== "development";

/** Emits static files as assets: [source path, file name in the output folder]. */
function copyFiles(files) {
  return {
    name: "vdc-copy-files",
    buildStart() {
      for (const [source] of files) this.addWatchFile(source);
    },
    generateBundle() {
      for (const [source, fileName] of files) {
        this.emitFile({ type: "asset", fileName, source: readFileSync(source) });
      }
    },
  };
}

// The spec names the Chinese bundles bundle_zh_CN.json and bundle_zh_TW.json. The whole bundles stay on the
// wire for anyone who asks for them; the pages fetch the text sets instead (decision 0036).
const localeFiles = LOCALES.map((locale) => [
  `src/locales/bundle_${locale}.json`,
  `locales/bundle_${locale.replace("-", "_")}.json`,
]);

/** An element renders nothing but its waiting line before its own text set arrives. */
const ELEMENT_EMBEDDED_HEADS = ["elements"];

/**
 * React 19 has useSyncExternalStore: the signals runtime's and the table store's shims of it (for React 17)
 * would only add their fallback code to every page.
 */
const REACT_OWN_EXTERNAL_STORE = {
  "use-sync-external-store/shim/index.js": "\0vdc-react-external-store",
  "use-sync-external-store/shim": "\0vdc-react-external-store",
  "use-sync-external-store/shim/with-selector": "use-sync-external-store/with-selector",
};

function reactOwnExternalStore() {
  return {
    name: "vdc-react-own-external-store",
    async resolveId(source, importer, options) {
      const target = REACT_OWN_EXTERNAL_STORE[source];
      if (target === undefined) return null;
      if (target.startsWith("\0")) return target;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
    load(id) {
      return id === "\0vdc-react-external-store" ? 'export { useSyncExternalStore } from "react";' : null;
    },
  };
}

/** The plugins of every browser bundle; `texts` says how the build splits the translation bundles. */
export const browserPlugins = ({ texts = { embeddedHeads: ELEMENT_EMBEDDED_HEADS } } = {}) => [
  textSets(texts),
  reactOwnExternalStore(),
  replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } }),
  // package.json's sideEffects describes the published dist/elements files, not these sources: applied to
  // them, it would drop register-all's imports (decision 0011).
  nodeResolve({
    browser: true,
    extensions: [".mjs", ".js", ".ts", ".tsx", ".json"],
    ignoreSideEffectsForRoot: true,
  }),
  commonjs(),
  json({ preferConst: true }),
  esbuild({ target: "es2022", jsx: "automatic", minify: production, legalComments: "none" }),
];

/**
 * React, signals, i18n, the HTTP clients and the session model live in one chunk shared by all elements.
 * The data grid, its table library and the list section form a second shared chunk, loaded only by
 * elements with a grid.
 * What only a dynamic import() reaches (the spreadsheet library) keeps its own lazy chunk: in a shared
 * chunk it would be downloaded by every page.
 */
function sharedChunk(id, { getModuleInfo }) {
  if (!isStaticallyReachable(id, getModuleInfo)) return undefined;
  // What only the grid imports (its filters' widgets, the server pager, the table store's selector) is
  // paid by grid pages alone.
  if (isGridModule(id) || isImportedOnlyByGrid(id, getModuleInfo)) return "vdc-grid";
  if (id.includes("/node_modules/")) return "vdc-shared";
  // Console code few elements use (the sign-in flow of <vdc-login>, the health rules of two sections) stays
  // with those elements: rollup gives it a chunk per set of elements that import it (decision 0013). The
  // elements' own frame (the hosted session, the section frame, the routes between elements) is console
  // code every element uses (decision 0037).
  const isConsoleCode = ["/src/core/", "/src/ui/", "/elements/"].some((folder) => id.includes(folder));
  if (!isConsoleCode || elementsReaching(id, getModuleInfo).size < sharedMinimumReach()) return undefined;
  // Kit pieces built on the grid (the list section, the entitlements panel) are grid pages: in the shared
  // chunk they would import the grid chunk back, a cycle that leaves React undefined in one of the two.
  return importsGrid(id, getModuleInfo) ? "vdc-grid" : "vdc-shared";
}

/**
 * Console code joins the shared chunk when at least a third of the elements (and two) import it: the
 * edit dialogs and pickers of a few sections would otherwise weigh on every page (decision 0037).
 */
function sharedMinimumReach() {
  return Math.max(2, Math.ceil(Object.keys(elementEntries).length / 3));
}

function isGridModule(id) {
  return (
    id.includes("/node_modules/@tanstack/") ||
    id.includes("/src/ui/list-section/") ||
    id.includes("/src/ui/data-grid/")
  );
}

let gridOnlyCache = new Map();
let gridOnlyCacheOwner;

/** Whether every chain of static imports that reaches the module passes through the grid. */
function isImportedOnlyByGrid(id, getModuleInfo, visiting = new Set()) {
  if (gridOnlyCacheOwner !== getModuleInfo) {
    gridOnlyCache = new Map();
    gridOnlyCacheOwner = getModuleInfo;
  }
  if (isGridModule(id)) return true;
  const cached = gridOnlyCache.get(id);
  if (cached !== undefined) return cached;
  // A cycle adds no importer of its own: the other importers decide.
  if (visiting.has(id)) return true;
  visiting.add(id);
  const info = getModuleInfo(id);
  const result =
    info !== null &&
    !info.isEntry &&
    info.importers.length > 0 &&
    info.importers.every((importer) => isImportedOnlyByGrid(importer, getModuleInfo, visiting));
  // Answers found inside a cycle depend on where the walk entered it: only the walk's first module keeps one.
  if (visiting.size === 1 || !result) gridOnlyCache.set(id, result);
  visiting.delete(id);
  return result;
}

let gridImportCache = new Map();
let gridImportCacheOwner;

/** Whether the module's static imports lead to the grid. */
function importsGrid(id, getModuleInfo, visiting = new Set()) {
  if (gridImportCacheOwner !== getModuleInfo) {
    gridImportCache = new Map();
    gridImportCacheOwner = getModuleInfo;
  }
  const cached = gridImportCache.get(id);
  if (cached !== undefined) return cached;
  if (visiting.has(id)) return false;
  visiting.add(id);
  const info = getModuleInfo(id);
  const result =
    info?.importedIds.some(
      (imported) =>
        isGridModule(imported) ||
        (!imported.includes("/node_modules/") && importsGrid(imported, getModuleInfo, visiting)),
    ) ?? false;
  gridImportCache.set(id, result);
  return result;
}

let reachCache = new Map();
let reachCacheOwner;

/** The element entries (not register-all, which imports them all) whose static imports lead to a module. */
function elementsReaching(id, getModuleInfo) {
  if (reachCacheOwner !== getModuleInfo) {
    reachCache = new Map();
    reachCacheOwner = getModuleInfo;
  }
  const walk = (moduleId, visiting) => {
    const cached = reachCache.get(moduleId);
    if (cached) return cached;
    const info = getModuleInfo(moduleId);
    const found = new Set();
    if (!info) return found;
    if (info.isEntry) {
      if (!moduleId.endsWith("/register-all.ts")) found.add(moduleId);
      return found;
    }
    if (visiting.has(moduleId)) return found;
    visiting.add(moduleId);
    // A module met again on another path adds nothing new: the first visit already passed its entries up.
    for (const importer of info.importers) for (const entry of walk(importer, visiting)) found.add(entry);
    return found;
  };
  const entries = walk(id, new Set());
  reachCache.set(id, entries);
  return entries;
}

/** Whether a chain of static imports leads from an entry to the module. */
function isStaticallyReachable(id, getModuleInfo, visiting = new Set()) {
  const info = getModuleInfo(id);
  if (!info || info.isEntry) return true;
  if (visiting.has(id)) return false;
  visiting.add(id);
  return info.importers.some((importer) => isStaticallyReachable(importer, getModuleInfo, visiting));
}

const elementEntries = Object.fromEntries(
  readdirSync("elements", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [`vdc-${entry.name}`, `elements/${entry.name}/vdc-${entry.name}.ts`]),
);

export default [
  {
    input: { ...elementEntries, "register-all": "elements/register-all.ts" },
    output: {
      dir: "dist/elements",
      format: "es",
      entryFileNames: "[name].js",
      chunkFileNames: "[name].[hash].js",
      manualChunks: sharedChunk,
    },
    plugins: [
      // Each element fetches the texts of its own section: locales/<element name>/bundle_<lang>.json.
      ...browserPlugins({
        texts: {
          embeddedHeads: ELEMENT_EMBEDDED_HEADS,
          entrySets: (id) => /\/elements\/([a-z-]+)\/vdc-\1\.ts$/.exec(id)?.[1],
        },
      }),
      copyFiles(localeFiles),
    ],
  },
  {
    input: { app: "src/shell/main.tsx" },
    output: {
      dir: "dist/console",
      format: "es",
      entryFileNames: "[name].js",
      chunkFileNames: "[name].[hash].js",
    },
    plugins: [
      // The shell's and the login's English texts are built in, other locales' are locales/console/; each
      // section's texts come with its chunk.
      ...browserPlugins({ texts: { coreSet: "console" } }),
      copyFiles([
        ["src/shell/static/index.html", "index.html"],
        ["src/shell/static/console.css", "console.css"],
        ...localeFiles,
      ]),
    ],
  },
  {
    input: { portal: "portal-demo/client/portal-app.ts" },
    output: {
      dir: "dist/portal",
      format: "es",
      entryFileNames: "[name].js",
      chunkFileNames: "[name].[hash].js",
    },
    plugins: [
      ...browserPlugins(),
      copyFiles([
        ["portal-demo/client/index.html", "index.html"],
        ["portal-demo/client/portal.css", "portal.css"],
      ]),
    ],
  },
  {
    input: { main: "server/main.ts" },
    output: {
      dir: "dist/server",
      format: "es",
      entryFileNames: "[name].mjs",
      chunkFileNames: "[name].[hash].mjs",
    },
    // Loaded from node_modules at run time, as the server always runs in the project's own tree: hono, and
    // the OpenAPI contract's schema validator and YAML reader (CommonJS, which this bundle does not convert).
    external: (id) =>
      builtinModules.includes(id) || id.startsWith("node:") || /^(hono|@hono|ajv|yaml)(\/|$)/.test(id),
    plugins: [
      nodeResolve({
        preferBuiltins: true,
        extensions: [".mjs", ".js", ".ts", ".json"],
        ignoreSideEffectsForRoot: true,
      }),
      json({ preferConst: true }),
      esbuild({ target: "node20", platform: "node" }),
    ],
  },
];
