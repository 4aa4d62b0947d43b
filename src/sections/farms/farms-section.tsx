import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useState } from "react";
import type { SectionAction } from "../../ui/actions/section-action";
import { useTranslation } from "../../ui/i18n/use-translation";
import { itemLink } from "../../ui/item-link/item-link";
import { ListSection } from "../../ui/list-section/list-section";
import { farmListActions } from "./farm-actions";
import { LazyModule } from "../../ui/lazy/lazy-module";
import { FarmHealth, farmColumns } from "./farm-columns";
import { FarmSource } from "./farms.model";
import type { FarmRow } from "./farms.types";
import type { SectionTarget } from "./section-target";

/** The farm wizard's chunk, loaded when an administrator opens it. */
const loadFarmWizard = () => import("./farm-wizard");

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
  const [isWizardOpen, setWizardOpen] = useState(false);
  // A created farm shows in a list loaded anew.
  const [revision, setRevision] = useState(0);
  const [created, setCreated] = useState<string | null>(null);
  const actions = useMemo<SectionAction<FarmRow>[]>(
    () => [
      {
        id: "add",
        label: "farms.action.add",
        privilege: "POOL_MANAGEMENT",
        selection: "none",
        variant: "primary",
        open: () => setWizardOpen(true),
      },
      ...farmListActions(),
    ],
    [],
  );
  const columns = useMemo(
    () =>
      farmColumns(
        (farm) => itemLink(farm.name, onNavigate && (() => onNavigate({ section: "farm", id: farm.id }))),
        (farm) => (
          <FarmHealth health={farm.health} label={farm.health ? t(`farms.health.${farm.health}`) : ""} />
        ),
      ),
    [onNavigate, t],
  );
  return (
    <ListSection<FarmRow>
      key={revision}
      textKeys="farms"
      part="farms"
      viewPrivilege="POOL_VIEW"
      columns={columns}
      rows={source}
      actions={actions}
      rowLabel={(farm) => farm.name}
      scopeOf={(farm) => (farm.access_group_id ? { accessGroupId: farm.access_group_id } : {})}
      isExportable
      headerExtra={created && <p role="status">{t("farms.outcome.created", { name: created })}</p>}
    >
      {isWizardOpen && (
        <LazyModule
          load={loadFarmWizard}
          render={({ FarmWizard }) => (
            <FarmWizard
              isOpen
              onClose={() => setWizardOpen(false)}
              onCreated={(name) => {
                setCreated(name);
                setRevision((value) => value + 1);
              }}
            />
          )}
        />
      )}
    </ListSection>
  );
}
