import { useRef, useState } from "react";
import { isEmbedded } from "../../core/session/session.model";
import { useTranslation } from "../i18n/use-translation";
import { css } from "../styles/style-sheet";
import { useStyleSheets } from "../styles/use-style-sheets";
import { MAX_VIEW_NAME_LENGTH, type GridView } from "./grid-views";
import {
  layoutOf,
  MAX_VIEWS_PER_GRID,
  saveViews,
  viewLinkHash,
  type TableLayout,
} from "./grid-views-editing";

const VIEWS_STYLES = [
  css`
    .vdc-grid__views {
      min-width: 18rem;
    }
    .vdc-grid__view-list {
      display: grid;
      gap: 0.25rem;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .vdc-grid__view {
      display: flex;
      gap: 0.25rem;
    }
    .vdc-grid__view-name {
      flex: 1;
      overflow-wrap: anywhere;
    }
    .vdc-grid__view-name[aria-current] {
      font-weight: bold;
    }
    .vdc-grid__view-form,
    .vdc-grid__view-link {
      display: grid;
      gap: 0.25rem;
    }
    .vdc-grid__view-hint {
      margin: 0;
      color: var(--_muted);
      font-size: 0.875em;
    }
  `,
];

export interface GridViewsPanelProps {
  /** Ids of the panel's parts; the menu button controls `${id}-panel`. */
  id: string;
  gridId: string;
  views: readonly GridView[];
  setViews: (views: readonly GridView[]) => void;
  /** The view last applied or saved, marked current in the list. */
  activeName: string | undefined;
  setActiveName: (name: string | undefined) => void;
  /** Puts the view's layout on the grid. */
  onApply: (view: GridView) => void;
  /** What the grid's table holds now. */
  tableLayout: () => TableLayout;
}

/**
 * The views menu's panel: the saved views (apply, make default, delete), saving the current layout under
 * a name, and a link that reopens the grid as it is now (standalone only: embedded, the portal owns the
 * address).
 */
export function GridViewsPanel(props: GridViewsPanelProps) {
  const t = useTranslation();
  const { id, views, activeName } = props;
  const ref = useRef<HTMLDivElement>(null);
  useStyleSheets(ref, VIEWS_STYLES);
  const [name, setName] = useState("");
  const [link, setLink] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState("");

  const keep = (next: readonly GridView[]) => {
    props.setViews(next);
    saveViews(props.gridId, next);
  };
  const save = () => {
    const trimmed = name.trim();
    const existing = views.find((view) => view.name === trimmed);
    if (!existing && views.length >= MAX_VIEWS_PER_GRID) {
      setMessage(t("gridViews.menu.full", { count: MAX_VIEWS_PER_GRID }));
      return;
    }
    const view: GridView = {
      ...layoutOf(props.tableLayout()),
      name: trimmed,
      isDefault: existing?.isDefault ?? false,
    };
    keep(existing ? views.map((other) => (other === existing ? view : other)) : [...views, view]);
    props.setActiveName(trimmed);
    setMessage(t("gridViews.menu.saved", { name: trimmed }));
    setName("");
  };
  const copyLink = async () => {
    const { origin, pathname, search, hash } = window.location;
    const layout = layoutOf(props.tableLayout());
    const address = `${origin}${pathname}${search}${viewLinkHash(hash, props.gridId, layout, activeName ?? props.gridId)}`;
    setLink(address);
    try {
      await navigator.clipboard.writeText(address);
      setMessage(t("gridViews.link.copied"));
    } catch {
      setMessage(t("gridViews.link.copyFailed"));
    }
  };

  return (
    <div
      ref={ref}
      id={`${id}-panel`}
      className="vdc-grid__panel vdc-grid__views"
      role="group"
      aria-label={t("gridViews.menu.label")}
    >
      {views.length === 0 ? (
        <p>{t("gridViews.menu.empty")}</p>
      ) : (
        <ul className="vdc-grid__view-list" aria-label={t("gridViews.menu.label")}>
          {views.map((view) => (
            <li key={view.name} className="vdc-grid__view">
              <button
                type="button"
                className="vdc-button vdc-grid__view-name"
                aria-current={view.name === activeName || undefined}
                onClick={() => {
                  props.onApply(view);
                  props.setActiveName(view.name);
                  setMessage(t("gridViews.menu.applied", { name: view.name }));
                }}
              >
                {view.name}
              </button>
              <button
                type="button"
                className="vdc-button"
                aria-pressed={view.isDefault}
                aria-label={t("gridViews.menu.defaultOf", { name: view.name })}
                onClick={() =>
                  keep(views.map((other) => ({ ...other, isDefault: other === view && !view.isDefault })))
                }
              >
                {t("gridViews.menu.default")}
              </button>
              <button
                type="button"
                className="vdc-button"
                aria-label={t("gridViews.menu.deleteOf", { name: view.name })}
                onClick={() => {
                  keep(views.filter((other) => other !== view));
                  if (activeName === view.name) props.setActiveName(undefined);
                  setMessage(t("gridViews.menu.deleted", { name: view.name }));
                }}
              >
                {t("gridViews.menu.delete")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="vdc-grid__view-form"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <label htmlFor={`${id}-name`}>{t("gridViews.menu.name")}</label>
        <input
          id={`${id}-name`}
          className="vdc-input"
          value={name}
          maxLength={MAX_VIEW_NAME_LENGTH}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <p id={`${id}-hint`} className="vdc-grid__view-hint">
          {t("gridViews.menu.saveHint")}
        </p>
        <button type="submit" className="vdc-button" disabled={name.trim() === ""}>
          {t("gridViews.menu.save")}
        </button>
      </form>
      {!isEmbedded.peek() && (
        <button type="button" className="vdc-button" onClick={() => void copyLink()}>
          {t("gridViews.link.copy")}
        </button>
      )}
      {link !== undefined && (
        <label className="vdc-grid__view-link">
          {t("gridViews.link.field")}
          <input
            className="vdc-input"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      )}
      <p role="status">{message}</p>
    </div>
  );
}
