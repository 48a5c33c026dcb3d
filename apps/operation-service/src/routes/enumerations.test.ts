import { cloudEnvResource, currencyResource, enumerationItemResource, roleCodes } from '@opsdesk/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import { insertRecords } from '../seed/insert';

let service: TestService;

// Codes and values of their own, so that a larger seed never collides with them.
beforeAll(async () => {
  service = await startTestService();
  await insertRecords(service.db, enumerationItemResource, [
    {
      customEnumerationCode: 'ZZ_COLOR',
      value: 'ZZ_BLUE',
      code: 'B',
      name: '蓝色',
      nameEn: 'Blue',
      sequence: 2,
    },
    {
      customEnumerationCode: 'ZZ_COLOR',
      value: 'ZZ_RED',
      code: 'R',
      name: '红色',
      nameEn: 'Red',
      sequence: 1,
    },
    {
      customEnumerationCode: 'ZZ_COLOR',
      value: 'ZZ_GREY',
      code: 'G',
      name: '灰色',
      sequence: 3,
      enabled: false,
    },
    {
      customEnumerationCode: 'CLOUDENV',
      value: 'ZZ_ENV_ON',
      code: 'ZZ_ENV_ON',
      name: '测试云',
      sequence: 99,
    },
    { customEnumerationCode: 'ZZ_TPL_B', value: 'ZZ_B1', code: 'B1', name: '模板乙', type: 2101 },
    {
      customEnumerationCode: 'ZZ_TPL_A',
      value: 'ZZ_A2',
      code: 'A2',
      name: '模板甲二',
      type: 2101,
      sequence: 2,
    },
    {
      customEnumerationCode: 'ZZ_TPL_A',
      value: 'ZZ_A1',
      code: 'A1',
      name: '模板甲一',
      type: 2101,
      sequence: 1,
    },
    {
      customEnumerationCode: 'ZZ_SYS',
      value: 'ZZ_S1',
      code: 'S1',
      name: '系统一',
      nameEn: 'System one',
      type: 1999,
    },
  ]);
  await insertRecords(service.db, cloudEnvResource, [
    { code: 'ZZ_ENV_ON', name: 'ZZ Cloud On', region: 'CN', provider: 'Aliyun' },
    { code: 'ZZ_ENV_OFF', name: 'ZZ Cloud Off', region: 'SG', enabled: false },
  ]);
  // ISO 4217's codes for testing (XTS) and for "no currency" (XXX): never a real seed's.
  await insertRecords(service.db, currencyResource, [
    { currencyCode: 'XTS', currencyName: 'Test currency', chineseName: '测试货币', symbol: '¤' },
    { currencyCode: 'XXX', currencyName: 'No currency', chineseName: '无币种', decimals: 0, enabled: false },
  ]);
});

afterAll(() => service.close());

async function get(url: string, login = 'employee') {
  return service.call({ method: 'GET', url, token: await service.login(login) });
}

