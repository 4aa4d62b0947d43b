import { directoryUserNameLookup } from "../directory/directory-user-names";
import type { Pod, Site } from "../federation/get-pods-and-sites";
import { distinctIds, resolveIdNames, type ResolveIdNamesOptions } from "../query/id-names";
import type { GlobalSession } from "./session-types";

/** A global session with the names a list shows in place of ids. */
export interface GlobalSessionRow extends GlobalSession {
  userName: string;
  podName: string;
  siteName: string;
}

/**
 * Global sessions with their user, pod and site names: users looked up in bounded requests (ids the
 * lookup could not resolve stay shown), pods and sites from the federation's lists.
 */
export async function withGlobalSessionNames(
  sessions: readonly GlobalSession[],
  pods: readonly Pod[],
  sites: readonly Site[],
  options: ResolveIdNamesOptions = {},
): Promise<GlobalSessionRow[]> {
  const { names } = await resolveIdNames(
    { users: distinctIds(sessions.map((session) => session.user_id)) },
    {
      users: directoryUserNameLookup,
    },
    options,
  );
  const podNames = new Map(pods.map((pod) => [pod.id, pod.name]));
  const siteNames = new Map(sites.map((site) => [site.id, site.name]));
  return sessions.map((session) => ({
    ...session,
    userName: names.users.get(session.user_id) ?? session.user_id,
    podName: podNames.get(session.pod_id) ?? session.pod_id,
    siteName: siteNames.get(session.site_id ?? "") ?? session.site_id ?? "",
  }));
}
