/**
 * The address book's own types and its choice rules, free of React and of any transport: the
 * loaders are injected, shaped so that the `@opsdesk/api` calls plug in as they are.
 */

/**
 * A department of the tree, as `listRootDepartments` and `listChildDepartments` answer it
 * (`DepartmentLookup` fits as it is; extra fields are kept and handed back).
 */
export interface AddressBookDepartment {
  /** The identifier of a department (spec §3). */
  readonly departmentOID: string;
  readonly name: string;
  readonly code?: string | null | undefined;
  readonly managerName?: string | null | undefined;
  /** Whether it has children to expand. */
  readonly hasChildren: boolean;
}

/** A department found by name, with its ancestors from the root down (`DepartmentMatchLookup`). */
export type AddressBookDepartmentMatch<D extends AddressBookDepartment = AddressBookDepartment> = D & {
  /** From the root down to the parent; empty for a root. */
  readonly path: readonly { readonly departmentOID: string; readonly name: string }[];
};

/**
 * A person, as the staff searches answer (`StaffLookup` fits as it is: spec §3 "Staff result":
 * employeeID, fullName, mobile, email, departmentName, position, userOID...).
 */
export interface AddressBookPerson {
  readonly userOID: string;
  readonly fullName: string;
  readonly employeeID?: string | null | undefined;
  readonly departmentName?: string | null | undefined;
  readonly position?: string | null | undefined;
  readonly mobile?: string | null | undefined;
  readonly email?: string | null | undefined;
}

/** A page of results, as a Spring page (`Page<T>` of `@opsdesk/api` fits as it is). */
export interface AddressBookPage<T> {
  readonly content: readonly T[];
  /** How many there are in all. */
  readonly totalElements: number;
}

/** What every loader receives besides its arguments: abort when the answer is no longer wanted. */
export interface AddressBookLoadOptions {
  readonly signal: AbortSignal;
}

/** The three (or four) functions the address book reads with. */
export interface AddressBookLoaders<
  P extends AddressBookPerson = AddressBookPerson,
  D extends AddressBookDepartment = AddressBookDepartment,
> {
  /** The roots (`null`) or the children of a department. */
  readonly loadChildren: (
    departmentOID: string | null,
    options: AddressBookLoadOptions,
  ) => Promise<readonly D[]>;
  /** The people of a department, a page at a time (`page` from 0). */
  readonly loadPeople: (
    departmentOID: string,
    page: number,
    options: AddressBookLoadOptions,
  ) => Promise<AddressBookPage<P>>;
  /** People across the company whose name, employee ID, e-mail or mobile matches, a page at a time. */
  readonly searchPeople: (
    query: string,
    page: number,
    options: AddressBookLoadOptions,
  ) => Promise<AddressBookPage<P>>;
  /** Optional: departments whose name or code matches; shown above the people, each opens in the tree. */
  readonly searchDepartments?: (
    query: string,
    page: number,
    options: AddressBookLoadOptions,
  ) => Promise<AddressBookPage<AddressBookDepartmentMatch<D>>>;
}

/** One choice: a person, or a whole department (with `selectDepartments`). */
export type AddressBookChoice<
  P extends AddressBookPerson = AddressBookPerson,
  D extends AddressBookDepartment = AddressBookDepartment,
> = { readonly kind: 'person'; readonly person: P } | { readonly kind: 'department'; readonly department: D };

/** How many may be chosen. */
export interface ChoiceRules {
  readonly multiple: boolean;
  /** At most this many (multiple choice only); no limit when left out. */
  readonly max?: number | undefined;
}

export const personChoice = <P extends AddressBookPerson>(person: P) => ({ kind: 'person', person }) as const;

export const departmentChoice = <D extends AddressBookDepartment>(department: D) =>
  ({ kind: 'department', department }) as const;

/** A key unique among people and departments. */
export function choiceKey(choice: AddressBookChoice<AddressBookPerson, AddressBookDepartment>): string {
  return choice.kind === 'person' ? personKey(choice.person) : departmentKey(choice.department);
}

export const personKey = (person: Pick<AddressBookPerson, 'userOID'>) => `person:${person.userOID}`;
export const departmentKey = (department: Pick<AddressBookDepartment, 'departmentOID'>) =>
  `department:${department.departmentOID}`;

/** The name a choice shows. */
export function choiceName(choice: AddressBookChoice<AddressBookPerson, AddressBookDepartment>): string {
  return choice.kind === 'person' ? choice.person.fullName : choice.department.name;
}

/** The limit that applies: 1 for a single choice, `max` (a whole number from 1) or none. */
export function effectiveMax(rules: ChoiceRules): number {
  if (!rules.multiple) return 1;
  if (rules.max === undefined || !Number.isFinite(rules.max)) return Number.POSITIVE_INFINITY;
  return Math.max(1, Math.floor(rules.max));
}

