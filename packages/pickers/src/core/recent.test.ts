import { describe, expect, it } from 'vitest';
import { createRecentChoices, RECENT_LIMIT } from './recent';

interface Thing {
  readonly id: number;
}
const key = (thing: Thing) => thing.id;

const memory = () => {
  const values = new Map<string, string>();
  return {
    getItem: (name: string) => values.get(name) ?? null,
    setItem: (name: string, value: string) => void values.set(name, value),
  };
};

describe('createRecentChoices', () => {
  it('lists the newest choice first without duplicates', () => {
    const recent = createRecentChoices(memory());
    for (const id of [1, 2, 1]) recent.remember('tenant', 's', { id }, key);
    expect(recent.list<Thing>('tenant', 's').map(key)).toEqual([1, 2]);
  });

  it(`keeps at most ${RECENT_LIMIT} choices`, () => {
    const recent = createRecentChoices(memory());
    for (let id = 1; id <= RECENT_LIMIT + 2; id += 1) recent.remember('tenant', 's', { id }, key);
    expect(recent.list('tenant', 's')).toHaveLength(RECENT_LIMIT);
  });

  it('keeps choices per scope, so another tenant starts empty', () => {
    const recent = createRecentChoices(memory());
    recent.remember('company', '1:tenant', { id: 7 }, key);
    expect(recent.list('company', '2:tenant')).toEqual([]);
  });

  it('survives a storage that refuses to write (quota), for the page at least', () => {
    const recent = createRecentChoices({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    recent.remember('tenant', 's', { id: 3 }, key);
    expect(recent.list<Thing>('tenant', 's').map(key)).toEqual([3]);
  });

  it('ignores a stored value that is not a list', () => {
    const storage = memory();
    storage.setItem('opsdesk.pickers.recent.tenant.s', '{"broken":');
    expect(createRecentChoices(storage).list('tenant', 's')).toEqual([]);
  });
});
