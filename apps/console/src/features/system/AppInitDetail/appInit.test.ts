import { describe, expect, it } from 'vitest';
import { checkConfigJson, compareClouds } from './appInit';

describe('checkConfigJson', () => {
  it('pretty-prints a JSON object', () => {
    expect(checkConfigJson('{"ocrEnabled":true}')).toEqual({
      state: 'valid',
      pretty: '{\n  "ocrEnabled": true\n}',
    });
  });

  it('refuses text that is not JSON, and JSON that is not an object', () => {
    expect(checkConfigJson('{ocr: true}').state).toBe('invalid');
    expect(checkConfigJson('[1, 2]')).toEqual({ state: 'invalid', reason: 'not-object' });
  });

  it('takes empty settings as empty', () => {
    expect(checkConfigJson('  ')).toEqual({ state: 'empty' });
    expect(checkConfigJson(undefined)).toEqual({ state: 'empty' });
  });
});

describe('compareClouds', () => {
  const current = {
    id: 1,
    cloud: 'HW_BJ',
    initVersion: '5.16.0',
    minSupportedVersion: '5.10.0',
    forceUpdate: false,
  };

  it('puts the current cloud first and flags the versions other clouds differ in', () => {
    const rows = compareClouds(current, [
      { id: 3, cloud: 'AZURE_JP', initVersion: '5.15.0', minSupportedVersion: '5.10.0', forceUpdate: false },
      current,
      { id: 2, cloud: 'AWS_SG', initVersion: '5.16.0', minSupportedVersion: '5.8.0', forceUpdate: true },
    ]);
    expect(rows.map((row) => [row.config.cloud, row.current, row.differs])).toEqual([
      ['HW_BJ', true, []],
      ['AWS_SG', false, ['minSupportedVersion', 'forceUpdate']],
      ['AZURE_JP', false, ['initVersion']],
    ]);
  });
});
