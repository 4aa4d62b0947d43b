import { useTranslation } from "../i18n/use-translation";

export interface ProgressMaskProps {
  /** What is in progress (translated text). */
  label: string;
  /** Known progress; an indeterminate bar without it. */
  value?: number;
  /** The value at which the task is done. */
  max?: number;
  /** Shows a cancel button. */
  onCancel?: () => void;
}

/** Covers its positioned parent while work is in progress, with an optional progress bar and cancel. */
export function ProgressMask({ label, value, max, onCancel }: ProgressMaskProps) {
  const t = useTranslation();
  return (
    <div className="vdc-progress-mask" part="progress-mask">
      <div className="vdc-progress-mask__box" role="status">
        <span className="vdc-progress-mask__spinner" aria-hidden="true" />
        <span>{label}</span>
        <progress
          className="vdc-progress-mask__bar"
          aria-label={label}
          {...(value !== undefined && max !== undefined && max > 0 ? { value, max } : {})}
        />
        {value !== undefined && max !== undefined && max > 0 && (
          <span>{t("ui.progress.count", { value, max })}</span>
        )}
        {onCancel && (
          <button type="button" className="vdc-button" onClick={onCancel}>
            {t("ui.action.cancel")}
          </button>
        )}
      </div>
    </div>
  );
}
