import type { TFunction } from "i18next";
import { enumLabelKey, readableCode, type EnumName } from "../../core/i18n/enum-labels";
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
