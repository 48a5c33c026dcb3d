import { describe, expect, it } from 'vitest';
import {
  availableTriage,
  defaultIssueFilters,
  filtersFromSearch,
  issueQuery,
  issuesToTriage,
  searchOf,
} from './issueStream';

describe('the issue stream filters', () => {
  it('start on the unresolved issues, newest last seen first', () => {
    const filters = filtersFromSearch(new URLSearchParams());
    expect(filters).toEqual(defaultIssueFilters);
    expect(issueQuery('expense-web', filters, new Date('2025-03-10T00:00:00Z'), 20)).toEqual({
      projectName: 'expense-web',
      page: 0,
      size: 20,
      sort: 'lastSeen,desc',
      status: ['UNRESOLVED'],
    });
  });

  it('keep in the address only what differs from the defaults, and read it back', () => {
    const filters = { ...defaultIssueFilters, status: 'ALL' as const, level: 'FATAL' as const, page: 2 };
    const search = searchOf(filters);
    expect(search.toString()).toBe('status=ALL&level=FATAL&page=2');
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it('ignore unknown values in the address', () => {
    const filters = filtersFromSearch(new URLSearchParams('status=BROKEN&sort=title&range=1y&page=-3'));
    expect(filters.status).toBe('UNRESOLVED');
    expect(filters.sort).toBe('lastSeen');
    expect(filters.range).toBe('');
    expect(filters.page).toBe(0);
  });

  it('turn a quick range into a lastSeen lower bound and drop the status for ALL', () => {
    const query = issueQuery(
      'p',
      { ...defaultIssueFilters, status: 'ALL', range: '7d', keyword: '  Timeout ', sort: 'count' },
      new Date('2025-03-10T12:00:00.000Z'),
      50,
    );
    expect(query).toEqual({
      projectName: 'p',
      page: 0,
      size: 50,
      sort: 'count,desc',
      lastSeenFrom: '2025-03-03T12:00:00.000Z',
      keyword: 'Timeout',
    });
  });
});

describe('triage of a selection', () => {
  const issues = [
    { id: 1, status: 'UNRESOLVED' },
    { id: 2, status: 'RESOLVED' },
    { id: 3, status: 'IGNORED' },
  ];

  it('resolves the unresolved and ignored issues, not the resolved ones', () => {
    expect(issuesToTriage('resolve', issues).map((issue) => issue.id)).toEqual([1, 3]);
  });

  it('ignores only unresolved issues and reopens resolved and ignored ones', () => {
    expect(issuesToTriage('ignore', issues).map((issue) => issue.id)).toEqual([1]);
    expect(issuesToTriage('reopen', issues).map((issue) => issue.id)).toEqual([2, 3]);
  });

  it('offers only the actions that change something', () => {
    expect(availableTriage([{ status: 'RESOLVED' }])).toEqual(['reopen']);
    expect(availableTriage([{ status: 'UNRESOLVED' }])).toEqual(['resolve', 'ignore']);
    expect(availableTriage([])).toEqual([]);
  });
});
