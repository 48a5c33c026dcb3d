import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** One entry of a 400 answer's `validationErrors`. */
export interface ServerValidationError {
  readonly field?: string | undefined;
  readonly message: string;
}

function validationErrorsIn(body: unknown): ServerValidationError[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const list = (body as { validationErrors?: unknown }).validationErrors;
  if (!Array.isArray(list)) return undefined;
  const errors = list.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { field, message } = entry as { field?: unknown; message?: unknown };
    if (typeof message !== 'string' || message === '') return [];
    return [{ field: typeof field === 'string' && field !== '' ? field : undefined, message }];
  });
  return errors.length > 0 ? errors : undefined;
}

/**
 * The `validationErrors` of a failed call, read structurally wherever the request layer keeps the
 * body: the error itself, `body`, `data`, or an axios-shaped `response.data`.
 */
export function serverValidationErrors(error: unknown): ServerValidationError[] | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { body, data, response } = error as { body?: unknown; data?: unknown; response?: { data?: unknown } };
  return (
    validationErrorsIn(error) ??
    validationErrorsIn(body) ??
    validationErrorsIn(data) ??
    validationErrorsIn(response?.data)
  );
}

function hasPath(values: unknown, path: string): boolean {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !(key in current)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}

export interface ApplyServerErrorsOptions {
  /** Server field names that differ from the form's (`{ tenant_name: 'tenantName' }`). */
  readonly fieldMap?: Readonly<Record<string, string>>;
}

/**
 * Puts a 400 answer's validation errors on the form: each on its field when the form has it, the rest
 * together as the form's own error (`root.server`). The values the user typed stay. True when the
 * error carried validation errors.
 */
export function applyServerValidationErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  options: ApplyServerErrorsOptions = {},
): boolean {
  const errors = serverValidationErrors(error);
  if (!errors) return false;
  const values = form.getValues();
  const unplaced: string[] = [];
  let focused = false;
  for (const { field, message } of errors) {
    const name = field === undefined ? undefined : (options.fieldMap?.[field] ?? field);
    if (name !== undefined && hasPath(values, name)) {
      form.setError(name as FieldPath<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      unplaced.push(field === undefined ? message : `${field}: ${message}`);
    }
  }
  if (unplaced.length > 0) form.setError('root.server', { type: 'server', message: unplaced.join('\n') });
  return true;
}
