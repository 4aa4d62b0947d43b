import { lazy, Suspense } from "react";
import { useTranslation } from "../i18n/use-translation";
import { GridToolbarMenu } from "./grid-toolbar-menu";
import type { GridViewsPanelProps } from "./grid-views-panel";

// The panel and the code that writes views load when the menu first opens (decision record 0012).
const GridViewsPanel = lazy(() =>
  import("./grid-views-panel").then((module) => ({ default: module.GridViewsPanel })),
);

/** The grid's 'views' menu button; its panel lists, applies, saves, defaults and deletes views, and links. */
export function GridViewsMenu(props: Omit<GridViewsPanelProps, "id">) {
  const t = useTranslation();
  return (
    <GridToolbarMenu button={t("gridViews.menu.button")}>
      {(id) => (
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
    </GridToolbarMenu>
  );
}
