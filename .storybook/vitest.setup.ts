import { afterEach } from "vitest";
import { expectNoSeriousAxeViolations } from "../tests/support/axe";
import { expectNoRawCodes } from "../tests/support/raw-codes";

// The preview's annotations (decorators, globals) are applied by @storybook/addon-vitest itself.
// Every story, once its play function has run, must show no text that reads like an API code (every enum
// value is a translated text; what the administrator typed is marked data-admin-text) and be free of
// serious or critical accessibility violations, inside its shadow root too.
afterEach(async () => {
  expectNoRawCodes(document.body, "The story");
  await expectNoSeriousAxeViolations(document.body);
});
