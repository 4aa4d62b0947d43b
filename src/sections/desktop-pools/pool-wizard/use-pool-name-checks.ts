import { useEffect, useState } from "react";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { checkDesktopPoolName } from "../api/check-desktop-pool-name";
import { validateSpecifiedNames } from "../api/validate-specified-names";

// The pool wizard's two questions to the server, asked as the administrator types (after a pause): is the
// pool name free, and are the specified machine names valid. Each answer is kept with the input it answered,
// so a changed input reads as "checking" until its own answer arrives.

export type NameCheck = "idle" | "checking" | "available" | "taken" | "failed";

const PAUSE_MS = 300;

/** Whether the pool name is free; "idle" when it is not to be checked (an edit, an invalid name). */
export function usePoolNameCheck(name: string, shouldCheck: boolean): NameCheck {
  const [checked, setChecked] = useState<{ name: string; result: NameCheck } | null>(null);
  useEffect(() => {
    if (!shouldCheck) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      checkDesktopPoolName(name).then(
        (available) => {
          if (isCurrent) setChecked({ name, result: available ? "available" : "taken" });
        },
        () => {
          if (isCurrent) setChecked({ name, result: "failed" });
        },
      );
    }, PAUSE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [name, shouldCheck]);
  if (!shouldCheck) return "idle";
  return checked?.name === name ? checked.result : "checking";
}

/**
 * The problems the server finds with the specified machine names (translated, one a name), an empty list
 * when all are valid, null while they are checked or not to be checked.
 */
export function useSpecifiedNamesProblems(names: readonly string[], shouldCheck: boolean): string[] | null {
  const t = useTranslation();
  const key = names.join("\n");
  const [checked, setChecked] = useState<{ key: string; problems: string[] } | null>(null);
  useEffect(() => {
    if (!shouldCheck) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      validateSpecifiedNames(key.split("\n")).then(
        (statuses) => {
          if (!isCurrent) return;
          setChecked({
            key,
            problems: statuses
              .filter((status) => !status.specified_names_statuses.includes("SUCCESS"))
              .map((status) =>
                t("desktopPools.wizard.names.status", {
                  name: status.machine_name,
                  status: status.specified_names_statuses
                    .map((code) => t(`desktopPools.wizard.names.statusCode.${code}`))
                    .join(", "),
                }),
              ),
          });
        },
        () => {
          if (isCurrent) setChecked({ key, problems: [t("desktopPools.wizard.names.validateFailed")] });
        },
      );
    }, PAUSE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [shouldCheck, key, t]);
  return shouldCheck && checked?.key === key ? checked.problems : null;
}
