import { useTranslation } from "../i18n/use-translation";

/** The statuses the icon shows. */
export type StatusValue = "ERROR" | "DOWN" | "WARN" | "UNKNOWN" | "OK" | "UP" | "INFO";

const SHAPES: Record<StatusValue, { tone: string; path: string }> = {
  ERROR: {
    tone: "danger",
    path: "M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-3 4 1-1 2 2 2-2 1 1-2 2 2 2-1 1-2-2-2 2-1-1 2-2Z",
  },
  DOWN: { tone: "danger", path: "M8 15 1 4h14L8 15Z" },
  WARN: { tone: "warning", path: "M8 1 15 14H1L8 1Zm-1 4v5h2V5H7Zm0 6v2h2v-2H7Z" },
  UNKNOWN: {
    tone: "muted",
    path: "M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm0 3a2.5 2.5 0 0 1 1 4.8V10H7V8h1a.9.9 0 1 0-.9-1H5.5A2.5 2.5 0 0 1 8 4Zm-1 7h2v2H7v-2Z",
  },
  OK: {
    tone: "success",
    path: "M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm3.3 4.3 1.4 1.4L7 12.4 3.3 8.7l1.4-1.4L7 9.6l4.3-4.3Z",
  },
  UP: { tone: "success", path: "M8 1 15 12H1L8 1Z" },
  INFO: {
    tone: "info",
    path: "M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1ZM7 7h2v5H7V7Zm0-3h2v2H7V4Z",
  },
};

export interface StatusIconProps {
  /** The health or state to show; it picks the shape, the colour and the text. */
  status: StatusValue;
  /** Also shows the status text next to the icon. */
  isLabelVisible?: boolean;
  /** Text in place of the status's own name, e.g. a finer value the icon stands for (translated text). */
  label?: string;
}

/** An icon with accessible text for a health or state value; colour is never the only signal. */
export function StatusIcon({ status, isLabelVisible = false, label }: StatusIconProps) {
  const t = useTranslation();
  const shape = SHAPES[status];
  const text = label ?? t(`ui.status.${status}`);
  return (
    <span className="vdc-status" data-status={status} data-tone={shape.tone} part="status-icon">
      <svg
        className="vdc-status__icon"
        viewBox="0 0 16 16"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
      >
        <path d={shape.path} fill="currentColor" fillRule="evenodd" />
      </svg>
      <span className={isLabelVisible ? "vdc-status__text" : "vdc-visually-hidden"}>{text}</span>
    </span>
  );
}
