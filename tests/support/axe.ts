// axe-core in a real browser: open shadow roots are included by default.
import axe, { type RunOptions } from "axe-core";

const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/** Every serious or critical violation axe-core finds in a page region, one line each. */
export async function seriousAxeViolations(
  context: Element | Document = document,
  options: RunOptions = {},
): Promise<string[]> {
  const results = await axe.run(context, { ...options, resultTypes: ["violations"] });
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""))
    .map(
      (violation) =>
        `${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/** Runs axe-core over a page region; throws listing every serious or critical violation. */
export async function expectNoSeriousAxeViolations(context: Element | Document = document): Promise<void> {
  const blocking = await seriousAxeViolations(context);
  if (blocking.length > 0) {
    throw new Error(
      `axe-core found ${blocking.length} serious or critical violation(s):\n${blocking.join("\n")}`,
    );
  }
}
