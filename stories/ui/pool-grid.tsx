import { DataGrid, type ClientDataGridProps } from "../../src/ui/data-grid/data-grid";
import type { PoolRow } from "./grid-fixtures";

/**
 * The data grid over the stories' pool rows. Its own exported module, typed with the in-memory variant's
 * props, so react-docgen lists them on the docs page: it reads no props from DataGridProps (a union), nor
 * from components a story file keeps to itself. A served grid takes fetchPage, queryKey and fetchAll in
 * place of data, isLoading, error and onRefresh.
 */
export function PoolGrid(props: ClientDataGridProps<PoolRow>) {
  return <DataGrid {...props} />;
}
