import { i18n } from "../../core/i18n/i18n";
import { useTranslation } from "../i18n/use-translation";
import { columnValue, valueText, type GridColumn } from "./grid-column";

/** A cell's text as shown, tooltipped and exported: translated when it is a key, unless the column opts out. */
export type CellText<Row> = (column: GridColumn<Row>, row: Row) => string;

/** The grid's cell text function, in the current locale. */
export function useCellText<Row>(): CellText<Row> {
  const t = useTranslation();
  return (column, row) => {
    const value = columnValue(column, row);
    const text = valueText(value);
    // A number is never a translation key: not looked up (a grid measures and draws hundreds of cells).
    const isKeyLike = typeof value !== "number" && text !== "";
    return !column.disableTranslation && !column.isAdminText && isKeyLike && i18n.exists(text)
      ? t(text)
      : text;
  };
}
