import { describe, expect, test } from 'vitest';
import { ValidationMessage, type ValidationMessageId } from '../../constants/validation';
import { locationAreaResources } from './location';

type Name = keyof typeof locationAreaResources;

const at = '2025-03-04T09:30:00+08:00';

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
  airline: {
    valid: { name: 'Air China', code: 'CA', countryCode: 'CN' },
    invalid: { code: 'ca' },
    field: 'code',
    message: ValidationMessage.AIRLINE_CODE,
  },
  country: {
    valid: { code: 'CN', name: '中国', nameEn: 'China', continent: 'ASIA', adCode: '100000' },
    invalid: { code: 'CHN' },
    field: 'code',
    message: ValidationMessage.COUNTRY_CODE,
  },
  'city-level': {
    valid: { tenantId: 1, name: 'First tier', code: 'T1', cityAdCodes: ['310000', '110000'] },
    invalid: { cityAdCodes: ['310000', '11 0000'] },
    field: 'cityAdCodes',
    message: ValidationMessage.CODE,
  },
  location: {
    valid: {
      locationCode: 'CN310000',
      name: '上海',
      level: 'CITY',
      parentCode: 'CN',
      countryCode: 'CN',
      timeZone: 'Asia/Shanghai',
    },
    invalid: { latitude: 91 },
    field: 'latitude',
  },
  'location-vendor': {
    valid: {
      vendorCode: 'CTRIP',
      vendorName: '携程商旅',
      serviceTypes: ['FLIGHT', 'HOTEL'],
      apiBaseUrl: 'https://ct.ctrip.example/api',
      syncFrequency: 'DAILY',
    },
    invalid: { serviceTypes: [] },
    field: 'serviceTypes',
  },
  'travel-service-setting': {
    valid: {
      tenantId: 1,
      serviceType: 'FLIGHT',
      vendorCode: 'CTRIP',
      channel: 'ONLINE',
      settlementMode: 'MONTHLY',
      serviceFee: 20,
      effectiveDate: '2025-01-01',
    },
    invalid: { serviceFee: 20.001 },
    field: 'serviceFee',
  },
  'railway-station': {
    valid: {
      stationCode: 'AOH',
      name: '上海虹桥',
      pinyin: 'shanghaihongqiao',
      cityAdCode: '310000',
      cityName: '上海',
    },
    invalid: { stationCode: 'AO' },
    field: 'stationCode',
  },
  'near-railway-station': {
    valid: {
      cityAdCode: '320583',
      cityName: '昆山',
      stationCode: 'KNH',
      stationName: '昆山南',
      distanceKm: 8,
    },
    invalid: { distanceKm: -1 },
    field: 'distanceKm',
  },
  'location-type': {
    valid: { typeCode: 'AIRPORT', name: '机场', nameEn: 'Airport', serviceTypes: ['FLIGHT', 'CAR'] },
    invalid: { typeCode: '机场' },
    field: 'typeCode',
  },
  airport: {
    valid: {
      iataCode: 'PVG',
      icaoCode: 'ZSPD',
      name: '上海浦东国际机场',
      cityAdCode: '310000',
      cityName: '上海',
      countryCode: 'CN',
    },
    invalid: { iataCode: 'pvg' },
    field: 'iataCode',
  },
  'near-airport': {
    valid: {
      cityAdCode: '320583',
      cityName: '昆山',
      iataCode: 'SHA',
      airportName: '上海虹桥国际机场',
      distanceKm: 45,
    },
    invalid: { iataCode: 'SHAA' },
    field: 'iataCode',
  },
  'airline-cabin-mapping': {
    valid: {
      airlineCode: 'MU',
      cabinCode: 'Y',
      cabinClass: 'ECONOMY',
      cabinName: '经济舱全价',
      discountPercent: 100,
      effectiveDate: '2025-01-01',
    },
    invalid: { cabinCode: 'YY' },
    field: 'cabinCode',
  },
  'covid-19-city': {
    valid: {
      cityAdCode: '310000',
      cityName: '上海',
      riskLevel: 'LOW',
      travelPolicy: 'NORMAL',
      effectiveDate: '2022-12-08',
    },
    invalid: { quarantineDays: 29 },
    field: 'quarantineDays',
  },
  'train-blacklist': {
    valid: { trainNo: 'K1234', trainType: 'K', reason: 'FREQUENT_CANCELLATION', startDate: '2025-03-01' },
    invalid: { trainNo: 'G-12' },
    field: 'trainNo',
  },
  'location-hot-keyword': {
    valid: { keyword: '陆家嘴', serviceType: 'HOTEL', cityAdCode: '310000', cityName: '上海' },
    invalid: { serviceType: 'BUS' },
    field: 'serviceType',
  },
  'location-record': {
    valid: {
      locationCode: 'CN320583',
      locationName: '昆山',
      operation: 'UPDATE',
      source: 'VENDOR_SYNC',
      vendorCode: 'CTRIP',
      operator: 'sync-bot',
      operatedAt: at,
    },
    invalid: { operation: 'DELETE' },
    field: 'operation',
  },
};

describe('location area resources', () => {
  test('every resource has a sample', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(locationAreaResources).sort());
  });

  for (const [name, resource] of Object.entries(locationAreaResources)) {
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
