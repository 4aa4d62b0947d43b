import { useState } from "react";

export interface RoutedTabOptions<Tab extends string> {
  tabs: readonly Tab[];
  /** The tab the route (or the element's `tab` attribute) names. */
  tab?: string | undefined;
  /**
   * Puts the chosen tab in the route (standalone: /main/<section>/<id>/<tab>). Without it the page keeps
   * the choice itself (embedded, where the portal owns the address).
   */
  onTabChange?: ((tab: Tab) => void) | undefined;
}

/** The selected tab of a page whose tabs live in the route when there is one, else in the page. */
export function useRoutedTab<Tab extends string>({
  tabs,
  tab,
  onTabChange,
}: RoutedTabOptions<Tab>): [Tab, (tab: Tab) => void] {
  const fallback = tabs[0] as Tab;
  const named = tabs.find((candidate) => candidate === tab);
  const [chosen, setChosen] = useState<{ givenTab: string | undefined; tab: Tab }>({
    givenTab: tab,
    tab: named ?? fallback,
  });
  if (onTabChange) return [named ?? fallback, onTabChange];
  // A new tab given from outside (the element's attribute changed) replaces the page's own choice.
  if (chosen.givenTab !== tab) setChosen({ givenTab: tab, tab: named ?? fallback });
  const select = (next: Tab) => setChosen({ givenTab: tab, tab: next });
  return [tabs.includes(chosen.tab) ? chosen.tab : fallback, select];
}
