import type { SectionAction } from "../../ui/actions/section-action";
import { deleteApplicationPoolCall } from "./api/delete-application-pool";
import { updateApplicationPoolCall } from "./api/update-application-pool";
import type { ApplicationPoolRow } from "./application-pools.types";

/** The dialogs of the section's own that actions open. */
export type ApplicationDialog =
  { kind: "add" } | { kind: "edit" | "duplicate" | "icon" | "entitlements"; application: ApplicationPoolRow };

/**
 * The application actions, on the list and on the application's page alike: add, edit, duplicate,
 * enable, disable, entitlements (when the page offers them), custom icon and delete, each checked on
 * the application's access group.
 */
export function applicationPoolActions(options: {
  onDialog: (dialog: ApplicationDialog) => void;
  withAdd?: boolean;
  withEntitlements?: boolean;
  onDeleted?: (application: ApplicationPoolRow) => void;
}): SectionAction<ApplicationPoolRow>[] {
  const { onDialog, onDeleted } = options;
  const one =
    (kind: "edit" | "duplicate" | "icon" | "entitlements") =>
    ([application]: ApplicationPoolRow[]) => {
      if (application) onDialog({ kind, application });
    };
  return [
    ...(options.withAdd
      ? [
          {
            id: "add",
            label: "appPools.action.add",
            privilege: "POOL_MANAGEMENT",
            selection: "none",
            variant: "primary",
            open: () => onDialog({ kind: "add" }),
          } satisfies SectionAction<ApplicationPoolRow>,
        ]
      : []),
    {
      id: "edit",
      label: "appPools.action.edit",
      privilege: "POOL_MANAGEMENT",
      selection: "one",
      open: one("edit"),
    },
    {
      id: "duplicate",
      label: "appPools.action.duplicate",
      privilege: "POOL_MANAGEMENT",
      selection: "one",
      open: one("duplicate"),
    },
    {
      id: "enable",
      label: "appPools.action.enable",
      privilege: "POOL_ENABLE",
      selection: "many",
      appliesTo: (application) => !application.enabled,
      request: {
        kind: "item",
        call: (application) => updateApplicationPoolCall(application, { enabled: true }),
      },
      success: "appPools.outcome.enabled",
    },
    {
      id: "disable",
      label: "appPools.action.disable",
      privilege: "POOL_ENABLE",
      selection: "many",
      appliesTo: (application) => application.enabled,
      request: {
        kind: "item",
        call: (application) => updateApplicationPoolCall(application, { enabled: false }),
      },
      success: "appPools.outcome.disabled",
    },
    ...(options.withEntitlements
      ? [
          {
            id: "entitlements",
            label: "appPools.action.entitlements",
            privilege: "POOL_VIEW",
            selection: "one",
            open: one("entitlements"),
          } satisfies SectionAction<ApplicationPoolRow>,
        ]
      : []),
    {
      id: "icon",
      label: "appPools.action.icon",
      privilege: "POOL_MANAGEMENT",
      selection: "one",
      open: one("icon"),
    },
    {
      id: "delete",
      label: "appPools.action.delete",
      privilege: "POOL_MANAGEMENT",
      selection: "many",
      variant: "danger",
      confirm: { title: "appPools.delete.title", question: "appPools.delete.question" },
      request: { kind: "item", call: (application) => deleteApplicationPoolCall(application.id) },
      success: "appPools.outcome.deleted",
      onDone: (outcomes) => {
        for (const outcome of outcomes) if (outcome.status === "succeeded") onDeleted?.(outcome.row);
      },
    },
  ];
}
