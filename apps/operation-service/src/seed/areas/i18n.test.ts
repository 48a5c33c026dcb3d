import { describe, test, vi } from 'vitest';
import { describeAreaSeed, expectSameRecords, planArea } from './areaChecks';

// The whole seed is drawn for its tenants and staff, without the tenant, finance, content and
// system areas (the longest to plan): the checks look at the i18n area's steps alone.
vi.mock('./tenant', () => ({ planTenantArea: () => [] }));
vi.mock('./finance', () => ({ planFinanceArea: () => [] }));
vi.mock('./content', () => ({ planContentArea: () => [] }));
vi.mock('./system', () => ({ planSystemArea: () => [] }));
// The i18n planner is spied on, keeping what it plans: the checks tell its steps from generate's.
vi.mock('./i18n', { spy: true });

const plans = { demo: planArea('i18n', 'demo'), test: planArea('i18n', 'test') };

describeAreaSeed({ area: 'i18n', plans });

describe('the i18n seed', () => {
  test('draws the same records from the same clock', () => {
    expectSameRecords('i18n', plans);
  });
});
