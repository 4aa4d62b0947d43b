import { useId, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { MAX_VIEW_NAME_LENGTH, MAX_VIEWS_PER_GRID, type GridView } from "./grid-views";

export interface GridViewsMenuProps {
  views: readonly GridView[];
  /** The view last applied or saved, marked current in the list. */
  activeName: string | undefined;
  onApply: (name: string) => void;
  /** Saves the grid's current layout under the name; false when the grid has no room for another view. */
  onSave: (name: string) => boolean;
  onDelete: (name: string) => void;
  onToggleDefault: (name: string) => void;
  /** The address of the grid's current layout; without it (embedded) no link is offered. */
  linkOf: (() => string) | undefined;
}

/**
 * The grid's 'views' menu: the saved views (apply, make default, delete), saving the current layout
 * under a name, and a link that reopens the grid as it is now.
 */
export function GridViewsMenu(props: GridViewsMenuProps) {
  const t = useTranslation();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [name, setName] = useState("");
  const [link, setLink] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState("");
  const { linkOf } = props;

  const save = () => {
    const trimmed = name.trim();
    if (trimmed === "") return;
    if (props.onSave(trimmed)) {
      setMessage(t("gridViews.menu.saved", { name: trimmed }));
      setName("");
    } else setMessage(t("gridViews.menu.full", { count: MAX_VIEWS_PER_GRID }));
  };
  const copyLink = async (address: string) => {
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
        aria-controls={`${id}-panel`}
        onClick={() => setIsOpen(!isOpen)}
      >
        {t("gridViews.menu.button")}
      </button>
      {isOpen && (
        <div
          id={`${id}-panel`}
          className="vdc-grid__panel vdc-grid__views"
          role="group"
          aria-label={t("gridViews.menu.label")}
        >
          {props.views.length === 0 ? (
            <p>{t("gridViews.menu.empty")}</p>
          ) : (
            <ul className="vdc-grid__view-list" aria-label={t("gridViews.menu.label")}>
              {props.views.map((view) => (
                <li key={view.name} className="vdc-grid__view">
                  <button
                    type="button"
                    className="vdc-button vdc-grid__view-name"
                    aria-current={view.name === props.activeName || undefined}
                    onClick={() => {
                      props.onApply(view.name);
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
                    onClick={() => props.onToggleDefault(view.name)}
                  >
                    {t("gridViews.menu.default")}
                  </button>
                  <button
                    type="button"
                    className="vdc-button"
                    aria-label={t("gridViews.menu.deleteOf", { name: view.name })}
                    onClick={() => {
                      props.onDelete(view.name);
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
          {linkOf && (
            <button type="button" className="vdc-button" onClick={() => void copyLink(linkOf())}>
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
          <p role="status" className="vdc-grid__view-status">
            {message}
          </p>
        </div>
      )}
    </div>
  );
}
