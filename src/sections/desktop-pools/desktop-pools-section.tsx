import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useState } from "react";
import { itemLink } from "../../ui/item-link/item-link";
import { ListSection } from "../../ui/list-section/list-section";
import { desktopPoolActions } from "./desktop-pool-actions";
import { desktopPoolColumns } from "./desktop-pool-columns";
import { DesktopPoolSource } from "./desktop-pools.model";
import { DESKTOP_POOL_STYLES } from "./desktop-pools.styles";
import type { DesktopPoolRow } from "./desktop-pools.types";
import { LazyModule } from "../../ui/lazy/lazy-module";
import { loadDesktopPoolWizard } from "./pool-wizard/load-desktop-pool-wizard";
import type { WizardMode } from "./pool-wizard/pool-wizard.model";
import type { SectionTarget } from "./section-target";

// The entitlements dialog loads when it first opens: the list does not need it (decision 0037).
const loadPoolEntitlementsDialog = () => import("./pool-entitlements-dialog");

export interface DesktopPoolsSectionProps {
  /** Follows a link into another section; pool names open { section: "desktop-pool", id }. */
  onNavigate?: (target: SectionTarget) => void;
}

/**
 * The desktop pool list: served page by page with filters and sort, exportable, with the actions an
 * administrator's privileges allow on the selected pool (enable, disable, provisioning, entitlements,
 * delete). Pool names open the pool's own page.
 */
export function DesktopPoolsSection({ onNavigate }: DesktopPoolsSectionProps) {
  useSignals();
  const [source, setSource] = useState(() => new DesktopPoolSource());
  const [entitlementsOf, setEntitlementsOf] = useState<DesktopPoolRow | null>(null);
  const [wizard, setWizard] = useState<{ mode: WizardMode; pool?: DesktopPoolRow } | null>(null);
  const actions = useMemo(
    () =>
      desktopPoolActions({
        onEntitlements: setEntitlementsOf,
        onWizard: (mode, pool) => setWizard(pool ? { mode, pool } : { mode }),
        wizardModes: ["add", "duplicate", "edit"],
      }),
    [],
  );
  const columns = useMemo(
    () =>
      desktopPoolColumns((pool) =>
        itemLink(pool.name, onNavigate && (() => onNavigate({ section: "desktop-pool", id: pool.id }))),
      ),
    [onNavigate],
  );

  return (
    <ListSection<DesktopPoolRow>
      textKeys="desktopPools"
      part="desktop-pools"
      styles={DESKTOP_POOL_STYLES}
      viewPrivilege="POOL_VIEW"
      helpTopic="desktopPools"
      columns={columns}
      rows={source}
      actions={actions}
      rowLabel={(pool) => pool.name}
      scopeOf={(pool) => (pool.access_group_id ? { accessGroupId: pool.access_group_id } : {})}
      isExportable
    >
      {entitlementsOf && (
        <LazyModule
          load={loadPoolEntitlementsDialog}
          render={({ PoolEntitlementsDialog }) => (
            <PoolEntitlementsDialog pool={entitlementsOf} onClose={() => setEntitlementsOf(null)} />
          )}
        />
      )}
      {wizard && (
        <LazyModule
          load={loadDesktopPoolWizard}
          render={({ DesktopPoolWizard }) => (
            <DesktopPoolWizard
              mode={wizard.mode}
              {...(wizard.pool ? { pool: wizard.pool } : {})}
              onClose={() => setWizard(null)}
              onDone={(id) => {
                setWizard(null);
                if (id && onNavigate) onNavigate({ section: "desktop-pool", id });
                else setSource(new DesktopPoolSource());
              }}
            />
          )}
        />
      )}
    </ListSection>
  );
}
