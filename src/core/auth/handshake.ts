import {
  completeKeyAgreement,
  encryptPassword,
  startKeyAgreement,
  type KeyAgreementResponse,
} from "../crypto/key-agreement";
import { restApi, viewApi, withoutErrorBanner } from "../http/api-clients";
import {
  agreedKeys,
  isLatestHandshakeRound,
  nextHandshakeRound,
  type AgreedKey,
  type ApiGeneration,
} from "./handshake-keys";

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
  const round = nextHandshakeRound();
  let agreed: AgreedKey[];
  try {
    agreed = await Promise.all(apis.map((api) => agree(api)));
  } catch (error) {
    if (isLatestHandshakeRound(round)) for (const api of apis) agreedKeys[api] = null;
    throw error;
  }
  if (!isLatestHandshakeRound(round)) return;
  apis.forEach((api, index) => (agreedKeys[api] = agreed[index] ?? null));
}

/** Encrypts a password for one API; undefined when that API has no agreed key. */
export async function encryptPasswordFor(
  api: ApiGeneration,
  password: string,
): Promise<{ encrypted: string; clientReferenceId: string } | undefined> {
  const key = agreedKeys[api];
  if (!key) return undefined;
  return { encrypted: await encryptPassword(key.cipher, password), clientReferenceId: key.clientReferenceId };
}