describe('GET /api/enum/item/list', () => {
  it("lists an enumeration's items in sequence with name, id, code, value and enabled", async () => {
    const response = await get('/api/enum/item/list?customEnumerationCode=ZZ_COLOR&language=zh_cn');
    expect(response.statusCode).toBe(200);
    const items = response.json() as { id: number }[];
    expect(items).toEqual([
      {
        id: expect.any(Number),
        customEnumerationCode: 'ZZ_COLOR',
        name: '红色',
        code: 'R',
        value: 'ZZ_RED',
        enabled: true,
        sequence: 1,
        type: null,
      },
      expect.objectContaining({ value: 'ZZ_BLUE', name: '蓝色', sequence: 2 }),
      expect.objectContaining({ value: 'ZZ_GREY', enabled: false }),
    ]);
  });

  it('names items in English for language=en where they have an English name, in their own name otherwise', async () => {
    const items = (await get('/api/enum/item/list?customEnumerationCode=ZZ_COLOR&language=en')).json();
    expect(items.map((item: { name: string }) => item.name)).toEqual(['Red', 'Blue', '灰色']);
  });

  it('keeps only the enabled items with enabled=true, only the disabled ones with enabled=false', async () => {
    const enabled = (await get('/api/enum/item/list?customEnumerationCode=ZZ_COLOR&enabled=true')).json();
    expect(enabled.map((item: { value: string }) => item.value)).toEqual(['ZZ_RED', 'ZZ_BLUE']);
    const disabled = (await get('/api/enum/item/list?customEnumerationCode=ZZ_COLOR&enabled=false')).json();
    expect(disabled.map((item: { value: string }) => item.value)).toEqual(['ZZ_GREY']);
  });

  it("reads the spec's enumerations such as CLOUDENV by their code", async () => {
    const items = (await get('/api/enum/item/list?customEnumerationCode=CLOUDENV')).json();
    expect(items).toContainEqual(expect.objectContaining({ value: 'ZZ_ENV_ON', name: '测试云' }));
    expect(
      items.every((item: { customEnumerationCode: string }) => item.customEnumerationCode === 'CLOUDENV'),
    ).toBe(true);
  });

  it('answers an empty list for a code without items', async () => {
    expect((await get('/api/enum/item/list?customEnumerationCode=ZZ_NOTHING')).json()).toEqual([]);
  });

  it('refuses a missing or malformed customEnumerationCode, or a non-boolean enabled, with 400 naming it', async () => {
    const cases = [
      ['/api/enum/item/list', 'customEnumerationCode'],
      ['/api/enum/item/list?customEnumerationCode=%27%3B%20drop', 'customEnumerationCode'],
      ['/api/enum/item/list?customEnumerationCode=A&customEnumerationCode=B', 'customEnumerationCode'],
      ['/api/enum/item/list?customEnumerationCode=ZZ_COLOR&enabled=maybe', 'enabled'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url ?? '');
      expect(response.statusCode).toBe(400);
      expect(response.json().validationErrors[0].field).toBe(field);
    }
  });

  it.each(roleCodes)("lets %s read enumerations: every role's forms need them", async (role) => {
    const response = await service.call({
      method: 'GET',
      url: '/api/enum/item/list?customEnumerationCode=ZZ_COLOR',
      token: await service.tokenOf(role),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/enum/item/codes', () => {
  it('lists each enumeration code that has items once, sorted', async () => {
    const codes = (await get('/api/enum/item/codes')).json() as string[];
    expect(codes).toEqual(expect.arrayContaining(['CLOUDENV', 'ZZ_COLOR', 'ZZ_SYS', 'ZZ_TPL_A', 'ZZ_TPL_B']));
    expect(codes).toEqual([...new Set(codes)].sort());
  });
});

describe('GET /api/cloud/env', () => {
  it('lists every cloud environment with name and code without enable', async () => {
    const environments = (await get('/api/cloud/env')).json();
    expect(environments).toContainEqual({
      id: expect.any(Number),
      code: 'ZZ_ENV_ON',
      name: 'ZZ Cloud On',
      region: 'CN',
      provider: 'Aliyun',
      description: null,
      enabled: true,
    });
    expect(environments).toContainEqual(expect.objectContaining({ code: 'ZZ_ENV_OFF', enabled: false }));
  });

  it('keeps only the enabled environments with enable=true, only the disabled ones with enable=false', async () => {
    const enabled = (await get('/api/cloud/env?enable=true')).json() as { code: string; enabled: boolean }[];
    expect(enabled.map((environment) => environment.code)).toContain('ZZ_ENV_ON');
    expect(enabled.every((environment) => environment.enabled)).toBe(true);
    const disabled = (await get('/api/cloud/env?enable=false')).json() as {
      code: string;
      enabled: boolean;
    }[];
    expect(disabled.map((environment) => environment.code)).toContain('ZZ_ENV_OFF');
    expect(disabled.every((environment) => !environment.enabled)).toBe(true);
  });

  it('refuses an enable that is not a boolean with 400 naming enable', async () => {
    const response = await get('/api/cloud/env?enable=yes');
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('enable');
  });
});

describe('GET /api/custom/enumerations/template/by/type', () => {
  it('answers the templates of a type above 2000, by code, each with its items in sequence', async () => {
    const response = await get('/api/custom/enumerations/template/by/type?type=2101');
    expect(response.statusCode).toBe(200);
    const templates = response.json() as {
      customEnumerationCode: string;
      type: number;
      items: { value: string }[];
    }[];
    expect(
      templates.map(({ customEnumerationCode, type, items }) => [
        customEnumerationCode,
        type,
        items.map((item) => item.value),
      ]),
    ).toEqual([
      ['ZZ_TPL_A', 2101, ['ZZ_A1', 'ZZ_A2']],
      ['ZZ_TPL_B', 2101, ['ZZ_B1']],
    ]);
  });

  it('refuses a type of 2000 or less with 400 naming type, in the request language', async () => {
    const response = await get('/api/custom/enumerations/template/by/type?type=2000&language=zh_cn');
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([{ field: 'type', message: '模板类型必须大于 2000' }]);
  });

  it('refuses a missing type or one that is not a whole number with 400 naming type', async () => {
    for (const query of ['', '?type=abc', '?type=2100.5']) {
      const response = await get(`/api/custom/enumerations/template/by/type${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().validationErrors[0].field).toBe('type');
    }
  });
});

describe('GET /api/custom/enumeration/system/by/type', () => {
  it('answers the system enumerations of a type with their items', async () => {
    const response = await get(
      '/api/custom/enumeration/system/by/type?systemCustomEnumerationType=1999&language=en',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        customEnumerationCode: 'ZZ_SYS',
        type: 1999,
        items: [expect.objectContaining({ value: 'ZZ_S1', name: 'System one', type: 1999 })],
      },
    ]);
  });

  it('refuses a type above 2000 with 400 naming systemCustomEnumerationType, in the request language', async () => {
    const response = await get(
      '/api/custom/enumeration/system/by/type?systemCustomEnumerationType=2101&language=it',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      { field: 'systemCustomEnumerationType', message: 'Il tipo di enumerazione di sistema va da 0 a 2000.' },
    ]);
  });
});

describe('GET /api/company/standard/currency/getAll', () => {
  it('answers currencyCode and the English currencyName in English', async () => {
    const currencies = (await get('/api/company/standard/currency/getAll?language=en')).json();
    expect(currencies).toContainEqual({
      currencyCode: 'XTS',
      currencyName: 'Test currency',
      chineseName: '测试货币',
      symbol: '¤',
      decimals: 2,
      enabled: true,
    });
    expect(currencies).toContainEqual(
      expect.objectContaining({ currencyCode: 'XXX', enabled: false, symbol: null }),
    );
  });

  it('answers the Chinese names as currencyName with language=chineseName', async () => {
    const currencies = (await get('/api/company/standard/currency/getAll?language=chineseName')).json();
    expect(currencies).toContainEqual(
      expect.objectContaining({ currencyCode: 'XTS', currencyName: '测试货币' }),
    );
  });

  it('answers the Chinese names to a Chinese interface language', async () => {
    const currencies = (await get('/api/company/standard/currency/getAll?language=zh_cn')).json();
    expect(currencies).toContainEqual(
      expect.objectContaining({ currencyCode: 'XXX', currencyName: '无币种' }),
    );
  });
});

describe('access', () => {
  it.each([
    '/api/enum/item/list?customEnumerationCode=ZZ_COLOR',
    '/api/enum/item/codes',
    '/api/cloud/env',
    '/api/custom/enumerations/template/by/type?type=2101',
    '/api/custom/enumeration/system/by/type?systemCustomEnumerationType=1999',
    '/api/company/standard/currency/getAll',
  ])('answers 401 to %s without a token', async (url) => {
    expect((await service.call({ method: 'GET', url })).statusCode).toBe(401);
  });
});
