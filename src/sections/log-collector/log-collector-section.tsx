import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useMemo, useState } from "react";
import { saveFile } from "../../core/export/save-file";
import { currentLocale } from "../../core/i18n/i18n";
import { hasPrivilege } from "../../core/privileges/privileges.model";
import { batchAction, type SectionAction } from "../../ui/actions/section-action";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ListSection, type ListTabs, resourceRows } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { SectionPage } from "../../ui/section-page/section-page";
import { Tabs } from "../../ui/tabs/tabs";
import { cancelLogBundlesCall, collectLogsCall } from "./api/log-collector-calls";
import { downloadLogBundle, getLogBundles, logTargets } from "./api/log-collector-reads";
import { LogLevelsPanel } from "./components/log-levels-panel";
import { bundleColumns, TARGET_COLUMNS } from "./log-collector-columns";
import {
  LOG_COLLECTOR_TABS,
  type LogBundle,
  type LogCollectorTab,
  type LogTarget,
} from "./log-collector.types";

export interface LogCollectorSectionProps {
  /** The tab the route names (/main/logcollector/<tab>); the search otherwise. */
  tab?: string | undefined;
  /** Puts a chosen tab in the route; without it the section keeps the choice itself (embedded). */
  onTabChange?: (tab: LogCollectorTab) => void;
}

/** Seeing the log collector: targets and bundles follow the same rights on the server. */
const VIEW_PRIVILEGE = "LOG_COLLECTION|GLOBAL_CONFIG_VIEW";
/** How often the monitor reads again while a collection runs. */
const MONITOR_INTERVAL_MS = 2_000;

const scope = (row: { access_group_id: string }) => ({ accessGroupId: row.access_group_id });
const targetLabel = (target: LogTarget) => target.name;
const bundleLabel = (bundle: LogBundle) => bundle.target_name;

/**
 * The log collector (route logcollector): choose connection servers, agents and clients and collect
 * their logs (search), follow each target's collection step by step, cancel it and download the finished
 * bundles (monitor), and set the log level of each component (levels). Collecting, cancelling and
 * downloading need LOG_COLLECTION on the target's access group.
 */
export function LogCollectorSection({ tab: routeTab, onTabChange }: LogCollectorSectionProps) {
  useSignals();
  const t = useTranslation();
  const locale = currentLocale.value;
  const named = LOG_COLLECTOR_TABS.find((candidate) => candidate === routeTab);
  const [ownTab, setOwnTab] = useState<LogCollectorTab>(named ?? "search");
  const tab = onTabChange ? (named ?? "search") : ownTab;
  const select = (next: LogCollectorTab) => {
    if (onTabChange) onTabChange(next);
    else setOwnTab(next);
  };
  const bundles = useResource(getLogBundles);
  const { refresh } = bundles;
  const isRunning =
    bundles.state.status === "ready" && bundles.state.data.some((bundle) => bundle.state === "RUNNING");
  useEffect(() => {
    if (tab !== "monitor" || !isRunning) return undefined;
    const timer = setTimeout(() => void refresh(), MONITOR_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [tab, isRunning, bundles.state, refresh]);
  const columns = useMemo(() => bundleColumns(locale), [locale]);
  const targetActions: readonly SectionAction<LogTarget>[] = useMemo(
    () => [
      batchAction<LogTarget>("logCollector", "collect", "LOG_COLLECTION", collectLogsCall, {
        variant: "primary",
        success: "logCollector.outcome.collecting",
      }),
    ],
    [],
  );
  const bundleActions: readonly SectionAction<LogBundle>[] = useMemo(
    () => [
      {
        id: "download",
        label: "logCollector.action.download",
        privilege: "LOG_COLLECTION",
        selection: "one",
        variant: "primary",
        appliesTo: (bundle) => bundle.state === "COMPLETED",
        open: ([bundle]) => {
          if (!bundle) return;
          // A failed download is reported by the console's error banner, as every failed read is.
          void downloadLogBundle(bundle.id).then(
            (file) => saveFile(file, bundle.file_name ?? `${bundle.id}.zip`),
            () => undefined,
          );
        },
      },
      batchAction<LogBundle>("logCollector", "cancel", "LOG_COLLECTION", cancelLogBundlesCall, {
        variant: "danger",
        appliesTo: (bundle) => bundle.state === "RUNNING",
        success: "logCollector.outcome.cancelled",
      }),
    ],
    [],
  );
  const tabs: ListTabs = {
    label: t("logCollector.tabs.label"),
    items: LOG_COLLECTOR_TABS.map((id) => ({ id, label: t(`logCollector.tab.${id}`) })),
    selected: tab,
    onSelect: (next) => {
      const chosen = LOG_COLLECTOR_TABS.find((candidate) => candidate === next) ?? "search";
      select(chosen);
      if (chosen === "monitor") bundles.reload();
    },
  };
  if (tab === "levels")
    return (
      <SectionPage
        title={t("logCollector.title")}
        part="log-collector"
        status={
          hasPrivilege(VIEW_PRIVILEGE)
            ? { kind: "ready" }
            : { kind: "noPermission", message: t("logCollector.state.noPermission") }
        }
      >
        <Tabs label={tabs.label} tabs={tabs.items} selected={tab} onSelect={tabs.onSelect}>
          <LogLevelsPanel />
        </Tabs>
      </SectionPage>
    );
  const common = { textKeys: "logCollector", part: "log-collector", viewPrivilege: VIEW_PRIVILEGE, tabs };
  if (tab === "monitor")
    return (
      <ListSection<LogBundle>
        {...common}
        gridId="log-collector-bundles"
        gridLabel={t("logCollector.grid.bundles")}
        columns={columns}
        rows={resourceRows(bundles)}
        actions={bundleActions}
        rowLabel={bundleLabel}
        scopeOf={scope}
        placeholderText={t("logCollector.grid.emptyBundles")}
      />
    );
  return (
    <ListSection<LogTarget>
      {...common}
      gridId="log-collector-targets"
      columns={TARGET_COLUMNS}
      rows={logTargets}
      actions={targetActions}
      rowLabel={targetLabel}
      scopeOf={scope}
    />
  );
}
