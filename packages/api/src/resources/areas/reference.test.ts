import { describe, expect, test } from 'vitest';
import { translationLanguages } from '../../constants/languages';
import { apiMessages } from '../../constants/messages';
import { ValidationMessage } from '../../constants/validation';
import { resourceErrorMap } from '../issues';
import {
  referenceAreaResources,
  translationEntryResource,
  translationTextFields,
  translationTextMaxLength,
} from './reference';

type Name = keyof typeof referenceAreaResources;

const oid = '6f1c2a4e-0d3b-4c5a-9e7f-1a2b3c4d5e6f';
const at = '2025-03-04T09:30:00+08:00';

/** One record each resource accepts, and a change that it refuses on the named field. */
const samples: Record<
  Name,
  { valid: Record<string, unknown>; invalid: Record<string, unknown>; field: string }
> = {
  'translation-language': {
    valid: {
      languageCode: 'vi',
      name: '越南语',
      nameEn: 'Vietnamese',
      nativeName: 'Tiếng Việt',
      languageType: 'MINORITY',
    },
    invalid: { languageCode: 'vn' },
    field: 'languageCode',
  },
  'translation-entry': {
    valid: { messageKey: 'expense.report.submit', module: 'WEB_APP', zhCn: '提交', enUs: 'Submit' },
    invalid: { zhCn: '  ' },
    field: 'zhCn',
  },
  'minority-translation': {
    valid: {
      messageKey: 'common.save',
      module: 'MOBILE_WEB',
      languageCode: 'ko',
      sourceText: '保存',
      translation: '저장',
    },
    invalid: { languageCode: 'ja' },
    field: 'languageCode',
  },
  'translation-release': {
    valid: {
      releaseNo: 'LR-20250304-01',
      title: '3月第一批翻译上线',
      modules: ['WEB_APP'],
      languageCodes: ['en-us', 'ja'],
      entryCount: 120,
      sourceEnv: 'UAT',
      requester: '李娜',
    },
    invalid: { modules: [] },
    field: 'modules',
  },
  'print-translation': {
    valid: { messageKey: 'print.expense.total', printTemplate: 'EXPENSE_REPORT', zhCn: '报销合计' },
    invalid: { printTemplate: 'INVOICE' },
    field: 'printTemplate',
  },
  'authority-role': {
    valid: {
      roleCode: 'SUPER_ADMIN',
      roleName: '超级管理员',
      authorities: ['role:manage', 'admin:read', 'admin:write'],
      menuKeys: ['admin-page-platform'],
      permitAll: true,
      builtIn: true,
    },
    invalid: { authorities: ['admin:read', 'admin:write'] },
    field: 'authorities',
  },
  'login-way': {
    valid: {
      name: '演示租户登录',
      domainName: 'demo.opsdesk.example',
      loginMethods: ['PASSWORD', 'SSO'],
      defaultMethod: 'SSO',
    },
    invalid: { loginMethods: [] },
    field: 'loginMethods',
  },
  'cs-document': {
    valid: {
      tenantId: 1,
      userOID: oid,
      employeeName: '王芳',
      kind: 'EXPENSE_REPORT',
      documentCode: 'ER202503040001',
      formName: '差旅报销单',
      title: '上海出差报销',
      amount: 3250.5,
      currencyCode: 'CNY',
      documentStatus: 1002,
      submittedAt: at,
    },
    invalid: { documentStatus: 1012 },
    field: 'documentStatus',
  },
  'cs-label-message': {
    valid: {
      tenantId: 1,
      userOID: oid,
      employeeName: '王芳',
      labelName: '发票缺失',
      labelType: 'WARNING',
      documentCategory: 1002,
      documentCode: 'ER202503040001',
      content: '请补充住宿发票',
      sentAt: at,
    },
    invalid: { documentCategory: 9999 },
    field: 'documentCategory',
  },
  'cs-ai-record': {
    valid: {
      tenantId: 1,
      userOID: oid,
      employeeName: '王芳',
      feature: 'INVOICE_RECOGNITION',
      inputSummary: '上传 3 张增值税发票',
      outcome: 'SUCCESS',
      durationMs: 1800,
      occurredAt: at,
    },
    invalid: { occurredAt: '2025-03-04 09:30' },
    field: 'occurredAt',
  },
  'cs-api-callback': {
    valid: {
      tenantId: 1,
      callbackName: '报销单审批通过回调',
      eventType: 'DOCUMENT_APPROVED',
      callbackUrl: 'https://erp.acme.example/api/callback',
      authType: 'SIGNATURE',
    },
    invalid: { callbackUrl: 'erp.acme.example/callback' },
    field: 'callbackUrl',
  },
  'cs-feedback': {
    valid: {
      tenantId: 1,
      feedbackNo: 'FB202503040001',
      submitterName: '王芳',
      channel: 'APP',
      category: 'BUG',
      module: '报销',
      content: '提交报销单时一直转圈',
      submittedAt: at,
    },
    invalid: { score: 11 },
    field: 'score',
  },
  'cs-feedback-event': {
    valid: {
      eventCode: 'EXPENSE_SUBMIT_NPS',
      eventName: '报销提交后满意度',
      module: '报销',
      trigger: 'AFTER_SUBMIT',
      question: '您向同事推荐我们报销功能的可能性有多大？',
      scoreType: 'NPS',
      startDate: '2025-01-01',
    },
    invalid: { samplePercent: 0 },
    field: 'samplePercent',
  },
  'cs-developer-mode': {
    valid: { tenantId: 1, developerMode: true, scopes: ['API_DEBUG'], ipWhitelist: ['10.0.0.1'] },
    invalid: { ipWhitelist: ['10.0.0.256'] },
    field: 'ipWhitelist',
  },
  'cs-diagnosis-log': {
    valid: {
      spanId: '3f2a9c1b7d4e5f60',
      traceId: '3f2a9c1b7d4e5f603f2a9c1b7d4e5f60',
      service: 'EXPENSE',
      level: 'ERROR',
      httpMethod: 'POST',
      path: '/api/expense/report/submit',
      httpStatus: 500,
      requestAt: at,
      durationMs: 812,
    },
    invalid: { spanId: 'not-a-span' },
    field: 'spanId',
  },
  'cs-diagnosis-request': {
    valid: {
      tenantId: 1,
      requestNo: 'DR202503040001',
      title: '报销单提交报 500',
      description: '客户反馈提交报销单失败',
      severity: 'P2',
      reporter: '客服小陈',
      submittedAt: at,
    },
    invalid: { severity: 'P5' },
    field: 'severity',
  },
  'cs-training-template': {
    valid: {
      templateCode: 'TR-EXP-001',
      name: '报销入门培训',
      category: 'EXPENSE',
      audience: ['EMPLOYEE'],
      format: 'VIDEO',
      templateVersion: '1.0',
      owner: '培训组',
    },
    invalid: { templateVersion: 'v1' },
    field: 'templateVersion',
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
    });
  }

  test('the super administrator must keep the admin menu and stay enabled', () => {
    const role = referenceAreaResources['authority-role'];
    const valid = samples['authority-role'].valid;
    expect(role.schema.safeParse({ ...valid, menuKeys: [] }).success).toBe(false);
    expect(role.schema.safeParse({ ...valid, enabled: false }).success).toBe(false);
    // Any other role may drop role management.
    expect(
      role.schema.safeParse({ ...valid, roleCode: 'AUDITOR', authorities: [], menuKeys: [], builtIn: false })
        .success,
    ).toBe(true);
  });

  test("the super administrator's rule names its message id", () => {
    const role = referenceAreaResources['authority-role'];
    const parsed = role.schema.safeParse({ ...samples['authority-role'].valid, enabled: false });
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['enabled', ValidationMessage.SUPER_ADMIN_ROLE_MANAGEMENT],
    ]);
  });

  test("only the product's role codes can be built in", () => {
    const role = referenceAreaResources['authority-role'];
    const custom = { roleCode: 'AUDITOR', roleName: '审计', authorities: ['finance:read'] };
    expect(role.schema.safeParse({ ...custom, builtIn: false }).success).toBe(true);
    expect(
      role.schema
        .safeParse({ ...custom, builtIn: true })
        .error?.issues.map((issue) => [issue.path[0], issue.message]),
    ).toEqual([['builtIn', ValidationMessage.BUILT_IN_ROLE]]);
  });

  test('an IP address out of range names its message id', () => {
    const developerMode = referenceAreaResources['cs-developer-mode'];
    const parsed = developerMode.schema.safeParse({
      ...samples['cs-developer-mode'].valid,
      ipWhitelist: ['10.0.0.256'],
    });
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['ipWhitelist', ValidationMessage.IP_ADDRESS],
    ]);
  });

  test('minority-language translations take only the languages beyond the main ones', () => {
    const translation = referenceAreaResources['minority-translation'];
    expect(
      translation.schema.safeParse({ ...samples['minority-translation'].valid, languageCode: 'zh-hk' })
        .success,
    ).toBe(true);
    expect(
      translation.schema.safeParse({ ...samples['minority-translation'].valid, languageCode: 'en-us' })
        .success,
    ).toBe(false);
  });

  describe('a translation entry holds its text in all 17 languages, each within the limit', () => {
    const entry = samples['translation-entry'].valid;
    const fields = translationLanguages.map((language) => translationTextFields[language]);

    test('one field per language of the spec, named and described by the language', () => {
      expect(new Set(fields).size).toBe(17);
      for (const language of translationLanguages) {
        const field = translationTextFields[language];
        expect(translationEntryResource.shape, field).toHaveProperty(field);
        expect(translationEntryResource.fields[field]?.label.en).toBe(
          apiMessages.en[`translationLanguage.${language}`],
        );
      }
    });

    test(`takes ${translationTextMaxLength} characters in every language and refuses one more`, () => {
      expect(translationTextMaxLength).toBe(500);
      const full = Object.fromEntries(fields.map((field) => [field, 'x'.repeat(translationTextMaxLength)]));
      expect(translationEntryResource.schema.safeParse({ ...entry, ...full }).error?.issues ?? []).toEqual(
        [],
      );
      for (const field of fields) {
        const parsed = translationEntryResource.schema.safeParse({
          ...entry,
          [field]: 'x'.repeat(translationTextMaxLength + 1),
        });
        expect(
          parsed.error?.issues.map((issue) => issue.path[0]),
          field,
        ).toEqual([field]);
      }
    });

    test("says which language is too long, in the reader's language", () => {
      const tooLong = { ...entry, ar: 'ع'.repeat(translationTextMaxLength + 1) };
      const said = (locale: 'en' | 'zh-CN' | 'ja') =>
        translationEntryResource.schema.safeParse(tooLong, {
          error: resourceErrorMap(translationEntryResource, locale),
        }).error?.issues[0]?.message;
      expect(said('en')).toBe('Arabic can be at most 500 characters');
      expect(said('zh-CN')).toContain('阿拉伯语');
      expect(said('ja')).toContain('アラビア語');
    });

    test("an entry's own limit cannot exceed the general one", () => {
      expect(translationEntryResource.schema.safeParse({ ...entry, maxLength: 501 }).success).toBe(false);
    });
  });
});
