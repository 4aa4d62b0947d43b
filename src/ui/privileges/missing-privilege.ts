import type { TFunction } from "i18next";
import { i18n } from "../../core/i18n/i18n";
import { enumText } from "../i18n/enum-text";

/**
 * What a control disabled for want of a privilege says (its tooltip and accessible description): the
 * privilege's translated name, alternatives of an expression ("A|B") joined with "or", names that must
 * all be held ("A&B") with "and", in the administrator's language; `onSelection` when the privilege is
 * held elsewhere but not on the access group of the selected items.
 */
export function missingPrivilegeText(t: TFunction, expression: string, onSelection = false): string {
  const locale = i18n.language;
  const anyOf = new Intl.ListFormat(locale, { type: "disjunction" });
  const allOf = new Intl.ListFormat(locale, { type: "conjunction" });
  const alternatives = expression
    .split("|")
    .map((alternative) =>
      alternative
        .split("&")
        .map((name) => name.trim())
        .filter((name) => name !== "")
        .map((name) => enumText(t, "privilege", name)),
    )
    .filter((names) => names.length > 0)
    .map((names) => allOf.format(names));
  const privileges = anyOf.format(alternatives);
  return t(onSelection ? "ui.privilege.neededOnSelection" : "ui.privilege.needed", { privileges });
}
