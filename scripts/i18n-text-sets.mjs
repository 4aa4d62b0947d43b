// Splits the eight translation bundles into text sets at build time (decision 0036): a text set is what one
// part of a page shows (the console's shell and login, one section, one element), and a page fetches a
// set's bundle for its locale only when that part loads. The sources stay the eight src/locales files, which
// `node scripts/i18n-merge.mjs` edits; nothing here is written back to them.
//
// A set holds whole key groups, the first two segments of a key ("desktopPools.wizard" of
// "desktopPools.wizard.names.title"). Keys are often built from a prefix (`${K}.names.check.${state}` with
// K = "desktopPools.wizard", or a list section given textPrefix="agents"), so single keys cannot be traced
// through the code; their groups can: a module that writes a string naming a group, its prefix or a key in
// it needs the group. A group named by mistake costs bytes, never a missing text.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const LOCALES = ["en", "de", "es", "fr", "ja", "ko", "zh-CN", "zh-TW"];

/** The spec's upper-case error keys (SERVER_ERROR_OCCURRED_RETRY) come from the pod's answers: every set has them. */
const ERROR_KEY = /^[A-Z0-9_]+$/;
const ERROR_GROUP = "ERRORS";

/** The group a key belongs to. */
export function textGroupOf(key) {
  return ERROR_KEY.test(key) ? ERROR_GROUP : key.split(".").slice(0, 2).join(".");
}

