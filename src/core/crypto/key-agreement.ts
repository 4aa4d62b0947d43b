/**
 * Password encryption handshake shared by the console and the pod emulator (WebCrypto only, so it runs
 * in browsers and in Node). ECDH P-256 gives a shared secret; HKDF-SHA-256 (salt = nonce, info =
 * "vdc-key-agreement|" + scheme + "|" + identifier) stretches it to 64 bytes: the first 32 are the AES-GCM
 * key material (16 of them for the 128-bit SCHEME-EC-AES1), the last 32 the HMAC key of the server's proof.
 * See docs/decisions for why the derivation is ours and not a real Connection Server's.
 */

import { KeyAgreementError } from "./key-agreement-error";

export { KeyAgreementError, type KeyAgreementFailure } from "./key-agreement-error";

/**
 * Schemes in the server's order of preference, named as the OpenAPI's ClientKeyDerivationSpec enum names
 * them: both are elliptic-curve Diffie-Hellman, EC-AES2 with a 256-bit AES key, EC-AES1 with a 128-bit one
 * (decision 0003 records the mapping from our earlier names).
 */
export const KEY_AGREEMENT_SCHEMES = ["SCHEME-EC-AES2", "SCHEME-EC-AES1"] as const;
export type KeyAgreementScheme = (typeof KEY_AGREEMENT_SCHEMES)[number];

/** How many key pairs the client generates before it gives up on a strong public key. */
export const MAX_KEY_ATTEMPTS = 3;
/** Random padding before the password: 0 to this many bytes. */
export const MAX_PADDING_LENGTH = 7;

export interface KeyAgreementRequest {
  identifier: string;
  nonce: string;
  public_key: string;
  supported_schemes: string[];
}

export interface KeyAgreementResponse {
  public_key: string;
  proof: string;
  identifier: string;
  scheme: KeyAgreementScheme;
  client_reference_id: string;
}

/** An agreed AES-GCM key, ready to encrypt or decrypt password packets. */
export interface SessionCipher {
  readonly scheme: KeyAgreementScheme;
  readonly identifier: string;
  readonly key: CryptoKey;
}

/** The client's half of a handshake in flight. */
export interface PendingKeyAgreement {
  readonly request: KeyAgreementRequest;
  readonly privateKey: CryptoKey;
  readonly publicKey: Uint8Array;
}

const EC = { name: "ECDH", namedCurve: "P-256" } as const;
const IV_LENGTH = 12;
const CRC_LENGTH = 4;
const encoder = new TextEncoder();

type KeyPairGenerator = () => Promise<CryptoKeyPair>;

const generateEcKeyPair: KeyPairGenerator = () => crypto.subtle.generateKey(EC, false, ["deriveBits"]);

/** Base64 of bytes (standard alphabet, padded). */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Bytes of a base64 string; throws KeyAgreementError on anything that is not base64. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    throw new KeyAgreementError("INVALID_REQUEST", "not base64");
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3, as in zip and PNG). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A full-length public key: an uncompressed P-256 point whose x coordinate needs all 256 bits. Peers that
 * read the coordinate as an integer and check its bit length reject shorter ones, hence the retry.
 */
export function isStrongPublicKey(raw: Uint8Array): boolean {
  return raw.length === 65 && raw[0] === 0x04 && raw[1] !== 0 && raw.slice(1).some((byte) => byte !== 0);
}

function schemeKeyBits(scheme: KeyAgreementScheme): 128 | 256 {
  return scheme === "SCHEME-EC-AES1" ? 128 : 256;
}

function isScheme(value: unknown): value is KeyAgreementScheme {
  return (KEY_AGREEMENT_SCHEMES as readonly unknown[]).includes(value);
}

