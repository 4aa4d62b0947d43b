import {
  completeKeyAgreement,
  encryptPassword,
  startKeyAgreement,
  type KeyAgreementResponse,
  type SessionCipher,
} from "../crypto/key-agreement";
import { restApi, viewApi, withoutErrorBanner } from "../http/api-clients";

/** Which API generation a key belongs to. */
export type ApiGeneration = "view" | "rest";

interface AgreedKey {
  cipher: SessionCipher;
  clientReferenceId: string;
}

/** Agreed keys live in memory only: CryptoKeys are never written to storage. */
const keys: Record<ApiGeneration, AgreedKey | null> = { view: null, rest: null };
let generation = 0;

async function agree(api: ApiGeneration): Promise<AgreedKey> {
  const { request, pending } = await startKeyAgreement();
  const response =
    api === "view"
      ? await withoutErrorBanner(viewApi)
          .post(request, "AuthenticationManager/generateKeyMaterial")
          .json<KeyAgreementResponse>()
      : await withoutErrorBanner(restApi).post(request, "/key-agreement").json<KeyAgreementResponse>();
  // completeKeyAgreement throws on a proof mismatch, so a key is stored only when the server proved it.
  const cipher = await completeKeyAgreement(pending, response);
  return { cipher, clientReferenceId: response.client_reference_id };
}

/**
 * Runs the encryption handshake with the given APIs at once. On any failure no key of this round is
 * kept, so a password is never encrypted for a server that did not prove itself.
 */
export async function performHandshake(apis: readonly ApiGeneration[] = ["view", "rest"]): Promise<void> {
  const round = ++generation;
  let agreed: AgreedKey[];
  try {
    agreed = await Promise.all(apis.map((api) => agree(api)));
  } catch (error) {
    if (round === generation) for (const api of apis) keys[api] = null;
    throw error;
  }
  if (round !== generation) return;
  apis.forEach((api, index) => (keys[api] = agreed[index] ?? null));
}

/** Whether the handshake has keys for every given API. */
export function hasHandshakeKeys(apis: readonly ApiGeneration[] = ["view", "rest"]): boolean {
  return apis.every((api) => keys[api] !== null);
}

/** Encrypts a password for one API; undefined when that API has no agreed key. */
export async function encryptPasswordFor(
  api: ApiGeneration,
  password: string,
): Promise<{ encrypted: string; clientReferenceId: string } | undefined> {
  const key = keys[api];
  if (!key) return undefined;
  return { encrypted: await encryptPassword(key.cipher, password), clientReferenceId: key.clientReferenceId };
}

/** Forgets every agreed key. */
export function clearHandshakeKeys(): void {
  generation += 1;
  keys.view = null;
  keys.rest = null;
}

/** The client_reference_id of an API's agreed key, for the REST pre-login call. */
export function clientReferenceIdFor(api: ApiGeneration): string | undefined {
  return keys[api]?.clientReferenceId;
}
