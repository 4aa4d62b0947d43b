import { useId } from "react";
import type { EditForm } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import type { ApplicationForm } from "./application-pools.types";
import { validateApplicationSettings } from "./application-settings-fields";

const FIELDS = [
  ["name", "appPools.form.name"],
  ["display_name", "appPools.form.displayName"],
  ["executable_path", "appPools.form.path"],
  ["version", "appPools.form.version"],
  ["publisher", "appPools.form.publisher"],
  ["start_folder", "appPools.form.startFolder"],
  ["parameters", "appPools.form.parameters"],
] as const satisfies readonly (readonly [keyof ApplicationForm, string])[];

/** Names an application pool may have: letters, digits, "-" and "_", up to 64 (the server's rule). */
export const APPLICATION_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** The name the list suggests for an installed application: its name with other characters as "-". */
export function suggestedName(installedName: string): string {
  return (
    installedName
      .replace(/[^A-Za-z0-9_-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 64) || "Application"
  );
}

/** Field rules: a name and a path are required; the name keeps to the server's characters. */
export function validateApplicationForm(
  values: ApplicationForm,
): Partial<Record<keyof ApplicationForm, string>> {
  return {
    ...validateApplicationSettings(values),
    ...(APPLICATION_NAME.test(values.name.trim()) ? {} : { name: "appPools.form.nameInvalid" }),
    ...(values.executable_path.trim() === "" ? { executable_path: "appPools.form.pathRequired" } : {}),
  };
}

/** The application's fields (create, edit, duplicate); `locked` fields are shown but not changed. */
export function ApplicationFormFields({
  form,
  locked = [],
}: {
  form: Pick<EditForm<ApplicationForm>, "values" | "setField" | "errors">;
  locked?: readonly (keyof ApplicationForm)[];
}) {
  const t = useTranslation();
  const baseId = useId();
  return (
    <>
      {FIELDS.map(([field, label]) => {
        const id = `${baseId}-${field}`;
        const error = form.errors[field];
        return (
          <div className="vdc-field" key={field}>
            <label htmlFor={id}>{t(label)}</label>
            <input
              id={id}
              className="vdc-input"
              value={form.values[field]}
              readOnly={locked.includes(field)}
              aria-invalid={error !== undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => form.setField(field, event.target.value)}
              autoComplete="off"
            />
            {error && (
              <p id={`${id}-error`} className="vdc-error-text">
                {t(error)}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}
