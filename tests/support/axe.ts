// axe-core in a real browser: open shadow roots are included by default.
import axe from "axe-core";

const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/** Runs axe-core over a page region; throws listing every serious or critical violation. */
export async function expectNoSeriousAxeViolations(context: Element | Document = document): Promise<void> {
  const results = await axe.run(context, { resultTypes: ["violations"] });
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""));
  if (blocking.length > 0) {
    const details = blocking
      .map(
        (violation) =>
          `${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      )
      .join("\n");
    throw new Error(`axe-core found ${blocking.length} serious or critical violation(s):\n${details}`);
  }
}
