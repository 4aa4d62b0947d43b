import { StatusIcon, type StatusValue } from "./status-icon";

export interface StatusTextProps {
  status: StatusValue;
  /** What the status is, in words (translated, or as the server sent it). */
  text: string;
  /** A problem says so in words as well as by the icon (data-problem for styles and tests). */
  isProblem?: boolean;
  className?: string;
}

/** A status icon followed by its text: how a grid cell or a summary shows a state. */
export function StatusText({ status, text, isProblem = false, className }: StatusTextProps) {
  return (
    <span className={className} data-problem={isProblem || undefined}>
      <StatusIcon status={status} />
      <span>{text}</span>
    </span>
  );
}
