import { LazyModule } from "../lazy/lazy-module";
import { useTranslation } from "../i18n/use-translation";
import { GridToolbarMenu } from "./grid-toolbar-menu";
import type { GridViewsPanelProps } from "./grid-views-panel";

// The panel and the code that writes views load when the menu first opens (decision record 0012).
const loadViewsPanel = () => import("./grid-views-panel");

/** The grid's 'views' menu button; its panel lists, applies, saves, defaults and deletes views, and links. */
export function GridViewsMenu(props: Omit<GridViewsPanelProps, "id">) {
  const t = useTranslation();
  return (
    <GridToolbarMenu button={t("gridViews.menu.button")}>
      {(id) => (
        <LazyModule
          load={loadViewsPanel}
          render={({ GridViewsPanel }) => <GridViewsPanel {...props} id={id} />}
          loadingText={t("grid.loading")}
          className="vdc-grid__panel"
          id={`${id}-panel`}
        />
      )}
    </GridToolbarMenu>
  );
}
