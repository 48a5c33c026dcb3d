import { defineResource, financeReceiptFlowResource, type Authority } from '@opsdesk/api';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { adminRoutes } from '../catalogue/routes/admin';
import { bookingRoutes } from '../catalogue/routes/booking';
import { contentRoutes } from '../catalogue/routes/content';
import { customerServiceRoutes } from '../catalogue/routes/customer-service';
import { financeRoutes } from '../catalogue/routes/finance';
import { i18nRoutes } from '../catalogue/routes/i18n';
import { locationRoutes } from '../catalogue/routes/location';
import { referenceRoutes } from '../catalogue/routes/reference';
import { systemRoutes } from '../catalogue/routes/system';
import { tenantRoutes } from '../catalogue/routes/tenant';
import type { RouteDefinition } from '../catalogue/types';
import { actionAuthorities, deletePermitted, guardAuthorities } from './recordActions';
import type { RecordAction, ResourceScreen } from './types';

const claimResource = defineResource({
  name: 'claim',
  scope: 'global',
  schema: z.object({
    claimCode: z.string(),
    claimStatus: z.enum(['PENDING', 'CONFIRMED', 'REJECTED', 'CANCELLED']),
    enabled: z.boolean().default(true),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'claimCode',
  guards: [
    { field: 'claimStatus', values: ['CONFIRMED', 'REJECTED'], authority: 'finance:audit' },
    { field: 'enabled', values: [false], authority: 'finance:report' },
  ],
});

const pending = { claimCode: 'CL-1', claimStatus: 'PENDING', enabled: true };

const step = (set: Record<string, unknown>, authority?: Authority): RecordAction => ({
  key: 'step',
  label: { 'zh-CN': '步骤', en: 'Step', ja: 'ステップ' },
  set,
  ...(authority && { authority }),
});

describe('actionAuthorities', () => {
  test('takes the authority of the guard a step without one meets', () => {
    expect(actionAuthorities(claimResource, step({ claimStatus: 'CONFIRMED' }), pending)).toEqual([
      'finance:audit',
    ]);
  });

  test('asks nothing beyond writing for a step that meets no guard', () => {
    expect(actionAuthorities(claimResource, step({ claimStatus: 'CANCELLED' }), pending)).toEqual([]);
  });

  test('keeps a declared authority, with the guards the step meets besides', () => {
    expect(
      actionAuthorities(claimResource, step({ claimStatus: 'CANCELLED' }, 'finance:pay'), pending),
    ).toEqual(['finance:pay']);
    expect(
      actionAuthorities(claimResource, step({ claimStatus: 'REJECTED' }, 'finance:pay'), pending),
    ).toEqual(['finance:pay', 'finance:audit']);
    expect(
      actionAuthorities(claimResource, step({ claimStatus: 'REJECTED' }, 'finance:audit'), pending),
    ).toEqual(['finance:audit']);
  });

  test('asks nothing for a value the record already holds', () => {
    expect(
      actionAuthorities(claimResource, step({ claimStatus: 'CONFIRMED' }), {
        ...pending,
        claimStatus: 'CONFIRMED',
      }),
    ).toEqual([]);
  });

  test('meets a guard with from only from those values: undoing a write-off, not writing off', () => {
    const undo = step({ writeOffStatus: 'NOT_WRITTEN_OFF', writtenOffAmount: 0 });
    const writeOff = step({ writeOffStatus: 'WRITTEN_OFF' });
    expect(actionAuthorities(financeReceiptFlowResource, undo, { writeOffStatus: 'WRITTEN_OFF' })).toEqual([
      'finance:audit',
    ]);
    expect(
      actionAuthorities(financeReceiptFlowResource, writeOff, { writeOffStatus: 'NOT_WRITTEN_OFF' }),
    ).toEqual([]);
  });
});

describe('guardAuthorities', () => {
  test('guards the enable switch like any other change', () => {
    expect(guardAuthorities(claimResource, pending, { enabled: false })).toEqual(['finance:report']);
    expect(guardAuthorities(claimResource, { ...pending, enabled: false }, { enabled: true })).toEqual([]);
  });
});

/**
 * Steps that ask more of the user than the server does, on purpose: finance's own order list lets
 * only auditors close orders, while the business list closes them with the write authority.
 */
const narrowedOnScreen = new Set(['order-management-finance:close']);

const resourceRoutes = [
  ...tenantRoutes,
  ...financeRoutes,
  ...contentRoutes,
  ...systemRoutes,
  ...i18nRoutes,
  ...adminRoutes,
  ...customerServiceRoutes,
  ...referenceRoutes,
  ...locationRoutes,
  ...bookingRoutes,
].filter((entry): entry is RouteDefinition => entry.kind === 'route');

/** Each record state a step shows on, from its `when` (one state per listed value). */
function statesOf(action: RecordAction): Record<string, unknown>[] {
  const states: Record<string, unknown>[] = [{}];
  for (const [field, values] of Object.entries(action.when ?? {})) {
    const next = states.flatMap((state) => values.map((value) => ({ ...state, [field]: value })));
    states.splice(0, states.length, ...next);
  }
  return states;
}

describe("the screens' workflow steps", () => {
  test('every step declaring an authority beyond writing is one the server guards', async () => {
    const unguarded: string[] = [];
    const screens = new Set<ResourceScreen>();
    for (const route of resourceRoutes) {
      const module = await route.load();
      if ('screen' in module) screens.add(module.screen);
    }
    for (const screen of screens) {
      for (const action of screen.actions ?? []) {
        const { authority } = action;
        if (!authority || authority === screen.resource.permissions.write) continue;
        if (narrowedOnScreen.has(`${screen.routes.list}:${action.key}`)) continue;
        for (const state of statesOf(action)) {
          const guarded = guardAuthorities(screen.resource, state, action.set);
          if (!guarded.includes(authority))
            unguarded.push(`${screen.routes.list}: ${action.key} from ${JSON.stringify(state)}`);
        }
      }
    }
    expect(unguarded).toEqual([]);
  });
});

describe('deletePermitted', () => {
  const permissions = {
    ready: true,
    canChange: true,
    canWrite: true,
    canDelete: false,
    canExport: false,
    canImport: false,
  };
  const sandboxDelete = { delete: { authority: 'tenant:sandbox' as const, run: async () => undefined } };

  test("follows the resource's delete permission for a screen without an operation of its own", () => {
    expect(deletePermitted({}, permissions, () => true)).toBe(false);
    expect(deletePermitted({}, { ...permissions, canDelete: true }, () => false)).toBe(true);
  });

  test("asks the screen's own operation for its authority, not the resource's delete", () => {
    expect(deletePermitted(sandboxDelete, permissions, (authority) => authority === 'tenant:sandbox')).toBe(
      true,
    );
    expect(deletePermitted(sandboxDelete, { ...permissions, canDelete: true }, () => false)).toBe(false);
  });

  test('refuses it under a read-only menu', () => {
    expect(deletePermitted(sandboxDelete, { ...permissions, canChange: false }, () => true)).toBe(false);
  });
});
