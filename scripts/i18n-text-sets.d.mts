// Types of what scripts/i18n-text-sets.mjs exports to TypeScript tests; the rollup plugin is used by
// rollup.config.mjs only.
export declare const LOCALES: readonly string[];
export declare const KIT_KEY_SEGMENTS: readonly string[];
export declare function textGroupOf(key: string): string;
export declare function groupsNamedIn(
  source: string,
  groups: ReadonlySet<string>,
  options?: { bare?: boolean },
): Set<string>;
