import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useState } from "react";
import { itemLink } from "../../ui/item-link/item-link";
import { ListSection } from "../../ui/list-section/list-section";
import { useApplicationHealthText } from "../../ui/health/application-health-status";
import { ApplicationDialogs } from "./application-dialogs";
import { applicationPoolActions, type ApplicationDialog } from "./application-pool-actions";
import { applicationPoolColumns } from "./application-pool-columns";
import { ApplicationPoolSource } from "./application-pools.model";
import { APPLICATION_POOL_STYLES } from "./application-pools.styles";
import type { ApplicationPoolRow } from "./application-pools.types";
import type { SectionTarget } from "./section-target";

export interface ApplicationPoolsSectionProps {
  /** Follows a link into another section; names open { section: "application-pool", id }. */
  onNavigate?: (target: SectionTarget) => void;
}

/**
 * The application pool list: served page by page with filters and sort, exportable, each application
 * with its farm or desktop pool, entitled users and groups and its health (spec 001 §4), and the actions
 * the administrator's privileges allow: add (from installed applications or by hand), edit, duplicate,
 * enable, disable, entitlements, custom icon, delete.
 */
export function ApplicationPoolsSection({ onNavigate }: ApplicationPoolsSectionProps) {
  useSignals();
  const [source] = useState(() => new ApplicationPoolSource());
  const [dialog, setDialog] = useState<ApplicationDialog | null>(null);
  const [generation, setGeneration] = useState(0);
  const healthText = useApplicationHealthText();
  const actions = useMemo(
    () => applicationPoolActions({ onDialog: setDialog, withAdd: true, withEntitlements: true }),
    [],
  );
  const columns = useMemo(
    () =>
      applicationPoolColumns(
        (application) =>
          itemLink(
            application.name,
            onNavigate && (() => onNavigate({ section: "application-pool", id: application.id })),
          ),
        (application) => healthText(application.health),
      ),
    [onNavigate, healthText],
  );

  return (
    <ListSection<ApplicationPoolRow>
      textKeys="appPools"
      part="application-pools"
      styles={APPLICATION_POOL_STYLES}
      viewPrivilege="POOL_VIEW"
      columns={columns}
      rows={source}
      actions={actions}
      rowLabel={(application) => application.name}
      scopeOf={(application) =>
        application.access_group_id ? { accessGroupId: application.access_group_id } : {}
      }
      queryKey={String(generation)}
      isExportable
    >
      <ApplicationDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onChanged={() => setGeneration((value) => value + 1)}
      />
    </ListSection>
  );
}
