import type { TFunction } from "i18next";
import { enumLabelKey, readableCode, type EnumName } from "../../core/i18n/enum-labels";
import { i18n } from "../../core/i18n/i18n";
import { useTranslation } from "./use-translation";

/** The text of an enum value in the current locale ("" for no value); see ENUM_LABELS. */
export function enumText(t: TFunction, name: EnumName, value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const key = enumLabelKey(name, value);
  return key === undefined ? readableCode(value) : t(key);
}

/** enumText bound to the console's translations; the component re-renders when the locale changes. */
export function useEnumText(): (name: EnumName, value: string | null | undefined) => string {
  const t = useTranslation();
  return (name, value) => enumText(t, name, value);
}

/**
 * Several values of one enum as their texts in the current locale, comma-separated: for a grid column's
 * value (shown, tooltipped and exported), which the grid recomputes when the locale changes.
 */
export function enumListText(name: EnumName, values: readonly string[]): string {
  return values.map((value) => enumText(i18n.t, name, value)).join(", ");
}
