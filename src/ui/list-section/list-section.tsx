import { useSignals } from "@preact/signals-react/runtime";
import { Fragment, useCallback, useRef, type ReactNode } from "react";
import type { BulkOutcome } from "../../core/bulk/bulk-run";
import type { HelpTopic } from "../../core/help/help-links";
import { hasPrivilege, type PrivilegeCheckScope } from "../../core/privileges/privileges.model";
import type { GridFilter, GridState } from "../../core/query/grid-state";
import type { FetchAllOptions, PageResult } from "../../core/query/query-service";
import { actionBarItems } from "../actions/action-bar";
import { useActionFlow, type CollectRows } from "../actions/action-flow";
import type { SectionAction } from "../actions/section-action";
import { ButtonBar } from "../button-bar/button-bar";
import { DataGrid, type GridSelectionMode } from "../data-grid/data-grid";
import type { GridColumn } from "../data-grid/grid-column";
import { useTranslation } from "../i18n/use-translation";
import type { Resource } from "../resource/use-resource";
import { useErrorText } from "../i18n/error-text";
import { isNotOfferedByPod } from "../../core/http/not-offered";
import {
  SectionPage,
  SectionState,
  isPermissionError,
  type SectionStatus,
} from "../section-page/section-page";
import { Tabs, type Tab } from "../tabs/tabs";

/** Rows served page by page (filters, sort and paging on the server). */
export interface ServerRows<Row> {
  fetchPage: (state: GridState, signal: AbortSignal) => Promise<PageResult<Row>>;
  /** Every row for the filters and sort: export, and actions on "all pages". */
  fetchAll: (state: GridState, options: FetchAllOptions) => Promise<Row[]>;
}

/** Rows already in memory (the grid sorts, filters and pages them). */
export interface ClientRows<Row> {
  data: readonly Row[];
  isLoading?: boolean;
  error?: unknown;
  onRefresh?: () => void;
}

/**
 * A loaded list (useResource) as rows in memory: loading, failed with Retry, or its rows; `pick` takes
 * the rows out of a load that also brings what the section's dialogs need.
 */
export function resourceRows<Row>(resource: Resource<readonly Row[]>): ClientRows<Row>;
export function resourceRows<Data, Row>(
  resource: Resource<Data>,
  pick: (data: Data) => readonly Row[],
): ClientRows<Row>;
export function resourceRows<Data, Row>(
  resource: Resource<Data>,
  pick: (data: Data) => readonly Row[] = (data) => data as unknown as readonly Row[],
): ClientRows<Row> {
  const { state } = resource;
  return {
    data: state.status === "ready" ? pick(state.data) : [],
    isLoading: state.status === "loading",
    error: state.status === "error" ? state.error : undefined,
    onRefresh: resource.reload,
  };
}

