import { describe, expect, it } from 'vitest';
import type { PermissionSubject } from '../types';
import { functionPermissionCatalogue, OPERATE_LEADER_KEY, queryDataTabs } from './catalogue';
import { permissionLocales, type LocalizedText } from './messages';
import {
  buildFunctionPermissionTree,
  filterFunctionPermissionTree,
  mergeFunctionPermissions,
  type FunctionPermissionEntry,
  type FunctionPermissionNode,
  type PermissionCatalogueMenu,
} from './tree';

const named = (en: string): LocalizedText => ({
  'zh-CN': `${en} (zh-CN)`,
  en,
  ja: `${en} (ja)`,
  'zh-TW': `${en} (zh-TW)`,
  it: `${en} (it)`,
});

const routeCatalogue: PermissionCatalogueMenu[] = [
  {
    key: 'customer-service',
    name: named('Customer service'),
    children: [
      { key: 'query-data', name: named('Query data') },
      { key: 'feedback-index', name: named('Feedback') },
    ],
  },
  {
    key: 'menu-control',
    name: named('Menu control'),
    children: [
      { key: 'menu-register', name: named('Menu register') },
      { key: 'app-operations', name: named('App operations') },
    ],
  },
  {
    key: 'tenant-manage',
    name: named('Tenant management'),
    children: [
      {
        key: 'tenant-maintenance',
        name: named('Tenant maintenance'),
        functions: [
          {
            key: 'create-sandbox',
            menuType: 'B',
            name: named('Create sandbox'),
            authority: 'tenant:sandbox',
          },
        ],
      },
    ],
  },
  { key: 'sentry', name: named('Error monitoring'), operateType: 2 },
];

const tree = buildFunctionPermissionTree(
  mergeFunctionPermissions(routeCatalogue, functionPermissionCatalogue),
);

const subjectWith = (fields: Partial<PermissionSubject> = {}): PermissionSubject => ({
  authorities: [],
  permitAll: false,
  enableNewPermission: true,
  pageRoles: [],
  views: [],
  ...fields,
});

/** Every kept node as `key:operateType`, depth first. */
const flatten = (nodes: readonly FunctionPermissionNode[]): string[] =>
  nodes.flatMap((node) => [`${node.key}:${node.operateType}`, ...flatten(node.children)]);

const tabKeys = queryDataTabs.flatMap((tab) => [
  tab.key,
  ...('children' in tab ? tab.children.map((b) => b.key) : []),
]);

describe('buildFunctionPermissionTree', () => {
  it('builds each menu as a node with key, menuType, resourceName, operateType and children', () => {
    const [customerService] = buildFunctionPermissionTree(routeCatalogue);
    expect(customerService).toEqual({
      key: 'customer-service',
      menuType: 'M',
      resourceName: 'Customer service',
      operateType: 1,
      grant: 'inherit',
      children: [
        {
          key: 'query-data',
          menuType: 'F',
          resourceName: 'Query data',
          operateType: 1,
          grant: 'inherit',
          children: [],
        },
        {
          key: 'feedback-index',
          menuType: 'F',
          resourceName: 'Feedback',
          operateType: 1,
          grant: 'inherit',
          children: [],
        },
      ],
    });
  });

  it('makes a top-level screen without sub-menus an F node and keeps a declared operateType', () => {
    const sentry = tree.find((node) => node.key === 'sentry');
    expect([sentry?.menuType, sentry?.operateType]).toEqual(['F', 2]);
  });

  it('places the query-data tabs, with the dimission button under personal information, below query data', () => {
    const queryData = tree[0]?.children[0];
    expect(
      queryData?.children.map((tab) => [
        tab.key,
        tab.menuType,
        tab.children.map((b) => `${b.key}:${b.menuType}`),
      ]),
    ).toEqual([
      ['query-data-personal-info', 'T', ['query-data-personal-info-dimission:B']],
      ['query-data-requisition', 'T', []],
      ['query-data-expense-corporate', 'T', []],
      ['query-data-budget', 'T', []],
      ['query-data-contract', 'T', []],
      ['query-data-approval', 'T', []],
      ['query-data-label-message-delete', 'T', []],
      ['query-data-finance', 'T', []],
      ['query-data-form', 'T', []],
      ['query-data-mi-analysis', 'T', []],
      ['query-data-ai', 'T', []],
    ]);
  });

  it('places the operate-leader button under app operations, granted by its own view only', () => {
    const appOperations = tree[1]?.children[1];
    expect(appOperations?.children).toEqual([
      {
        key: OPERATE_LEADER_KEY,
        menuType: 'B',
        resourceName: 'Operations supervisor',
        operateType: 1,
        grant: 'own-view',
        children: [],
      },
    ]);
  });

  it('names the nodes in the language asked for', () => {
    const zh = buildFunctionPermissionTree(
      mergeFunctionPermissions(routeCatalogue, functionPermissionCatalogue),
      {
        locale: 'zh_cn',
      },
    );
    expect([zh[0]?.resourceName, zh[0]?.children[0]?.children[0]?.resourceName]).toEqual([
      'Customer service (zh-CN)',
      '个人信息',
    ]);
  });

  it('refuses a catalogue that names one key twice', () => {
    expect(() =>
      buildFunctionPermissionTree([
        { key: 'a', name: named('A'), functions: [{ key: 'a', menuType: 'B', name: named('A again') }] },
      ]),
    ).toThrow(/"a" twice/);
  });

  it('keeps the authority a catalogue entry names on its node', () => {
    const createSandbox = tree[2]?.children[0]?.children[0];
    expect(createSandbox?.authority).toBe('tenant:sandbox');
  });
});

