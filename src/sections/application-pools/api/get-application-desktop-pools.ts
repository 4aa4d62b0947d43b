import { fetchAllPages } from "../../../core/http/api-clients";

/** A desktop pool as far as its applications need it. */
export interface ApplicationDesktopPool {
  id: string;
  name: string;
  enabled: boolean;
  delete_in_progress?: boolean;
  session_type?: string;
}

/** The desktop pools that publish applications (session type other than DESKTOP). */
export function getApplicationDesktopPools(): Promise<ApplicationDesktopPool[]> {
  const filter = { type: "NotEquals", name: "session_type", value: "DESKTOP" };
  return fetchAllPages<ApplicationDesktopPool>("/inventory/v6/desktop-pools", { filter });
}
