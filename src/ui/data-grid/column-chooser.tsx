import { Icon } from "../icons/icon";
import { useTranslation } from "../i18n/use-translation";
import { GridToolbarMenu } from "./grid-toolbar-menu";

export interface ColumnChoice {
  field: string;
  label: string;
  isVisible: boolean;
  canHide: boolean;
}

export interface ColumnChooserProps {
  columns: readonly ColumnChoice[];
  onToggle: (field: string, isVisible: boolean) => void;
  onShowAll: () => void;
}

/** The grid's 'show columns' menu: one checkbox per column and a 'select all columns' control. */
export function ColumnChooser({ columns, onToggle, onShowAll }: ColumnChooserProps) {
  const t = useTranslation();
  const visibleCount = columns.filter((column) => column.isVisible).length;
  return (
    <GridToolbarMenu
      button={
        <>
          <Icon name="columns" />
          {t("grid.columns.show")}
        </>
      }
    >
      {(id) => (
        <div id={`${id}-panel`} className="vdc-grid__panel" role="group" aria-label={t("grid.columns.show")}>
          {columns.map((column) => (
            <label key={column.field} className="vdc-checkbox">
              <input
                type="checkbox"
                checked={column.isVisible}
                // The last visible column stays: a grid without columns shows nothing to bring them back.
                disabled={!column.canHide || (column.isVisible && visibleCount === 1)}
                onChange={(event) => onToggle(column.field, event.currentTarget.checked)}
              />
              {column.label}
            </label>
          ))}
          <button
            type="button"
            className="vdc-button"
            disabled={visibleCount === columns.length}
            onClick={onShowAll}
          >
            {t("grid.columns.selectAll")}
          </button>
        </div>
      )}
    </GridToolbarMenu>
  );
}
