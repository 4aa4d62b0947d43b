import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useMemo, useState } from "react";
import { currentLocale } from "../../core/i18n/i18n";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ListSection, type ListTabs } from "../../ui/list-section/list-section";
import { DiskImportDialog } from "./disk-import-dialog";
import { ATTACHED_DISK_ACTIONS, detachedDiskActions } from "./persistent-disk-actions";
import { diskColumns } from "./persistent-disk-columns";
import { DISK_TABS, PersistentDiskSource, type DiskTab } from "./persistent-disks.model";
import { PERSISTENT_DISK_STYLES } from "./persistent-disks.styles";
import type { PersistentDiskRow } from "./persistent-disks.types";

export interface PersistentDisksSectionProps {
  /** The tab the route names (/main/persistent_disks/<tab>); attached disks otherwise. */
  tab?: string | undefined;
  /** Puts a chosen tab in the route; without it the section keeps the choice itself (embedded). */
  onTabChange?: (tab: DiskTab) => void;
}

const diskLabel = (disk: PersistentDiskRow) => disk.name;
const scopeOfDisk = (disk: PersistentDiskRow) =>
  disk.access_group_id ? { accessGroupId: disk.access_group_id } : {};

/**
 * The persistent disks: attached disks (detach, archive) and detached disks (attach to a machine,
 * delete, import from vCenter), each tab served page by page with filters and export, the actions on one
 * or many disks confirmed and reported per disk.
 */
export function PersistentDisksSection({ tab: routeTab, onTabChange }: PersistentDisksSectionProps) {
  useSignals();
  const t = useTranslation();
  const locale = currentLocale.value;
  const named = DISK_TABS.find((candidate) => candidate === routeTab);
  const [ownTab, setOwnTab] = useState<DiskTab>(named ?? "attached");
  const tab = onTabChange ? (named ?? "attached") : ownTab;
  const [sources] = useState(() => ({
    attached: new PersistentDiskSource("attached"),
    detached: new PersistentDiskSource("detached"),
  }));
  const [isImporting, setIsImporting] = useState(false);
  // A new query key makes the list load again (after an import, which no action result covers).
  const [imports, setImports] = useState(0);
  const columns = useMemo(() => diskColumns(tab, locale), [tab, locale]);
  const actions = useMemo(
    () => (tab === "attached" ? ATTACHED_DISK_ACTIONS : detachedDiskActions(() => setIsImporting(true))),
    [tab],
  );
  const loadPools = useCallback(() => sources.detached.poolsById(), [sources]);
  const tabs: ListTabs = {
    label: t("persistentDisks.tabs.label"),
    items: DISK_TABS.map((id) => ({ id, label: t(`persistentDisks.tab.${id}`) })),
    selected: tab,
    onSelect: (next) => {
      const chosen = DISK_TABS.find((candidate) => candidate === next) ?? "attached";
      if (onTabChange) onTabChange(chosen);
      else setOwnTab(chosen);
    },
  };
  return (
    <ListSection<PersistentDiskRow>
      textKeys="persistentDisks"
      part="persistent-disks"
      styles={PERSISTENT_DISK_STYLES}
      viewPrivilege="UDD_VIEW"
      gridId={`persistent-disks-${tab}`}
      gridLabel={t(`persistentDisks.grid.${tab}`)}
      columns={columns}
      rows={sources[tab]}
      actions={actions}
      rowLabel={diskLabel}
      scopeOf={scopeOfDisk}
      isExportable
      queryKey={String(imports)}
      tabs={tabs}
    >
      {isImporting && (
        <DiskImportDialog
          loadPools={loadPools}
          onClose={() => setIsImporting(false)}
          onImported={() => {
            setIsImporting(false);
            setImports((count) => count + 1);
          }}
        />
      )}
    </ListSection>
  );
}
