import { useState } from "react";
import { isEmbedded } from "../../core/session/session.model";
import type { GridColumn } from "./grid-column";
import {
  linkedView,
  MAX_VIEWS_PER_GRID,
  savedViewsOf,
  saveViews,
  viewLinkHash,
  type GridLayout,
  type GridView,
} from "./grid-views";

/** The administrator's views of one grid and what can be done with them. */
export interface GridViews {
  /** The layout the grid opens in: a linked view, else the default view, else none (the grid's own). */
  initial: GridLayout | undefined;
  /** The grid opens in a view its route linked. */
  isLinked: boolean;
  /** The route linked a view for this grid that does not fit it. */
  isLinkRefused: boolean;
  dismissRefusal: () => void;
  views: readonly GridView[];
  /** The view last applied or saved. */
  activeName: string | undefined;
  /** Saves the layout under the name (replacing a view of that name); false when the grid has no room. */
  save: (name: string, layout: GridLayout) => boolean;
  /** Marks the view applied. */
  apply: (name: string) => GridView | undefined;
  remove: (name: string) => void;
  /** Makes the view the default, or no view the default when it already is. */
  toggleDefault: (name: string) => void;
  /** The address that reopens the grid in the layout; undefined embedded, where the portal owns the address. */
  linkOf: ((layout: GridLayout) => string) | undefined;
}

/**
 * Saved views of a grid, kept in the administrator's preferences (decision record 0012), and the view a
 * standalone console's hash route links for it, checked against the grid's columns on the way in.
 */
export function useGridViews<Row>(gridId: string, columns: readonly GridColumn<Row>[]): GridViews {
  const [views, setViews] = useState<readonly GridView[]>(() => savedViewsOf(gridId, columns));
  const [start] = useState(() => {
    const linked = isEmbedded.peek()
      ? { kind: "none" as const }
      : linkedView(window.location.hash, gridId, columns);
    const initial = linked.kind === "view" ? linked.view : views.find((view) => view.isDefault);
    return {
      initial,
      isLinked: linked.kind === "view",
      isLinkRefused: linked.kind === "refused",
      activeName: initial?.name,
    };
  });
  const [isLinkRefused, setIsLinkRefused] = useState(start.isLinkRefused);
  const [activeName, setActiveName] = useState(start.activeName);

  const keep = (next: readonly GridView[]) => {
    setViews(next);
    saveViews(gridId, next);
  };
  const save = (name: string, layout: GridLayout) => {
    const existing = views.find((view) => view.name === name);
    if (!existing && views.length >= MAX_VIEWS_PER_GRID) return false;
    const view: GridView = { ...layout, name, isDefault: existing?.isDefault ?? false };
    keep(existing ? views.map((candidate) => (candidate === existing ? view : candidate)) : [...views, view]);
    setActiveName(name);
    return true;
  };
  const apply = (name: string) => {
    const view = views.find((candidate) => candidate.name === name);
    if (view) setActiveName(name);
    return view;
  };
  const remove = (name: string) => {
    keep(views.filter((view) => view.name !== name));
    if (activeName === name) setActiveName(undefined);
  };
  const toggleDefault = (name: string) =>
    keep(views.map((view) => ({ ...view, isDefault: view.name === name && !view.isDefault })));
  const linkOf = isEmbedded.value
    ? undefined
    : (layout: GridLayout) => {
        const { origin, pathname, search, hash } = window.location;
        return `${origin}${pathname}${search}${viewLinkHash(hash, gridId, layout, activeName ?? gridId)}`;
      };

  return {
    initial: start.initial,
    isLinked: start.isLinked,
    isLinkRefused,
    dismissRefusal: () => setIsLinkRefused(false),
    views,
    activeName,
    save,
    apply,
    remove,
    toggleDefault,
    linkOf,
  };
}
