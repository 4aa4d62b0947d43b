import { useSignals } from "@preact/signals-react/runtime";
import { idleSecondsLeft, staySignedIn } from "../../core/auth/idle-timeout";
import { Dialog } from "../../ui/dialog/dialog";
import { useTranslation } from "../../ui/i18n/use-translation";

/** The countdown before an idle console signs out, with a "Stay signed in" action. */
export function IdleWarning() {
  useSignals();
  const t = useTranslation();
  const secondsLeft = idleSecondsLeft.value;
  return (
    <Dialog
      isOpen={secondsLeft !== null}
      size="small"
      title={t("shell.idle.title")}
      onDismiss={staySignedIn}
      footer={
        <button type="button" className="vdc-button" data-variant="primary" onClick={staySignedIn}>
          {t("shell.idle.stay")}
        </button>
      }
    >
      <p role="timer" aria-live="polite">
        {t("shell.idle.message", { seconds: secondsLeft ?? 0 })}
      </p>
    </Dialog>
  );
}
