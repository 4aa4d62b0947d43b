import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useMemo, useState } from "react";
import { currentLocale } from "../../core/i18n/i18n";
import { FEDERATION_SESSIONS_VIEW } from "../../core/privileges/privileges.model";
import type { GlobalSessionRow } from "../../core/sessions/global-session-names";
import { ListSection } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import {
  canActOnGlobalSession,
  GLOBAL_SESSION_ACTIONS,
  globalSessionLabel,
} from "../../ui/sessions/global-session-actions";
import { searchSessionColumns } from "./search-session-columns";
import { GlobalSessionSource } from "./search-sessions.model";

/**
 * Search sessions: the sessions of every pod of the federation in one list, filtered by user (directory
 * lookup), pod, site, machine, pool, state, protocol and type, with the session actions on one or many
 * of them (per pod on the server, a result per session).
 */
export function SearchSessionsSection() {
  useSignals();
  const locale = currentLocale.value;
  const [source] = useState(() => new GlobalSessionSource());
  const loadFederation = useCallback(() => source.federation(), [source]);
  const federation = useResource(loadFederation);
  const pods = federation.state.status === "ready" ? federation.state.data.pods : undefined;
  const sites = federation.state.status === "ready" ? federation.state.data.sites : undefined;
  const columns = useMemo(() => searchSessionColumns(locale, pods ?? [], sites ?? []), [locale, pods, sites]);
  return (
    <ListSection<GlobalSessionRow>
      textKeys="searchSessions"
      part="search-sessions"
      viewPrivilege={FEDERATION_SESSIONS_VIEW}
      helpTopic="searchSessions"
      columns={columns}
      rows={source}
      actions={GLOBAL_SESSION_ACTIONS}
      rowLabel={globalSessionLabel}
      canActOn={canActOnGlobalSession}
    />
  );
}
