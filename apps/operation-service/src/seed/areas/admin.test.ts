import { describe, test, vi } from 'vitest';
import { describeAreaSeed, expectSameRecords, planArea } from './areaChecks';

// The whole seed is drawn for its tenants and staff, without the tenant, finance, content and
// system areas (the longest to plan): the checks look at the admin area's steps alone.
vi.mock('./tenant', () => ({ planTenantArea: () => [] }));
vi.mock('./finance', () => ({ planFinanceArea: () => [] }));
vi.mock('./content', () => ({ planContentArea: () => [] }));
vi.mock('./system', () => ({ planSystemArea: () => [] }));
// The admin planner is spied on, keeping what it plans: the checks tell its steps from generate's.
vi.mock('./admin', { spy: true });

const plans = { demo: planArea('admin', 'demo'), test: planArea('admin', 'test') };

describeAreaSeed({ area: 'admin', plans });

describe('the admin seed', () => {
  test('draws the same records from the same clock', () => {
    expectSameRecords('admin', plans);
  });
});