/** True when a multiple choice holds as many as it may: the others cannot be added. */
export function isAtMax(chosen: readonly unknown[], rules: ChoiceRules): boolean {
  return rules.multiple && chosen.length >= effectiveMax(rules);
}

/** The preselected values as the dialog starts with them: without duplicates, within the limit. */
export function initialChoices<C extends AddressBookChoice<AddressBookPerson, AddressBookDepartment>>(
  value: readonly C[] | undefined,
  rules: ChoiceRules,
): readonly C[] {
  const seen = new Set<string>();
  const out: C[] = [];
  for (const choice of value ?? []) {
    const key = choiceKey(choice);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(choice);
  }
  return out.slice(0, effectiveMax(rules));
}

export interface ToggleOutcome<C> {
  readonly chosen: readonly C[];
  /** Set when the choice was refused: the limit is reached. */
  readonly refused?: 'max';
}

/**
 * Chooses or unchooses: a single choice replaces the one held (choosing it again keeps it); a
 * multiple choice adds at the end or removes, and refuses to add past the limit.
 */
export function toggleChoice<C extends AddressBookChoice<AddressBookPerson, AddressBookDepartment>>(
  chosen: readonly C[],
  choice: C,
  rules: ChoiceRules,
): ToggleOutcome<C> {
  const key = choiceKey(choice);
  const held = chosen.some((candidate) => choiceKey(candidate) === key);
  if (!rules.multiple) return { chosen: held ? chosen : [choice] };
  if (held) return { chosen: chosen.filter((candidate) => choiceKey(candidate) !== key) };
  if (isAtMax(chosen, rules)) return { chosen, refused: 'max' };
  return { chosen: [...chosen, choice] };
}

/**
 * Chooses every one of `choices` not held yet, in order, up to the limit; or, when all are held
 * already, unchooses them all (the "select all" of a list).
 */
export function toggleAll<C extends AddressBookChoice<AddressBookPerson, AddressBookDepartment>>(
  chosen: readonly C[],
  choices: readonly C[],
  rules: ChoiceRules,
): ToggleOutcome<C> {
  const keys = new Set(choices.map(choiceKey));
  const heldKeys = new Set(chosen.map(choiceKey));
  if (choices.length > 0 && choices.every((choice) => heldKeys.has(choiceKey(choice)))) {
    return { chosen: chosen.filter((candidate) => !keys.has(choiceKey(candidate))) };
  }
  const room = effectiveMax(rules) - chosen.length;
  const missing = choices.filter((choice) => !heldKeys.has(choiceKey(choice)));
  const added = missing.slice(0, Math.max(0, room));
  const next = { chosen: [...chosen, ...added] };
  return added.length < missing.length ? { ...next, refused: 'max' } : next;
}

/** "All", "some" or "none" of `choices` are held: the state of a select-all checkbox. */
export function heldState(
  chosen: readonly AddressBookChoice<AddressBookPerson, AddressBookDepartment>[],
  choices: readonly AddressBookChoice<AddressBookPerson, AddressBookDepartment>[],
): 'all' | 'some' | 'none' {
  const held = new Set(chosen.map(choiceKey));
  const count = choices.filter((choice) => held.has(choiceKey(choice))).length;
  if (count === 0) return 'none';
  return count === choices.length ? 'all' : 'some';
}

/** Removes the choice of `key`. */
export function removeChoice<C extends AddressBookChoice<AddressBookPerson, AddressBookDepartment>>(
  chosen: readonly C[],
  key: string,
): readonly C[] {
  return chosen.filter((candidate) => choiceKey(candidate) !== key);
}

/**
 * The key whose remove button takes the focus after `key` is removed: the next, else the previous,
 * else none (the caller then focuses the search box).
 */
export function neighbourAfterRemoval(keys: readonly string[], key: string): string | undefined {
  const index = keys.indexOf(key);
  if (index < 0) return undefined;
  return keys[index + 1] ?? keys[index - 1];
}

/**
 * The text of a person's avatar: the given name of a Chinese name (its last two characters, the
 * way Chinese address books show it), the initials of a Latin one.
 */
export function avatarText(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return '?';
  const characters = Array.from(trimmed);
  if (/\p{Script=Han}/u.test(trimmed)) {
    const han = characters.filter((character) => /\p{Script=Han}/u.test(character));
    return han.slice(-2).join('');
  }
  const words = trimmed.split(/\s+/).filter(Boolean);
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** The tones an avatar can take; the same person always gets the same one. */
export const avatarTones = ['info', 'success', 'warning', 'neutral'] as const;
export type AvatarTone = (typeof avatarTones)[number];

export function avatarTone(key: string): AvatarTone {
  let hash = 0;
  for (const character of key) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return avatarTones[hash % avatarTones.length] ?? 'info';
}

/** The non-empty parts joined with " · " (position, department, ...). */
export function joinDetails(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter((part): part is string => part !== undefined && part !== '')
    .join(' · ');
}
