import type { TFunction } from "i18next";
import { useId, useState, type ReactNode } from "react";
import { Dialog } from "../dialog/dialog";
import { useErrorText } from "../i18n/error-text";
import { useTranslation } from "../i18n/use-translation";
import { useResource } from "../resource/use-resource";
import { ResourceContent } from "../section-page/section-page";
import { declaredStepOf, type DeclaredField, type DeclaredForm, type StepDeclaration } from "./declared-step";
import type { WizardStep } from "./wizard";

// A whole wizard as declarations: each step a list of fields with their rules (declared-step.tsx), shown
// or not by the values, a step that asks the server before it goes on, and the summary that ends it,
// made from the same declarations (each field says what it shows there). A new step is a new declaration.

/**
 * What a field shows on the summary: by default its label and its value as the administrator sees it (a
 * text as typed, a choice's text, Yes or No); a function gives another value under the field's label, an
 * object another label too, `false` nothing. A note or a custom field shows only with its own summary.
 */
export type FieldSummary<Form> =
  | false
  | ((values: Form, t: TFunction) => string)
  | { label: string; value: (values: Form, t: TFunction) => string };

/** A declared field with what it shows on the summary. */
export type SummarisedField<Form> = DeclaredField<Form> & { summary?: FieldSummary<Form> };

/** A step of a declared wizard: its fields, and the wizard step's question to the server before Next. */
export interface WizardStepDeclaration<Form>
  extends StepDeclaration<Form>, Pick<WizardStep, "checkBeforeNext"> {
  fields: readonly SummarisedField<Form>[];
}

/** One line of a summary, translated. */
export interface SummaryRow {
  label: string;
  value: string;
}

/** A field's own value as text: what its control shows. */
function valueText<Form>(field: DeclaredField<Form>, values: Form, t: TFunction): string | undefined {
  if (field.kind === "note" || field.kind === "custom") return undefined;
  const value = values[field.field];
  if (field.kind === "check") return t(value ? "ui.summary.yes" : "ui.summary.no");
  if (field.kind === "select" && field.optionLabel) return field.optionLabel(String(value));
  if (field.kind === "select" || field.kind === "radio") return t(`${field.prefix}.${String(value)}`);
  return String(value).trim();
}

/** The summary rows of these fields for these values: those shown and given, each as it declares. */
export function summaryOf<Form>(
  fields: readonly SummarisedField<Form>[],
  values: Form,
  t: TFunction,
): SummaryRow[] {
  return fields.flatMap((field) => {
    const { summary } = field;
    if (summary === false || !(field.shown?.(values) ?? true)) return [];
    const label = typeof summary === "object" ? summary.label : "label" in field ? field.label : undefined;
    const value =
      typeof summary === "object"
        ? summary.value(values, t)
        : typeof summary === "function"
          ? summary(values, t)
          : valueText(field, values, t);
    return label === undefined || value === undefined || value === "" ? [] : [{ label: t(label), value }];
  });
}

