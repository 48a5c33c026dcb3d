import { describe, expect, it } from 'vitest';
import { createBaseAddresses, environmentFromHost, isOfficePreviewAllowed, OLD_HOME_PAGE } from './config';
import { resolveHttpLocale } from './messages';
import { applyTablePageSize, pageKeyOf, serializeQuery } from './query';

describe('base addresses', () => {
  it('uses relative service roots and an empty operation-service base in production', () => {
    const addresses = createBaseAddresses('production', { origin: 'https://console.example.com' });
    expect(addresses).toMatchObject({
      operationService: '',
      auth: '',
      budget: '/budget',
      push: '/push',
      payment: '/payment',
      websocket: 'wss://console.example.com/websocket',
      oldHomePage: '/old/#/my/expense/list',
    });
  });

  it('uses /operationservice and absolute hosts in development', () => {
    const addresses = createBaseAddresses('development', { developmentHost: 'http://127.0.0.1:9000/' });
    expect(addresses).toMatchObject({
      operationService: '/operationservice',
      budget: 'http://127.0.0.1:9000/budget',
      push: 'http://127.0.0.1:9000/push',
      payment: 'http://127.0.0.1:9000/payment',
      maps: 'http://127.0.0.1:9000/maps',
      sso: 'http://127.0.0.1:9000/sso-service',
      websocket: 'ws://127.0.0.1:9000/websocket',
    });
    expect(OLD_HOME_PAGE).toBe('/old/#/my/expense/list');
  });

  it('takes overrides for a deployment that differs', () => {
    expect(
      createBaseAddresses('production', { overrides: { payment: 'https://pay.example.com' } }).payment,
    ).toBe('https://pay.example.com');
  });

  it('allows office previews only from the allowed domains over https', () => {
    const addresses = createBaseAddresses('production', {
      officePreviewDomains: ['view.officeapps.live.com', 'preview.example.com'],
    });
    expect(isOfficePreviewAllowed('https://view.officeapps.live.com/op/view.aspx?src=x', addresses)).toBe(
      true,
    );
    expect(isOfficePreviewAllowed('https://eu.preview.example.com/doc', addresses)).toBe(true);
    expect(isOfficePreviewAllowed('http://view.officeapps.live.com/op/view.aspx', addresses)).toBe(false);
    expect(isOfficePreviewAllowed('https://view.officeapps.live.com.evil.test/', addresses)).toBe(false);
    expect(isOfficePreviewAllowed('not a url', addresses)).toBe(false);
  });
});

describe('environmentFromHost', () => {
  it.each([
    ['localhost', 'dev'],
    ['127.0.0.1', 'dev'],
    ['[::1]', 'dev'],
    ['console-dev.example.com', 'dev'],
    ['dev2.console.example.com', 'dev'],
    ['console-uat.example.com', 'uat'],
    ['uat.console.example.com', 'uat'],
    ['console.stage.example.com', 'stage'],
    ['console-stg.example.com', 'stage'],
    ['console.example.com', 'release'],
    ['developer.example.com', 'release'],
    ['console.example.com:8443', 'release'],
    [undefined, 'dev'],
  ])('%s is %s', (host, environment) => {
    expect(environmentFromHost(host)).toBe(environment);
  });
});

describe('query conventions', () => {
  it('serialises dates as ISO strings and objects as JSON', () => {
    expect(serializeQuery({ at: new Date(Date.UTC(2026, 10, 21)), filter: { a: 1 } })).toBe(
      'at=2026-11-21T00%3A00%3A00.000Z&filter=%7B%22a%22%3A1%7D',
    );
  });

  it('skips null and undefined items inside arrays', () => {
    expect(serializeQuery({ a: [1, null, undefined, 2] })).toBe('a=1&a=2');
  });

  it('derives the key from hash-free paths only', () => {
    expect(pageKeyOf('/main/service-info#top')).toBe('service-info');
    expect(pageKeyOf(undefined)).toBeUndefined();
    expect(pageKeyOf('')).toBeUndefined();
  });

  it('ignores a table page size that is not a positive whole number', () => {
    expect(applyTablePageSize({ page: 0, size: 10 }, 0)).toEqual({ page: 0, size: 10 });
    expect(applyTablePageSize({ page: 0, size: 10 }, 2.5)).toEqual({ page: 0, size: 10 });
    expect(applyTablePageSize({ page: 0, size: '10' }, 20)).toEqual({ page: 0, size: 20 });
  });
});

describe('resolveHttpLocale', () => {
  it.each([
    ['zh_cn', 'zh-CN'],
    ['zh_CN', 'zh-CN'],
    ['zh-tw', 'zh-TW'],
    ['zh_hk', 'zh-TW'],
    ['ja', 'ja'],
    ['it', 'it'],
    ['en-us', 'en'],
    ['fr', 'en'],
    [undefined, 'en'],
  ])('%s is %s', (language, locale) => {
    expect(resolveHttpLocale(language)).toBe(locale);
  });
});
