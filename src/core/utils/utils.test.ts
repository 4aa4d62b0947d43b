import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeDnValue, isDistinguishedName } from "./distinguished-name";
import { megabytesToGigabytes } from "./memory";
import { neutraliseCell } from "./spreadsheet-cell";
import { splitDomainUser } from "./user-name";
import { compareVersions } from "./version-compare";

describe("distinguished names", () => {
  it("recognises input starting with ou= or cn= in any case", () => {
    expect(isDistinguishedName("OU=Sales,DC=example,DC=com")).toBe(true);
    expect(isDistinguishedName("cn=Jane")).toBe(true);
    expect(isDistinguishedName(" Cn=Jane")).toBe(true);
    expect(isDistinguishedName("jane")).toBe(false);
    expect(isDistinguishedName("dc=example")).toBe(false);
    expect(isDistinguishedName("ou")).toBe(false);
  });

  it("escapes the spec's special characters with a backslash", () => {
    expect(escapeDnValue('a,b=c+d<e>f#g;h\\i"j')).toBe('a\\,b\\=c\\+d\\<e\\>f\\#g\\;h\\\\i\\"j');
  });

  it("escapes a leading space, a leading #, a trailing space and NUL per RFC 4514", () => {
    expect(escapeDnValue(" Jane")).toBe("\\ Jane");
    expect(escapeDnValue("#1")).toBe("\\#1");
    expect(escapeDnValue("Jane ")).toBe("Jane\\ ");
    expect(escapeDnValue(" ")).toBe("\\ ");
    expect(escapeDnValue("  ")).toBe("\\ \\ ");
    expect(escapeDnValue("a\0b")).toBe("a\\00b");
    expect(escapeDnValue("Jane Doe")).toBe("Jane Doe");
  });

  it("never leaves an unescaped special character", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const escaped = escapeDnValue(value);
        // Every special character is preceded by an odd run of backslashes.
        const unescaped = escaped.replace(/\\(\\|[,=+<>#;" ]|00)/g, "");
        expect(unescaped).not.toMatch(/[,=+<>#;"\\\0]/);
        expect(escaped.startsWith(" ")).toBe(false);
        if (escaped.endsWith(" ")) expect(escaped.endsWith("\\ ")).toBe(true);
      }),
    );
  });
});

describe("splitDomainUser", () => {
  it("splits at the first backslash", () => {
    expect(splitDomainUser("EXAMPLE\\jane")).toEqual({ domain: "EXAMPLE", user: "jane" });
    expect(splitDomainUser("EXAMPLE\\a\\b")).toEqual({ domain: "EXAMPLE", user: "a\\b" });
  });
  it("gives an empty domain when there is none", () => {
    expect(splitDomainUser("jane")).toEqual({ domain: "", user: "jane" });
  });
});

describe("compareVersions", () => {
  it("compares numerically, padding to three parts", () => {
    expect(compareVersions("8.4", "8.4.0")).toBe(0);
    expect(compareVersions("8.10.0", "8.9.9")).toBe(1);
    expect(compareVersions("21.06", "22.0")).toBe(-1);
    expect(compareVersions("7.10.1", "7.10")).toBe(1);
  });
  it("treats empty and Unknown as 0", () => {
    expect(compareVersions("", "0.0.0")).toBe(0);
    expect(compareVersions("Unknown", undefined)).toBe(0);
    expect(compareVersions(null, "0.1")).toBe(-1);
  });
  it("is antisymmetric", () => {
    const version = fc.array(fc.nat(99), { minLength: 1, maxLength: 4 }).map((parts) => parts.join("."));
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
      }),
    );
  });
});

describe("megabytesToGigabytes", () => {
  it("uses 1024", () => {
    expect(megabytesToGigabytes(2048)).toBe(2);
    expect(megabytesToGigabytes(512)).toBe(0.5);
  });
});

describe("neutraliseCell", () => {
  it.each(["=SUM(A1)", "-1+2", "|cmd", "+1", "@SUM", "\tx", "\rx", "\0x"])("prefixes %j", (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });
  it("leaves safe text and non-text values alone", () => {
    expect(neutraliseCell("pool-1")).toBe("pool-1");
    expect(neutraliseCell(-5)).toBe(-5);
    expect(neutraliseCell(null)).toBe(null);
    expect(neutraliseCell("")).toBe("");
  });
});