/** Summary rows as a list of terms, under a heading when `title` is given (translated). */
export function SummaryList({ rows, title }: { rows: readonly SummaryRow[]; title?: string }) {
  const headingId = useId();
  const list = (
    <dl className="vdc-details">
      {rows.map((row, index) => (
        <div key={index}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
  if (title === undefined) return list;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {list}
    </section>
  );
}

/** Whether every shown number field holds a whole number within its bounds: its rule, as its control's. */
function numbersFit<Form>(fields: readonly DeclaredField<Form>[], values: Form): boolean {
  return fields.every((field) => {
    if (field.kind !== "number" || !(field.shown?.(values) ?? true)) return true;
    const value = Number(values[field.field]);
    return Number.isInteger(value) && value >= (field.min ?? -Infinity) && value <= (field.max ?? Infinity);
  });
}

/** The step that ends a declared wizard: its id, title key and the failed save's message (translated). */
export interface SummaryStep {
  id: string;
  title: string;
  failure: string | null;
}

/**
 * The wizard's steps for these values: those shown, each from its declaration, then (with `summary`) the
 * summary of every shown step's shown fields and the message of a save that failed.
 */
export function useDeclaredSteps<Form>(
  declarations: readonly WizardStepDeclaration<Form>[],
  form: DeclaredForm<Form>,
  summary?: SummaryStep,
): WizardStep[] {
  const t = useTranslation();
  const shown = declarations.filter((declaration) => declaration.shown?.(form.values) ?? true);
  const steps = shown.map((declaration): WizardStep => {
    const declared = declaredStepOf(declaration, form, t);
    const { checkBeforeNext } = declaration;
    return {
      ...declared,
      isValid: declared.isValid !== false && numbersFit(declaration.fields, form.values),
      ...(checkBeforeNext ? { checkBeforeNext } : {}),
    };
  });
  if (!summary) return steps;
  const rows = summaryOf(
    shown.flatMap((declaration) => declaration.fields),
    form.values,
    t,
  );
  return [
    ...steps,
    {
      id: summary.id,
      title: t(summary.title),
      content: (
        <>
          <SummaryList rows={rows} />
          {summary.failure && (
            <p role="alert" className="vdc-form__error">
              {summary.failure}
            </p>
          )}
        </>
      ),
    },
  ];
}

/**
 * A wizard's save: `finish` runs it, busy until it answers; a failure's message is kept (the entries stay)
 * until the next try; `onSaved` gets what the save answered.
 */
export function useWizardSave<Result>(save: () => Promise<Result>, onSaved: (result: Result) => void) {
  const errorText = useErrorText();
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const finish = () => {
    setBusy(true);
    setFailure(null);
    save().then(
      (result) => {
        setBusy(false);
        onSaved(result);
      },
      (error: unknown) => {
        setBusy(false);
        setFailure(errorText(error));
      },
    );
  };
  return { finish, isBusy, failure, clearFailure: () => setFailure(null) };
}

/** Messages of the server about the entries, one a line (names it refused), as an alert. */
export const AlertList = ({ texts }: { texts: readonly string[] }) => (
  <ul role="alert">
    {texts.map((text) => (
      <li key={text}>{text}</li>
    ))}
  </ul>
);

/**
 * A question to the server that a step asks before it goes on (`checkBeforeNext`): `check` answers the
 * refusal of what it is asked to show (translated), "" to go on; a failed call's message shows the same way. `message` is for
 * the step's note; `reset` clears it when the entry it was about changes.
 */
export function useServerCheck<Asked>(check: (asked: Asked) => Promise<string>) {
  const errorText = useErrorText();
  const [message, setMessage] = useState("");
  const run = async (asked: Asked) => {
    let refusal: string;
    try {
      refusal = await check(asked);
    } catch (error) {
      refusal = errorText(error);
    }
    setMessage(refusal);
    return refusal === "";
  };
  return { message, run, reset: () => setMessage("") };
}

/**
 * A wizard that needs a read before it starts (an edit starts from the object as the pod has it now):
 * its dialog shows the loading and a failed read with Retry, then the wizard `children` makes of the data.
 * `load` must be stable (see `useResource`).
 */
export function WizardAfterRead<T>({
  load,
  title,
  isOpen,
  onClose,
  children,
}: {
  load: () => Promise<T>;
  /** The dialog's title while it reads (translated). */
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: (data: T) => ReactNode;
}) {
  const t = useTranslation();
  const { state, reload } = useResource(load);
  if (state.status === "ready") return children(state.data);
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      size="large"
      onDismiss={onClose}
      footer={
        <button type="button" className="vdc-button" onClick={onClose}>
          {t("ui.action.cancel")}
        </button>
      }
    >
      <ResourceContent resource={state} onRetry={reload}>
        {() => null}
      </ResourceContent>
    </Dialog>
  );
}

/**
 * A wizard's draft and the declared form over it. `complete` gives the values the steps show and the save
 * sends: the draft with what the administrator has not chosen yet filled in (a default read from the pod);
 * `onSet` hears each entry changed.
 */
export function useDraftForm<Form>(
  initial: () => Form,
  complete: (draft: Form) => Form = (draft) => draft,
  onSet?: (name: keyof Form) => void,
) {
  const [draft, setDraft] = useState(initial);
  const values = complete(draft);
  const form: DeclaredForm<Form> = {
    values,
    setField: (name, value) => {
      onSet?.(name);
      setDraft((current) => ({ ...current, [name]: value }));
    },
  };
  return { draft, setDraft, values, form };
}
