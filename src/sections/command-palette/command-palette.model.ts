import type { TFunction } from "i18next";
import { searchAdUsers } from "../../core/directory/search-ad-users";
import { ApiError } from "../../core/http/api-error";
import { directoryUserName } from "../../core/utils/user-name";
import type { PaletteGroup, PaletteItem } from "../../ui/command-palette/command-palette";
import { getMachinesById } from "./api/get-machines-by-id";
import { getSessionsOfUsers } from "./api/get-sessions-of-users";
import { MATCHES_PER_KIND, searchByName } from "./api/search-by-name";
import type {
  FoundMachine,
  FoundSession,
  FoundUserOrGroup,
  NamedRecord,
  PalettePlace,
  PaletteTarget,
} from "./command-palette.types";

type Group = PaletteGroup<PaletteTarget>;
type Item = PaletteItem<PaletteTarget>;

/** What an administrator may not list is left out of the answer, not reported as a failure. */
function isRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/** A kind's search, or nothing when the administrator may not list that kind. */
async function unlessRefused<Row>(search: Promise<Row[]>): Promise<Row[]> {
  try {
    return await search;
  } catch (error) {
    if (isRefused(error)) return [];
    throw error;
  }
}

function namedItems(kind: string, section: string, rows: readonly NamedRecord[]): Item[] {
  return rows.map((row) => ({
    key: `${kind}:${row.id}`,
    label: row.display_name && row.display_name !== row.name ? `${row.display_name} (${row.name})` : row.name,
    target: { section, id: row.id },
  }));
}

/**
 * A user or group as the console names one (DOMAIN\\login): several people share a display name (four
 * "Pedro Dubois" in the demo directory), so the login is what tells them apart.
 */
function userLabel(user: FoundUserOrGroup): string {
  return directoryUserName({
    id: user.id,
    display_name: user.name,
    ...(user.domain === undefined ? {} : { domain: user.domain }),
    ...(user.login_name === undefined ? {} : { login_name: user.login_name }),
  });
}

/**
 * The first directory users and groups as the administrator types them (login name, DOMAIN\login,
 * user@domain or name: the directory search's forms), in the directory's order (the list documents no sort).
 */
async function searchUsersAndGroups(text: string, signal: AbortSignal): Promise<FoundUserOrGroup[]> {
  const { matches } = await searchAdUsers(text, { limit: MATCHES_PER_KIND, signal });
  return matches.map((user) => ({
    id: user.id,
    name: user.name ?? user.login_name ?? user.id,
    ...(user.login_name === undefined ? {} : { login_name: user.login_name }),
    ...(user.display_name === undefined ? {} : { display_name: user.display_name }),
    ...(user.domain === undefined ? {} : { domain: user.domain }),
    group: user.group === true,
  }));
}

/** The sessions of the users found, with the names of their machines. */
async function sessionsOfUsers(
  users: readonly FoundUserOrGroup[],
  signal: AbortSignal,
): Promise<{ session: FoundSession; machine: FoundMachine }[]> {
  const userIds = users.filter((user) => !user.group).map((user) => user.id);
  const sessions = await unlessRefused(getSessionsOfUsers(userIds, signal));
  const machineIds = [...new Set(sessions.flatMap((session) => session.machine_id ?? []))];
  const machines = new Map(
    (await unlessRefused(getMachinesById(machineIds, signal))).map((machine) => [machine.id, machine]),
  );
  return sessions.flatMap((session) => {
    const machine = session.machine_id === undefined ? undefined : machines.get(session.machine_id);
    return machine ? [{ session, machine }] : [];
  });
}

/** The places (sections, settings) whose translated name contains the text. */
export function matchingPlaces(places: readonly PalettePlace[], text: string): Item[] {
  const lower = text.toLocaleLowerCase();
  return places
    .filter((place) => place.label.toLocaleLowerCase().includes(lower))
    .map((place) => ({ key: `place:${place.target.section}`, label: place.label, target: place.target }));
}

/**
 * Everything whose name contains the text, one group per kind, every kind asked in parallel (sessions are
 * those of the users found). A kind the administrator may not list is left out; any other failure fails the
 * search, so a half answer is never taken for the whole.
 */
export async function searchConsole(
  text: string,
  signal: AbortSignal,
  t: TFunction,
  places: readonly PalettePlace[],
): Promise<Group[]> {
  const users = unlessRefused(searchUsersAndGroups(text, signal));
  const [desktopPools, applicationPools, farms, machines, usersAndGroups, sessions] = await Promise.all([
    unlessRefused(searchByName<NamedRecord>("/inventory/v6/desktop-pools", "name", text, signal)),
    unlessRefused(searchByName<NamedRecord>("/inventory/v1/application-pools", "name", text, signal)),
    unlessRefused(searchByName<NamedRecord>("/inventory/v2/farms", "name", text, signal)),
    unlessRefused(searchByName<FoundMachine>("/inventory/v1/machines", "name", text, signal)),
    users,
    users.then((found) => sessionsOfUsers(found, signal)),
  ]);
  const userById = new Map(usersAndGroups.map((user) => [user.id, user]));
  return [
    {
      kind: "places",
      label: t("commandPalette.kind.places"),
      items: matchingPlaces(places, text),
    },
    {
      kind: "desktop-pools",
      label: t("commandPalette.kind.desktopPools"),
      items: namedItems("desktop-pool", "desktop-pool", desktopPools),
    },
    {
      kind: "application-pools",
      label: t("commandPalette.kind.applicationPools"),
      items: namedItems("application-pool", "application-pool", applicationPools),
    },
    { kind: "farms", label: t("commandPalette.kind.farms"), items: namedItems("farm", "farm", farms) },
    {
      kind: "machines",
      label: t("commandPalette.kind.machines"),
      items: machines.map((machine) => ({
        key: `machine:${machine.id}`,
        label: machine.name,
        ...(machine.dns_name ? { detail: machine.dns_name } : {}),
        target: { section: "machine", id: machine.id },
      })),
    },
    {
      kind: "users-groups",
      label: t("commandPalette.kind.usersGroups"),
      items: usersAndGroups.map((user) => ({
        key: `user:${user.id}`,
        label: userLabel(user),
        // The label names the login; a user's display name is said beside it.
        detail: user.group
          ? t("commandPalette.detail.group")
          : t("commandPalette.detail.userNamed", { name: user.name }),
        target: { section: "users-groups", id: user.id },
      })),
    },
    {
      kind: "sessions",
      label: t("commandPalette.kind.sessions"),
      items: sessions.map(({ session, machine }) => {
        const user = userById.get(session.user_id);
        return {
          key: `session:${session.id}`,
          label: t("commandPalette.detail.sessionOf", { user: user ? userLabel(user) : session.user_id }),
          detail: t("commandPalette.detail.onMachine", { machine: machine.name }),
          target: { section: "machine", id: machine.id },
        };
      }),
    },
  ];
}
