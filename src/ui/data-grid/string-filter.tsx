import { useCallback, useEffect, useRef, useState } from "react";
import { useDebouncedCallback } from "../hooks/use-debounced-callback";
import { useTranslation } from "../i18n/use-translation";

/** Filter typing applies 500 ms after the last keystroke. */
export const FILTER_DEBOUNCE_MS = 500;

export interface StringFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A text column filter that reports what was typed once typing pauses, at once on Enter, and when its
 * panel closes: closing within the pause must not drop what the administrator typed.
 */
export function StringFilter({ label, value, onChange }: StringFilterProps) {
  const t = useTranslation();
  const [text, setText] = useState(value);
  const onChangeRef = useRef(onChange);
  const typedRef = useRef(value);
  const appliedRef = useRef(value);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const apply = useCallback(() => {
    if (typedRef.current === appliedRef.current) return;
    appliedRef.current = typedRef.current;
    onChangeRef.current(typedRef.current);
  }, []);
  const applySoon = useDebouncedCallback(apply, FILTER_DEBOUNCE_MS);
  useEffect(() => () => apply(), [apply]);
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
        typedRef.current = event.currentTarget.value;
        setText(event.currentTarget.value);
        applySoon();
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter") apply();
        // Escape closes the panel (its handler); Chromium would also empty a search field, dropping the filter.
        if (event.key === "Escape") event.preventDefault();
      }}
    />
  );
}
