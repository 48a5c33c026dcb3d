/**
 * The seed's only source of chance: sfc32 seeded from a string. The same seed gives the same
 * sequence on every machine and Node version, which `Math.random` does not promise.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(readonly seed: string) {
    [this.a, this.b, this.c, this.d] = cyrb128(seed);
    // The first outputs of sfc32 still show the seed's structure: skip them.
    for (let i = 0; i < 15; i += 1) this.next();
  }

  /** A number in [0, 1). */
  next(): number {
    this.a |= 0;
    this.b |= 0;
    this.c |= 0;
    this.d |= 0;
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An independent stream: what one tenant draws does not shift what the next one gets. */
  fork(label: string): Random {
    return new Random(`${this.seed}/${label}`);
  }

  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick of an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` distinct items (all of them when there are fewer), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** One of `[value, weight]` pairs, in proportion to the weights. */
  weighted<T>(pairs: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of pairs) total += weight;
    let left = this.next() * total;
    for (const [value, weight] of pairs) {
      left -= weight;
      if (left < 0) return value;
    }
    return (pairs[pairs.length - 1] as readonly [T, number])[0];
  }

  /**
   * A log-normally distributed integer within bounds: company sizes, order counts and prices
   * cluster low with a long tail, as real ones do.
   */
  logNormal(median: number, spread: number, min: number, max: number): number {
    const u = Math.max(this.next(), 1e-12);
    const v = this.next();
    const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return Math.min(max, Math.max(min, Math.round(median * Math.exp(spread * normal))));
  }

  /** A string of `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }

  digits(length: number): string {
    return this.chars('0123456789', length);
  }
}

/**
 * A table to draw from many times: the cumulative weights are computed once and each draw is a
 * binary search (name lists are drawn from thousands of times).
 */
export class WeightedTable<T> {
  private readonly values: T[];
  private readonly cumulative: number[];

  constructor(pairs: readonly (readonly [T, number])[]) {
    this.values = pairs.map(([value]) => value);
    let total = 0;
    this.cumulative = pairs.map(([, weight]) => (total += weight));
  }

  draw(rng: Random): T {
    const target = rng.next() * (this.cumulative[this.cumulative.length - 1] ?? 0);
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return this.values[low] as T;
  }
}

/** cyrb128: four 32-bit hashes of a string, the state sfc32 starts from. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i += 1) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
