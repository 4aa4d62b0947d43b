import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useState } from "react";
import type { SectionAction } from "../../ui/actions/section-action";
import { useTranslation } from "../../ui/i18n/use-translation";
import { itemLink } from "../../ui/item-link/item-link";
import { ListSection } from "../../ui/list-section/list-section";
import { LazyModule } from "../../ui/lazy/lazy-module";
import { farmListActions } from "./farm-actions";
import { farmHealthText } from "../../ui/health/farm-health-status";
import { farmColumns } from "./farm-columns";
import { FarmSource } from "./farms.model";
import type { FarmRow } from "./farms.types";
import { loadFarmWizard } from "./load-farm-wizard";
import type { SectionTarget } from "./section-target";

export interface FarmsSectionProps {
  /** Follows a link into another section; farm names open { section: "farm", id }. */
  onNavigate?: (target: SectionTarget) => void;
}

/**
 * The RDS farm list: served page by page with filters and sort, exportable, with each farm's RDS hosts,
 * sessions, maximum sessions and health, and enable, disable and delete on one or many farms as the
 * administrator's privileges allow on each farm's access group. Farm names open the farm's page.
 */
export function FarmsSection({ onNavigate }: FarmsSectionProps) {
  useSignals();
  const t = useTranslation();
  const [source] = useState(() => new FarmSource());
  // The wizard adds a farm (no farm) or edits the one chosen.
  const [wizard, setWizard] = useState<{ farm?: FarmRow } | null>(null);
  // A created or edited farm shows in a list loaded anew; the page stays (the wizard announced the change
  // on its notice line).
  const [revision, setRevision] = useState(0);
  const reload = () => setRevision((value) => value + 1);
  const actions = useMemo<SectionAction<FarmRow>[]>(
    () => [
      {
        id: "add",
        label: "farms.action.add",
        privilege: "POOL_MANAGEMENT",
        selection: "none",
        variant: "primary",
        open: () => setWizard({}),
      },
      ...farmListActions({ onEdit: (farm) => setWizard({ farm }) }),
    ],
    [],
  );
  const columns = useMemo(
    () =>
      farmColumns(
        (farm) => itemLink(farm.name, onNavigate && (() => onNavigate({ section: "farm", id: farm.id }))),
        (farm) => (farm.health ? farmHealthText(t, farm.health) : ""),
      ),
    [onNavigate, t],
  );
  return (
    <ListSection<FarmRow>
      textKeys="farms"
      part="farms"
      viewPrivilege="POOL_VIEW"
      columns={columns}
      rows={source}
      queryKey={String(revision)}
      actions={actions}
      rowLabel={(farm) => farm.name}
      scopeOf={(farm) => (farm.access_group_id ? { accessGroupId: farm.access_group_id } : {})}
      isExportable
    >
      {wizard && (
        <LazyModule
          load={loadFarmWizard}
          render={({ FarmWizard }) =>
            wizard.farm ? (
              <FarmWizard
                isOpen
                mode="edit"
                farm={wizard.farm}
                onClose={() => setWizard(null)}
                onSaved={reload}
              />
            ) : (
              <FarmWizard isOpen onClose={() => setWizard(null)} onCreated={reload} />
            )
          }
        />
      )}
    </ListSection>
  );
}
