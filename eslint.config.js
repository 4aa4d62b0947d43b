import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Layer directions from DESIGN.md: elements -> src; shell -> sections -> ui -> core. Core is React-free.
const REACT = [
  "react",
  "react-dom",
  "react-dom/*",
  "react/*",
  "@preact/signals-react",
  "@preact/signals-react/*",
];
const TEST_FILES = ["**/*.test.{ts,tsx}", "**/*.stories.tsx"];
const layer = (message, patterns) => ({ group: patterns, message });
const NO_SERVER = layer("Browser bundles never include the pod emulator or the Node server.", [
  "**/server/**",
]);
const SRC_COMMON = [layer("src must not import elements.", ["**/elements/**"]), NO_SERVER];
// A file d folders deep inside src/sections/<name>/ reaches another section with exactly d+1 "../".
const SECTION_DEPTHS = [0, 1, 2, 3, 4, 5];

/**
 * One no-restricted-imports block per layer: in flat config a later block's options replace an earlier
 * block's for the same rule, so every file must match exactly one of these.
 */
function restrictImports(folder, patterns) {
  return {
    files: [`${folder}/**/*.{ts,tsx}`],
    ignores: TEST_FILES,
    rules: { "no-restricted-imports": ["error", { patterns }] },
  };
}

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "dist-storybook/",
      "node_modules/",
      "bench-results/",
      "test-results/",
      "storybook-static/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
      eqeqeq: ["error", "always"],
      // Handlers often satisfy a Promise-returning contract without awaiting anything.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    // Build and tool scripts are plain JavaScript: linted, not type-checked.
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { process: "readonly", console: "readonly", URL: "readonly" },
    },
  },
  {
    files: ["**/*.tsx", "src/ui/**/*.ts", "src/sections/**/*.ts", "src/shell/**/*.ts", "elements/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The rules of hooks hold in tests and stories too; the React Compiler's own checks (a quarter of
    // lint's time, compiling every component) judge what the console ships, not a test's harness.
    files: [...TEST_FILES, "stories/**/*.tsx", "tests/**/*.tsx"],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter((rule) => !["react-hooks/rules-of-hooks", "react-hooks/exhaustive-deps"].includes(rule))
        .map((rule) => [rule, "off"]),
    ),
  },
  restrictImports("src/core", [
    layer("src/core is framework-free: no React.", REACT),
    layer("src/core must not import ui, sections, shell or elements.", [
      "**/ui/**",
      "**/sections/**",
      "**/shell/**",
    ]),
    ...SRC_COMMON,
  ]),
  {
    files: ["src/core/**/*.ts"],
    ignores: TEST_FILES,
    rules: {
      "no-restricted-globals": [
        "error",
        {
          name: "location",
          message: "core exposes signals and actions; the shell or element decides navigation.",
        },
      ],
    },
  },
  restrictImports("src/ui", [
    layer("src/ui must not import sections, shell or elements.", ["**/sections/**", "**/shell/**"]),
    ...SRC_COMMON,
  ]),
  ...SECTION_DEPTHS.map((depth) => ({
    files: [`src/sections/*/${"*/".repeat(depth)}*.{ts,tsx}`],
    ignores: TEST_FILES,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            layer("Sections must not import the shell or elements.", ["**/shell/**"]),
            {
              regex: `^(\\.\\./){${depth + 1}}(?!\\.\\.)[^/]+/`,
              message: "Sections never import each other: share through src/ui or src/core.",
            },
            ...SRC_COMMON,
          ],
        },
      ],
    },
  })),
  restrictImports("src/shell", SRC_COMMON),
  restrictImports("elements", [NO_SERVER]),
  restrictImports("portal-demo/client", [NO_SERVER]),
  {
    files: [
      "server/**/*.ts",
      "scripts/**/*.mjs",
      ".ci/**",
      "tests/**/*.ts",
      "*.config.*",
      "rollup.config.mjs",
    ],
    rules: { "no-console": "off" },
  },
  {
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/unbound-method": "off",
    },
  },
);
