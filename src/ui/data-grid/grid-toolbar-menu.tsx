import { useId, useState, type ReactNode } from "react";

export interface GridToolbarMenuProps {
  /** What the button shows. */
  button: ReactNode;
  /** The open panel; its root carries `${id}-panel` as its id (the button controls it). */
  children: (id: string) => ReactNode;
}

/** A grid toolbar button that opens a panel below it (columns, views); Escape closes it. */
export function GridToolbarMenu({ button, children }: GridToolbarMenuProps) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div
      className="vdc-grid__column-chooser"
      onKeyDown={(event) => {
        if (event.key === "Escape" && isOpen) {
          event.stopPropagation();
          setIsOpen(false);
        }
      }}
    >
      <button
        type="button"
        className="vdc-button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${id}-panel` : undefined}
        onClick={() => setIsOpen(!isOpen)}
      >
        {button}
      </button>
      {isOpen && children(id)}
    </div>
  );
}
