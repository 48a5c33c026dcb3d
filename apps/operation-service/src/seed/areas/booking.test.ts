import { describe, test, vi } from 'vitest';
import { describeAreaSeed, expectSameRecords, planArea } from './areaChecks';

// The whole seed is drawn for its tenants and staff, without the tenant, finance, content and
// system areas (the longest to plan): the checks look at the booking area's steps alone.
vi.mock('./tenant', () => ({ planTenantArea: () => [] }));
vi.mock('./finance', () => ({ planFinanceArea: () => [] }));
vi.mock('./content', () => ({ planContentArea: () => [] }));
vi.mock('./system', () => ({ planSystemArea: () => [] }));
// The booking planner is spied on, keeping what it plans: the checks tell its steps from generate's.
vi.mock('./booking', { spy: true });

const plans = { demo: planArea('booking', 'demo'), test: planArea('booking', 'test') };

describeAreaSeed({ area: 'booking', plans });

describe('the booking seed', () => {
  test('draws the same records from the same clock', () => {
    expectSameRecords('booking', plans);
  });
});
