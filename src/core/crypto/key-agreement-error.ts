// The handshake's failure, apart from the handshake: what reads an error (the error messages every page
// shows) must not bring the key agreement's cryptography into pages that never sign in.

export type KeyAgreementFailure =
  | "WEAK_KEY"
  | "INVALID_REQUEST"
  | "UNSUPPORTED_SCHEME"
  | "PROOF_MISMATCH"
  | "BAD_CIPHERTEXT"
  | "BAD_PADDING"
  | "BAD_CRC";

/** Any failure of the handshake or of a password packet; never a reason to send a password in clear. */
export class KeyAgreementError extends Error {
  readonly failure: KeyAgreementFailure;

  constructor(failure: KeyAgreementFailure, message: string) {
    super(message);
    this.name = "KeyAgreementError";
    this.failure = failure;
  }
}
