import { useId } from "react";
import { GRID_PAGE_SIZES } from "../../core/query/grid-state";
import { hostRangeText } from "./grid-host-config";
import { Icon } from "../icons/icon";
import { useTranslation } from "../i18n/use-translation";

export interface GridFooterProps {
  /** 0-based page index. */
  pageIndex: number;
  pageSize: number;
  rowsOnPage: number;
  /** Undefined when the source only knows whether more rows exist. */
  total: number | undefined;
  hasMore: boolean;
  /** The host's range text with {first}, {last} and {total}; used where the total is known. */
  rangeTemplate?: string | undefined;
  isPaginated: boolean;
  onPageIndexChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * 'first-last of total' ('first-last of more than last' while the source only knows more rows exist),
 * rows per page (20, 50, 100) and page navigation.
 */
export function GridFooter(props: GridFooterProps) {
  const { pageIndex, pageSize, rowsOnPage, total, hasMore, isPaginated } = props;
  const t = useTranslation();
  const id = useId();
  const first = rowsOnPage === 0 ? 0 : pageIndex * pageSize + 1;
  const last = rowsOnPage === 0 ? 0 : pageIndex * pageSize + rowsOnPage;
  const pageCount = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  const canNext = pageCount === undefined ? hasMore : pageIndex + 1 < pageCount;
  // A source that only says whether more rows exist: on its last page the total is what has been seen.
  const range =
    hostRangeText(props.rangeTemplate, { first, last, total: total ?? (hasMore ? undefined : last) }) ??
    (total !== undefined
      ? t("grid.footer.range", { first, last, total })
      : hasMore
        ? t("grid.footer.rangeMore", { first, last })
        : t("grid.footer.range", { first, last, total: last }));
  return (
    <div className="vdc-grid__footer" part="grid-footer">
      <span className="vdc-grid__range" aria-live="polite">
        {range}
      </span>
      {isPaginated && (
        <>
          <span className="vdc-grid__page-size">
            <label htmlFor={`${id}-size`}>{t("grid.footer.rowsPerPage")}</label>
            <select
              id={`${id}-size`}
              className="vdc-select"
              value={pageSize}
              onChange={(event) => props.onPageSizeChange(Number(event.currentTarget.value))}
            >
              {GRID_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </span>
          <span className="vdc-grid__pager">
            <button
              type="button"
              className="vdc-button vdc-grid__page-button"
              aria-label={t("grid.footer.firstPage")}
              disabled={pageIndex === 0}
              onClick={() => props.onPageIndexChange(0)}
            >
              <Icon name="chevrons-left" />
            </button>
            <button
              type="button"
              className="vdc-button vdc-grid__page-button"
              aria-label={t("grid.footer.previousPage")}
              disabled={pageIndex === 0}
              onClick={() => props.onPageIndexChange(pageIndex - 1)}
            >
              <Icon name="chevron-left" />
            </button>
            <span>
              {pageCount === undefined
                ? t("grid.footer.pageOpen", { page: pageIndex + 1 })
                : t("grid.footer.page", { page: pageIndex + 1, pages: pageCount })}
            </span>
            <button
              type="button"
              className="vdc-button vdc-grid__page-button"
              aria-label={t("grid.footer.nextPage")}
              disabled={!canNext}
              onClick={() => props.onPageIndexChange(pageIndex + 1)}
            >
              <Icon name="chevron-right" />
            </button>
            {pageCount !== undefined && (
              <button
                type="button"
                className="vdc-button vdc-grid__page-button"
                aria-label={t("grid.footer.lastPage")}
                disabled={!canNext}
                onClick={() => props.onPageIndexChange(pageCount - 1)}
              >
                <Icon name="chevrons-right" />
              </button>
            )}
          </span>
        </>
      )}
    </div>
  );
}
