/** A small seeded pseudo-random generator (mulberry32), so seeded data is identical on every run. */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }

  /** One element chosen by weight: [[value, weight], ...]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error("weighted pick from an empty list");
    return last[0];
  }

  /** A version-4-shaped UUID drawn from this generator. */
  uuid(): string {
    const hex = (n: number, length: number) =>
      Math.floor(n).toString(16).padStart(length, "0").slice(-length);
    const a = hex(this.next() * 0x100000000, 8);
    const b = hex(this.next() * 0x10000, 4);
    const c = "4" + hex(this.next() * 0x1000, 3);
    const d = hex(0x8000 + this.next() * 0x4000, 4);
    const e = hex(this.next() * 0x1000000, 6) + hex(this.next() * 0x1000000, 6);
    return `${a}-${b}-${c}-${d}-${e}`;
  }
}
