import type { ReactNode } from "react";
import type { HelpTopic } from "../../core/help/help-links";
import { useTranslation } from "../i18n/use-translation";
import { SectionPage, type Notice, type SectionStatus } from "../section-page/section-page";
import { Tabs } from "../tabs/tabs";

export interface DetailPageProps<Tab extends string> {
  /** The item's name once loaded, else the page's generic title (translated text). */
  title: string;
  /** The part name portals style the page by (`::part(desktop-pool)`). */
  part: string;
  /** The section's own stylesheets (module-level array), adopted where the page renders. */
  styles?: readonly string[];
  /** The item's state beside its name (translated text). */
  statusText?: string | undefined;
  /** A link back to the list, before the heading. */
  back?: { label: string; onClick: () => void } | undefined;
  /** The page's help topic: a link to its documentation in the administrator's language. */
  helpTopic?: HelpTopic | undefined;
  /** The item's actions (usually a ButtonBar from declared actions). */
  actions?: ReactNode;
  /** A message after an action: success as a status, failure as an alert. */
  notice?: Notice | null;
  /** What to show instead of the tabs (loading, failed, no permission); ready by default. */
  status?: SectionStatus;
  /** Tab ids with their label keys; the selected one comes from useRoutedTab. */
  tabs: readonly { id: Tab; label: string }[];
  /** The selected tab's id. */
  tab: Tab;
  /** Called with the tab the administrator picks. */
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
