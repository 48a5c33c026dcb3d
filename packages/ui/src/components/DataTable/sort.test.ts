import { describe, expect, it } from 'vitest';
import { nextSort, parseSort } from './sort';

describe('sort strings', () => {
  it('reads field and direction from field,desc', () => {
    expect(parseSort('submitted_date,desc')).toEqual({ field: 'submitted_date', direction: 'desc' });
  });

  it('reads a bare field as ascending', () => {
    expect(parseSort('code')).toEqual({ field: 'code', direction: 'asc' });
  });

  it('rejects an unknown direction', () => {
    expect(parseSort('code,up')).toBeUndefined();
  });

  it('cycles a field through asc, desc and no sort', () => {
    expect(nextSort(undefined, 'code')).toBe('code,asc');
    expect(nextSort('code,asc', 'code')).toBe('code,desc');
    expect(nextSort('code,desc', 'code')).toBeUndefined();
  });

  it('starts another field ascending', () => {
    expect(nextSort('code,desc', 'amount')).toBe('amount,asc');
  });
});
