import { useId } from "react";
import { useTranslation } from "../i18n/use-translation";

/** One tickable value; label is display text (already translated). */
export interface CheckboxFilterChoice {
  value: string;
  label: string;
}

export interface CheckboxFilterProps {
  /** Accessible name of the group, usually the column header. */
  label: string;
  /** The values to choose from, each with its label (translated text). */
  options: readonly CheckboxFilterChoice[];
  /** The values checked now. */
  selected: readonly string[];
  /** Called with every checked value after each change (empty after Clear). */
  onChange: (selected: string[]) => void;
}

/** A column filter offering a fixed set of values as checkboxes; nothing ticked means no filter. */
export function CheckboxFilter({ label, options, selected, onChange }: CheckboxFilterProps) {
  const t = useTranslation();
  const id = useId();
  const toggle = (value: string, isChecked: boolean) => {
    const next = isChecked ? [...selected, value] : selected.filter((item) => item !== value);
    // Keep the options' order so the same ticks always give the same filter.
    onChange(options.map((option) => option.value).filter((item) => next.includes(item)));
  };
  return (
    <fieldset className="vdc-checkbox-filter" part="checkbox-filter">
      <legend className="vdc-visually-hidden">{label}</legend>
      {options.map((option) => (
        <label key={option.value} className="vdc-checkbox" htmlFor={`${id}-${option.value}`}>
          <input
            id={`${id}-${option.value}`}
            type="checkbox"
            checked={selected.includes(option.value)}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
          />
          {option.label}
        </label>
      ))}
      <button
        type="button"
        className="vdc-button vdc-checkbox-filter__clear"
        disabled={selected.length === 0}
        onClick={() => onChange([])}
      >
        {t("ui.filter.clear")}
      </button>
    </fieldset>
  );
}
