import { describe, expect, it } from "vitest";
import {
  answerKeyAgreement,
  completeKeyAgreement,
  decryptPassword,
  encryptPassword,
  startKeyAgreement,
} from "../crypto/key-agreement";
import { isMaskedPassword, PASSWORD_MASK, prepareRecoveryPassword, sha256Hex } from "./recovery-password";

const ABC_SHA256 = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";

describe("data recovery password", () => {
  it("treats the mask and any all-asterisk value as unchanged", async () => {
    expect(isMaskedPassword(PASSWORD_MASK)).toBe(true);
    expect(isMaskedPassword("***")).toBe(true);
    expect(isMaskedPassword("*a*")).toBe(false);
    expect(await prepareRecoveryPassword(PASSWORD_MASK)).toBeNull();
    expect(await prepareRecoveryPassword("")).toBeNull();
  });

  it("hashes with SHA-256", async () => {
    expect(await sha256Hex("abc")).toBe(ABC_SHA256);
    expect(await prepareRecoveryPassword("abc")).toBe(ABC_SHA256);
    expect(await prepareRecoveryPassword("abc", async () => undefined)).toBe(ABC_SHA256);
  });

  it("encrypts the hash with the session cipher when there is one", async () => {
    const { request, pending } = await startKeyAgreement();
    const { response, cipher: serverCipher } = await answerKeyAgreement(request, "client-1");
    const clientCipher = await completeKeyAgreement(pending, response);
    const sent = await prepareRecoveryPassword("abc", (text) => encryptPassword(clientCipher, text));
    expect(sent).not.toBe(ABC_SHA256);
    expect(sent).not.toContain("abc");
    expect(await decryptPassword(serverCipher, sent ?? "")).toBe(ABC_SHA256);
  });
});
