import { describe, expect, it } from 'vitest';
import { describeError } from './describeError';
import { decodeBody, HttpError, spanIdFromHeaders, type HttpResponse } from './errors';
import { exportErrorRows } from './exportErrors';
import { httpLocales, httpMessageIds, httpMessages } from './messages';

function statusError(data: unknown, headers: Record<string, string> = {}, status = 400): HttpError {
  const response: HttpResponse = { status, statusText: '', headers, data };
  return new HttpError({ kind: 'status', method: 'post', url: '/api/tenant', response });
}

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

describe('describeError', () => {
  it('shows the first validation error as field name plus message', () => {
    const error = statusError({
      message: 'Validation failed',
      validationErrors: [
        { field: 'tenantName', message: 'must not be blank' },
        { field: 'tenantCode', message: 'already exists' },
      ],
    });
    expect(describeError(error, { language: 'en' })).toMatchObject({
      message: 'tenantName: must not be blank',
      source: 'validation',
      field: 'tenantName',
      status: 400,
    });
    expect(describeError(error, { language: 'zh_cn' }).message).toBe('tenantName：must not be blank');
  });

  it("names the field by the label the server sends, not by the field's key", () => {
    const error = statusError({
      validationErrors: [{ field: 'swiftCode', label: 'SWIFT/BIC', message: 'Enter 8 or 11 characters' }],
    });
    expect(describeError(error, { language: 'en' })).toMatchObject({
      message: 'SWIFT/BIC: Enter 8 or 11 characters',
      field: 'swiftCode',
    });
  });

  it('does not prefix a message that already names its field', () => {
    const error = statusError({
      validationErrors: [{ field: 'bankName', label: '银行名称', message: '银行名称不能为空' }],
    });
    expect(describeError(error, { language: 'zh_cn' }).message).toBe('银行名称不能为空');
  });

  it('shows a validation error without a field name as its message alone', () => {
    const error = statusError({ validationErrors: [{ message: 'End time is before start time' }] });
    expect(describeError(error)).toMatchObject({
      message: 'End time is before start time',
      field: undefined,
    });
  });

  it('reads Spring-style fieldErrors with defaultMessage', () => {
    const error = statusError({
      fieldErrors: [{ objectName: 'tenant', field: 'region', defaultMessage: 'is required' }],
    });
    expect(describeError(error, { language: 'en' }).message).toBe('region: is required');
  });

  it('skips validation entries without a message', () => {
    const error = statusError({ validationErrors: [{ field: 'a' }, { field: 'b', message: 'too long' }] });
    expect(describeError(error, { language: 'en' }).message).toBe('b: too long');
  });

  it('falls back to the response message', () => {
    expect(
      describeError(statusError({ message: 'Contract is closed', error_description: 'x' })),
    ).toMatchObject({
      message: 'Contract is closed',
      source: 'message',
    });
  });

  it('falls back to the error description when there is no message', () => {
    const error = statusError({ error: 'invalid_grant', error_description: 'Bad credentials' });
    expect(describeError(error)).toMatchObject({ message: 'Bad credentials', source: 'description' });
    expect(describeError(statusError({ errorDescription: 'Locked' })).message).toBe('Locked');
  });

  it.each([
    ['zh_cn', httpMessages['zh-CN']['common.error']],
    ['en', httpMessages.en['common.error']],
    ['ja', httpMessages.ja['common.error']],
    ['zh_TW', httpMessages['zh-TW']['common.error']],
    ['it', httpMessages.it['common.error']],
  ])('falls back to the generic common.error text in %s', (language, text) => {
    expect(describeError(statusError({}), { language })).toMatchObject({ message: text, source: 'generic' });
  });

  it('uses the app translation where it has one', () => {
    const translate = (id: string) => (id === 'common.error' ? '出错了' : undefined);
    expect(describeError(statusError(undefined), { translate }).message).toBe('出错了');
  });

  it('decodes an ArrayBuffer body as UTF-8 JSON first', () => {
    const bytes = encode({ message: '导出失败：超出上限' });
    expect(describeError(statusError(bytes.buffer)).message).toBe('导出失败：超出上限');
    expect(describeError(statusError(bytes)).message).toBe('导出失败：超出上限');
  });

  it('decodes a Blob body through decodeBody', async () => {
    const body = await decodeBody(new Blob([encode({ message: 'blob message' })]));
    expect(body).toEqual({ message: 'blob message' });
  });

  it('returns the span id of the answer with the text', () => {
    expect(describeError(statusError({ message: 'x' }, { 'x-span-id': '5f2c' })).spanId).toBe('5f2c');
    expect(describeError(statusError({ message: 'x' })).spanId).toBeUndefined();
  });

  it('reads axios-shaped errors too', () => {
    const error = {
      response: {
        status: 422,
        headers: { 'X-Span-Id': 'ab' },
        data: encode({ message: 'from axios' }).buffer,
      },
    };
    expect(describeError(error)).toMatchObject({ message: 'from axios', spanId: 'ab', status: 422 });
  });

  it('gives the generic text for errors that are not HTTP errors, hiding internals', () => {
    expect(describeError(new TypeError('x is undefined'), { language: 'en' }).message).toBe(
      httpMessages.en['common.error'],
    );
  });

  it('names failures without an answer: network, timeout', () => {
    expect(
      describeError(new HttpError({ kind: 'network', method: 'get', url: '/x' }), { language: 'en' }).message,
    ).toBe(httpMessages.en['http.error.network']);
    expect(
      describeError(new HttpError({ kind: 'timeout', method: 'get', url: '/x' }), { language: 'ja' }).message,
    ).toBe(httpMessages.ja['http.error.timeout']);
  });

  it('says the session expired, whatever the 401 body says', () => {
    const response: HttpResponse = {
      status: 401,
      statusText: '',
      headers: {},
      data: { message: 'Full authentication is required' },
    };
    const error = new HttpError({
      kind: 'session-expired',
      method: 'get',
      url: '/x',
      response,
      body: response.data,
    });
    expect(describeError(error, { language: 'en' }).message).toBe(
      httpMessages.en['http.error.sessionExpired'],
    );
  });
});

