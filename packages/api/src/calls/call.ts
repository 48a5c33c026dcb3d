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

/** A GET whose answer is checked against `schema`. */
export async function getChecked<T>(
  http: HttpClient,
  call: string,
  url: string,
  schema: z.ZodType<T>,
  params?: object,
  options?: RequestOptions,
): Promise<T> {
  return parseAnswer(call, schema, await http.get(url, params, options));
}

/** A POST whose answer is checked against `schema`. */
export async function postChecked<T>(
  http: HttpClient,
  call: string,
  url: string,
  schema: z.ZodType<T>,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  return parseAnswer(call, schema, await http.post(url, body, options));
}

/** A PUT whose answer is checked against `schema`. */
export async function putChecked<T>(
  http: HttpClient,
  call: string,
  url: string,
  schema: z.ZodType<T>,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  return parseAnswer(call, schema, await http.put(url, body, options));
}
