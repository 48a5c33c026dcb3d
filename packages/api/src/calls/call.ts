import type { HttpClient, RequestOptions } from '@opsdesk/http';
import type { z } from 'zod';

/**
 * An answer that does not match the contract: a typed error at the call, not a crash three
 * screens later. `issues` say which fields are wrong.
 */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    readonly call: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(
      `${call} answered outside its contract: ${issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`)
        .join('; ')}`,
    );
  }
}

export function isContractError(error: unknown): error is ContractError {
  return error instanceof ContractError;
}

/** Checks an answer against its schema. */
export function parseAnswer<T>(call: string, schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContractError(call, result.error.issues);
  return result.data;
}

/**
 * The schema of an answer, or a function that loads it. The calls pass a loader
 * (`async () => (await import('../schemas/account')).loggedInUserSchema`): zod and the schemas then
 * load alongside the first request instead of with the module that makes it.
 */
export type AnswerSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

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
