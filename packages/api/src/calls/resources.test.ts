import { describe, expect, it } from 'vitest';
import { resourceQueryOf } from './resources';

describe('resourceQueryOf', () => {
  it('sends a filter on a reserved name (language, key, roleType) as filter.<name>, others as they are', () => {
    expect(resourceQueryOf({ language: 'en', key: 'a', roleType: 'X', status: ['DRAFT'], page: 1 })).toEqual({
      'filter.language': 'en',
      'filter.key': 'a',
      'filter.roleType': 'X',
      status: ['DRAFT'],
      page: 1,
    });
  });
});
