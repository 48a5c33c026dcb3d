import { Random } from './random';

/**
 * What the generators of one seed share: the clock, the root of the random streams, and what is
 * already taken (names, domains, mobiles, addresses) so that drawn values do not repeat.
 */
export class SeedContext {
  readonly rng: Random;
  readonly tenantNames = new Set<string>();
  readonly customerNames = new Set<string>();
  readonly domains = new Set<string>();
  readonly mobiles = new Set<string>();
  private readonly emails = new Map<string, Set<string>>();

  constructor(
    readonly now: Date,
    seed: string,
  ) {
    this.rng = new Random(seed);
  }

  /** The addresses taken at an e-mail domain. */
  emailsAt(domain: string): Set<string> {
    let taken = this.emails.get(domain);
    if (!taken) {
      taken = new Set();
      this.emails.set(domain, taken);
    }
    return taken;
  }
}
