/** The rules of a saved filter's name, shared by the dialog and the local store. */

export const SAVED_FILTER_NAME_MAX_LENGTH = 50;

/** Why a name is refused: empty, longer than 50 characters, or already used in the list. */
export type SavedFilterNameProblem = 'required' | 'tooLong' | 'duplicate';

/** The name as it is saved: without the spaces around it. */
export function normalizeSavedFilterName(name: string): string {
  return name.trim();
}

/** Characters as a person counts them (a CJK character or an emoji is one), after trimming. */
export function savedFilterNameLength(name: string): number {
  return Array.from(normalizeSavedFilterName(name)).length;
}

/**
 * The form two names are compared in: case, full-width and half-width forms and runs of spaces do
 * not make a name different ("Open  Tenants" and "open tenants", "ＡＢＣ" and "abc" are the same).
 */
export function savedFilterNameKey(name: string): string {
  return normalizeSavedFilterName(name).normalize('NFKC').replace(/\s+/g, ' ').toLocaleLowerCase();
}

/**
 * What is wrong with `name` in a list that holds `others`, or undefined when it can be saved.
 * `ownId` is the saved filter being renamed: keeping its own name is not a duplicate.
 */
export function validateSavedFilterName(
  name: string,
  others: readonly { readonly id: string; readonly name: string }[],
  ownId?: string,
): SavedFilterNameProblem | undefined {
  const length = savedFilterNameLength(name);
  if (length === 0) return 'required';
  if (length > SAVED_FILTER_NAME_MAX_LENGTH) return 'tooLong';
  const key = savedFilterNameKey(name);
  if (others.some((other) => other.id !== ownId && savedFilterNameKey(other.name) === key))
    return 'duplicate';
  return undefined;
}
