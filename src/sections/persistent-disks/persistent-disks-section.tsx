import { useTranslation } from "../../ui/i18n/use-translation";
import { SectionPage } from "../../ui/section-page/section-page";

export interface PersistentDisksSectionProps {
  /** The tab the route names (/main/persistent_disks/<tab>): kept for the route, nothing to show on it. */
  tab?: string | undefined;
  /** Puts a chosen tab in the route (embedded pages keep their own); unused while no tab is shown. */
  onTabChange?: (tab: "attached" | "detached") => void;
}

/**
 * Persistent disks belonged to linked-clone pools, which the REST API's pods no longer have: the public API
 * (2212) has no persistent-disk call, and no later version is known to add one. The section keeps its place
 * in the navigation and says the pod does not offer them, without calling anything (decision 0015).
 */
export function PersistentDisksSection(_props: PersistentDisksSectionProps) {
  const t = useTranslation();
  return (
    <SectionPage
      title={t("persistentDisks.title")}
      part="persistent-disks"
      status={{ kind: "notOffered", message: t("persistentDisks.state.notOffered") }}
    />
  );
}
