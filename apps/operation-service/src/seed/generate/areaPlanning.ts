import type { SeedContext } from './context';
import type { Random } from './random';
import type { TenantSketch } from './tenants';
import type { SeedScale } from './world';

/**
 * What the planner of the i18n, admin, customer-service, reference, location or booking area draws
 * with and for.
 */
export interface AreaPlanning {
  readonly context: SeedContext;
  readonly rng: Random;
  readonly scale: SeedScale;
  /** `demo` when the scale is demo, else `test`. */
  readonly size: (demo: number, test: number) => number;
  readonly now: Date;
  /** Paying customers with a full setup: where most of the activity is. */
  readonly customers: readonly TenantSketch[];
}

/**
 * These six areas were once planned together, as one area named `reference`: each still draws from
 * its own stream forked from `area:reference`, under the label it had there (`languages` for i18n,
 * `reference-data` for reference, its id for the others), so that splitting them changed no seeded
 * record. A fork depends on its label alone, not on what was drawn before it.
 */
export function areaPlanning(
  context: SeedContext,
  tenants: readonly TenantSketch[],
  scale: SeedScale,
  label: 'languages' | 'admin' | 'customer-service' | 'reference-data' | 'location' | 'booking',
): AreaPlanning {
  const paying = tenants.filter(
    (tenant) => !tenant.provider && !tenant.sandbox && tenant.lifecycle === 'PAID',
  );
  return {
    context,
    rng: context.rng.fork('area:reference').fork(label),
    scale,
    size: (demo, test) => (scale === 'demo' ? demo : test),
    now: context.now,
    customers: paying.length > 0 ? paying : tenants.filter((tenant) => !tenant.provider),
  };
}
