import { locationVendorResource } from '@opsdesk/api';
import { describe, test, vi } from 'vitest';
import { describeAreaSeed, expectSameRecords, planArea } from './areaChecks';

// The whole seed is drawn for its tenants and staff, without the tenant, finance, content and
// system areas (the longest to plan): the checks look at the location area's steps alone.
vi.mock('./tenant', () => ({ planTenantArea: () => [] }));
vi.mock('./finance', () => ({ planFinanceArea: () => [] }));
vi.mock('./content', () => ({ planContentArea: () => [] }));
vi.mock('./system', () => ({ planSystemArea: () => [] }));
// The location planner is spied on, keeping what it plans: the checks tell its steps from generate's.
vi.mock('./location', { spy: true });

const plans = { demo: planArea('location', 'demo'), test: planArea('location', 'test') };

// The vendors are a closed list of ten.
describeAreaSeed({ area: 'location', plans, demoMinimum: [[locationVendorResource, 10]] });

describe('the location seed', () => {
  test('draws the same records from the same clock', () => {
    expectSameRecords('location', plans);
  });
});
