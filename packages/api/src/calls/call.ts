import type { HttpClient, RequestOptions } from '@opsdesk/http';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';

// The schemas are classic zod or zod/mini (the shell's first answers): both are `$ZodType` of zod's
// core. This module imports no zod at run time, so that the modules of the calls, and the pages that
// import them, load without it: a schema is checked through the Standard Schema `validate` it
// carries, which runs the same core parse as `safeParse`.

/** An answer checked against its schema: its data as the schema reads it, or what is wrong with it. */
export type AnswerCheck<T> =
  | { readonly success: true; readonly data: T }
  | { readonly success: false; readonly issues: readonly $ZodIssue[] };

/** Checks an answer against its schema (classic zod or zod/mini) without throwing. */
export function safeParseAnswer<T>(schema: $ZodType<T>, data: unknown): AnswerCheck<T> {
  const result = schema['~standard'].validate(data);
  if (result instanceof Promise) {
    // zod checks again asynchronously a schema with an async part, or one whose check threw (its
    // error then rejects this promise). Answer schemas must check at once, as `safeParse` requires.
    result.catch(() => undefined);
    throw new TypeError('An answer schema must check synchronously: it has an async part or a check threw.');
  }
  // zod's `validate` reports its own finalized issues, which are `$ZodIssue`s.
  if (result.issues) return { success: false, issues: result.issues as readonly $ZodIssue[] };
  return { success: true, data: result.value };
}

/** An answer that failed its check, for `ContractError` to name what a wrongly typed field holds. */
export interface FailedAnswer {
  readonly value: unknown;
}

/** The value at `path` in `answer`, or undefined where the path leaves it. */
function valueAt(answer: unknown, path: readonly PropertyKey[]): unknown {
  let value = answer;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The kind of a value as an issue names it: `null`, `array`, `NaN` or its `typeof`. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  return typeof value;
}

/** What a size counts, by the origin of a too_small or too_big issue; numbers and dates count none. */
const sizeUnits: Readonly<Record<string, string>> = {
  string: 'characters',
  array: 'items',
  set: 'items',
  file: 'bytes',
};

/**
 * What an issue says is wrong, in the checker's own words. zod/mini loads no locale (its messages
 * are all "Invalid input" unless classic zod happened to load one), so the message is worded from
 * the issue's code and details; a custom issue keeps the message its schema gave it. The wording
 * stays short: this module loads with every page that makes a call.
 */
function wrongOf(issue: $ZodIssue, answer: FailedAnswer | undefined): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}${answer ? `, received ${kindOf(valueAt(answer.value, issue.path))}` : ''}`;
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const bound = `${small ? '>' : '<'}${issue.inclusive ? '=' : ''}${small ? issue.minimum : issue.maximum}`;
      const unit = sizeUnits[issue.origin];
      return `expected ${issue.origin} ${unit ? `to have ${bound} ${unit}` : `to be ${bound}`}`;
    }
    case 'invalid_format':
      if (issue.format === 'regex') return `expected to match ${issue.pattern}`;
      return 'prefix' in issue
        ? `expected to start with "${String(issue.prefix)}"`
        : `expected a valid ${issue.format}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => (typeof value === 'string' ? `"${value}"` : String(value))).join(', ')}`;
    case 'invalid_union':
      return 'matches none of the expected shapes';
    case 'custom':
      return issue.message;
    default:
      // Codes these answers hardly meet (unrecognized_keys, invalid_key, invalid_element, not_multiple_of).
      return issue.code.replace(/_/g, ' ');
  }
}

/**
 * An answer that does not match the contract: a typed error at the call, not a crash three
 * screens later. `issues` say which fields are wrong.
 */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  /** `answer`, when given, is only read to word the message: the error does not keep the data. */
  constructor(
    readonly call: string,
    readonly issues: readonly $ZodIssue[],
    answer?: FailedAnswer,
  ) {
    super(
      `${call} answered outside its contract: ${issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || '(root)'} ${wrongOf(issue, answer)}`)
        .join('; ')}`,
    );
  }
}

export function isContractError(error: unknown): error is ContractError {
  return error instanceof ContractError;
}

/** Checks an answer against its schema (classic zod or zod/mini). */
export function parseAnswer<T>(call: string, schema: $ZodType<T>, data: unknown): T {
  const result = safeParseAnswer(schema, data);
  if (!result.success) throw new ContractError(call, result.issues, { value: data });
  return result.data;
}

/**
 * The schema of an answer, or a function that loads it. The calls pass a loader
 * (`async () => (await import('../schemas/account')).loggedInUserSchema`): zod and the schemas then
 * load alongside the first request instead of with the module that makes it.
 */
export type AnswerSchema<T> = $ZodType<T> | (() => Promise<$ZodType<T>>);

/**
 * Checks the answer of a request that is already under way against its schema, loading the schema
 * meanwhile. A failed request rejects with its own error, even when the schema failed to load too;
 * a schema that fails to load rejects the call once the answer is in.
 */
export async function checkAnswer<T>(
  call: string,
  schema: AnswerSchema<T>,
  answer: Promise<unknown>,
): Promise<T> {
  const loading = (async () => (typeof schema === 'function' ? schema() : schema))();
  // Read after the answer: until then a load failure must not surface as an unhandled rejection.
  loading.catch(() => undefined);
  const data = await answer;
  return parseAnswer(call, await loading, data);
}

/** A GET whose answer is checked against `schema`, loaded with the request when it is a loader. */
export async function getChecked<T>(
  http: HttpClient,
  call: string,
  url: string,
  schema: AnswerSchema<T>,
  params?: object,
  options?: RequestOptions,
): Promise<T> {
  return checkAnswer(call, schema, http.get(url, params, options));
}

/** A POST whose answer is checked against `schema`, loaded with the request when it is a loader. */
export async function postChecked<T>(
  http: HttpClient,
  call: string,
  url: string,
  schema: AnswerSchema<T>,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  return checkAnswer(call, schema, http.post(url, body, options));
}

/** A PUT whose answer is checked against `schema`, loaded with the request when it is a loader. */
export async function putChecked<T>(
  http: HttpClient,
  call: string,
  url: string,
  schema: AnswerSchema<T>,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  return checkAnswer(call, schema, http.put(url, body, options));
}
