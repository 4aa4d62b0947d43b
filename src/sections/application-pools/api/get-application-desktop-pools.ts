import { fetchAllPages } from "../../../core/http/api-clients";

/** A desktop pool as far as its applications need it (DesktopPoolInfoV2). */
export interface ApplicationDesktopPool {
  id: string;
  name: string;
  enabled: boolean;
  delete_in_progress?: boolean;
  session_type?: string;
}

/**
 * The desktop pools that publish applications (session type other than DESKTOP). The first version of the
 * list has no filter or paging; later ones have both and every field read here.
 */
export function getApplicationDesktopPools(): Promise<ApplicationDesktopPool[]> {
  const filter = { type: "NotEquals", name: "session_type", value: "DESKTOP" };
  return fetchAllPages<ApplicationDesktopPool>("/inventory/v6/desktop-pools", { filter });
}
