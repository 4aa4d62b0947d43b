import { LazyModule } from "../lazy/lazy-module";
import type { DirectorySearchDialogProps } from "./directory-search-dialog";

// The search dialog, its results grid columns and the directory calls load when it first opens (decision 0013).
const loadDirectorySearchDialog = () => import("./directory-search-dialog");

/** The directory search dialog, loaded on first opening; nothing while it is closed. */
export function LazyDirectorySearchDialog(props: DirectorySearchDialogProps) {
  if (!props.isOpen) return null;
  return (
    <LazyModule
      load={loadDirectorySearchDialog}
      render={({ DirectorySearchDialog }) => <DirectorySearchDialog {...props} />}
    />
  );
}
