// The raw-code check of every test layer that renders screens (story plays, the every-screen test, e2e
// flows): one rule, src/ui/raw-codes/raw-codes.ts, and one way to report what it finds.
import { findRawCodes, type RawCodeFinding } from "../../src/ui/raw-codes/raw-codes";

/** One line per finding, as a failure lists them. */
export function describeRawCodes(findings: readonly RawCodeFinding[]): string[] {
  return findings.map(({ text, path }) => `${text} at ${path}`);
}

/** Throws listing every text under `root` that reads like an API code (see findRawCodes). */
export function expectNoRawCodes(root: Node, where: string): void {
  const found = describeRawCodes(findRawCodes(root));
  if (found.length > 0) {
    throw new Error(
      `${where} shows ${found.length} text(s) that read like API codes, not translated texts:\n${found.join("\n")}`,
    );
  }
}

/**
 * The check as a script for a browser page the test drives from Node (playwright's page.evaluate): the
 * function's own source, called on the page's body. The test runner's transform may wrap named functions
 * in a `__name` helper that exists only on the Node side, so the script brings a stand-in for it.
 */
export const RAW_CODES_IN_PAGE_SCRIPT = `(() => {
  const __name = (target) => target;
  return (${findRawCodes.toString()})(document.body);
})()`;