export interface ListSectionProps<Row> {
  /**
   * The section's key prefix: its texts are <prefix>.title, <prefix>.grid.label, <prefix>.grid.empty,
   * <prefix>.actions.label and <prefix>.state.noPermission, unless given below as text.
   */
  textKeys?: string;
  /** Heading (translated text). */
  title?: string;
  /** Part name of the content area. */
  part: string;
  /** The section's own stylesheets (module-level array), adopted where the page renders. */
  styles?: readonly string[];
  /** Privilege expression needed to see the list at all; without it the page says so. */
  viewPrivilege?: string;
  /** What the page says without the view privilege (translated text); a generic text otherwise. */
  noPermissionText?: string;
  /**
   * What the list says when the pod has no call for its rows (an older API version); by default
   * <prefix>.state.notOffered, else a general text.
   */
  notOfferedText?: string;
  /**
   * The pod's API has no call for these rows at all (none in the public API the console speaks): the list
   * shows the not-offered state and asks for nothing. A call the pod may lack is sent and its 404 read instead.
   */
  isNotOffered?: boolean;
  /**
   * Shown instead of rows in memory when the server refuses them for want of a permission (translated
   * text); the permission message of the refusal otherwise.
   */
  refusedText?: string;
  /** Identifies the grid in saved preferences; the part name by default. */
  gridId?: string;
  /** Accessible name of the grid (translated text). */
  gridLabel?: string;
  /** The grid's columns: field, label key, filter, sort and width rules. */
  columns: readonly GridColumn<Row>[];
  /** Where the rows come from: served page by page (fetchPage) or in memory (data). */
  rows: ServerRows<Row> | ClientRows<Row>;
  /** The section's actions: label, privilege, selection rule and the request or dialog each runs. */
  actions: readonly SectionAction<Row>[];
  /** Accessible name of the action bar (translated text); "<title> actions" by default. */
  actionsLabel?: string;
  /** An item's id; the row's `id` field by default. */
  rowId?: (row: Row) => string;
  /** How an item is named in confirmations and results. */
  rowLabel: (row: Row) => string;
  /** The access group an item's privileges are checked on. */
  scopeOf?: (row: Row) => PrivilegeCheckScope;
  /** A rule of the section's own for who may act on an item (replaces the privilege-on-scope check). */
  canActOn?: (action: SectionAction<Row>, row: Row) => boolean;
  /** Shown while the grid has no rows (translated text). */
  placeholderText?: string;
  /** Offers the spreadsheet export of the whole list. */
  isExportable?: boolean;
  /** Content of a row's expandable details; rows expand only when this is given. */
  renderDetails?: (row: Row) => ReactNode;
  /** Beside the heading: a status, a summary. */
  headerExtra?: ReactNode;
  /** Column filters the list starts with (a link that lands pre-filtered); the user may clear them. */
  initialFilters?: readonly GridFilter[];
  /** Controls of the section's own in the grid's toolbar, before the actions (e.g. a time period). */
  toolbarExtra?: ReactNode;
  /**
   * What served rows depend on besides the columns (e.g. the time period of toolbarExtra): when it
   * changes, the list goes back to its first page and loads again.
   */
  queryKey?: string;
  /** The section's help topic: a link to its documentation in the administrator's language. */
  helpTopic?: HelpTopic;
  /** After an action ran (besides refreshing the list). */
  onActionDone?: (action: SectionAction<Row>, outcomes: readonly BulkOutcome<Row>[]) => void;
  /** The section's own dialogs (opened by actions declared with `open`). */
  children?: ReactNode;
  /**
   * Lists of one section on tabs (machines: vCenter, RDS hosts, others): the grid shows in the selected
   * tab's panel, a new grid for each tab.
   */
  tabs?: ListTabs;
}

/** The tabs of a list section: labels as translated text, the selection kept by the section. */
export interface ListTabs {
  label: string;
  items: readonly Tab<string>[];
  selected: string;
  onSelect: (id: string) => void;
}

function selectionOf(actions: readonly SectionAction<unknown>[]): GridSelectionMode {
  if (actions.some((action) => action.selection === "many")) return "multi";
  if (actions.some((action) => action.selection === "one")) return "single";
  return "none";
}

const defaultRowId = (row: unknown) => {
  const id = (row as { id?: unknown }).id;
  return typeof id === "string" || typeof id === "number" ? String(id) : "";
};
const EMPTY_STATE: GridState = { filters: [], page: { current: 1, size: 20 } };

/**
 * A list section from declarations: the page with its states, a grid (served or in memory) and the
 * actions, enabled by privilege and selection, confirmed, run one by one or in bulk, and followed by a
 * refresh of the list.
 */
