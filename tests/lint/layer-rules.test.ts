// The layer directions of DESIGN.md are enforced by eslint, not by hope: these probes must be refused.
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

// Type information is irrelevant to import rules, and probe files do not exist on disk.
const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked });

async function restrictedImportMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((m) => m.message);
}

describe("layer rules", () => {
  it("refuses React in src/core", async () => {
    const messages = await restrictedImportMessages(
      "src/core/session/probe.ts",
      'import { useState } from "react";\nexport const probe = useState;\n',
    );
    expect(messages.join("\n")).toContain("src/core is framework-free");
  });

  it("refuses src/core importing ui, sections or shell", async () => {
    const messages = await restrictedImportMessages(
      "src/core/http/probe.ts",
      'import { VdcRoot } from "../../ui/root/vdc-root";\nexport const probe = VdcRoot;\n',
    );
    expect(messages.join("\n")).toContain("src/core must not import ui");
  });

  it("refuses ui importing sections", async () => {
    const messages = await restrictedImportMessages(
      "src/ui/data-grid/probe.ts",
      'import { probe as other } from "../../sections/sessions/probe";\nexport const probe = other;\n',
    );
    expect(messages.join("\n")).toContain("src/ui must not import sections");
  });

  it("refuses a section importing another section", async () => {
    const messages = await restrictedImportMessages(
      "src/sections/sessions/components/probe.ts",
      'import { probe as other } from "../../desktop-pools/probe";\nexport const probe = other;\n',
    );
    expect(messages.join("\n")).toContain("Sections never import each other");
  });

  it("refuses the emulator in browser bundles", async () => {
    const messages = await restrictedImportMessages(
      "elements/login/probe.ts",
      'import { createEmulator } from "../../server/emulator/emulator";\nexport const probe = createEmulator;\n',
    );
    expect(messages.join("\n")).toContain("never include the pod emulator");
  });

  it("allows a section to import ui and core", async () => {
    const messages = await restrictedImportMessages(
      "src/sections/sessions/probe.ts",
      'import { VdcRoot } from "../../ui/root/vdc-root";\nimport { i18n } from "../../core/i18n/i18n";\nexport const probe = [VdcRoot, i18n];\n',
    );
    expect(messages).toEqual([]);
  });
});

describe("layer rules inside a section", () => {
  it("allow a nested file to reach its own section, ui and core", async () => {
    const messages = await restrictedImportMessages(
      "src/sections/sessions/components/probe.ts",
      [
        'import { getSessions } from "../api/get-sessions";',
        'import { VdcRoot } from "../../../ui/root/vdc-root";',
        'import { i18n } from "../../../core/i18n/i18n";',
        "export const probe = [getSessions, VdcRoot, i18n];",
      ].join("\n"),
    );
    expect(messages).toEqual([]);
  });
});
