import type { NameLookup } from "../query/id-names";
import { directoryUserName } from "../utils/user-name";
import { getAdUsers } from "./get-ad-users";

/** Directory users' names by id (DOMAIN\login where known): the users lookup for resolveIdNames. */
export const directoryUserNameLookup: NameLookup = async (ids) =>
  new Map((await getAdUsers(ids)).map((user) => [user.id, directoryUserName(user)]));
