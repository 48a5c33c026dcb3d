import { describe, expect, it } from 'vitest';
import {
  avatarText,
  avatarTone,
  avatarTones,
  choiceKey,
  departmentChoice,
  effectiveMax,
  heldState,
  initialChoices,
  isAtMax,
  joinDetails,
  neighbourAfterRemoval,
  personChoice,
  removeChoice,
  toggleAll,
  toggleChoice,
  type AddressBookChoice,
} from './addressBook';

const person = (userOID: string, fullName = userOID): AddressBookChoice =>
  personChoice({ userOID, fullName });
const department = (departmentOID: string): AddressBookChoice =>
  departmentChoice({ departmentOID, name: departmentOID, hasChildren: false });
const keys = (choices: readonly AddressBookChoice[]) => choices.map(choiceKey);

describe('choice keys', () => {
  it('keeps a person and a department with the same id apart', () => {
    expect(choiceKey(person('x'))).not.toBe(choiceKey(department('x')));
  });
});

describe('effectiveMax', () => {
  it('is 1 for a single choice whatever max says', () => {
    expect(effectiveMax({ multiple: false, max: 5 })).toBe(1);
  });

  it('is unlimited for a multiple choice without max', () => {
    expect(effectiveMax({ multiple: true })).toBe(Number.POSITIVE_INFINITY);
  });

  it('rounds a fractional max down and never goes below 1', () => {
    expect(effectiveMax({ multiple: true, max: 2.7 })).toBe(2);
    expect(effectiveMax({ multiple: true, max: 0 })).toBe(1);
  });
});

describe('initialChoices', () => {
  it('drops duplicates of the preselected values, keeping the first', () => {
    const chosen = initialChoices([person('a'), person('b'), person('a')], { multiple: true });
    expect(keys(chosen)).toEqual(['person:a', 'person:b']);
  });

  it('keeps no more than the limit', () => {
    const chosen = initialChoices([person('a'), person('b'), person('c')], { multiple: true, max: 2 });
    expect(keys(chosen)).toEqual(['person:a', 'person:b']);
  });

  it('keeps only the first for a single choice', () => {
    expect(keys(initialChoices([person('a'), person('b')], { multiple: false }))).toEqual(['person:a']);
  });
});

describe('toggleChoice', () => {
  it('replaces the held choice in a single choice', () => {
    const outcome = toggleChoice([person('a')], person('b'), { multiple: false });
    expect(keys(outcome.chosen)).toEqual(['person:b']);
  });

  it('keeps the held choice when it is chosen again in a single choice', () => {
    const outcome = toggleChoice([person('a')], person('a'), { multiple: false });
    expect(keys(outcome.chosen)).toEqual(['person:a']);
  });

  it('adds at the end in a multiple choice', () => {
    const outcome = toggleChoice([person('a')], department('d'), { multiple: true });
    expect(keys(outcome.chosen)).toEqual(['person:a', 'department:d']);
  });

  it('removes a held choice in a multiple choice', () => {
    const outcome = toggleChoice([person('a'), person('b')], person('a'), { multiple: true });
    expect(keys(outcome.chosen)).toEqual(['person:b']);
  });

  it('refuses to add past the limit and says so', () => {
    const chosen = [person('a'), person('b')];
    const outcome = toggleChoice(chosen, person('c'), { multiple: true, max: 2 });
    expect(outcome).toEqual({ chosen, refused: 'max' });
  });

  it('still removes at the limit', () => {
    const outcome = toggleChoice([person('a'), person('b')], person('b'), { multiple: true, max: 2 });
    expect(outcome.refused).toBeUndefined();
    expect(keys(outcome.chosen)).toEqual(['person:a']);
  });
});

describe('isAtMax', () => {
  it('is never true for a single choice, which replaces', () => {
    expect(isAtMax([person('a')], { multiple: false })).toBe(false);
  });

  it('is true once a multiple choice holds max', () => {
    expect(isAtMax([person('a'), person('b')], { multiple: true, max: 2 })).toBe(true);
  });
});

describe('toggleAll', () => {
  it('adds the ones not held, in order', () => {
    const outcome = toggleAll([person('b')], [person('a'), person('b'), person('c')], { multiple: true });
    expect(keys(outcome.chosen)).toEqual(['person:b', 'person:a', 'person:c']);
  });

  it('removes them all when all are held', () => {
    const outcome = toggleAll([person('x'), person('a'), person('b')], [person('a'), person('b')], {
      multiple: true,
    });
    expect(keys(outcome.chosen)).toEqual(['person:x']);
  });

  it('adds up to the limit and says the rest was refused', () => {
    const outcome = toggleAll([person('x')], [person('a'), person('b'), person('c')], {
      multiple: true,
      max: 3,
    });
    expect(keys(outcome.chosen)).toEqual(['person:x', 'person:a', 'person:b']);
    expect(outcome.refused).toBe('max');
  });
});

describe('heldState', () => {
  it('says none, some or all of a list are held', () => {
    const list = [person('a'), person('b')];
    expect(heldState([], list)).toBe('none');
    expect(heldState([person('a')], list)).toBe('some');
    expect(heldState([person('b'), person('a')], list)).toBe('all');
  });
});

describe('removeChoice and neighbourAfterRemoval', () => {
  it('removes by key', () => {
    expect(keys(removeChoice([person('a'), department('d')], 'department:d'))).toEqual(['person:a']);
  });

  it('gives the next key, else the previous, else none', () => {
    expect(neighbourAfterRemoval(['a', 'b', 'c'], 'b')).toBe('c');
    expect(neighbourAfterRemoval(['a', 'b', 'c'], 'c')).toBe('b');
    expect(neighbourAfterRemoval(['a'], 'a')).toBeUndefined();
  });
});

describe('avatars', () => {
  it('shows the given name of a Chinese name', () => {
    expect(avatarText('王建国')).toBe('建国');
    expect(avatarText('欧阳娜娜')).toBe('娜娜');
    expect(avatarText('李明')).toBe('李明');
  });

  it('shows the initials of a Latin name', () => {
    expect(avatarText('giulia maria rossi')).toBe('GR');
    expect(avatarText('Tanaka')).toBe('T');
  });

  it('gives a stable tone to the same key', () => {
    expect(avatarTone('person:1')).toBe(avatarTone('person:1'));
    expect(avatarTones).toContain(avatarTone('person:2'));
  });
});

describe('joinDetails', () => {
  it('joins the given parts with a middle dot, skipping empty ones', () => {
    expect(joinDetails(['前端工程师', null, ' ', '研发中心'])).toBe('前端工程师 · 研发中心');
  });
});
