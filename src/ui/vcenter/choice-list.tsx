import { useId, type ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { useErrorText } from "../i18n/error-text";
import { LoadFailed } from "../load-failed/load-failed";
import type { ResourceState } from "../resource/use-resource";

/** One row a picker offers: vCenter names are admin-entered text, shown as text. */
export interface ChoiceItem {
  id: string;
  label: string;
  /** Indentation for tree levels (folders, resource pools). */
  depth?: number;
  /** Further facts shown after the name (sizes, OS), already formatted. */
  details?: string;
  /** Translated reasons the item cannot be chosen; none: it can. */
  refusals?: readonly string[];
  /** A caution that does not block the choice (a datastore nearly full). */
  warning?: string;
}

interface ChoiceListCommon {
  /** The group's legend (translated). */
  label: string;
  state: ResourceState<readonly ChoiceItem[]>;
  onRetry: () => void;
  /** Shown when the vCenter answers an empty list (translated). */
  emptyText: string;
  children?: ReactNode;
}

export type ChoiceListProps = ChoiceListCommon &
  (
    | { multiple?: false; value: string | null; onChange: (item: ChoiceItem) => void }
    | { multiple: true; value: readonly string[]; onChange: (ids: string[]) => void }
  );

/**
 * The vCenter pickers' one list: radio buttons (or check boxes) in a fieldset, with loading, failed
 * (message + Retry) and empty states; items vSphere refuses are shown disabled with the reason.
 */
export function ChoiceList(props: ChoiceListProps) {
  const t = useTranslation();
  const errorText = useErrorText();
  const name = useId();
  const { label, state, onRetry, emptyText } = props;
  let body: ReactNode;
  if (state.status === "loading") body = <p role="status">{t("ui.state.loading")}</p>;
  else if (state.status === "error") body = <LoadFailed message={errorText(state.error)} onRetry={onRetry} />;
  else if (state.data.length === 0) body = <p>{emptyText}</p>;
  else
    body = (
      <ul className="vdc-choice-list">
        {state.data.map((item) => {
          const refused = (item.refusals?.length ?? 0) > 0;
          const checked = props.multiple ? props.value.includes(item.id) : props.value === item.id;
          const onChange = () => {
            if (!props.multiple) props.onChange(item);
            else
              props.onChange(
                checked ? props.value.filter((id) => id !== item.id) : [...props.value, item.id],
              );
          };
          const noteId = `${name}-${item.id}-note`;
          const notes = [item.details, ...(item.refusals ?? []), item.warning].filter(Boolean);
          return (
            <li key={item.id} style={{ paddingInlineStart: `${(item.depth ?? 0) * 1.25}rem` }}>
              <label>
                <input
                  type={props.multiple ? "checkbox" : "radio"}
                  name={name}
                  value={item.id}
                  checked={checked}
                  disabled={refused && !checked}
                  aria-describedby={notes.length > 0 ? noteId : undefined}
                  onChange={onChange}
                />{" "}
                {item.label}
              </label>
              {notes.length > 0 && (
                <span
                  id={noteId}
                  className="vdc-choice-list__note"
                  data-warning={item.warning ? "" : undefined}
                >
                  {" "}
                  {notes.join(" · ")}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    );
  return (
    <fieldset className="vdc-choice-list__group">
      <legend>{label}</legend>
      {body}
      {props.children}
    </fieldset>
  );
}
