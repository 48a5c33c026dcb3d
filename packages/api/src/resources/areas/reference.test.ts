import { describe, expect, test } from 'vitest';
import { ValidationMessage, type ValidationMessageId } from '../../constants/validation';
import { referenceAreaResources } from './reference';

type Name = keyof typeof referenceAreaResources;

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
  'enumeration-item': {
    valid: {
      customEnumerationCode: 'REGION',
      value: 'CN',
      name: 'Mainland China',
      code: 'CN',
    },
    invalid: { value: 'C N' },
    field: 'value',
    message: ValidationMessage.CODE,
  },
  currency: {
    valid: { currencyCode: 'CNY', currencyName: 'Renminbi', chineseName: '人民币' },
    invalid: { currencyCode: 'RMB1' },
    field: 'currencyCode',
    message: ValidationMessage.CURRENCY_CODE,
  },
  'exchange-rate': {
    valid: { fromCurrency: 'USD', toCurrency: 'CNY', rate: 7.12, effectiveDate: '2025-03-01' },
    invalid: { toCurrency: 'cny' },
    field: 'toCurrency',
    message: ValidationMessage.CURRENCY_CODE,
  },
  city: {
    valid: { adCode: '310000', name: '上海', typeDescription: 'municipality', countryCode: 'CN' },
    invalid: { countryCode: 'cn' },
    field: 'countryCode',
    message: ValidationMessage.COUNTRY_CODE,
  },
  'vendor-city-mapping': {
    valid: {
      vendor: 'CTRIP',
      serviceType: 'HOTEL',
      vendorCityCode: '2',
      vendorCityName: '上海',
      cityAdCode: '310000',
      countryCode: 'CN',
      mappingStatus: 'MAPPED',
    },
    invalid: { countryCode: 'CHN' },
    field: 'countryCode',
  },
  'common-bank': {
    valid: {
      bankCode: 'ICBC',
      bankName: '中国工商银行',
      swiftCode: 'ICBKCNBJ',
      countryCode: 'CN',
      bankType: 'STATE_OWNED',
    },
    invalid: { swiftCode: 'ICBK' },
    field: 'swiftCode',
  },
  'sensitive-word': {
    valid: { word: '刷单', category: 'FRAUD', handling: 'BLOCK', scopes: ['FEEDBACK'] },
    invalid: { handling: 'DROP' },
    field: 'handling',
  },
};

describe('reference area resources', () => {
  test('every resource has a sample', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(referenceAreaResources).sort());
  });

  for (const [name, resource] of Object.entries(referenceAreaResources)) {
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
