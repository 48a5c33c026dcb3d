import { describe, expect, it } from 'vitest';
import type { PermissionSubject } from '../types';
import { compilePermissions } from './compile';

const subjectWith = (fields: Partial<PermissionSubject> = {}): PermissionSubject => ({
  authorities: [],
  permitAll: false,
  enableNewPermission: true,
  pageRoles: [],
  views: [],
  ...fields,
});

describe('compilePermissions', () => {
  it('indexes a subject once and hands back the same index on every later call', () => {
    const subject = subjectWith({ authorities: ['tenant:read'] });
    expect(compilePermissions(subject)).toBe(compilePermissions(subject));
  });

  it('indexes an equal but distinct subject object afresh', () => {
    expect(compilePermissions(subjectWith())).not.toBe(compilePermissions(subjectWith()));
  });

  it('keeps the widest grant among several views of one key: edit over read-only over none', () => {
    const compiled = compilePermissions(
      subjectWith({
        views: [
          { key: 'a', menuType: 'M', operateType: 2 },
          { key: 'a', menuType: 'F', operateType: 1 },
          { key: 'a', menuType: 'M', operateType: 0 },
          { key: 'b', menuType: 'M', operateType: 0 },
          { key: 'b', menuType: 'F', operateType: 2 },
          { key: 'c', menuType: 'M', operateType: 3 },
        ],
      }),
    );
    expect(Object.fromEntries(compiled.menuGrants)).toEqual({ a: 1, b: 2, c: 0 });
  });

  it('indexes tab and button views apart from menu and function views', () => {
    const compiled = compilePermissions(
      subjectWith({
        views: [
          { key: 'tab', menuType: 'T', operateType: 2 },
          { key: 'button', menuType: 'B', operateType: 1 },
          { key: 'menu', menuType: 'M', operateType: 1 },
          { key: 'odd', menuType: 'X', operateType: 1 },
        ],
      }),
    );
    expect([Object.fromEntries(compiled.menuGrants), Object.fromEntries(compiled.partGrants)]).toEqual([
      { menu: 1 },
      { tab: 2, button: 1 },
    ]);
  });

  it('keeps RW for a key the menu entries list both as R and as RW', () => {
    const compiled = compilePermissions(
      subjectWith({
        menuEntries: [
          { key: 'a', operationType: 'R' },
          { key: 'a', operationType: 'RW' },
          { key: 'b', operationType: 'RW' },
          { key: 'b', operationType: 'R' },
        ],
      }),
    );
    expect(Object.fromEntries(compiled.operationTypes)).toEqual({ a: 'RW', b: 'RW' });
  });

  it('indexes page roles by name, with the names whose action is above 0 apart', () => {
    const compiled = compilePermissions(
      subjectWith({
        pageRoles: [
          { pageName: 'a', action: 0 },
          { pageName: 'a', action: 2 },
          { pageName: 'b', action: 0 },
        ],
      }),
    );
    expect([[...compiled.pagesWithPositiveAction], [...(compiled.pageActions.get('a') ?? [])]]).toEqual([
      ['a'],
      [0, 2],
    ]);
  });
});
