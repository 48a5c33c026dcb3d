import type { Decision } from '../types';

export type Profile = Readonly<Record<string, unknown>>;

/**
 * Where profile values come from. The shape lets the session plug in as it is:
 * `checkProfile(snapshot, ...)` reads `snapshot.user.profile` and `snapshot.tenantProfile`;
 * `checkProfile(user, ...)` reads `user.profile`; `{ profile, tenantProfile }` works too.
 */
export interface ProfileSources {
  /** The general profile; when absent, `user.profile` is read. */
  readonly profile?: Profile | null | undefined;
  readonly user?: { readonly profile?: Profile | null | undefined } | null | undefined;
  /** The tenant-role profile (`/api/function/profiles?roleType=TENANT`). */
  readonly tenantProfile?: Profile | null | undefined;
}

/** The profile a check reads: the general one or the tenant-role one. */
export type ProfileSource = 'general' | 'tenant';

export interface ProfileCheckOptions {
  /** `general` unless told. */
  readonly source?: ProfileSource;
}

/** A value a profile field is compared with; compared strictly (`'true'` is not `true`). */
export type ProfileValue = string | number | boolean | null;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

const hasOwn = (record: Readonly<Record<string, unknown>>, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(record, key);

/**
 * Profiles mix nested objects with flat keys that themselves hold dots (`'web.invoice.enabled':
 * true`), so each step tries the longest key first and descends only when a shorter one exists.
 */
function valueAt(record: Readonly<Record<string, unknown>>, segments: readonly string[]): unknown {
  for (let length = segments.length; length > 0; length -= 1) {
    const key = segments.slice(0, length).join('.');
    if (!hasOwn(record, key)) continue;
    const value = record[key];
    if (length === segments.length) return value;
    if (isRecord(value)) {
      const found = valueAt(value, segments.slice(length));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The profile a source names, or undefined when the sources do not have it. */
export function profileOf(sources: ProfileSources, source: ProfileSource = 'general'): Profile | undefined {
  if (source === 'tenant') return sources.tenantProfile ?? undefined;
  return sources.profile ?? sources.user?.profile ?? undefined;
}

/** The value at a path (`'expense.report.enabled'`), or undefined when the path leads nowhere. */
export function readProfile(
  sources: ProfileSources | null | undefined,
  path: string,
  options: ProfileCheckOptions = {},
): unknown {
  const profile = sources ? profileOf(sources, options.source) : undefined;
  return profile === undefined || path === '' ? undefined : valueAt(profile, path.split('.'));
}

const display = (value: ProfileValue): string => (typeof value === 'string' ? value : String(value));

// `Array.isArray` does not narrow a readonly array out of a union; this guard does.
const isValueList = (allowed: ProfileValue | readonly ProfileValue[]): allowed is readonly ProfileValue[] =>
  Array.isArray(allowed);

/**
 * Whether the profile field at `path` is the allowed value or one of the allowed values. A missing
 * path matches nothing. Profiles are settings, not grants: `permitAll` does not apply to them.
 */
export function hasProfile(
  sources: ProfileSources | null | undefined,
  path: string,
  allowed: ProfileValue | readonly ProfileValue[],
  options: ProfileCheckOptions = {},
): boolean {
  const value = readProfile(sources, path, options);
  if (value === undefined) return false;
  // Strict equality: a profile value that is an object or array equals no allowed value.
  return isValueList(allowed) ? allowed.some((candidate) => candidate === value) : value === allowed;
}

/** `hasProfile` with why: rule `profile`, key the path, missing the allowed values when denied. */
export function checkProfile(
  sources: ProfileSources | null | undefined,
  path: string,
  allowed: ProfileValue | readonly ProfileValue[],
  options: ProfileCheckOptions = {},
): Decision {
  if (!sources) return { allowed: false, rule: 'signed-out', key: path };
  if (hasProfile(sources, path, allowed, options)) return { allowed: true, rule: 'profile', key: path };
  const values = isValueList(allowed) ? allowed : [allowed];
  return { allowed: false, rule: 'profile', key: path, missing: values.map(display) };
}