/** Strings of key characters in a source: quoted, or a template's text before a ${…}. */
const KEY_LIKE_STRING = /["'`]([A-Za-z][\w-]*(?:\.[\w-]+)*\.?)(?=["'`]|\$\{)/g;

/**
 * What the kit adds to a section's key prefix (textKeys="agents", batchAction("machines", …)): the list
 * section's <prefix>.title, .grid.*, .state.*, .actions.*, the section actions' <prefix>.action.*,
 * .confirm.*, .outcome.*. scripts/i18n-text-sets.test.ts fails when the kit composes another.
 */
export const KIT_KEY_SEGMENTS = ["title", "grid", "state", "actions", "action", "confirm", "outcome"];

/**
 * The groups a module's source names: a string that is a key of the group or a prefix of its keys
 * ("desktopPools.wizard.names.title", "desktopPools.wizard", "desktopPools."); a first segment alone
 * ("agents") names the groups the kit makes of a section's prefix. Other bare words (routes, tabs, feature
 * names) would otherwise pull whole sections in.
 */
export function groupsNamedIn(source, groups, { bare = true } = {}) {
  const named = new Set([ERROR_GROUP]);
  for (const [, text] of withoutComments(source).matchAll(KEY_LIKE_STRING)) {
    const prefix = text.endsWith(".") ? text.slice(0, -1) : text;
    if (!prefix.includes(".")) {
      if (bare)
        for (const segment of KIT_KEY_SEGMENTS)
          if (groups.has(`${prefix}.${segment}`)) named.add(`${prefix}.${segment}`);
      // "desktopPools." before a ${…} is a prefix of every group under it.
      if (text.endsWith(".")) for (const group of groupsUnder(groups, prefix)) named.add(group);
      continue;
    }
    const group = textGroupOf(prefix);
    if (groups.has(group)) named.add(group);
  }
  return named;
}

/** Strings and code stay, comments go: a comment's words ("the sessions tab") name no texts. */
const STRING_OR_COMMENT =
  /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
function withoutComments(source) {
  return source.replace(STRING_OR_COMMENT, (match, string) => string ?? " ");
}

const groupsUnderCache = new WeakMap();
function groupsUnder(groups, first) {
  let byFirst = groupsUnderCache.get(groups);
  if (!byFirst) {
    byFirst = new Map();
    for (const group of groups) {
      const head = group.split(".")[0];
      byFirst.set(head, [...(byFirst.get(head) ?? []), group]);
    }
    groupsUnderCache.set(groups, byFirst);
  }
  return byFirst.get(first) ?? [];
}

/** The keys of a bundle in the given groups. */
export function textsInGroups(bundle, groups) {
  return Object.fromEntries(Object.entries(bundle).filter(([key]) => groups.has(textGroupOf(key))));
}

/** The bundle's file name on the wire: the spec writes the Chinese variants zh_CN and zh_TW. */
export const bundleFileName = (locale) => `bundle_${locale.replace("-", "_")}.json`;

const bundleUrl = (locale) => new URL(`../src/locales/bundle_${locale}.json`, import.meta.url);

export function readBundle(locale) {
  return JSON.parse(readFileSync(bundleUrl(locale), "utf8"));
}

/** Where a page's code comes from: a module of the project, not a library (libraries show no texts). */
const isProjectSource = (id) =>
  !id.includes("/node_modules/") && /\.(ts|tsx)$/.test(id) && !id.endsWith(".d.ts");

/**
 * The entry the English module holds in place of its texts until the chunks render, when the module graph
 * and so the built-in texts are known.
 */
const EMBEDDED_PLACEHOLDER = "vdc-embedded-english";
const EMBEDDED_PLACEHOLDER_ENTRY = new RegExp(`"${EMBEDDED_PLACEHOLDER}":\\s*"${EMBEDDED_PLACEHOLDER}"`);

/**
 * Rollup plugin: the text sets of one build.
 * - `coreSet`: a set of the groups the entries reach by static imports (what the page shows before any
 *   part loads: the console's shell and login). Its English texts are built into the code, in place of the
 *   whole bundle_en.json that src/core/i18n/i18n.ts imports, marked $partial so the page fetches the rest.
 * - Without a core set, `embeddedHeads` names the English groups built into the code by their first segment.
 * - `entrySets`: a set per entry, named by the function (the elements: one set per element, its dynamic
 *   imports included).
 * - Every `textSetLoader("name", () => import("path"))` in the code is a set too: the module it imports and
 *   everything that module reaches, dynamic imports included (a section with its wizards and dialogs).
 * Each set is emitted as locales/<set>/bundle_<lang>.json.
 */
export function textSets({ coreSet, embeddedHeads = [], entrySets }) {
  // Read at each build's start, so a watching build (npm run dev) picks up merged keys and edited code.
  let bundles;
  let groups;
  let sets;
  const namedCache = new Map();
  const namedGroups = (id) => {
    let named = namedCache.get(id);
    if (!named) {
      // Only sections hand the kit a bare prefix; elsewhere (the shell's routes, the elements' links) bare
      // words are section names.
      const bare = id.includes("/src/sections/");
      named = isProjectSource(id) ? groupsNamedIn(readFileSync(id, "utf8"), groups, { bare }) : new Set();
      namedCache.set(id, named);
    }
    return named;
  };
  /** The groups every module reached from the roots names; `dynamic` follows import() too. */
  const reachedGroups = (roots, getModuleInfo, dynamic) => {
    const found = new Set();
    const seen = new Set();
    const stack = [...roots];
    while (stack.length > 0) {
      const id = stack.pop();
      if (seen.has(id)) continue;
      seen.add(id);
      for (const group of namedGroups(id)) found.add(group);
      const info = getModuleInfo(id);
      if (!info) continue;
      stack.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
    }
    return found;
  };
  // Each textSetLoader call: the set's name and the module its import() names.
  const loaderSets = new Map();
  const LOADER_CALL = /textSetLoader\(\s*"([\w-]+)",\s*\(\)\s*=>\s*import\(\s*"([^"]+)"\s*\)/g;

  return {
    name: "vdc-text-sets",
    buildStart() {
      bundles = Object.fromEntries(LOCALES.map((locale) => [locale, readBundle(locale)]));
      groups = new Set(Object.keys(bundles.en).map(textGroupOf));
      namedCache.clear();
      loaderSets.clear();
      for (const locale of LOCALES) this.addWatchFile(fileURLToPath(bundleUrl(locale)));
    },
    async transform(code, id) {
      if (!isProjectSource(id) || !code.includes("textSetLoader(")) return null;
      for (const [, name, specifier] of readFileSync(id, "utf8").matchAll(LOADER_CALL)) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) this.error(`textSetLoader("${name}"): cannot resolve ${specifier}`);
        const known = loaderSets.get(name);
        if (known && known !== resolved.id) this.error(`text set "${name}" names two modules`);
        loaderSets.set(name, resolved.id);
      }
      return null;
    },
    load(id) {
      if (!id.endsWith("/src/locales/bundle_en.json")) return null;
      // $partial: the page fetches the rest. $set: the core set is built in whole, so an English page never
      // fetches it. Both are known before the graph is: the code may be simplified on them.
      const marks = coreSet ? { $partial: "true", $set: coreSet } : { $partial: "true" };
      return JSON.stringify({ ...marks, [EMBEDDED_PLACEHOLDER]: EMBEDDED_PLACEHOLDER });
    },
    renderStart() {
      const getModuleInfo = (id) => this.getModuleInfo(id);
      const entries = [...this.getModuleIds()].filter((id) => getModuleInfo(id)?.isEntry);
      sets = new Map();
      if (coreSet) sets.set(coreSet, reachedGroups(entries, getModuleInfo, false));
      if (entrySets) {
        for (const id of entries) {
          const name = entrySets(id);
          if (name) sets.set(name, reachedGroups([id], getModuleInfo, true));
        }
      }
      for (const [name, id] of loaderSets) sets.set(name, reachedGroups([id], getModuleInfo, true));
    },
    renderChunk(code) {
      if (!EMBEDDED_PLACEHOLDER_ENTRY.test(code)) return null;
      const embedded = coreSet
        ? sets.get(coreSet)
        : new Set([ERROR_GROUP, ...embeddedHeads.flatMap((head) => groupsUnder(groups, head))]);
      const entries = JSON.stringify(textsInGroups(bundles.en, embedded)).slice(1, -1);
      return { code: code.replace(EMBEDDED_PLACEHOLDER_ENTRY, () => entries), map: null };
    },
    generateBundle() {
      for (const [name, setGroups] of sets) {
        for (const locale of LOCALES) {
          this.emitFile({
            type: "asset",
            fileName: `locales/${name}/${bundleFileName(locale)}`,
            source: JSON.stringify(textsInGroups(bundles[locale], setGroups)),
          });
        }
      }
    },
  };
}
