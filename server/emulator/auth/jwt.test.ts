import { describe, expect, it } from "vitest";
import { createSigningKey, signToken, verifyToken, type TokenClaims } from "./jwt";

const CLAIMS: TokenClaims = {
  sub: "admin",
  domain: "EXAMPLE",
  sid: "s1",
  typ: "access",
  iat: 100,
  exp: 1900,
};

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

describe("emulator JWTs", () => {
  it("round-trips the claims of a signed token", async () => {
    const key = await createSigningKey();
    const token = await signToken(key, CLAIMS);
    expect(token.split(".")).toHaveLength(3);
    expect(JSON.parse(atob(token.split(".")[0] ?? ""))).toEqual({ alg: "HS256", typ: "JWT" });
    await expect(verifyToken(key, token)).resolves.toEqual(CLAIMS);
  });

  it("rejects a changed payload, another key, alg none and malformed tokens", async () => {
    const key = await createSigningKey();
    const token = await signToken(key, CLAIMS);
    const [header, , signature] = token.split(".");
    const changed = `${header}.${base64Url(JSON.stringify({ ...CLAIMS, sub: "mallory" }))}.${signature}`;
    const none = `${base64Url('{"alg":"none"}')}.${base64Url(JSON.stringify(CLAIMS))}.`;
    for (const bad of [changed, none, "a.b", "a.b.c.d", "%%.%%.%%", `${header}.x.${signature}`, ""])
      await expect(verifyToken(key, bad)).resolves.toBeUndefined();
    await expect(verifyToken(await createSigningKey(), token)).resolves.toBeUndefined();
  });

  it("answers a token verified before as the first time, and still refuses it under another key", async () => {
    const key = await createSigningKey();
    const token = await signToken(key, CLAIMS);
    const first = await verifyToken(key, token);
    if (first) first.sub = "mallory";
    await expect(verifyToken(key, token)).resolves.toEqual(CLAIMS);
    await expect(verifyToken(await createSigningKey(), token)).resolves.toBeUndefined();
    // Many other tokens later, the first is checked again and still verifies.
    for (let iat = 0; iat < 300; iat += 1) await verifyToken(key, await signToken(key, { ...CLAIMS, iat }));
    await expect(verifyToken(key, token)).resolves.toEqual(CLAIMS);
  });

  it("rejects a correctly signed token whose claims are incomplete", async () => {
    const key = await createSigningKey();
    const token = await signToken(key, { ...CLAIMS, typ: "other" } as unknown as TokenClaims);
    await expect(verifyToken(key, token)).resolves.toBeUndefined();
  });
});
