import { setProjectAnnotations } from "@storybook/react-vite";
import { afterEach, beforeAll } from "vitest";
import * as previewAnnotations from "./preview";
import { expectNoSeriousAxeViolations } from "../tests/support/axe";

const annotations = setProjectAnnotations([previewAnnotations]);
beforeAll(annotations.beforeAll);

// Every story must be free of serious or critical accessibility violations, inside its shadow root too.
afterEach(async () => {
  await expectNoSeriousAxeViolations(document.body);
});
