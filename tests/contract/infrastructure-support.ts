import { createEmulator, type Emulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

/** A fresh emulator and a call helper signing each demo user in once (the infrastructure contract tests). */
export function infrastructureEmulator(): {
  emulator: Emulator;
  as: (user: string, method: string, path: string, body?: unknown) => Promise<Response>;
} {
  // Tokens outlive the clock moves of the certificate tests (weeks).
  const emulator = createEmulator({
    now: Date.UTC(2026, 0, 5, 9),
    tokenLifetimes: { accessSeconds: 90 * 86_400, refreshSeconds: 90 * 86_400 },
  });
  const client = new EmulatorClient(emulator);
  const tokens = new Map<string, string>();
  return {
    emulator,
    as: async (user, method, path, body) => {
      let token = tokens.get(user);
      if (token === undefined) {
        token = (await client.restLogin(user)).access_token;
        tokens.set(user, token);
      }
      return client.rest(method, path, token, body === undefined ? {} : { body });
    },
  };
}

/** The first error key of a REST error body. */
export async function errorKey(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { errors?: { error_key?: string }[] };
  return body.errors?.[0]?.error_key;
}