async function deriveKeys(
  privateKey: CryptoKey,
  peerPublicKey: Uint8Array<ArrayBuffer>,
  nonce: Uint8Array<ArrayBuffer>,
  scheme: KeyAgreementScheme,
  identifier: string,
): Promise<{ key: CryptoKey; proofKey: CryptoKey }> {
  let peer: CryptoKey;
  try {
    peer = await crypto.subtle.importKey("raw", peerPublicKey, EC, false, []);
  } catch {
    throw new KeyAgreementError("INVALID_REQUEST", "public_key is not a P-256 point");
  }
  const secret = await crypto.subtle.deriveBits({ name: "ECDH", public: peer }, privateKey, 256);
  const hkdfKey = await crypto.subtle.importKey("raw", secret, "HKDF", false, ["deriveBits"]);
  const material = new Uint8Array(
    await crypto.subtle.deriveBits(
      {
        name: "HKDF",
        hash: "SHA-256",
        salt: nonce,
        info: encoder.encode(`vdc-key-agreement|${scheme}|${identifier}`),
      },
      hkdfKey,
      512,
    ),
  );
  const keyLength = schemeKeyBits(scheme) / 8;
  const key = await crypto.subtle.importKey("raw", material.slice(0, keyLength), "AES-GCM", false, [
    "encrypt",
    "decrypt",
  ]);
  const proofKey = await crypto.subtle.importKey(
    "raw",
    material.slice(32, 64),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  return { key, proofKey };
}

async function proofOf(
  proofKey: CryptoKey,
  clientPublicKey: Uint8Array,
  serverPublicKey: Uint8Array,
  nonce: Uint8Array,
): Promise<Uint8Array<ArrayBuffer>> {
  const data = concat(clientPublicKey, serverPublicKey, nonce);
  return new Uint8Array(await crypto.subtle.sign("HMAC", proofKey, data));
}

async function generateStrongKeyPair(
  generate: KeyPairGenerator,
): Promise<{ pair: CryptoKeyPair; raw: Uint8Array<ArrayBuffer> }> {
  for (let attempt = 1; attempt <= MAX_KEY_ATTEMPTS; attempt++) {
    const pair = await generate();
    const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
    if (isStrongPublicKey(raw)) return { pair, raw };
  }
  throw new KeyAgreementError("WEAK_KEY", `no strong key after ${MAX_KEY_ATTEMPTS} attempts`);
}

export interface StartKeyAgreementOptions {
  /** Key pair source; tests hand in weak keys to exercise the retry. */
  generateKeyPair?: KeyPairGenerator;
}

/** Client: a fresh key pair (strength-checked, up to 3 attempts) and the request to post. */
export async function startKeyAgreement(
  options: StartKeyAgreementOptions = {},
): Promise<{ request: KeyAgreementRequest; pending: PendingKeyAgreement }> {
  const { pair, raw } = await generateStrongKeyPair(options.generateKeyPair ?? generateEcKeyPair);
  const request: KeyAgreementRequest = {
    identifier: toBase64(randomBytes(16)),
    nonce: toBase64(randomBytes(32)),
    public_key: toBase64(raw),
    supported_schemes: [...KEY_AGREEMENT_SCHEMES],
  };
  return { request, pending: { request, privateKey: pair.privateKey, publicKey: raw } };
}

/** Client: checks the server's proof and returns the agreed cipher; KeyAgreementError when it does not match. */
export async function completeKeyAgreement(
  pending: PendingKeyAgreement,
  response: KeyAgreementResponse,
): Promise<SessionCipher> {
  if (!isScheme(response.scheme) || !pending.request.supported_schemes.includes(response.scheme))
    throw new KeyAgreementError("UNSUPPORTED_SCHEME", `server chose ${String(response.scheme)}`);
  if (response.identifier !== pending.request.identifier)
    throw new KeyAgreementError("PROOF_MISMATCH", "identifier differs");
  const nonce = fromBase64(pending.request.nonce);
  const serverPublicKey = fromBase64(response.public_key);
  const { key, proofKey } = await deriveKeys(
    pending.privateKey,
    serverPublicKey,
    nonce,
    response.scheme,
    pending.request.identifier,
  );
  let proof: Uint8Array<ArrayBuffer>;
  try {
    proof = fromBase64(response.proof);
  } catch {
    throw new KeyAgreementError("PROOF_MISMATCH", "proof is not base64");
  }
  const data = concat(pending.publicKey, serverPublicKey, nonce);
  if (!(await crypto.subtle.verify("HMAC", proofKey, proof, data)))
    throw new KeyAgreementError("PROOF_MISMATCH", "server proof does not match");
  return { scheme: response.scheme, identifier: pending.request.identifier, key };
}

function requireString(value: unknown, field: string): string {
  if (typeof value !== "string" || value === "")
    throw new KeyAgreementError("INVALID_REQUEST", `${field} is required`);
  return value;
}

/** Server: answers a client's request with its public key and proof, and keeps the cipher for the login. */
export async function answerKeyAgreement(
  request: KeyAgreementRequest,
  clientReferenceId: string,
): Promise<{ response: KeyAgreementResponse; cipher: SessionCipher }> {
  const identifier = requireString(request.identifier, "identifier");
  const nonce = fromBase64(requireString(request.nonce, "nonce"));
  const clientPublicKey = fromBase64(requireString(request.public_key, "public_key"));
  if (nonce.length < 8) throw new KeyAgreementError("INVALID_REQUEST", "nonce is too short");
  if (!Array.isArray(request.supported_schemes))
    throw new KeyAgreementError("INVALID_REQUEST", "supported_schemes must be a list");
  const offered: unknown[] = request.supported_schemes;
  const scheme = KEY_AGREEMENT_SCHEMES.find((candidate) => offered.includes(candidate));
  if (!scheme) throw new KeyAgreementError("UNSUPPORTED_SCHEME", "no supported scheme offered");
  const pair = await generateEcKeyPair();
  const serverPublicKey = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  const { key, proofKey } = await deriveKeys(pair.privateKey, clientPublicKey, nonce, scheme, identifier);
  const proof = await proofOf(proofKey, clientPublicKey, serverPublicKey, nonce);
  return {
    response: {
      public_key: toBase64(serverPublicKey),
      proof: toBase64(proof),
      identifier,
      scheme,
      client_reference_id: clientReferenceId,
    },
    cipher: { scheme, identifier, key },
  };
}

/** The plaintext packet: [n][n random bytes][UTF-8 password][CRC-32 of the password, big-endian]. */
export function encodePasswordPacket(password: string, paddingLength: number): Uint8Array<ArrayBuffer> {
  if (!Number.isInteger(paddingLength) || paddingLength < 0 || paddingLength > MAX_PADDING_LENGTH)
    throw new RangeError(`padding length must be 0..${MAX_PADDING_LENGTH}`);
  const passwordBytes = encoder.encode(password);
  const crc = new Uint8Array(CRC_LENGTH);
  new DataView(crc.buffer).setUint32(0, crc32(passwordBytes), false);
  return concat(Uint8Array.of(paddingLength), randomBytes(paddingLength), passwordBytes, crc);
}

/** The password inside a packet; KeyAgreementError on bad padding or CRC. */
export function decodePasswordPacket(packet: Uint8Array): string {
  const paddingLength = packet[0];
  if (paddingLength === undefined || paddingLength > MAX_PADDING_LENGTH)
    throw new KeyAgreementError("BAD_PADDING", "padding length out of range");
  const start = 1 + paddingLength;
  const end = packet.length - CRC_LENGTH;
  if (end < start) throw new KeyAgreementError("BAD_PADDING", "packet too short");
  const passwordBytes = packet.slice(start, end);
  const expected = new DataView(packet.buffer, packet.byteOffset + end, CRC_LENGTH).getUint32(0, false);
  if (crc32(passwordBytes) !== expected) throw new KeyAgreementError("BAD_CRC", "password checksum mismatch");
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(passwordBytes);
  } catch {
    throw new KeyAgreementError("BAD_CRC", "password is not UTF-8");
  }
}

