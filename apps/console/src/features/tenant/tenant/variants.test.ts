import { tenantPlatforms } from '@opsdesk/api';
import { describe, expect, test } from 'vitest';
import type { ResourceScreen } from '../../../resources/types';

const modules = import.meta.glob<{ screen: ResourceScreen }>('./*/screen.ts', { eager: true });
const screenOf = (variant: string) => {
  const module = modules[`./${variant}/screen.ts`];
  if (!module) throw new Error(`no tenant variant ${variant}`);
  return module.screen;
};

describe('the tenant maintenance variants', () => {
  test.each([
    ['all-dingtalk', { messagingPlatform: 'DINGTALK' }],
    ['wechat-tenant', { messagingPlatform: 'WECHAT' }],
    ['all-operate-dingtalk', { sandbox: false, messagingPlatform: 'DINGTALK' }],
    ['all-operate-wechat', { sandbox: false, messagingPlatform: 'WECHAT' }],
    ['all-operate-lark', { sandbox: false, messagingPlatform: 'LARK' }],
    ['operate-operation-lark', { sandbox: false, licensed: 1, messagingPlatform: 'LARK' }],
  ])('%s lists the tenants of its messaging platform only', (variant, fixed) => {
    expect(screenOf(variant).fixed).toEqual(fixed);
  });

  test.each(['all', 'maintenance', 'all-cs'])('%s shows and filters the messaging platform', (variant) => {
    const screen = screenOf(variant);
    expect(screen.columns).toContain('messagingPlatform');
    expect(screen.filters).toContain('messagingPlatform');
  });

  test('all tenants can be narrowed to the sandboxes of one tenant', () => {
    expect(screenOf('all').filters).toEqual(expect.arrayContaining(['sandbox', 'sourceTenantId']));
  });

  test('the detail shows the platform with the deployment and the source with the sandbox flag', () => {
    const sections = (screenOf('all').detail ?? []).flatMap((tab) => tab.sections);
    const fieldsOf = (field: string) => sections.find((section) => section.fields.includes(field))?.fields;
    expect(fieldsOf('messagingPlatform')).toEqual(['region', 'cloudEnv', 'messagingPlatform']);
    expect(fieldsOf('sourceTenantId')).toEqual(['sandbox', 'sourceTenantId']);
  });

  test.each(Object.keys(modules))(
    '%s: the platform select offers every value of the schema, none first',
    (path) => {
      const input = modules[path]?.screen.fields.messagingPlatform?.input;
      expect(input?.type).toBe('select');
      const options = input?.type === 'select' ? input.options : [];
      expect(options.map((option) => option.value)).toEqual([...tenantPlatforms]);
    },
  );

  test.each(Object.keys(modules))('%s: the licence select offers the numbers the field holds', (path) => {
    const input = modules[path]?.screen.fields.licensed?.input;
    expect(input?.type).toBe('select');
    const options = input?.type === 'select' ? input.options : [];
    expect(options.map((option) => [option.value, option.label.en, option.tone])).toEqual([
      [1, 'Paid', 'success'],
      [0, 'Free', 'neutral'],
    ]);
  });
});
