import { useState } from "react";
import { isEmbedded } from "../../core/session/session.model";
import type { GridColumn } from "./grid-column";
import { linkedView, savedViewsOf, type GridLayout, type GridView } from "./grid-views";

/** The administrator's views of one grid, and the layout it opens in. */
export interface GridViews {
  /** The layout the grid opens in: a linked view, else the default view, else none (the grid's own). */
  initial: GridLayout | undefined;
  /** The grid opens in a view its route linked. */
  isLinked: boolean;
  /** The route linked a view for this grid that does not fit it. */
  isLinkRefused: boolean;
  dismissRefusal: () => void;
  views: readonly GridView[];
  setViews: (views: readonly GridView[]) => void;
  /** The view last applied or saved. */
  activeName: string | undefined;
  setActiveName: (name: string | undefined) => void;
}

/**
 * Saved views of a grid, read from the administrator's preferences (decision record 0012), and the view
 * a standalone console's hash route links for it, checked against the grid's columns on the way in.
 * Writing views is the views panel's part, loaded when it opens.
 */
export function useGridViews<Row>(gridId: string, columns: readonly GridColumn<Row>[]): GridViews {
  const [views, setViews] = useState<readonly GridView[]>(() => savedViewsOf(gridId, columns));
  const [start] = useState(() => {
    // Embedded, the address belongs to the portal: a view link is neither read nor offered.
    const linked = isEmbedded.peek()
      ? { kind: "none" as const }
      : linkedView(window.location.hash, gridId, columns);
    const initial = linked.kind === "view" ? linked.view : views.find((view) => view.isDefault);
    return { initial, isLinked: linked.kind === "view", isLinkRefused: linked.kind === "refused" };
  });
  const [isLinkRefused, setIsLinkRefused] = useState(start.isLinkRefused);
  const [activeName, setActiveName] = useState(start.initial?.name);
  return {
    initial: start.initial,
    isLinked: start.isLinked,
    isLinkRefused,
    dismissRefusal: () => setIsLinkRefused(false),
    views,
    setViews,
    activeName,
    setActiveName,
  };
}
