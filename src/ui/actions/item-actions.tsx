import type { ReactNode } from "react";
import type { BulkOutcome } from "../../core/bulk/bulk-run";
import { hasPrivilege, type PrivilegeCheckScope } from "../../core/privileges/privileges.model";
import { ButtonBar } from "../button-bar/button-bar";
import type { Notice } from "../section-page/section-page";
import { useTranslation } from "../i18n/use-translation";
import { actionBarItems } from "./action-bar";
import { useActionFlow } from "./action-flow";
import type { SectionAction } from "./section-action";

export interface ItemActionsOptions<Row> {
  item: Row;
  actions: readonly SectionAction<Row>[];
  itemLabel: (row: Row) => string;
  itemId: (row: Row) => string;
  /** The access group the item's privileges are checked on. */
  scope?: PrivilegeCheckScope;
  /** A rule of the section's own for who may act on the item (replaces the privilege-on-scope check). */
  canActOn?: (action: SectionAction<Row>, row: Row) => boolean;
  /** After an action ran: read the item back (the notice waits for it). */
  onDone?: (action: SectionAction<Row>, outcomes: readonly BulkOutcome<Row>[]) => void | Promise<void>;
  /** Accessible name of the bar (translated text). */
  label: string;
}

/** One item's declared actions on its own page: the bar, the flow's notice and its dialogs. */
export function useItemActions<Row>(options: ItemActionsOptions<Row>): {
  bar: ReactNode;
  notice: Notice | null;
  dialogs: ReactNode;
} {
  const t = useTranslation();
  const canActOn = (action: SectionAction<Row>) =>
    options.canActOn
      ? options.canActOn(action, options.item)
      : action.privilege === undefined || hasPrivilege(action.privilege, options.scope ?? {});
  const flow = useActionFlow<Row>({
    rowId: options.itemId,
    rowLabel: options.itemLabel,
    canActOn,
    ...(options.onDone ? { onFinished: options.onDone } : {}),
  });
  const bar = (
    <ButtonBar
      label={t(options.label)}
      can={(expression) => hasPrivilege(expression, options.scope ?? {})}
      items={actionBarItems(options.actions, {
        selected: [options.item],
        isAllPagesSelected: false,
        isReady: true,
        isBusy: flow.isBusy,
        canActOn,
        onStart: (action) => flow.start(action, [options.item]),
      })}
    />
  );
  return { bar, notice: flow.notice, dialogs: flow.dialogs };
}
