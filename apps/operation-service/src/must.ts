/** The value, or an error naming what was missing: for rows an INSERT ... RETURNING always gives. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
