import { createElement, type ReactNode } from "react";
import type { DeclaredForm } from "./declared-step";
import {
  AlertList,
  type FieldSummary,
  type SummaryStep,
  type SummarisedField,
  type WizardStepDeclaration,
} from "./declared-wizard";

// Short builders of declared fields and steps, so that a wizard's steps read one field a line:
// `const { field, step } = fieldsOf<PoolDraft>("desktopPools.wizard")`, then
// `step("settings", { shown }, [field.select("powerPolicy", ".settings.powerPolicy", POWER_POLICIES, ".power")])`.
// A key that starts with "." is in the wizard's namespace; any other key is whole ("ui.vcenter…").

type Of<Form, Kind extends SummarisedField<Form>["kind"]> = Extract<SummarisedField<Form>, { kind: Kind }>;
/** What a field takes beside its kind, entry and label. */
type More<Form, Kind extends SummarisedField<Form>["kind"]> = Omit<
  Of<Form, Kind>,
  "kind" | "field" | "label"
>;
/** What a choice takes beside its values and their prefix. */
type ChoiceMore<Form> = {
  shown?: (values: Form) => boolean;
  disabled?: boolean;
  summary?: FieldSummary<Form>;
};
/** What a step takes beside its id and fields: its title is `.step.<id in camel case>` unless given. */
type StepMore<Form> = Partial<Omit<WizardStepDeclaration<Form>, "id" | "fields">>;

/** The field and step builders of one draft's type, their keys in `namespace`. */
export function fieldsOf<Form>(namespace = "") {
  const key = (text: string) => (text.startsWith(".") ? `${namespace}${text}` : text);
  /** The declaration with its keys made whole. */
  const keyed = (declared: {
    [entry: string]: unknown;
    label?: string;
    help?: string;
    prefix?: string;
    summary?: FieldSummary<Form>;
  }) => ({
    ...declared,
    ...(declared.label === undefined ? {} : { label: key(declared.label) }),
    ...(declared.help === undefined ? {} : { help: key(declared.help) }),
    ...(declared.prefix === undefined ? {} : { prefix: key(declared.prefix) }),
    ...(typeof declared.summary === "object"
      ? { summary: { ...declared.summary, label: key(declared.summary.label) } }
      : {}),
  });
  const field = {
    text: (field: Of<Form, "text">["field"], label: string, more?: More<Form, "text">) =>
      keyed({ kind: "text", field, label, ...more }) as Of<Form, "text">,
    textarea: (field: Of<Form, "textarea">["field"], label: string, more?: More<Form, "textarea">) =>
      keyed({ kind: "textarea", field, label, ...more }) as Of<Form, "textarea">,
    number: (field: Of<Form, "number">["field"], label: string, more?: More<Form, "number">) =>
      keyed({ kind: "number", field, label, ...more }) as Of<Form, "number">,
    check: (field: Of<Form, "check">["field"], label: string, more?: More<Form, "check">) =>
      keyed({ kind: "check", field, label, ...more }) as Of<Form, "check">,
    /** A choice shown as a select, option texts `<prefix>.<value>`. */
    select: (
      field: Of<Form, "select">["field"],
      label: string,
      values: readonly string[],
      prefix: string,
      more?: ChoiceMore<Form>,
    ) => keyed({ kind: "select", field, label, values, prefix, ...more }) as Of<Form, "select">,
    /** A choice among a few values shown at once, option texts `<prefix>.<value>`. */
    radio: (
      field: Of<Form, "radio">["field"],
      label: string,
      values: readonly string[],
      prefix: string,
      more?: ChoiceMore<Form>,
    ) => keyed({ kind: "radio", field, label, values, prefix, ...more }) as Of<Form, "radio">,
    /** A choice among names (groups read from the pod), each value's text from `optionLabel`. */
    choice: (
      field: Of<Form, "select">["field"],
      label: string,
      values: (values: Form) => readonly string[],
      optionLabel: (value: string) => string,
      more?: ChoiceMore<Form>,
    ) => keyed({ kind: "select", field, label, values, optionLabel, ...more }) as Of<Form, "select">,
    /** A control of its own (a picker that reads the pod); `isValid` decides the step's validity. */
    custom: (
      id: string,
      render: (form: DeclaredForm<Form>) => ReactNode,
      more?: Omit<Of<Form, "custom">, "kind" | "id" | "render">,
    ) => keyed({ kind: "custom", id, render, ...more }) as Of<Form, "custom">,
    /** The server's messages about the entries, one a line, shown when there are some. */
    alerts: (id: string, texts: (values: Form) => readonly string[]) =>
      ({
        kind: "custom",
        id,
        shown: (values: Form) => texts(values).length > 0,
        render: ({ values }: DeclaredForm<Form>) => createElement(AlertList, { texts: texts(values) }),
      }) as Of<Form, "custom">,
    /** A line of text the values give (an answer of the server), an alert when `alert` says so. */
    note: (id: string, text: (values: Form) => string, alert?: boolean | ((values: Form) => boolean)) =>
      ({ kind: "note", id, text, alert: typeof alert === "boolean" ? () => alert : alert }) as Of<
        Form,
        "note"
      >,
    /** Fields declared on a part of the draft (the vCenter placement), shown only when `shown` says so. */
    shared: <Entries>(
      fields: readonly SummarisedField<Entries>[] & ([Form] extends [Entries] ? unknown : never),
      shown?: (values: Form) => boolean,
    ) =>
      sharedFields<Form, Entries>(fields).map((declared) =>
        shown
          ? { ...declared, shown: (values: Form) => shown(values) && (declared.shown?.(values) ?? true) }
          : declared,
      ),
  };
  const step = (
    id: string,
    more: StepMore<Form>,
    fields: readonly SummarisedField<Form>[],
  ): WizardStepDeclaration<Form> => ({
    id,
    fields,
    ...more,
    title: key(
      more.title ?? `.step.${id.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase())}`,
    ),
  });
  /** The summary step that ends the wizard (`.step.ready`), with the failed save's message. */
  const summary = (failure: string | null): SummaryStep => ({
    id: "ready",
    title: key(".step.ready"),
    failure,
  });
  return { field, step, summary };
}

/**
 * Fields or a step declared on a part of the draft (a shared step's entries, the vCenter placement) as
 * fields of the whole draft: they only read and set their own entries, which the draft has with the same
 * types.
 */
export const sharedFields = <Draft, Entries>(fields: readonly SummarisedField<Entries>[]) =>
  fields as unknown as readonly SummarisedField<Draft>[];

export const sharedStep = <Draft extends Entries, Entries>(
  step: WizardStepDeclaration<Entries>,
  shown: (values: Draft) => boolean,
): WizardStepDeclaration<Draft> => ({
  ...step,
  fields: sharedFields<Draft, Entries>(step.fields),
  shown,
});
