import { afterEach } from "vitest";
import { expectNoSeriousAxeViolations } from "../tests/support/axe";

// The preview's annotations (decorators, globals) are applied by @storybook/addon-vitest itself.
// Every story must be free of serious or critical accessibility violations, inside its shadow root too.
afterEach(async () => {
  await expectNoSeriousAxeViolations(document.body);
});
