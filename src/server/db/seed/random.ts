/** Seeded, so the demo and bulk data are the same on every run and machine. Not for anything secret. */
export interface Random {
  next(): number;
  /** Both ends included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  some<T>(list: readonly T[], min: number, max: number): T[];
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
}

/** FNV-1a. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function seededRandom(seed: string): Random {
  let state = hash(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (list) => list[Math.floor(next() * list.length)]!,
    some: (list, min, max) => {
      const wanted = Math.min(list.length, int(min, max));
      const chosen = new Set<number>();
      while (chosen.size < wanted) chosen.add(Math.floor(next() * list.length));
      return [...chosen].sort((a, b) => a - b).map((i) => list[i]!);
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [value, w] of entries) {
        r -= w;
        if (r < 0) return value;
      }
      return entries.at(-1)![0];
    },
  };
}
