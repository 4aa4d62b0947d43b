import { useCallback } from "react";
import { resourceRows } from "../../ui/list-section/list-section";
import { DataGrid } from "../../ui/data-grid/data-grid";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { useTranslation } from "../../ui/i18n/use-translation";
import { useResource } from "../../ui/resource/use-resource";
import { getPoolApplicationPools } from "./api/get-pool-application-pools";
import { getPoolInstalledApplications } from "./api/get-pool-installed-applications";
import type { DesktopPoolRow } from "./desktop-pools.types";
import type { InstalledApplication, PublishedApplicationPool } from "./pool-tabs.types";

const INSTALLED_COLUMNS: GridColumn<InstalledApplication>[] = [
  {
    field: "name",
    kind: "name",
    label: "desktopPools.applications.column.name",
    filter: { type: "STRING", operator: "Contains" },
    disableTranslation: true,
    isAlwaysVisible: true,
  },
  {
    field: "version",
    kind: "status",
    label: "desktopPools.applications.column.version",
    disableTranslation: true,
  },
  { field: "publisher", label: "desktopPools.applications.column.publisher", disableTranslation: true },
  { field: "executable_path", label: "desktopPools.applications.column.path", disableTranslation: true },
];

const PUBLISHED_COLUMNS: GridColumn<PublishedApplicationPool>[] = [
  {
    field: "name",
    kind: "name",
    label: "desktopPools.applications.column.applicationPool",
    disableTranslation: true,
    isAlwaysVisible: true,
  },
  {
    field: "display_name",
    kind: "name",
    label: "desktopPools.applications.column.displayName",
    disableTranslation: true,
  },
  {
    field: "enabled",
    kind: "boolean",
    label: "desktopPools.column.enabled",
    value: (app) => (app.enabled ? "desktopPools.value.enabled" : "desktopPools.value.disabled"),
  },
  { field: "executable_path", label: "desktopPools.applications.column.path", disableTranslation: true },
];

/** The applications installed on the pool's machines, and the application pools published from it. */
export function PoolApplicationsTab({ pool }: { pool: DesktopPoolRow }) {
  const t = useTranslation();
  const loadInstalled = useCallback(() => getPoolInstalledApplications(pool.id), [pool.id]);
  const loadPublished = useCallback(() => getPoolApplicationPools(pool.id), [pool.id]);
  const installed = useResource(loadInstalled);
  const published = useResource(loadPublished);
  return (
    <div className="vdc-pools__entitlements">
      <h3>{t("desktopPools.applications.installedTitle")}</h3>
      <DataGrid<InstalledApplication>
        gridId="desktop-pool-installed-applications"
        label={t("desktopPools.applications.installedLabel", { name: pool.name })}
        columns={INSTALLED_COLUMNS}
        rowId={(app) => `${app.name}|${app.executable_path ?? ""}`}
        {...resourceRows(installed)}
        isExportable
        placeholderText={t("desktopPools.applications.installedEmpty")}
      />
      <h3>{t("desktopPools.applications.publishedTitle")}</h3>
      <DataGrid<PublishedApplicationPool>
        gridId="desktop-pool-published-applications"
        label={t("desktopPools.applications.publishedLabel", { name: pool.name })}
        columns={PUBLISHED_COLUMNS}
        {...resourceRows(published)}
        placeholderText={t("desktopPools.applications.publishedEmpty")}
      />
    </div>
  );
}
