import type { ReactNode } from "react";
import { itemLink } from "./item-link";

/** Where a user name leads: the user's summary page (/main/usersGroups/<id>, the `<vdc-user>` element). */
export const USER_LINK_SECTION = "user";

/**
 * A directory user's name that opens the user's summary when the host can navigate and the id is known,
 * and plain text otherwise (the names in the sessions and machines grids, the help desk). Names are text.
 */
export function userLink(
  name: string,
  userId: string | undefined,
  onNavigate: ((target: { section: string; id?: string }) => void) | undefined,
): ReactNode {
  return itemLink(
    name,
    onNavigate && userId ? () => onNavigate({ section: USER_LINK_SECTION, id: userId }) : undefined,
  );
}
