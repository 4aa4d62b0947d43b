// A pod emulator in process, signed in as a demo account, with the console's clients pointed at it: what
// a section's component tests run against.
import { setApiFetch } from "../../src/core/http/api-clients";
import { handlerFetch } from "../../src/core/http/api-fetch";
import { clearAdminRoles, setAdminRoles } from "../../src/core/privileges/privileges.model";
import { accessToken, clearSession } from "../../src/core/session/session.model";
import { createEmulator, type Emulator, type EmulatorOptions } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

/** Signs a demo account in to a fresh emulator (REST token and privileges), as a portal's element would be. */
export async function signedInEmulator(
  username = "admin",
  options: EmulatorOptions = { scale: "small" },
): Promise<{ emulator: Emulator; token: string }> {
  clearSession();
  clearAdminRoles();
  const emulator = createEmulator(options);
  setApiFetch(handlerFetch(emulator.fetch));
  const client = new EmulatorClient(emulator);
  const { access_token: token } = await client.restLogin(username);
  accessToken.value = token;
  const permissions = await client.rest("GET", "/rest/config/v1/admin-users-or-groups/permissions", token);
  setAdminRoles({ rest: (await permissions.json()) as unknown });
  return { emulator, token };
}
