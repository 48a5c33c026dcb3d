import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', { code: 'ECONNREFUSED' }],
    ['a reset connection', { code: 'ECONNRESET' }],
    ['a connection exception (08006)', { code: '08006' }],
    ['an administrator shutdown (57P01)', { code: '57P01' }],
    ['a server that cannot take connections now (57P03)', { code: '57P03' }],
    ['a statement cancelled by its timeout (57014)', { code: '57014' }],
    ['too many connections (53300)', { code: '53300' }],
    ['a connection cut under a query', new Error('Connection terminated unexpectedly')],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505' }],
    ['a syntax error', { code: '42601' }],
    ['an error of the service', new Error('cannot read properties of undefined')],
    ['nothing', undefined],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
