import type { ReactNode } from "react";
import type { ApiCall } from "../../core/http/api-call";
import type { BulkOutcome } from "../../core/bulk/bulk-run";
import type { PrivilegeMode } from "../button-bar/button-bar";

/** How many selected items an action works on. */
export type ActionSelection = "none" | "one" | "many";

/** Values of the extra input an action asks for in its confirmation. */
export type ActionValues = Readonly<Record<string, string | boolean>>;

/** Extra input in an action's confirmation: a message to send, a "forced" choice, "delete from disk". */
export interface ActionInput<Row> {
  initial: ActionValues;
  /** The fields for the affected items; `set` changes one value. */
  render: (
    values: ActionValues,
    set: (name: string, value: string | boolean) => void,
    rows: readonly Row[],
  ) => ReactNode;
  /** Confirm is offered only for complete input (a message that is not blank). */
  isComplete?: (values: ActionValues) => boolean;
}

/** The requests of an action: one call per item, or one call per batch of items. */
export type ActionRequest<Row> =
  | { kind: "item"; call: (row: Row, values: ActionValues) => ApiCall }
  | { kind: "batch"; call: (rows: readonly Row[], values: ActionValues) => ApiCall; batchSize?: number };

/**
 * An action declared as data. The kit shows it (button or menu item), enables it by privilege and
 * selection, confirms it with the affected items and its API call, runs it (in bulk when many), reports
 * a result per item and refreshes the list.
 */
export interface SectionAction<Row> {
  id: string;
  /** Translation key of the button. */
  label: string;
  /** Privilege expression, checked against each item's access group where the section gives one. */
  privilege?: string;
  privilegeMode?: PrivilegeMode;
  selection: ActionSelection;
  variant?: "primary" | "danger";
  /** Actions with the same group share a dropdown button (label key). */
  group?: { id: string; label: string };
  /**
   * For an action on no item: a rule of the section's own beyond the privilege expression (adding an access
   * group needs FOLDER_MANAGEMENT on the local root, not on any folder).
   */
  isAllowed?: () => boolean;
  /** Whether the action makes sense for an item in its current state (enable only a disabled pool). */
  appliesTo?: (row: Row) => boolean;
  /** Confirmation title and question keys ({{count}}, {{name}}); generic texts otherwise. */
  confirm?: { title?: string; question?: string };
  input?: ActionInput<Row>;
  /** What is sent. Without a request, `open` hands the items to the section (a dialog of its own). */
  request?: ActionRequest<Row>;
  open?: (rows: Row[]) => void;
  /** Message key after success on one item ({{name}}) or many ({{count}}). */
  success?: string;
  /** After the run, with every item's outcome (e.g. leave a deleted item's page). */
  onDone?: (outcomes: readonly BulkOutcome<Row>[]) => void;
}

/** What a batch action of many items declares beyond its id, privilege and request. */
export type BatchActionOptions<Row> = Omit<
  SectionAction<Row>,
  "id" | "label" | "privilege" | "selection" | "request"
>;

/**
 * An action on one or many items sent in batches of ids, its texts found by key convention:
 * `<prefix>.action.<key>` and `<prefix>.confirm.<key>.title` / `.question`.
 */
export function batchAction<Row extends { id: string }>(
  prefix: string,
  id: string,
  privilege: string,
  call: (ids: readonly string[], values: ActionValues) => ApiCall,
  options: BatchActionOptions<Row> & { key?: string } = {},
): SectionAction<Row> {
  return batchRowsAction<Row>(
    prefix,
    id,
    privilege,
    (rows, values) =>
      call(
        rows.map((row) => row.id),
        values,
      ),
    options,
  );
}

/**
 * As batchAction, for calls that need more of each item than its id (global sessions are sent per pod),
 * with the same key convention.
 */
export function batchRowsAction<Row>(
  prefix: string,
  id: string,
  privilege: string,
  call: (rows: readonly Row[], values: ActionValues) => ApiCall,
  { key = id, ...options }: BatchActionOptions<Row> & { key?: string } = {},
): SectionAction<Row> {
  return {
    id,
    label: `${prefix}.action.${key}`,
    privilege,
    selection: "many",
    confirm: { title: `${prefix}.confirm.${key}.title`, question: `${prefix}.confirm.${key}.question` },
    request: { kind: "batch", call },
    ...options,
  };
}