export function ListSection<Row extends object>(props: ListSectionProps<Row>) {
  useSignals();
  const t = useTranslation();
  const text = (given: string | undefined, suffix: string, fallback: string) =>
    given ?? (props.textKeys ? t(`${props.textKeys}.${suffix}`) : fallback);
  const title = text(props.title, "title", "");
  const errorText = useErrorText();
  const noPermissionText = text(props.noPermissionText, "state.noPermission", t("ui.state.noPermission"));
  const { rows, actions, scopeOf } = props;
  const rowId = props.rowId ?? defaultRowId;
  const refreshRef = useRef<() => void>(() => undefined);
  const lastState = useRef<GridState>(EMPTY_STATE);
  const canActOn =
    props.canActOn ??
    ((action: SectionAction<Row>, row: Row) =>
      action.privilege === undefined || hasPrivilege(action.privilege, scopeOf?.(row) ?? {}));

  const flow = useActionFlow<Row>({
    rowId,
    rowLabel: props.rowLabel,
    canActOn,
    onFinished: (action, outcomes) => {
      refreshRef.current();
      props.onActionDone?.(action, outcomes);
    },
  });

  const server = "fetchPage" in rows ? rows : undefined;
  const serverFetchPage = server?.fetchPage;
  // The grid's filters and sort of the last page shown: what an action on "all pages" means.
  const fetchPage = useCallback(
    (state: GridState, signal: AbortSignal) => {
      lastState.current = state;
      if (!serverFetchPage) throw new Error("ListSection: fetchPage without server rows");
      return serverFetchPage(state, signal);
    },
    [serverFetchPage],
  );
  const collectAll: CollectRows<Row> = (onProgress, signal) =>
    server ? server.fetchAll(lastState.current, { onProgress, signal }) : Promise.resolve([]);

  const isAllowed = props.viewPrivilege === undefined || hasPrivilege(props.viewPrivilege);
  const rowsError = server ? undefined : (rows as ClientRows<Row>).error;
  // Most sections have no words of their own for this state: the general text stands in.
  const notOfferedText =
    props.notOfferedText ??
    t(`${props.textKeys ?? "ui"}.state.notOffered`, { defaultValue: t("ui.state.notOffered") });
  const refusal: SectionStatus | null = !isAllowed
    ? { kind: "noPermission", message: noPermissionText }
    : props.isNotOffered
      ? { kind: "notOffered", message: notOfferedText }
      : isPermissionError(rowsError)
        ? { kind: "noPermission", message: props.refusedText ?? errorText(rowsError) }
        : isNotOfferedByPod(rowsError)
          ? { kind: "notOffered", message: notOfferedText }
          : null;
  const grid = (
    <DataGrid<Row>
      gridId={props.gridId ?? props.part}
      label={text(props.gridLabel, "grid.label", title)}
      columns={props.columns}
      rowId={rowId}
      selection={selectionOf(actions as readonly SectionAction<unknown>[])}
      isExportable={props.isExportable ?? false}
      placeholderText={text(props.placeholderText, "grid.empty", t("grid.placeholder.noItems"))}
      notOfferedText={notOfferedText}
      {...(props.initialFilters ? { initialFilters: props.initialFilters } : {})}
      {...(props.renderDetails ? { renderDetails: props.renderDetails } : {})}
      {...(server
        ? {
            fetchPage,
            fetchAll: server.fetchAll,
            ...(props.queryKey === undefined ? {} : { queryKey: props.queryKey }),
          }
        : {
            data: (rows as ClientRows<Row>).data,
            isLoading: (rows as ClientRows<Row>).isLoading ?? false,
            error: (rows as ClientRows<Row>).error,
            ...((rows as ClientRows<Row>).onRefresh
              ? { onRefresh: (rows as ClientRows<Row>).onRefresh }
              : {}),
          })}
      toolbar={({ selectedRows, isAllPagesSelected, isActionReady, refresh }) => {
        refreshRef.current = refresh;
        if (actions.length === 0) return props.toolbarExtra ?? null;
        return (
          <>
            {props.toolbarExtra}
            <ButtonBar
              label={text(props.actionsLabel, "actions.label", t("ui.actions.label", { section: title }))}
              items={actionBarItems(actions, {
                selected: selectedRows,
                isAllPagesSelected,
                isReady: isActionReady,
                isBusy: flow.isBusy,
                canActOn,
                onStart: (action) =>
                  flow.start(
                    action,
                    action.selection === "many" && isAllPagesSelected
                      ? collectAll
                      : [...(action.selection === "none" ? [] : selectedRows)],
                  ),
              })}
            />
          </>
        );
      }}
    />
  );

  return (
    <SectionPage
      title={title}
      part={props.part}
      {...(props.styles ? { styles: props.styles } : {})}
      headerExtra={props.headerExtra}
      helpTopic={props.helpTopic}
      notice={flow.notice}
      // With tabs, a refused tab keeps the tabs so the administrator can open another one.
      status={refusal && !props.tabs ? refusal : { kind: "ready" }}
    >
      {props.tabs ? (
        <Tabs
          label={props.tabs.label}
          tabs={props.tabs.items}
          selected={props.tabs.selected}
          onSelect={props.tabs.onSelect}
        >
          <Fragment key={props.tabs.selected}>{refusal ? <SectionState status={refusal} /> : grid}</Fragment>
        </Tabs>
      ) : (
        grid
      )}
      {flow.dialogs}
      {props.children}
    </SectionPage>
  );
}
