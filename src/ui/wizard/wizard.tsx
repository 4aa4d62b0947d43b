import { useId, useState, type ReactNode } from "react";
import { Dialog } from "../dialog/dialog";
import { useTranslation } from "../i18n/use-translation";

/** What a step's own footer can do. */
export interface WizardNavigation {
  back: () => void;
  next: () => void;
  finish: () => void;
  cancel: () => void;
  isFirst: boolean;
  isLast: boolean;
}

export interface WizardStep {
  id: string;
  /** Navigation title of the step (translated text). */
  title: string;
  content: ReactNode;
  /** False keeps Next and Finish disabled. */
  isValid?: boolean;
  /** Replaces the default Back / Next / Finish / Cancel buttons for this step. */
  footer?: (navigation: WizardNavigation) => ReactNode;
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
   * Called for Cancel, the corner close button and Escape. The wizard stays open: the owner closes it
   * (isOpen false), perhaps after asking whether to discard the entries.
   */
  onCancelRequest: () => void;
  /** Disables the buttons while the finish call runs. */
  isBusy?: boolean;
}

/** A multi-step form in the one Dialog, with a step list, per-step titles and footers. */
export function Wizard({ isOpen, title, steps, onFinish, onCancelRequest, isBusy }: WizardProps) {
  const t = useTranslation();
  const id = useId();
  const [index, setIndex] = useState(0);
  const current = Math.min(index, steps.length - 1);
  const step = steps[current];
  const isFirst = current === 0;
  const isLast = current === steps.length - 1;
  const canAdvance = step?.isValid !== false && !isBusy;
  const navigation: WizardNavigation = {
    back: () => setIndex(Math.max(0, current - 1)),
    next: () => {
      if (canAdvance) setIndex(Math.min(steps.length - 1, current + 1));
    },
    finish: () => {
      if (canAdvance) onFinish();
    },
    cancel: onCancelRequest,
    isFirst,
    isLast,
  };
  const defaultFooter = (
    <>
      <button type="button" className="vdc-button" onClick={onCancelRequest}>
        {t("ui.action.cancel")}
      </button>
      <button type="button" className="vdc-button" disabled={isFirst || isBusy} onClick={navigation.back}>
        {t("ui.wizard.back")}
      </button>
      {isLast ? (
        <button
          type="button"
          className="vdc-button"
          data-variant="primary"
          disabled={!canAdvance}
          onClick={navigation.finish}
        >
          {/* One word for the last step in every wizard, whatever it creates or changes. */}
          {t("ui.wizard.finish")}
        </button>
      ) : (
        <button
          type="button"
          className="vdc-button"
          data-variant="primary"
          disabled={!canAdvance}
          onClick={navigation.next}
        >
          {t("ui.wizard.next")}
        </button>
      )}
    </>
  );
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      size="large"
      onDismiss={onCancelRequest}
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
      footer={step?.footer ? step.footer(navigation) : defaultFooter}
    >
      {step && (
        <section className="vdc-wizard__step" aria-labelledby={`${id}-step`}>
          <p className="vdc-wizard__counter">
            {t("ui.wizard.stepOf", { step: current + 1, steps: steps.length })}
          </p>
          <h3 id={`${id}-step`} className="vdc-wizard__step-title">
            {step.title}
          </h3>
          {step.content}
        </section>
      )}
    </Dialog>
  );
}
