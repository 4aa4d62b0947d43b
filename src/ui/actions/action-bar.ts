import type { ButtonBarButton, ButtonBarItem } from "../button-bar/button-bar";
import type { SectionAction } from "./section-action";

/** What the declared actions are enabled against: the grid's selection and the flow's state. */
export interface ActionBarContext<Row> {
  selected: readonly Row[];
  /** Every row of every page is meant (server grids): the rows are collected when the action starts. */
  isAllPagesSelected: boolean;
  /** The selection has settled (single-select grids wait a second, spec 001 section 2). */
  isReady: boolean;
  /** Another action is being confirmed or run. */
  isBusy: boolean;
  canActOn: (action: SectionAction<Row>, row: Row) => boolean;
  onStart: (action: SectionAction<Row>) => void;
}

/** Whether an action can start for the current selection. */
export function isActionEnabled<Row>(action: SectionAction<Row>, context: ActionBarContext<Row>): boolean {
  if (context.isBusy) return false;
  const applies = (row: Row) => (action.appliesTo?.(row) ?? true) && context.canActOn(action, row);
  switch (action.selection) {
    case "none":
      return action.isAllowed?.() ?? true;
    case "one": {
      const [row] = context.selected;
      return (
        context.isReady &&
        !context.isAllPagesSelected &&
        context.selected.length === 1 &&
        row !== undefined &&
        applies(row)
      );
    }
    case "many":
      return context.isAllPagesSelected || (context.isReady && context.selected.some(applies));
  }
}

/**
 * Whether the selection is there and the action applies to it, yet the administrator may act on none of
 * it: the privilege is held, but not on the selected rows' access groups (spec 000 §6's per-object rule).
 */
function isRefusedBySelectionScope<Row>(action: SectionAction<Row>, context: ActionBarContext<Row>): boolean {
  if (action.selection === "none" || action.privilege === undefined || context.isAllPagesSelected)
    return false;
  if (action.selection === "one" && context.selected.length !== 1) return false;
  const applicable = context.selected.filter((row) => action.appliesTo?.(row) ?? true);
  return applicable.length > 0 && !applicable.some((row) => context.canActOn(action, row));
}

/**
 * The button bar items of declared actions: buttons in declaration order, actions of one group in a
 * dropdown where the first of them stands; privileges disable (or hide) them as the ButtonBar does.
 */
export function actionBarItems<Row>(
  actions: readonly SectionAction<Row>[],
  context: ActionBarContext<Row>,
): ButtonBarItem[] {
  const items: ButtonBarItem[] = [];
  const groups = new Map<string, ButtonBarButton[]>();
  for (const action of actions) {
    const button: ButtonBarButton = {
      id: action.id,
      label: action.label,
      isDisabled: !isActionEnabled(action, context),
      onClick: () => context.onStart(action),
      ...(action.privilege === undefined ? {} : { privilege: action.privilege }),
      ...(action.privilegeMode === undefined ? {} : { privilegeMode: action.privilegeMode }),
      ...(isRefusedBySelectionScope(action, context) ? { isRefusedBySelectionScope: true } : {}),
      ...(action.variant === undefined ? {} : { variant: action.variant }),
    };
    if (!action.group) {
      items.push(button);
      continue;
    }
    const members = groups.get(action.group.id);
    if (members) {
      members.push(button);
      continue;
    }
    const created = [button];
    groups.set(action.group.id, created);
    items.push({
      kind: "group",
      id: action.group.id,
      label: action.group.label,
      items: created,
      get isDisabled() {
        return created.every((member) => member.isDisabled === true);
      },
    });
  }
  return items;
}
