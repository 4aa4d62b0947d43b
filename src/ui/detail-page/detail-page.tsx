import type { ReactNode } from "react";
import type { HelpTopic } from "../../core/help/help-links";
import { useTranslation } from "../i18n/use-translation";
import { SectionPage, type Notice, type SectionStatus } from "../section-page/section-page";
import { Tabs } from "../tabs/tabs";

export interface DetailPageProps<Tab extends string> {
  /** The item's name once loaded, else the page's generic title (translated text). */
  title: string;
  part: string;
  styles?: readonly string[];
  /** The item's state beside its name (translated text). */
  statusText?: string | undefined;
  back?: { label: string; onClick: () => void } | undefined;
  helpTopic?: HelpTopic | undefined;
  /** The item's actions (usually a ButtonBar from declared actions). */
  actions?: ReactNode;
  notice?: Notice | null;
  status?: SectionStatus;
  /** Tab ids with their label keys; the selected one comes from useRoutedTab. */
  tabs: readonly { id: Tab; label: string }[];
  tab: Tab;
  onTabChange: (tab: Tab) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * One item's page: back link, header (name, status, actions), notice line and routed tabs, or one of
 * the named states while the item loads, fails, is missing or may not be seen.
 */
export function DetailPage<Tab extends string>(props: DetailPageProps<Tab>) {
  const t = useTranslation();
  return (
    <SectionPage
      title={props.title}
      part={props.part}
      {...(props.styles ? { styles: props.styles } : {})}
      {...(props.back ? { back: props.back } : {})}
      headerExtra={
        props.statusText ? <span className="vdc-status-badge">{props.statusText}</span> : undefined
      }
      helpTopic={props.helpTopic}
      toolbar={props.actions}
      notice={props.notice ?? null}
      {...(props.status ? { status: props.status } : {})}
    >
      <Tabs
        label={t("ui.detail.tabs", { name: props.title })}
        tabs={props.tabs.map(({ id, label }) => ({ id, label: t(label) }))}
        selected={props.tab}
        onSelect={props.onTabChange}
      >
        {props.children}
      </Tabs>
    </SectionPage>
  );
}
