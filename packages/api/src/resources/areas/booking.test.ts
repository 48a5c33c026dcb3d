import { describe, expect, test } from 'vitest';
import type { ValidationMessageId } from '../../constants/validation';
import { bookingAreaResources } from './booking';

type Name = keyof typeof bookingAreaResources;

/**
 * One record each resource accepts, and a change that it refuses on the named field (with the
 * message id of the resource's own check, where the change breaks one).
 */
const samples: Record<
  Name,
  {
    valid: Record<string, unknown>;
    invalid: Record<string, unknown>;
    field: string;
    message?: ValidationMessageId;
  }
> = {
  'travel-booking': {
    valid: {
      tenantId: 1,
      bookingNo: 'BK202503040001',
      serviceType: 'FLIGHT',
      travellerName: '王芳',
      bookerName: '差旅专员小刘',
      fromCity: '上海',
      toCity: '北京',
      product: 'MU5101',
      startDate: '2025-03-10',
      vendorCode: 'CTRIP',
      amount: 1280,
    },
    invalid: { bookingStatus: 'CANCELLED' },
    field: 'bookingStatus',
  },
};

describe('booking area resources', () => {
  test('every resource has a sample', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(bookingAreaResources).sort());
  });

  for (const [name, resource] of Object.entries(bookingAreaResources)) {
    const sample = samples[name as Name];
    test(`${name} accepts a valid record`, () => {
      const parsed = resource.schema.safeParse(sample.valid);
      expect(parsed.error?.issues ?? []).toEqual([]);
    });
    test(`${name} refuses an invalid ${sample.field}`, () => {
      const parsed = resource.schema.safeParse({ ...sample.valid, ...sample.invalid });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(sample.field);
      if (sample.message)
        expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([sample.message]);
    });
  }
});
