import type { deployEnvs, RecordListQuery, sentryIssueStatuses, sentryLevels } from '@opsdesk/api';

// The issue stream's filters as the address keeps them, the list query they make, and what the
// triage actions do to a selection. Pure: the screen and its test share it.

export type IssueStatus = (typeof sentryIssueStatuses)[number];
export type IssueLevel = (typeof sentryLevels)[number];
export type DeployEnv = (typeof deployEnvs)[number];

export const issueStatuses: readonly IssueStatus[] = ['UNRESOLVED', 'RESOLVED', 'IGNORED'];
export const issueLevels: readonly IssueLevel[] = ['FATAL', 'ERROR', 'WARNING', 'INFO', 'DEBUG'];
export const quickRanges = ['24h', '7d', '30d'] as const;
export type QuickRange = (typeof quickRanges)[number];
export const issueSorts = ['lastSeen', 'firstSeen', 'count', 'userCount'] as const;
export type IssueSort = (typeof issueSorts)[number];

export interface IssueFilters {
  /** `ALL` shows every status; the stream starts on the unresolved ones. */
  readonly status: IssueStatus | 'ALL';
  readonly level: IssueLevel | '';
  readonly environment: string;
  readonly release: string;
  readonly range: QuickRange | '';
  readonly keyword: string;
  readonly sort: IssueSort;
  readonly page: number;
}

export const defaultIssueFilters: IssueFilters = {
  status: 'UNRESOLVED',
  level: '',
  environment: '',
  release: '',
  range: '',
  keyword: '',
  sort: 'lastSeen',
  page: 0,
};

const oneOf = <V extends string>(values: readonly V[], value: string | null): V | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as V) : undefined;

/** The filters an address holds; anything unknown falls back to the default. */
export function filtersFromSearch(search: URLSearchParams): IssueFilters {
  const page = Number(search.get('page'));
  return {
    status: oneOf<IssueStatus | 'ALL'>([...issueStatuses, 'ALL'], search.get('status')) ?? 'UNRESOLVED',
    level: oneOf(issueLevels, search.get('level')) ?? '',
    environment: search.get('environment') ?? '',
    release: search.get('release') ?? '',
    range: oneOf(quickRanges, search.get('range')) ?? '',
    keyword: search.get('keyword') ?? '',
    sort: oneOf(issueSorts, search.get('sort')) ?? 'lastSeen',
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

/** The address of the filters: only what differs from the defaults. */
export function searchOf(filters: IssueFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of Object.keys(defaultIssueFilters) as (keyof IssueFilters)[]) {
    const value = filters[key];
    if (value !== defaultIssueFilters[key] && value !== '') search.set(key, String(value));
  }
  return search;
}

const rangeDays: Readonly<Record<QuickRange, number>> = { '24h': 1, '7d': 7, '30d': 30 };

/** The sentry-issue list query of a project's stream: newest first unless another order is chosen. */
export function issueQuery(
  projectName: string,
  filters: IssueFilters,
  now: Date,
  size: number,
): RecordListQuery {
  const keyword = filters.keyword.trim();
  return {
    projectName,
    page: filters.page,
    size,
    sort: `${filters.sort},desc`,
    ...(filters.status !== 'ALL' && { status: [filters.status] }),
    ...(filters.level && { level: [filters.level] }),
    ...(filters.environment && { environment: filters.environment }),
    ...(filters.release.trim() && { release: filters.release.trim() }),
    ...(filters.range && {
      lastSeenFrom: new Date(now.getTime() - rangeDays[filters.range] * 86_400_000).toISOString(),
    }),
    ...(keyword && { keyword }),
  };
}

export type TriageAction = 'resolve' | 'ignore' | 'reopen';
export const triageActions: readonly TriageAction[] = ['resolve', 'ignore', 'reopen'];

/** The status each action sets, and the statuses it applies to. */
export const triage: Readonly<Record<TriageAction, { to: IssueStatus; from: readonly IssueStatus[] }>> = {
  resolve: { to: 'RESOLVED', from: ['UNRESOLVED', 'IGNORED'] },
  ignore: { to: 'IGNORED', from: ['UNRESOLVED'] },
  reopen: { to: 'UNRESOLVED', from: ['RESOLVED', 'IGNORED'] },
};

/** The issues of a selection an action changes: those in a status it applies to. */
export function issuesToTriage<I extends Readonly<Record<string, unknown>>>(
  action: TriageAction,
  issues: readonly I[],
): I[] {
  const from: readonly unknown[] = triage[action].from;
  return issues.filter((issue) => from.includes(issue.status));
}

/** The actions that change at least one issue of the selection. */
export function availableTriage(issues: readonly Readonly<Record<string, unknown>>[]): TriageAction[] {
  return triageActions.filter((action) => issuesToTriage(action, issues).length > 0);
}
