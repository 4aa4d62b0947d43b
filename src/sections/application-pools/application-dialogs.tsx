import { LazyModule } from "../../ui/lazy/lazy-module";
import type { ApplicationDialogProps } from "./application-dialog";

// The dialogs' chunk (adding from installed applications, editing, icons) loads when one first opens:
// pages that only list or show applications never pay for it.
const loadApplicationDialog = () => import("./application-dialog");

/** The open dialog of the section's own, if any; `onChanged` reloads what shows the applications. */
export function ApplicationDialogs({
  dialog,
  ...props
}: Omit<ApplicationDialogProps, "dialog"> & { dialog: ApplicationDialogProps["dialog"] | null }) {
  if (dialog === null) return null;
  return (
    <LazyModule
      load={loadApplicationDialog}
      render={({ ApplicationDialogContent }) => <ApplicationDialogContent dialog={dialog} {...props} />}
    />
  );
}
