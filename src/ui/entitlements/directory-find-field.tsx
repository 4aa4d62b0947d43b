import type { KeyboardEvent } from "react";

export interface DirectoryFindFieldProps {
  /** The input's id (its label points at it). */
  id: string;
  label: string;
  /** The Find button's text. */
  findLabel: string;
  placeholder: string;
  text: string;
  onText: (text: string) => void;
  /** Runs the lookup: the button, or Enter in the field (which must not submit the form around it). */
  onFind: () => void;
}

/** A directory lookup's name field and its Find button, side by side: one for every dialog that finds users. */
export function DirectoryFindField({
  id,
  label,
  findLabel,
  placeholder,
  text,
  onText,
  onFind,
}: DirectoryFindFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    onFind();
  };
  return (
    <div className="vdc-directory-find">
      <div className="vdc-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          className="vdc-input"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => onText(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <button type="button" className="vdc-button" disabled={text.trim() === ""} onClick={onFind}>
        {findLabel}
      </button>
    </div>
  );
}
