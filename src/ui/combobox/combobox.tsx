import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Icon } from "../icons/icon";
import { useTranslation } from "../i18n/use-translation";

export interface ComboboxOption {
  value: string;
  /** Display text (already translated or admin-entered). */
  label: string;
}

export interface ComboboxProps {
  /** Visible label (translated text). */
  label: string;
  /** The choices, filtered by what the administrator types. */
  options: readonly ComboboxOption[];
  /** The chosen option's value, or null. */
  value: string | null;
  /** Called with the chosen option's value, or null when the field is cleared. */
  onChange: (value: string | null) => void;
  /** Required unless false; an empty required field shows the error once touched. */
  isRequired?: boolean;
  /** Error text to show (translated); the required message by default when empty. */
  errorText?: string;
  /** Hint shown while the field is empty (translated text). */
  placeholder?: string;
  /** Shows the field without letting it change. */
  isDisabled?: boolean;
}

/**
 * A searchable single choice following the ARIA combobox pattern: typing filters the list, arrows move
 * the active option, Enter picks it, Escape closes (or clears when closed).
 */
export function Combobox(props: ComboboxProps) {
  const { label, options, value, onChange, isRequired = true, placeholder, isDisabled } = props;
  const t = useTranslation();
  const id = useId();
  const selected = options.find((option) => option.value === value);
  const [text, setText] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [isTouched, setIsTouched] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const shownText = text ?? selected?.label ?? "";
  const matches = useMemo(() => {
    const wanted = (text ?? "").trim().toLowerCase();
    return wanted === "" ? options : options.filter((option) => option.label.toLowerCase().includes(wanted));
  }, [options, text]);
  const activeIndex = Math.min(active, matches.length - 1);

  const errorText =
    props.errorText ?? (isRequired && isTouched && value === null ? t("ui.combobox.required") : undefined);

  const choose = (option: ComboboxOption) => {
    onChange(option.value);
    setText(null);
    setIsOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setIsOpen(true);
        setActive(activeIndex + 1 >= matches.length ? 0 : activeIndex + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        setIsOpen(true);
        setActive(activeIndex <= 0 ? matches.length - 1 : activeIndex - 1);
        break;
      case "Enter": {
        const option = isOpen ? matches[activeIndex] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case "Escape":
        if (isOpen) {
          event.preventDefault();
          event.stopPropagation();
          setIsOpen(false);
        } else if (text !== null || value !== null) {
          event.preventDefault();
          event.stopPropagation();
          setText(null);
          onChange(null);
        }
        break;
      default:
        break;
    }
  };

  return (
    <div className="vdc-field vdc-combobox" part="combobox">
      <label htmlFor={`${id}-input`}>{label}</label>
      <div className="vdc-combobox__control">
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="vdc-input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={isOpen}
          aria-controls={`${id}-list`}
          aria-activedescendant={isOpen && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined}
          aria-required={isRequired}
          aria-invalid={errorText !== undefined}
          aria-describedby={errorText !== undefined ? `${id}-error` : undefined}
          placeholder={placeholder}
          disabled={isDisabled}
          value={shownText}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setIsOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setIsTouched(true);
            setIsOpen(false);
            // Text that names no option is not a choice: show the chosen option again.
            const exact = options.find(
              (option) => option.label.toLowerCase() === (text ?? "").trim().toLowerCase(),
            );
            if (exact && text !== null) onChange(exact.value);
            setText(null);
          }}
        />
        <button
          type="button"
          className="vdc-combobox__toggle"
          tabIndex={-1}
          aria-label={t("ui.combobox.showOptions")}
          aria-expanded={isOpen}
          aria-controls={`${id}-list`}
          disabled={isDisabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setIsOpen(!isOpen);
            inputRef.current?.focus();
          }}
        >
          <Icon name="chevron-down" />
        </button>
      </div>
      <ul id={`${id}-list`} role="listbox" aria-label={label} className="vdc-combobox__list" hidden={!isOpen}>
        {isOpen && matches.length === 0 && (
          <li className="vdc-combobox__empty" role="presentation">
            {t("ui.combobox.noMatches")}
          </li>
        )}
        {isOpen &&
          matches.map((option, index) => (
            <li
              key={option.value}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={option.value === value}
              data-active={index === activeIndex || undefined}
              className="vdc-combobox__option"
              // Keep focus in the input so the click does not count as leaving the field.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.label}
            </li>
          ))}
      </ul>
      {errorText !== undefined && (
        <span id={`${id}-error`} className="vdc-error-text">
          {errorText}
        </span>
      )}
    </div>
  );
}
