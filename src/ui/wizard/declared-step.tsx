import { useId, type ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { CheckField, SelectField, TextField, type FieldForm } from "../edit-form/form-fields";
import { NumberField, RadioField, TextAreaField } from "../edit-form/choice-fields";
import type { FieldErrors } from "../edit-form/use-edit-form";
import type { WizardStep } from "./wizard";

// A wizard step written as a declaration: its fields, each with its rule, on the kit's form fields. The
// step is valid when every shown field's rule passes, and each refusal is shown at its field (never a
// silently grey Next).

type KeyOf<Form, Type> = { [Field in keyof Form]: Form[Field] extends Type ? Field : never }[keyof Form] &
  string;

/** Whether a field is on the step for these values (all are by default). */
type Shown<Form> = { shown?: (values: Form) => boolean };

export type DeclaredField<Form> = Shown<Form> &
  (
    | {
        kind: "text";
        field: KeyOf<Form, string>;
        /** Translation key of the label. */
        label: string;
        /** Translation key of a line under the input. */
        help?: string;
        required?: boolean;
        /** The message key when the value is refused. */
        rule?: (values: Form) => string | undefined;
        /** A number typed as text (the draft keeps it as typed). */
        inputType?: "number";
        /** Shown, not changed (what an edit may not change). */
        disabled?: boolean;
      }
    | { kind: "check"; field: KeyOf<Form, boolean>; label: string }
    | ({
        kind: "select";
        field: KeyOf<Form, string>;
        label: string;
        /** The values offered: fixed, or read from the values (groups loaded, a choice before). */
        values: readonly string[] | ((values: Form) => readonly string[]);
        disabled?: boolean;
      } & (
        | { /** The options' texts are `<prefix>.<value>`. */ prefix: string; optionLabel?: undefined }
        | {
            prefix?: undefined;
            /** The text of a value that is a name, not a key. */ optionLabel: (value: string) => string;
          }
      ))
    | { kind: "radio"; field: KeyOf<Form, string>; label: string; values: readonly string[]; prefix: string }
    | {
        kind: "textarea";
        field: KeyOf<Form, string>;
        label: string;
        maxLength?: number;
        disabled?: boolean;
        rule?: (values: Form) => string | undefined;
      }
    | { kind: "number"; field: KeyOf<Form, number>; label: string; min?: number; max?: number }
    | {
        /** A line of text the values give (an answer of the server), an alert when `alert` says so. */
        kind: "note";
        id: string;
        text: (values: Form) => string;
        alert?: (values: Form) => boolean;
      }
    | {
        /** A control of its own (a picker that reads the pod); its rule decides the step's validity. */
        kind: "custom";
        id: string;
        render: (form: DeclaredForm<Form>) => ReactNode;
        isValid?: (values: Form) => boolean;
        /** Translation key of what Next says when `isValid` refuses ("Choose a farm"); a general one by default. */
        problem?: string;
      }
  );

/** What a declared step needs of the wizard's state: its values and a setter. */
export type DeclaredForm<Form> = Pick<FieldForm<Form>, "values" | "setField">;

export interface StepDeclaration<Form> {
  id: string;
  /** Translation key of the step's title. */
  title: string;
  fields: readonly DeclaredField<Form>[];
  /** Whether the wizard has the step for these values (all steps by default). */
  shown?: (values: Form) => boolean;
  /** A rule of the step as a whole, beside its fields' (a count within another). */
  isValid?: (values: Form) => boolean;
  /** Translation key of what Next says when the step's own rule refuses and no field is marked. */
  problem?: string;
}

const isShown = <Form,>(field: Shown<Form>, values: Form) => field.shown?.(values) ?? true;

/** The message key of each shown field its rule refuses (required entries included). */
export function declaredErrors<Form>(
  fields: readonly DeclaredField<Form>[],
  values: Form,
): FieldErrors<Form> {
  const errors: FieldErrors<Form> = {};
  for (const field of fields) {
    if ((field.kind !== "text" && field.kind !== "textarea") || !isShown(field, values)) continue;
    const value = String(values[field.field]).trim();
    const required = field.kind === "text" && field.required;
    const error = required && value === "" ? "ui.form.required" : field.rule?.(values);
    if (error) errors[field.field] = error;
  }
  return errors;
}

/** Whether every shown field of a declaration accepts the values. */
export function isDeclarationValid<Form>(fields: readonly DeclaredField<Form>[], values: Form): boolean {
  return (
    Object.keys(declaredErrors(fields, values)).length === 0 &&
    fields.every(
      (field) => field.kind !== "custom" || !isShown(field, values) || (field.isValid?.(values) ?? true),
    )
  );
}

/** The declared fields on the kit's form fields, each refusal at its field. */
export function DeclaredFields<Form>({
  fields,
  form,
}: {
  fields: readonly DeclaredField<Form>[];
  form: DeclaredForm<Form>;
}) {
  const formId = useId();
  const fieldForm: FieldForm<Form> = { ...form, errors: declaredErrors(fields, form.values) };
  return (
    <div className="vdc-form">
      {fields
        .filter((field) => isShown(field, form.values))
        .map((field) => {
          switch (field.kind) {
            case "text":
              return (
                <TextField
                  key={field.field}
                  form={fieldForm}
                  formId={formId}
                  field={field.field}
                  label={field.label}
                  help={field.help}
                  required={field.required}
                  type={field.inputType}
                  disabled={field.disabled}
                />
              );
            case "check":
              return (
                <CheckField
                  key={field.field}
                  form={fieldForm}
                  formId={formId}
                  field={field.field}
                  label={field.label}
                />
              );
            case "select": {
              const common = {
                form: fieldForm,
                formId,
                field: field.field,
                label: field.label,
                disabled: field.disabled,
                values: typeof field.values === "function" ? field.values(form.values) : field.values,
              };
              return field.optionLabel ? (
                <SelectField key={field.field} {...common} optionLabel={field.optionLabel} />
              ) : (
                <SelectField key={field.field} {...common} prefix={field.prefix} />
              );
            }
            case "radio":
              return <RadioField key={field.field} form={fieldForm} formId={formId} {...field} />;
            case "textarea":
              return <TextAreaField key={field.field} form={fieldForm} formId={formId} {...field} />;
            case "number":
              return <NumberField key={field.field} form={fieldForm} formId={formId} {...field} />;
            case "note": {
              const text = field.text(form.values);
              return text === "" ? null : (
                <p key={field.id} role={field.alert?.(form.values) ? "alert" : undefined}>
                  {text}
                </p>
              );
            }
            default:
              return <div key={field.id}>{field.render(form)}</div>;
          }
        })}
    </div>
  );
}

/**
 * A wizard step of a declaration: its title, its fields and whether they accept the values. The wizard's
 * draft may hold more than the step's entries (a shared step's entries are part of each wizard's draft).
 */
export function useDeclaredStep<Form, Draft extends Form>(
  declaration: StepDeclaration<Form>,
  form: DeclaredForm<Draft>,
): WizardStep {
  return declaredStepOf(declaration, form, useTranslation());
}

/** The wizard step of a declaration, for a wizard that declares all its steps (see `useDeclaredSteps`). */
export function declaredStepOf<Form, Draft extends Form>(
  declaration: StepDeclaration<Form>,
  form: DeclaredForm<Draft>,
  t: (key: string) => string,
): WizardStep {
  // The step only reads and sets its own entries, which the draft has with the same types.
  const own = form as unknown as DeclaredForm<Form>;
  const isValid =
    isDeclarationValid(declaration.fields, own.values) && (declaration.isValid?.(own.values) ?? true);
  return {
    id: declaration.id,
    title: t(declaration.title),
    isValid,
    ...(isValid ? {} : { problem: problemOf(declaration, own.values, t) }),
    content: <DeclaredFields fields={declaration.fields} form={own} />,
  };
}

/**
 * What a refused Next says under the step: nothing of its own while a typed field is marked (the wizard
 * points at the marked entries), else the refusing control's own words (a choice still to make), else the
 * step's own.
 */
function problemOf<Form>(
  declaration: StepDeclaration<Form>,
  values: Form,
  t: (key: string) => string,
): string | undefined {
  if (Object.keys(declaredErrors(declaration.fields, values)).length > 0) return undefined;
  const refusing = declaration.fields.find(
    (field) => field.kind === "custom" && isShown(field, values) && field.isValid?.(values) === false,
  );
  if (refusing?.kind === "custom") return t(refusing.problem ?? "ui.wizard.choose");
  return declaration.problem && t(declaration.problem);
}
