import { describe, expect, it } from "vitest";
import {
  DEFAULT_ACCESS_TOKEN_SECONDS,
  DEFAULT_REFRESH_TOKEN_SECONDS,
  readTokenClaims,
  tokenLifetimeSeconds,
} from "./token-lifetimes";

function base64Url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function jwt(payload: object): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.signature`;
}

describe("hosted token lifetimes", () => {
  it("reads iat, exp and sub from a JWT payload, including non-ASCII subjects", () => {
    expect(readTokenClaims(jwt({ sub: "EXAMPLE\\ädmin", iat: 100, exp: 700 }))).toEqual({
      sub: "EXAMPLE\\ädmin",
      iat: 100,
      exp: 700,
    });
  });

  it("gives null for what is not a JWT", () => {
    expect(readTokenClaims("opaque-token")).toBeNull();
    expect(readTokenClaims("a.%%%.c")).toBeNull();
    expect(readTokenClaims(`x.${base64Url("[1,2]")}.y`)).toBeNull();
  });

  it("uses exp - iat as the lifetime", () => {
    expect(tokenLifetimeSeconds(jwt({ iat: 1000, exp: 1600 }), DEFAULT_ACCESS_TOKEN_SECONDS)).toBe(600);
  });

  it("caps the lifetime to the defaults in hosted mode", () => {
    expect(tokenLifetimeSeconds(jwt({ iat: 0, exp: 7200 }), DEFAULT_ACCESS_TOKEN_SECONDS)).toBe(1800);
    expect(tokenLifetimeSeconds(jwt({ iat: 0, exp: 86400 }), DEFAULT_REFRESH_TOKEN_SECONDS)).toBe(28800);
  });

  it("falls back to the defaults when the token gives no usable lifetime", () => {
    expect(tokenLifetimeSeconds(undefined, DEFAULT_ACCESS_TOKEN_SECONDS)).toBe(1800);
    expect(tokenLifetimeSeconds("opaque", DEFAULT_REFRESH_TOKEN_SECONDS)).toBe(28800);
    expect(tokenLifetimeSeconds(jwt({ iat: 50 }), DEFAULT_ACCESS_TOKEN_SECONDS)).toBe(1800);
    expect(tokenLifetimeSeconds(jwt({ iat: 500, exp: 400 }), DEFAULT_ACCESS_TOKEN_SECONDS)).toBe(1800);
  });
});
