import { describe, test, vi } from 'vitest';
import { describeAreaSeed, expectSameRecords, planArea } from './areaChecks';

// The whole seed is drawn for its tenants and staff, without the tenant, finance, content and
// system areas (the longest to plan): the checks look at the reference area's steps alone.
vi.mock('./tenant', () => ({ planTenantArea: () => [] }));
vi.mock('./finance', () => ({ planFinanceArea: () => [] }));
vi.mock('./content', () => ({ planContentArea: () => [] }));
vi.mock('./system', () => ({ planSystemArea: () => [] }));
// The reference planner is spied on, keeping what it plans: the checks tell its steps from generate's.
vi.mock('./reference', { spy: true });

const plans = { demo: planArea('reference', 'demo'), test: planArea('reference', 'test') };

describeAreaSeed({ area: 'reference', plans });

describe('the reference seed', () => {
  test('draws the same records from the same clock', () => {
    expectSameRecords('reference', plans);
  });
});
