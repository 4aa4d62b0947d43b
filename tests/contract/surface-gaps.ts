// Where the emulator's 2212 surface knowingly falls short, for the tests that read all of it
// (openapi-schemas, third-party-client). Fixing one means deleting its line.

/**
 * GETs the emulator does not answer yet because another helper's branch implements them, each with the
 * owner. The lead deletes an entry when that branch is merged; the tests then expect a 200 from it.
 */
export const ANSWERED_ON_ANOTHER_BRANCH: Readonly<Record<string, string>> = {};

/**
 * Where the emulator knowingly answers otherwise, and why. A new divergence fails the test; fixing one of
 * these means deleting its line.
 */
export const KNOWN_DIVERGENCES: Readonly<Record<string, string>> = {
  "/monitor/rds-servers": "the unversioned, deprecated call answers with the v1 states",
};