describe('mergeFunctionPermissions', () => {
  it('appends fragment entries after a menu’s own functions, at any depth, leaving the rest alone', () => {
    const merged = mergeFunctionPermissions(
      [
        {
          key: 'root',
          name: named('Root'),
          children: [
            {
              key: 'app-operations',
              name: named('App operations'),
              functions: [{ key: 'own', menuType: 'B', name: named('Own') }],
            },
          ],
        },
      ],
      functionPermissionCatalogue,
    );
    expect([merged[0]?.functions, merged[0]?.children?.[0]?.functions?.map((entry) => entry.key)]).toEqual([
      [],
      ['own', OPERATE_LEADER_KEY],
    ]);
  });
});

describe('the function-permission catalogue fragment', () => {
  const withChildren = (entry: FunctionPermissionEntry): FunctionPermissionEntry[] => [
    entry,
    ...(entry.children ?? []).flatMap(withChildren),
  ];
  const entries: FunctionPermissionEntry[] = Object.values(functionPermissionCatalogue).flatMap((list) =>
    list.flatMap(withChildren),
  );

  it.each(permissionLocales)('names every node in %s', (locale) => {
    expect(entries).toHaveLength(13);
    for (const entry of entries) expect(entry.name[locale].trim()).not.toBe('');
  });

  it.each(permissionLocales.filter((locale) => locale !== 'en'))(
    'gives every node a name of its own in %s, not the English one',
    (locale) => {
      expect(
        entries.filter((entry) => entry.name[locale] === entry.name.en).map((entry) => entry.key),
      ).toEqual([]);
    },
  );
});

