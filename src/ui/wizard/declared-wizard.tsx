import { useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { declaredStepOf, type DeclaredForm, type StepDeclaration } from "./declared-step";
import type { WizardNavigation, WizardStep } from "./wizard";

// A whole wizard as declarations: each step a list of fields with their rules (declared-step.tsx), shown
// or not by the values, a step that asks the server before it goes on, and the summary that ends it.
// A new step is a new declaration in the list.

/** A step of a declared wizard. */
export interface WizardStepDeclaration<Form> extends StepDeclaration<Form> {
  /**
   * Asked when Next is pressed (a name the server must accept): the wizard goes on only when it answers
   * true; Next waits while it runs. The step shows its own answer (a note field).
   */
  checkBeforeNext?: () => Promise<boolean>;
}

/** One line of a summary: a label key and the value it shows, when `shown` says so. */
export interface SummaryRow<Form> {
  label: string;
  value: (values: Form) => string;
  shown?: (values: Form) => boolean;
}

/** The footer of a step that asks before it goes on: the wizard's buttons, Next waiting for the answer. */
function CheckedNextFooter({
  navigation,
  check,
}: {
  navigation: WizardNavigation;
  check: () => Promise<boolean>;
}) {
  const t = useTranslation();
  const [isChecking, setChecking] = useState(false);
  const next = () => {
    // The step's own fields first: the server is asked only about entries the step accepts.
    if (!navigation.accept()) return;
    setChecking(true);
    check().then(
      (mayGoOn) => {
        setChecking(false);
        if (mayGoOn) navigation.next();
      },
      // The check shows its own failure at its step: the wizard stays where it is.
      () => setChecking(false),
    );
  };
  return (
    <>
      <button type="button" className="vdc-button" onClick={navigation.cancel}>
        {t("ui.action.cancel")}
      </button>
      <button
        type="button"
        className="vdc-button"
        disabled={navigation.isFirst || isChecking}
        onClick={navigation.back}
      >
        {t("ui.wizard.back")}
      </button>
      <button
        type="button"
        className="vdc-button"
        data-variant="primary"
        disabled={isChecking}
        onClick={next}
      >
        {t("ui.wizard.next")}
      </button>
    </>
  );
}

/** The wizard's steps for these values: those shown, each from its declaration. */
export function useDeclaredSteps<Form>(
  declarations: readonly WizardStepDeclaration<Form>[],
  form: DeclaredForm<Form>,
): WizardStep[] {
  const t = useTranslation();
  return declarations
    .filter((declaration) => declaration.shown?.(form.values) ?? true)
    .map((declaration) => {
      const step = declaredStepOf(declaration, form, t);
      const check = declaration.checkBeforeNext;
      return check
        ? { ...step, footer: (navigation) => <CheckedNextFooter navigation={navigation} check={check} /> }
        : step;
    });
}

/** The summary that ends a wizard: the rows shown (and, with `hideEmpty`, given), then a failed save's message. */
function Summary<Form>({
  rows,
  values,
  failure,
  hideEmpty,
}: {
  rows: readonly SummaryRow<Form>[];
  values: Form;
  failure: string | null;
  hideEmpty: boolean;
}) {
  const t = useTranslation();
  const shown = rows
    .filter((row) => row.shown?.(values) ?? true)
    .map((row) => ({ label: t(row.label), value: row.value(values) }))
    .filter((row) => !hideEmpty || row.value !== "");
  return (
    <>
      <dl className="vdc-details">
        {shown.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {failure && (
        <p role="alert" className="vdc-form__error">
          {failure}
        </p>
      )}
    </>
  );
}

/** The last step of a wizard: what will be created or saved, and the message of a save that failed. */
export function summaryStepOf<Form>(options: {
  id: string;
  /** Translation key of the step's title. */
  title: string;
  rows: readonly SummaryRow<Form>[];
  /** The failed save's message (translated), kept until the next try. */
  failure: string | null;
  /** Leaves out rows whose value is empty (a farm's optional texts). */
  hideEmpty?: boolean;
}): WizardStepDeclaration<Form> {
  return {
    id: options.id,
    title: options.title,
    fields: [
      {
        kind: "custom",
        id: "summary",
        render: (form) => (
          <Summary
            rows={options.rows}
            values={form.values}
            failure={options.failure}
            hideEmpty={options.hideEmpty ?? false}
          />
        ),
      },
    ],
  };
}
