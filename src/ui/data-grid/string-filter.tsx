import { useState } from "react";
import { useDebouncedCallback } from "../hooks/use-debounced-callback";
import { useTranslation } from "../i18n/use-translation";

/** Filter typing applies 500 ms after the last keystroke. */
export const FILTER_DEBOUNCE_MS = 500;

export interface StringFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A text column filter that reports what was typed once typing pauses. */
export function StringFilter({ label, value, onChange }: StringFilterProps) {
  const t = useTranslation();
  const [text, setText] = useState(value);
  const report = useDebouncedCallback(onChange, FILTER_DEBOUNCE_MS);
  return (
    <input
      className="vdc-input"
      type="search"
      aria-label={t("grid.filter.byColumn", { column: label })}
      placeholder={t("grid.filter.placeholder")}
      value={text}
      // The panel opens on demand, so the field should take the keyboard at once.
      autoFocus
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
    />
  );
}