describe('filterFunctionPermissionTree', () => {
  it('keeps every node for permitAll, with the operateType of the catalogue', () => {
    const filtered = filterFunctionPermissionTree(tree, subjectWith({ permitAll: true }));
    expect(flatten(filtered)).toEqual(flatten(tree));
  });

  it('drops a top-level menu that no view names, with everything below it', () => {
    const filtered = filterFunctionPermissionTree(
      tree,
      subjectWith({ views: [{ key: 'sentry', menuType: 'M', operateType: 2 }] }),
    );
    expect(flatten(filtered)).toEqual(['sentry:2']);
  });

  it('gives a screen’s tabs and buttons the grant of the screen when no view names them', () => {
    const filtered = filterFunctionPermissionTree(
      tree,
      subjectWith({ views: [{ key: 'customer-service', menuType: 'M', operateType: 1 }] }),
    );
    expect(flatten(filtered)).toEqual([
      'customer-service:1',
      'query-data:1',
      ...tabKeys.map((key) => `${key}:1`),
      'feedback-index:1',
    ]);
  });

  it('makes everything under a read-only menu read-only, even what a view grants edit', () => {
    const filtered = filterFunctionPermissionTree(
      tree,
      subjectWith({
        views: [
          { key: 'customer-service', menuType: 'M', operateType: 2 },
          { key: 'query-data-budget', menuType: 'T', operateType: 1 },
        ],
      }),
    );
    expect(new Set(flatten(filtered).map((entry) => entry.split(':')[1]))).toEqual(new Set(['2']));
  });

  it('lets a view of a tab decide that tab: operateType 0 hides it, 2 makes it read-only', () => {
    const filtered = filterFunctionPermissionTree(
      tree,
      subjectWith({
        views: [
          { key: 'customer-service', menuType: 'M', operateType: 1 },
          { key: 'query-data-ai', menuType: 'T', operateType: 0 },
          { key: 'query-data-finance', menuType: 'T', operateType: 2 },
        ],
      }),
    );
    const kept = flatten(filtered);
    expect([
      kept.some((entry) => entry.startsWith('query-data-ai:')),
      kept.includes('query-data-finance:2'),
    ]).toEqual([false, true]);
  });

  it('does not let a tab view grant a menu, as the menu rule takes only M and F views', () => {
    const filtered = filterFunctionPermissionTree(
      tree,
      subjectWith({ views: [{ key: 'customer-service', menuType: 'T', operateType: 1 }] }),
    );
    expect(filtered).toEqual([]);
  });

  it('hides the operate-leader button from whoever sees app operations without a view of the button', () => {
    const filtered = filterFunctionPermissionTree(
      tree,
      subjectWith({ views: [{ key: 'menu-control', menuType: 'M', operateType: 1 }] }),
    );
    expect(flatten(filtered)).toEqual(['menu-control:1', 'menu-register:1', 'app-operations:1']);
  });

  it('shows the operate-leader button to a subject with a view of it', () => {
    const filtered = filterFunctionPermissionTree(
      tree,
      subjectWith({
        views: [
          { key: 'menu-control', menuType: 'M', operateType: 1 },
          { key: OPERATE_LEADER_KEY, menuType: 'B', operateType: 1 },
        ],
      }),
    );
    expect(flatten(filtered)).toContain(`${OPERATE_LEADER_KEY}:1`);
  });

  it('shows a node that names an authority only to a holder of it', () => {
    const views = [{ key: 'tenant-manage', menuType: 'M', operateType: 1 }];
    const without = flatten(filterFunctionPermissionTree(tree, subjectWith({ views })));
    const withIt = flatten(
      filterFunctionPermissionTree(tree, subjectWith({ views, authorities: ['tenant:sandbox'] })),
    );
    expect([without.includes('create-sandbox:1'), withIt.includes('create-sandbox:1')]).toEqual([
      false,
      true,
    ]);
  });

  it('makes a node read-only when its permission menu entry says R', () => {
    const filtered = filterFunctionPermissionTree(
      tree,
      subjectWith({
        views: [{ key: 'customer-service', menuType: 'M', operateType: 1 }],
        menuEntries: [{ key: 'query-data', operationType: 'R' }],
      }),
    );
    expect(flatten(filtered).slice(0, 3)).toEqual([
      'customer-service:1',
      'query-data:2',
      'query-data-personal-info:2',
    ]);
  });

  it('keeps only what the subject may change when asked', () => {
    const filtered = filterFunctionPermissionTree(
      tree,
      subjectWith({
        views: [
          { key: 'customer-service', menuType: 'M', operateType: 1 },
          { key: 'feedback-index', menuType: 'F', operateType: 2 },
          { key: 'sentry', menuType: 'M', operateType: 1 },
        ],
      }),
      { mayChange: true },
    );
    expect(flatten(filtered)).toEqual([
      'customer-service:1',
      'query-data:1',
      ...tabKeys.map((key) => `${key}:1`),
    ]);
  });

  it('keeps nothing for nobody signed in', () => {
    expect(filterFunctionPermissionTree(tree, null)).toEqual([]);
  });
});
