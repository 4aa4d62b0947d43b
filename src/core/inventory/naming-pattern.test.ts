import { describe, expect, it } from "vitest";
import { checkNamingPattern } from "./naming-pattern";

// OpenAPI 2212, naming_pattern of the pattern naming settings: 15 characters including the number.
describe("checkNamingPattern (the number token counts as its width)", () => {
  it("counts {n:fixed=N} as N characters", () => {
    expect(checkNamingPattern("ic-{n:fixed=3}", 500)).toEqual({ problem: null, length: 6, width: 3 });
    expect(checkNamingPattern("ic-sales-de-{n:fixed=3}", 999).problem).toBeNull();
    expect(checkNamingPattern("ic-sales-dep-{n:fixed=3}", 9)).toMatchObject({
      problem: "tooLong",
      length: 16,
    });
  });

  it("counts a bare {n}, or none, as the digits of the largest number and at least 2", () => {
    expect(checkNamingPattern("abcdefghijklm{n}", 9)).toMatchObject({ problem: null, length: 15 });
    expect(checkNamingPattern("abcdefghijklm{n}", 100)).toMatchObject({ problem: "tooLong", length: 16 });
    expect(checkNamingPattern("abcdefghijklm", 99)).toMatchObject({ problem: null, length: 15 });
    expect(checkNamingPattern("abcdefghijklmn", 2)).toMatchObject({ problem: "tooLong", length: 16 });
  });

  it("names each other refusal", () => {
    expect(checkNamingPattern("  ").problem).toBe("empty");
    expect(checkNamingPattern("vm_{n}").problem).toBe("characters");
    expect(checkNamingPattern("vm-{n:fixed=0}").problem).toBe("characters");
    expect(checkNamingPattern("vm-{n}-{n}").problem).toBe("oneToken");
    expect(checkNamingPattern("123-{n}").problem).toBe("noLetter");
    expect(checkNamingPattern("vm-{n:fixed=1}", 10).problem).toBe("fixedTooNarrow");
    expect(checkNamingPattern("vm-{n:fixed=1}", 9).problem).toBeNull();
  });
});
