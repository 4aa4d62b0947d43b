import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import type { GridViewsPanelProps } from "./grid-views-panel";

// The panel and the code that writes views load when the menu first opens (decision record 0012).
const GridViewsPanel = lazy(() =>
  import("./grid-views-panel").then((module) => ({ default: module.GridViewsPanel })),
);

/** The grid's 'views' menu button; its panel lists, applies, saves, defaults and deletes views, and links. */
export function GridViewsMenu(props: Omit<GridViewsPanelProps, "id">) {
  const t = useTranslation();
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
        {t("gridViews.menu.button")}
      </button>
      {isOpen && (
        <Suspense
          fallback={
            <div id={`${id}-panel`} className="vdc-grid__panel" role="status">
              {t("grid.loading")}
            </div>
          }
        >
          <GridViewsPanel {...props} id={id} />
        </Suspense>
      )}
    </div>
  );
}
