import { CheckboxFilter } from "../checkbox-filter/checkbox-filter";
import { useTranslation } from "../i18n/use-translation";
import { valueText, type GridColumn, type GridColumnFilter } from "./grid-column";
import { GridFilterPopover } from "./grid-filter-popover";
import { StringFilter } from "./string-filter";

export interface ColumnFilterPanelProps<Row> {
  column: GridColumn<Row>;
  /** The column's filter. */
  filter: GridColumnFilter;
  /** The column's header text (translated). */
  label: string;
  /** The column's filter value now. */
  value: unknown;
  /** The new filter value; undefined clears the filter. */
  onChange: (value: string | string[] | undefined) => void;
  /** Closes the panel and puts focus back on its column header. */
  onClose: () => void;
}

/**
 * A column's filter panel: a text field or a set of checkboxes. A chunk of its own, which the grid fetches
 * once it has painted (decision 0037).
 */
export function ColumnFilterPanel<Row>({
  column,
  filter,
  label,
  value,
  onChange,
  onClose,
}: ColumnFilterPanelProps<Row>) {
  const t = useTranslation();
  return (
    <GridFilterPopover label={t("grid.filter.byColumn", { column: label })} onClose={onClose}>
      {filter.type === "STRING" ? (
        <StringFilter
          label={label}
          value={valueText(value)}
          onChange={(text) => onChange(text === "" ? undefined : text)}
        />
      ) : (
        <CheckboxFilter
          label={label}
          options={filter.options.map((option) => ({
            value: option.value,
            label: column.disableTranslation ? option.label : t(option.label),
          }))}
          selected={Array.isArray(value) ? value.map(valueText) : []}
          onChange={(values) => onChange(values.length === 0 ? undefined : values)}
        />
      )}
    </GridFilterPopover>
  );
}
