const ORDER: Readonly<Record<string, number>> = { ERROR: 1, WARN: 2, WARNING: 2, UNKNOWN: 3, OK: 4 };

/** Sort rank of a health value, worst first: ERROR 1, WARN 2, UNKNOWN 3, OK 4; unrecognised values rank as UNKNOWN. */
export function healthRank(health: string | null | undefined): number {
  return ORDER[(health ?? "").toUpperCase()] ?? 3;
}

/** Comparator that sorts health values worst first. */
export function compareHealth(a: string | null | undefined, b: string | null | undefined): number {
  return healthRank(a) - healthRank(b);
}
