import { useState, type ReactNode } from "react";
import { Privileged } from "../privileges/use-privilege";

/** What an editor opened by EditButton is given: how to close it, and what to call once it saved. */
export interface EditorControls {
  onCancel: () => void;
  onSaved: () => void;
}

export interface EditButtonProps {
  /** The button's text (translated). */
  label: string;
  /** Privilege expression the change needs; without it the button is disabled. */
  privilege: string;
  /** A further condition (e.g. not a read-only administrator); false disables the button. */
  isAllowed?: boolean;
  /** Runs after a successful save, once the editor is closed (reload what it changed). */
  onSaved: () => void;
  /** The editor (usually an EditDialog on useEditForm). */
  editor: (controls: EditorControls) => ReactNode;
}

/** A privileged button that opens an editor; the editor closes on cancel and after a save, then onSaved runs. */
export function EditButton({ label, privilege, isAllowed = true, onSaved, editor }: EditButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Privileged expression={privilege} force={!isAllowed}>
        <button type="button" className="vdc-button" onClick={() => setIsOpen(true)}>
          {label}
        </button>
      </Privileged>
      {isOpen &&
        isAllowed &&
        editor({
          onCancel: () => setIsOpen(false),
          onSaved: () => {
            setIsOpen(false);
            onSaved();
          },
        })}
    </>
  );
}
