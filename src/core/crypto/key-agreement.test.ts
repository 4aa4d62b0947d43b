import { describe, expect, it } from "vitest";
import {
  KeyAgreementError,
  answerKeyAgreement,
  completeKeyAgreement,
  crc32,
  decodePasswordPacket,
  decryptPassword,
  encodePasswordPacket,
  encryptPacket,
  encryptPassword,
  fromBase64,
  isStrongPublicKey,
  startKeyAgreement,
  toBase64,
  type KeyAgreementFailure,
} from "./key-agreement";

async function handshake() {
  const { request, pending } = await startKeyAgreement();
  const server = await answerKeyAgreement(request, "ref-1");
  const client = await completeKeyAgreement(pending, server.response);
  return { request, pending, server, client };
}

async function failureOf(promise: Promise<unknown>): Promise<KeyAgreementFailure | undefined> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof KeyAgreementError) return error.failure;
    throw error;
  }
  return undefined;
}

/** A key pair whose public x coordinate does (weak) or does not start with a zero byte. */
async function keyPair(weak: boolean): Promise<CryptoKeyPair> {
  for (;;) {
    const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, false, [
      "deriveBits",
    ]);
    const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
    if ((raw[1] === 0) === weak) return pair;
  }
}

describe("key agreement", () => {
  it("round-trips a password between client and server", async () => {
    const { server, client, request } = await handshake();
    expect(server.response.scheme).toBe("SCHEME-EC-AES2");
    expect(server.response.identifier).toBe(request.identifier);
    expect(server.response.client_reference_id).toBe("ref-1");
    const encrypted = await encryptPassword(client, "pässwörd ✓");
    expect(encrypted).not.toContain("pässwörd");
    await expect(decryptPassword(server.cipher, encrypted)).resolves.toBe("pässwörd ✓");
  });

  it("sends base64 fields and a full-length uncompressed public key", async () => {
    const { request } = await startKeyAgreement();
    expect(isStrongPublicKey(fromBase64(request.public_key))).toBe(true);
    expect(fromBase64(request.nonce)).toHaveLength(32);
    // The OpenAPI's enum values only (ClientKeyDerivationSpec.supported_schemes).
    expect(request.supported_schemes).toEqual(["SCHEME-EC-AES2", "SCHEME-EC-AES1"]);
  });

  it.each(["SCHEME-EC-AES1", "SCHEME-EC-AES2"])(
    "agrees on %s when that is all the client offers",
    async (scheme) => {
      const { request, pending } = await startKeyAgreement();
      const limited = { ...request, supported_schemes: [scheme] };
      const server = await answerKeyAgreement(limited, "ref");
      expect(server.response.scheme).toBe(scheme);
      const client = await completeKeyAgreement({ ...pending, request: limited }, server.response);
      await expect(decryptPassword(server.cipher, await encryptPassword(client, "secret"))).resolves.toBe(
        "secret",
      );
    },
  );

  it("refuses a request with no scheme in common", async () => {
    const { request } = await startKeyAgreement();
    expect(await failureOf(answerKeyAgreement({ ...request, supported_schemes: ["SCHEME-AES9"] }, "r"))).toBe(
      "UNSUPPORTED_SCHEME",
    );
  });

  it("refuses a public key that is not a curve point or not base64", async () => {
    const { request } = await startKeyAgreement();
    const bogus = toBase64(new Uint8Array(65).fill(7));
    expect(await failureOf(answerKeyAgreement({ ...request, public_key: bogus }, "r"))).toBe(
      "INVALID_REQUEST",
    );
    expect(await failureOf(answerKeyAgreement({ ...request, public_key: "%%%" }, "r"))).toBe(
      "INVALID_REQUEST",
    );
    expect(await failureOf(answerKeyAgreement({ ...request, nonce: "" }, "r"))).toBe("INVALID_REQUEST");
  });

  it("rejects a server proof that does not match", async () => {
    const { request, pending } = await startKeyAgreement();
    const server = await answerKeyAgreement(request, "ref");
    const proof = fromBase64(server.response.proof);
    proof[0] = (proof[0] ?? 0) ^ 0xff;
    expect(
      await failureOf(completeKeyAgreement(pending, { ...server.response, proof: toBase64(proof) })),
    ).toBe("PROOF_MISMATCH");
  });

  it("rejects a proof made for another client key (a man in the middle)", async () => {
    const first = await startKeyAgreement();
    const second = await startKeyAgreement();
    const server = await answerKeyAgreement(
      { ...second.request, identifier: first.request.identifier },
      "ref",
    );
    expect(await failureOf(completeKeyAgreement(first.pending, server.response))).toBe("PROOF_MISMATCH");
  });

  it("rejects a tampered ciphertext", async () => {
    const { server, client } = await handshake();
    const bytes = fromBase64(await encryptPassword(client, "secret"));
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(await failureOf(decryptPassword(server.cipher, toBase64(bytes)))).toBe("BAD_CIPHERTEXT");
    expect(await failureOf(decryptPassword(server.cipher, "not base64!"))).toBe("BAD_CIPHERTEXT");
    expect(await failureOf(decryptPassword(server.cipher, toBase64(new Uint8Array(5))))).toBe(
      "BAD_CIPHERTEXT",
    );
  });

  it("rejects a password encrypted under another handshake", async () => {
    const one = await handshake();
    const two = await handshake();
    expect(await failureOf(decryptPassword(two.server.cipher, await encryptPassword(one.client, "x")))).toBe(
      "BAD_CIPHERTEXT",
    );
  });

  it("rejects a packet whose CRC does not match", async () => {
    const { server, client } = await handshake();
    const packet = encodePasswordPacket("secret", 3);
    packet[packet.length - 1] = (packet[packet.length - 1] ?? 0) ^ 0x10;
    expect(await failureOf(decryptPassword(server.cipher, await encryptPacket(client, packet)))).toBe(
      "BAD_CRC",
    );
  });

  it("rejects a packet with a padding length above 7 or too short for its padding", async () => {
    const { server, client } = await handshake();
    const packet = encodePasswordPacket("secret", 0);
    packet[0] = 8;
    expect(await failureOf(decryptPassword(server.cipher, await encryptPacket(client, packet)))).toBe(
      "BAD_PADDING",
    );
    expect(
      await failureOf(decryptPassword(server.cipher, await encryptPacket(client, Uint8Array.of(7, 1, 2)))),
    ).toBe("BAD_PADDING");
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 7])("round-trips with %i padding bytes", async (padding) => {
    const { server, client } = await handshake();
    const packet = encodePasswordPacket("pw", padding);
    expect(packet[0]).toBe(padding);
    expect(packet).toHaveLength(1 + padding + 2 + 4);
    expect(decodePasswordPacket(packet)).toBe("pw");
    await expect(decryptPassword(server.cipher, await encryptPassword(client, "pw", padding))).resolves.toBe(
      "pw",
    );
  });

  it("refuses a padding length outside 0..7 when encoding", () => {
    expect(() => encodePasswordPacket("pw", 8)).toThrow(RangeError);
    expect(() => encodePasswordPacket("pw", -1)).toThrow(RangeError);
  });

  it("computes the standard CRC-32", () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it("retries weak client keys and succeeds on the third attempt", async () => {
    let calls = 0;
    const { request } = await startKeyAgreement({
      generateKeyPair: async () => {
        calls++;
        return keyPair(calls < 3);
      },
    });
    expect(calls).toBe(3);
    expect(isStrongPublicKey(fromBase64(request.public_key))).toBe(true);
  });

  it("gives up after three weak keys", async () => {
    let calls = 0;
    const result = failureOf(
      startKeyAgreement({
        generateKeyPair: () => {
          calls++;
          return keyPair(true);
        },
      }),
    );
    expect(await result).toBe("WEAK_KEY");
    expect(calls).toBe(3);
  });
});