/** base64(IV || AES-GCM(packet)). */
export async function encryptPacket(cipher: SessionCipher, packet: Uint8Array<ArrayBuffer>): Promise<string> {
  const iv = randomBytes(IV_LENGTH);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, cipher.key, packet));
  return toBase64(concat(iv, sealed));
}

/** The packet inside base64(IV || AES-GCM output); KeyAgreementError when it was tampered with. */
export async function decryptPacket(cipher: SessionCipher, encrypted: string): Promise<Uint8Array> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64(encrypted);
  } catch {
    throw new KeyAgreementError("BAD_CIPHERTEXT", "ciphertext is not base64");
  }
  if (bytes.length <= IV_LENGTH) throw new KeyAgreementError("BAD_CIPHERTEXT", "ciphertext too short");
  try {
    return new Uint8Array(
      await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: bytes.slice(0, IV_LENGTH) },
        cipher.key,
        bytes.slice(IV_LENGTH),
      ),
    );
  } catch {
    throw new KeyAgreementError("BAD_CIPHERTEXT", "ciphertext does not authenticate");
  }
}

/** Client: the encrypted password to send; the padding length is random unless given. */
export async function encryptPassword(
  cipher: SessionCipher,
  password: string,
  paddingLength: number = (randomBytes(1)[0] ?? 0) % (MAX_PADDING_LENGTH + 1),
): Promise<string> {
  return encryptPacket(cipher, encodePasswordPacket(password, paddingLength));
}

/** Server: the password inside an encrypted packet; KeyAgreementError on tampering, bad padding or CRC. */
export async function decryptPassword(cipher: SessionCipher, encrypted: string): Promise<string> {
  return decodePasswordPacket(await decryptPacket(cipher, encrypted));
}
