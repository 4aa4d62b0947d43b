function versionParts(version: string | null | undefined): number[] {
  const text = (version ?? "").trim();
  if (text === "" || text.toLowerCase() === "unknown") return [0, 0, 0];
  const parts = text.split(".").map((part) => {
    const number = Number.parseInt(part, 10);
    return Number.isFinite(number) ? number : 0;
  });
  while (parts.length < 3) parts.push(0);
  return parts;
}

/**
 * Compares dotted versions numerically: negative when a < b, 0 when equal, positive when a > b.
 * Empty or "Unknown" counts as 0, and short versions are padded to three parts ("8.4" = "8.4.0").
 */
export function compareVersions(a: string | null | undefined, b: string | null | undefined): number {
  const left = versionParts(a);
  const right = versionParts(b);
  const length = Math.max(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}
