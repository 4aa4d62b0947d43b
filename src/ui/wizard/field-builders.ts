import type { DeclaredField, StepDeclaration } from "./declared-step";

// Short builders of declared fields, so that a wizard's steps read one field a line:
// `const field = fieldsOf<PoolDraft>()`, then `field.select("powerPolicy", label, POWER_POLICIES, prefix)`.

type Of<Form, Kind extends DeclaredField<Form>["kind"]> = Extract<DeclaredField<Form>, { kind: Kind }>;
/** What a field takes beside its kind, entry and label. */
type More<Form, Kind extends DeclaredField<Form>["kind"]> = Omit<Of<Form, Kind>, "kind" | "field" | "label">;

/** The field builders of one draft's type. */
export function fieldsOf<Form>() {
  return {
    text: (field: Of<Form, "text">["field"], label: string, more?: More<Form, "text">) =>
      ({ kind: "text", field, label, ...more }) as Of<Form, "text">,
    textarea: (field: Of<Form, "textarea">["field"], label: string, more?: More<Form, "textarea">) =>
      ({ kind: "textarea", field, label, ...more }) as Of<Form, "textarea">,
    number: (field: Of<Form, "number">["field"], label: string, more?: More<Form, "number">) =>
      ({ kind: "number", field, label, ...more }) as Of<Form, "number">,
    check: (field: Of<Form, "check">["field"], label: string, more?: More<Form, "check">) =>
      ({ kind: "check", field, label, ...more }) as Of<Form, "check">,
    /** A choice shown as a select, option texts `<prefix>.<value>`. */
    select: (
      field: Of<Form, "select">["field"],
      label: string,
      values: readonly string[],
      prefix: string,
      more?: { shown?: (values: Form) => boolean; disabled?: boolean },
    ) => ({ kind: "select", field, label, values, prefix, ...more }) as Of<Form, "select">,
    /** A choice among a few values shown at once, option texts `<prefix>.<value>`. */
    radio: (
      field: Of<Form, "radio">["field"],
      label: string,
      values: readonly string[],
      prefix: string,
      more?: { shown?: (values: Form) => boolean },
    ) => ({ kind: "radio", field, label, values, prefix, ...more }) as Of<Form, "radio">,
  };
}

/**
 * Fields or a step declared on a part of the draft (a shared step's entries, the vCenter placement) as
 * fields of the whole draft: they only read and set their own entries, which the draft has with the same
 * types.
 */
export const sharedFields = <Draft extends Entries, Entries>(fields: readonly DeclaredField<Entries>[]) =>
  fields as unknown as readonly DeclaredField<Draft>[];

export const sharedStep = <Draft extends Entries, Entries>(
  step: StepDeclaration<Entries>,
  shown: (values: Draft) => boolean,
): StepDeclaration<Draft> => ({ ...step, fields: sharedFields<Draft, Entries>(step.fields), shown });
