import { LazyModule } from "../lazy/lazy-module";
import type { EntitlementsPanelProps } from "./entitlements-panel";

// The panel, its grid columns and the directory search form a chunk of their own, loaded when an
// entitlements tab or dialog first opens (decision 0013).
const loadEntitlementsPanel = () => import("./entitlements-panel");

/** The entitlements panel, loaded on first use. */
export function LazyEntitlementsPanel(props: EntitlementsPanelProps) {
  return (
    <LazyModule
      load={loadEntitlementsPanel}
      render={({ EntitlementsPanel }) => <EntitlementsPanel {...props} />}
    />
  );
}
