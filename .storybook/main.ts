import { realpathSync } from "node:fs";
import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  framework: { name: "@storybook/react-vite", options: {} },
  addons: ["@storybook/addon-docs", "@storybook/addon-vitest"],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: "react-docgen" },
  viteFinal(viteConfig) {
    // Without these, `storybook dev` serves React as CommonJS and stories fail with "does not provide an export named 'default'".
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        "react",
        "react-dom",
        "react-dom/client",
        "react/jsx-runtime",
      ],
    };
    // A git worktree may link node_modules from another checkout: Vite serves files only under allowed roots.
    const fsOptions = viteConfig.server?.fs;
    viteConfig.server = {
      ...viteConfig.server,
      fs: {
        ...fsOptions,
        allow: [...(fsOptions?.allow ?? []), process.cwd(), realpathSync("node_modules")],
      },
    };
    return viteConfig;
  },
};

export default config;
