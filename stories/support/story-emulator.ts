// The in-browser pod emulator, signed in as a demo account: live-looking data for section stories.
import { setApiFetch } from "../../src/core/http/api-clients";
import { handlerFetch } from "../../src/core/http/api-fetch";
import { clearAdminRoles, setAdminRoles } from "../../src/core/privileges/privileges.model";
import { accessToken, clearSession } from "../../src/core/session/session.model";
import { createEmulator, type Emulator, type EmulatorOptions } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

/** A fresh emulator with a demo account's REST session and privileges, as a portal's element would have. */
export async function signInToEmulator(
  username: string,
  options: EmulatorOptions = { scale: "small" },
): Promise<Emulator> {
  clearSession();
  clearAdminRoles();
  const emulator = createEmulator(options);
  setApiFetch(handlerFetch(emulator.fetch, window.location.origin));
  const client = new EmulatorClient(emulator);
  const { access_token: token } = await client.restLogin(username);
  accessToken.value = token;
  const permissions = await client.rest("GET", "/rest/config/v1/admin-users-or-groups/permissions", token);
  setAdminRoles({ rest: (await permissions.json()) as unknown });
  return emulator;
}

/** Ends a story's sign-in: no roles, no session and no pod but the page's own origin left for the next story. */
export function signOutOfEmulator(): void {
  clearAdminRoles();
  clearSession();
  setApiFetch((input, init) => globalThis.fetch(input, init));
}

/** A story's `beforeEach`: signed in as its `username` arg, signed out after it. */
export async function signInForStory({ args }: { args: { username: string } }): Promise<() => void> {
  await signInToEmulator(args.username);
  return signOutOfEmulator;
}
