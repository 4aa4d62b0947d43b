import { useId } from "react";
import { ADMIN_TEXT_ATTRIBUTE } from "../raw-codes/raw-codes";

export interface DropdownOption {
  value: string;
  /** Display text (already translated). */
  label: string;
  isDisabled?: boolean;
  /** The label is a name an administrator typed (an access group's), shown as typed, never as an enum. */
  isAdminText?: boolean;
}

export interface DropdownSelectProps {
  /** Visible label (translated text). */
  label: string;
  /** The choices in order (labels as translated text). */
  options: readonly DropdownOption[];
  /** The chosen option's value. */
  value: string;
  /** Called with the newly chosen value. */
  onChange: (value: string) => void;
  /** Shows the select without letting it change. */
  isDisabled?: boolean;
  /** Shows the label to screen readers only. */
  isLabelHidden?: boolean;
}

/** A labelled single-choice dropdown on the native select, so keyboard and screen readers work as usual. */
export function DropdownSelect({
  label,
  options,
  value,
  onChange,
  isDisabled,
  isLabelHidden,
}: DropdownSelectProps) {
  const id = useId();
  return (
    <div className="vdc-field vdc-dropdown" part="dropdown">
      <label htmlFor={id} className={isLabelHidden ? "vdc-visually-hidden" : undefined}>
        {label}
      </label>
      <select
        id={id}
        className="vdc-select"
        value={value}
        disabled={isDisabled}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            disabled={option.isDisabled}
            {...(option.isAdminText ? { [ADMIN_TEXT_ATTRIBUTE]: "" } : {})}
          >
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
