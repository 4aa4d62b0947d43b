import type { ReactNode } from "react";
import type { FetchAllOptions } from "../../core/query/query-service";
import { Icon } from "../icons/icon";
import { useTranslation } from "../i18n/use-translation";
import { ColumnChooser, type ColumnChoice } from "./column-chooser";
import type { GridColumn } from "./grid-column";
import { GridExportButton } from "./grid-export-button";
import type { CellText } from "./use-cell-text";
import type { GridSelection } from "./use-grid-selection";

export interface GridToolbarProps<Row> {
  /** The host's actions, left. */
  actions: ReactNode;
  /** Offers 'select all pages' (multi-select grids). */
  hasAllPagesSwitch: boolean;
  selection: Pick<GridSelection<Row>, "isAllSelected" | "toggleAllPages">;
  /** The switch is off with no data or with any disabled row. */
  isAllPagesSwitchDisabled: boolean;
  onRefresh: () => void;
  /** Export of the whole result set, when offered. */
  exportRows: ((options: FetchAllOptions) => Promise<Row[]>) | undefined;
  visibleColumns: readonly GridColumn<Row>[];
  cellText: CellText<Row>;
  columnChoices: readonly ColumnChoice[];
  onColumnToggle: (field: string, isVisible: boolean) => void;
  onShowAllColumns: () => void;
  /** The saved views menu, beside the column chooser. */
  viewsMenu?: ReactNode;
}

/** The grid's toolbar: the host's actions, then 'select all pages', refresh, export and the column chooser. */
export function GridToolbar<Row>(props: GridToolbarProps<Row>) {
  const t = useTranslation();
  const { selection } = props;
  return (
    <div className="vdc-grid__toolbar" part="grid-toolbar">
      <div className="vdc-grid__actions">{props.actions}</div>
      <div className="vdc-grid__tools">
        {props.hasAllPagesSwitch && (
          <button
            type="button"
            role="switch"
            className="vdc-grid__switch"
            aria-checked={selection.isAllSelected}
            disabled={props.isAllPagesSwitchDisabled}
            onClick={selection.toggleAllPages}
          >
            {selection.isAllSelected
              ? t("grid.selection.deselectAllPages")
              : t("grid.selection.selectAllPages")}
          </button>
        )}
        <button type="button" className="vdc-button" onClick={props.onRefresh}>
          <Icon name="refresh" />
          {t("grid.toolbar.refresh")}
        </button>
        {props.exportRows && (
          <GridExportButton
            columns={props.visibleColumns}
            cellText={props.cellText}
            label={t}
            loadRows={props.exportRows}
          />
        )}
        {props.viewsMenu}
        <ColumnChooser
          columns={props.columnChoices}
          onToggle={props.onColumnToggle}
          onShowAll={props.onShowAllColumns}
        />
      </div>
    </div>
  );
}