describe('spanIdFromHeaders', () => {
  it.each([
    [{ 'x-span-id': 's1' }, 's1'],
    [{ spanid: 's2' }, 's2'],
    [{ 'x-b3-spanid': 's3' }, 's3'],
    [{ 'x-trace-id': 't1' }, 't1'],
    [
      { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
      '4bf92f3577b34da6a3ce929d0e0e4736',
    ],
    [{ traceparent: 'garbage' }, undefined],
  ])('reads %o', (headers, expected) => {
    expect(spanIdFromHeaders(headers)).toBe(expected);
  });
});

describe('exportErrorRows', () => {
  it('reads a detail page of lineNumber and errorMessage', () => {
    const page = {
      content: [
        { lineNumber: 7, errorMessage: 'Unknown city' },
        { lineNumber: '3', errorMessage: 'Missing tenant code' },
      ],
      totalElements: 2,
    };
    expect(exportErrorRows(page)).toEqual([
      { line: 3, message: 'Missing tenant code' },
      { line: 7, message: 'Unknown city' },
    ]);
  });

  it('reads a plain array of details', () => {
    expect(exportErrorRows([{ lineNumber: 2, errorMessage: 'Bad date' }])).toEqual([
      { line: 2, message: 'Bad date' },
    ]);
  });

  it('reads a map of message to line numbers', () => {
    const body = { errors: { 'Bank code not found': [4, 2], 'Amount exceeds 15 digits': '9,3' } };
    expect(exportErrorRows(body)).toEqual([
      { line: 2, message: 'Bank code not found' },
      { line: 3, message: 'Amount exceeds 15 digits' },
      { line: 4, message: 'Bank code not found' },
      { line: 9, message: 'Amount exceeds 15 digits' },
    ]);
  });

  it('decodes a binary body first', () => {
    expect(exportErrorRows(encode({ errors: { Duplicate: [5] } }).buffer)).toEqual([
      { line: 5, message: 'Duplicate' },
    ]);
  });

  it.each([undefined, null, 'oops', 42, {}, { content: 'x' }, [{ lineNumber: 'x', errorMessage: 1 }]])(
    'gives no rows for %o',
    (body) => {
      expect(exportErrorRows(body)).toEqual([]);
    },
  );
});

describe('messages', () => {
  it('has every message in every locale, none empty', () => {
    for (const locale of httpLocales) {
      for (const id of httpMessageIds) expect(httpMessages[locale][id], `${locale} ${id}`).toMatch(/\S/);
    }
  });
});
