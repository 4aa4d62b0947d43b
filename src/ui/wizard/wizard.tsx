import { useId, useRef, useState, type ReactNode } from "react";
import { ConfirmDialog, Dialog } from "../dialog/dialog";
import { FormAttemptContext, useFocusFirstProblem } from "../edit-form/field-messages";
import { useTranslation } from "../i18n/use-translation";

export interface WizardStep {
  id: string;
  /** Navigation title of the step (translated text). */
  title: string;
  content: ReactNode;
  /**
   * False refuses Next and Finish: pressing them shows every field's message on the step and moves focus
   * to the first invalid field (the buttons are never silently grey).
   */
  isValid?: boolean;
  /** Why the step cannot be left yet when no field says it (a choice still to make), translated. */
  problem?: string;
  /**
   * Asked when Next is pressed and the step's fields accept (a name the server must accept): the wizard goes
   * on only when it answers true, Back and Next waiting while it runs. The step shows its own answer; a
   * rejection keeps the wizard where it is.
   */
  checkBeforeNext?: () => Promise<boolean>;
}

export interface WizardProps {
  /** Shows the wizard as a modal dialog inside the shadow root. */
  isOpen: boolean;
  /** Heading of the wizard (translated text). */
  title: string;
  /** The steps in order, each with its title, content and whether it is valid. */
  steps: readonly WizardStep[];
  /** Called on Finish from the last step. */
  onFinish: () => void;
  /**
   * Called for Cancel, the corner close button and Escape once nothing would be lost: with `isDirty`, the
   * wizard first asks whether to discard the entries. The owner closes it (isOpen false).
   */
  onCancel?: () => void;
  /** Whether anything was entered or changed: Cancel then asks before discarding it. */
  isDirty?: boolean;
  /** The question's title when the wizard asks before discarding (translated); a general one by default. */
  discardTitle?: string;
  /** Disables the buttons while the finish call runs. */
  isBusy?: boolean;
}

/**
 * A multi-step form in the one Dialog, with a step list, per-step titles and footers. Next and Finish
 * check the step (its fields' messages shown, focus on the first problem); Cancel asks before discarding
 * entries; focus returns to the control that opened it.
 */
export function Wizard({
  isOpen,
  title,
  steps,
  onFinish,
  onCancel,
  isDirty = false,
  discardTitle,
  isBusy,
}: WizardProps) {
  const t = useTranslation();
  const id = useId();
  const stepRef = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  const [isAsking, setIsAsking] = useState(false);
  const [isChecking, setIsChecking] = useState(false);
  // Presses of Next or Finish refused on the step shown: its messages show from the first one on.
  const [refused, setRefused] = useState({ stepId: "", count: 0 });
  const current = Math.min(index, steps.length - 1);
  const step = steps[current];
  const isFirst = current === 0;
  const isLast = current === steps.length - 1;
  const isAttempted = step !== undefined && refused.stepId === step.id;
  useFocusFirstProblem(stepRef, isAttempted ? refused.count : 0);
  /** Whether the step may be left forwards; if not, its problems are shown. */
  const accept = () => {
    if (isBusy || !step) return false;
    if (step.isValid !== false) return true;
    setRefused((previous) => ({
      stepId: step.id,
      count: previous.stepId === step.id ? previous.count + 1 : 1,
    }));
    return false;
  };
  const cancel = () => {
    if (isDirty) setIsAsking(true);
    else onCancel?.();
  };
  const goOn = () => setIndex(Math.min(steps.length - 1, current + 1));
  const next = () => {
    if (!accept()) return;
    const check = step?.checkBeforeNext;
    if (!check) return goOn();
    setIsChecking(true);
    check().then(
      (mayGoOn) => {
        setIsChecking(false);
        if (mayGoOn) goOn();
      },
      () => setIsChecking(false),
    );
  };
  const finish = () => {
    if (accept()) onFinish();
  };
  const isWaiting = isBusy === true || isChecking;
  const footer = (
    <>
      <button type="button" className="vdc-button" onClick={cancel}>
        {t("ui.action.cancel")}
      </button>
      <button
        type="button"
        className="vdc-button"
        disabled={isFirst || isWaiting}
        onClick={() => setIndex(Math.max(0, current - 1))}
      >
        {t("ui.wizard.back")}
      </button>
      {isLast ? (
        <button
          type="button"
          className="vdc-button"
          data-variant="primary"
          disabled={isWaiting}
          onClick={finish}
        >
          {/* One word for the last step in every wizard, whatever it creates or changes. */}
          {t("ui.wizard.finish")}
        </button>
      ) : (
        <button
          type="button"
          className="vdc-button"
          data-variant="primary"
          disabled={isWaiting}
          onClick={next}
        >
          {t("ui.wizard.next")}
        </button>
      )}
    </>
  );
  return (
    <>
      <Dialog
        isOpen={isOpen && !isAsking}
        title={title}
        size="large"
        onDismiss={cancel}
        aside={
          <nav className="vdc-wizard__nav" aria-label={t("ui.wizard.steps")}>
            <ol>
              {steps.map((item, itemIndex) => (
                <li
                  key={item.id}
                  aria-current={itemIndex === current ? "step" : undefined}
                  data-done={itemIndex < current || undefined}
                >
                  {item.title}
                </li>
              ))}
            </ol>
          </nav>
        }
        footer={footer}
      >
        {step && (
          <section ref={stepRef} className="vdc-wizard__step" aria-labelledby={`${id}-step`}>
            <p className="vdc-wizard__counter">
              {t("ui.wizard.stepOf", { step: current + 1, steps: steps.length })}
            </p>
            <h3 id={`${id}-step`} className="vdc-wizard__step-title">
              {step.title}
            </h3>
            <FormAttemptContext.Provider value={isAttempted}>{step.content}</FormAttemptContext.Provider>
            {isAttempted && step.isValid === false && (
              <p className="vdc-error-text" role="alert" tabIndex={-1} data-form-problem>
                {step.problem ?? t("ui.wizard.incomplete")}
              </p>
            )}
          </section>
        )}
      </Dialog>
      <ConfirmDialog
        isOpen={isOpen && isAsking}
        title={discardTitle ?? t("ui.wizard.discard.title")}
        confirmLabel={t("ui.wizard.discard.confirm")}
        confirmVariant="danger"
        onConfirm={() => {
          setIsAsking(false);
          onCancel?.();
        }}
        onCancel={() => setIsAsking(false)}
      >
        <p>{t("ui.wizard.discard.question")}</p>
      </ConfirmDialog>
    </>
  );
}
