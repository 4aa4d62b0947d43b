// Spec 001 §8: each error of the unauthenticated access user catalogue maps to a message of its own, in
// each of the eight locales (the dialog's rendered messages are tested in users-groups-section.test.tsx).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../core/http/api-error";
import { SUPPORTED_LOCALES } from "../../core/i18n/locales";
import {
  CREATE_ERRORS,
  UPDATE_ERRORS,
  UnauthenticatedUserError,
  unauthenticatedUserError,
} from "./users-groups.model";

const bundleOf = (locale: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, "../../locales", `bundle_${locale}.json`), "utf8"),
  ) as Record<string, string>;
const CATALOGUE = [...new Set([...CREATE_ERRORS, ...UPDATE_ERRORS])];
const names = { loginName: "kiosk-7", domain: "example.com" };

function refusal(key: string): ApiError {
  return new ApiError({ status: 400, body: { fault: "InvalidArgument", errors: [{ error_key: key }] } });
}

describe("unauthenticated access user errors", () => {
  it.each([
    ...CREATE_ERRORS.map((key) => ["create", key] as const),
    ...UPDATE_ERRORS.map((key) => ["update", key] as const),
  ])("%s: %s maps to its own message key with the names it concerns", (mode, key) => {
    const mapped = unauthenticatedUserError(refusal(key), mode, names);
    expect(mapped).toBeInstanceOf(UnauthenticatedUserError);
    expect((mapped as UnauthenticatedUserError).displayMessage).toEqual({
      key: `usersGroups.unauthenticated.error.${key}`,
      values: names,
    });
  });

  it("leaves an error outside the mode's catalogue to the generic message", () => {
    const other = refusal("USER_OF_OTHER_POD_CANNOT_BE_UPDATED");
    expect(unauthenticatedUserError(other, "create", names)).toBe(other);
    const upn = refusal("AD_USER_MUST_HAVE_UPN");
    expect(unauthenticatedUserError(upn, "update", names)).toBe(upn);
  });

  it.each(SUPPORTED_LOCALES)(
    "%s: every catalogue key has a message of its own, not the generic one",
    (locale) => {
      const bundle = bundleOf(locale);
      const english = bundleOf("en");
      const messages = CATALOGUE.map((key) => bundle[`usersGroups.unauthenticated.error.${key}`]);
      for (const message of messages) expect(message).toBeTruthy();
      expect(new Set(messages).size).toBe(CATALOGUE.length);
      expect(messages).not.toContain(bundle.UNABLE_PROCESS_REQUEST);
      if (locale !== "en") {
        for (const key of CATALOGUE)
          expect(bundle[`usersGroups.unauthenticated.error.${key}`]).not.toBe(
            english[`usersGroups.unauthenticated.error.${key}`],
          );
      }
    },
  );
});
