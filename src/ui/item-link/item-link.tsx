import type { ReactNode } from "react";

/**
 * An item's name that opens the item's page when the host can navigate (a link into another section),
 * and plain text otherwise. Admin-entered names are text.
 */
export function itemLink(name: string, onOpen: (() => void) | undefined): ReactNode {
  if (!onOpen) return name;
  return (
    <button type="button" className="vdc-link" onClick={onOpen}>
      {name}
    </button>
  );
}
