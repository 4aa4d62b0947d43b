import { cloneElement, useId, type ReactElement, type SyntheticEvent } from "react";

/** What DisabledReason needs of its control: a button or a widget passing these to one. */
export interface ReasonedControlProps {
  disabled?: boolean;
  title?: string;
  onClick?: (event: SyntheticEvent) => void;
  onKeyDown?: (event: SyntheticEvent) => void;
  "aria-disabled"?: boolean | "true" | "false";
  "aria-describedby"?: string;
}

/** Pressing a control that only looks disabled does nothing (a submit button submits nothing either). */
function ignore(event: SyntheticEvent): void {
  event.preventDefault();
}

/**
 * A control unavailable for a reason the administrator can act on (a privilege they lack): unlike a
 * `disabled` one it stays in the Tab order (aria-disabled, activation ignored), and its reason is a tooltip
 * shown on hover and on keyboard focus, and its accessible description.
 */
export function DisabledReason({
  reason,
  children,
}: {
  /** Why the control cannot be used (translated text, e.g. "Requires the privilege: Manage pools"). */
  reason: string;
  children: ReactElement<ReasonedControlProps>;
}) {
  const id = useId();
  return (
    <span className="vdc-disabled-reason">
      {cloneElement(children, {
        disabled: false,
        title: undefined,
        "aria-disabled": "true",
        "aria-describedby": id,
        onClick: ignore,
        onKeyDown: undefined,
      })}
      <span role="tooltip" id={id} className="vdc-disabled-reason__tip">
        {reason}
      </span>
    </span>
  );
}
