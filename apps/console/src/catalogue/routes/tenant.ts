import type { MenuKey, tenantEntryProducts } from '@opsdesk/api';
import { titledBespokeRoutes, titledEntries } from '../titles';
import type {
  BespokeRouteDefinition,
  CatalogueEntry,
  EntrySource,
  ResourceView,
  RouteSource,
  ZhTitle,
} from '../types';

/*
 * The tenant area: sandbox tenants (§2.14), tenant management (§2.16), tenant operations (§2.17) and
 * the user reset activities (§2.13). Beyond the spec's routes, list-only screens whose records staff
 * write get `new`, `detail/:id` and `edit/:id` routes (the generic forms need a route to open in).
 */

const MANAGE = '/main/tenant-manage';
const OPERATIONS = '/main/tenant-operations-management';

interface RouteInput {
  readonly key: string;
  readonly path: string;
  readonly title: ZhTitle;
  readonly parent: string;
  readonly view: ResourceView;
  readonly load: RouteSource['load'];
  readonly menuKey?: MenuKey;
  readonly fixed?: RouteSource['fixed'];
}

/** A generic resource route; lists show in the menu, parameterised routes do not. */
function route({
  key,
  path,
  title,
  parent,
  view,
  load,
  menuKey = 'tenant-manage',
  fixed,
}: RouteInput): RouteSource {
  return {
    kind: 'route',
    key,
    path,
    title,
    parent,
    menuKey,
    view,
    load,
    menu: view === 'list' && !path.includes(':'),
    ...(fixed && { fixed }),
  };
}

const tenantDetailTitle = '租户详情';
const newTitle = (record: string) => `新建${record}`;
const editTitle = (record: string) => `编辑${record}`;

/** A list with its detail (`detail/:id`) and, when writable, `new` and `edit/:id`. */
function listWithChildren(input: {
  readonly key: string;
  readonly path: string;
  readonly title: ZhTitle;
  readonly parent: string;
  readonly load: RouteSource['load'];
  /** What one record is called (zh-CN), for the titles of the detail, new and edit routes. */
  readonly record: string;
  readonly writable: boolean;
  readonly menuKey?: MenuKey;
}): RouteSource[] {
  const { key, path, load, record, menuKey } = input;
  const child = (suffix: string, childPath: string, title: ZhTitle, view: ResourceView) =>
    route({ key: `${key}-${suffix}`, path: `${path}/${childPath}`, title, parent: key, view, load, menuKey });
  return [
    route({ key, path, title: input.title, parent: input.parent, view: 'list', load, menuKey }),
    child('detail', 'detail/:id', `${record}详情`, 'detail'),
    ...(input.writable
      ? [
          child('new', 'new', newTitle(record), 'create'),
          child('edit', 'edit/:id', editTitle(record), 'edit'),
        ]
      : []),
  ];
}

/** A tenant maintenance variant: its list and its `index/:id` detail. */
function maintenanceVariant(
  key: string,
  title: ZhTitle,
  load: RouteSource['load'],
  options: { readonly detail: boolean } = { detail: true },
): RouteSource[] {
  const path = `${MANAGE}/${key}`;
  return [
    route({ key, path, title, parent: 'tenant-manage-maintenance', view: 'list', load }),
    ...(options.detail
      ? [
          route({
            key: `${key}-index`,
            path: `${path}/index/:id`,
            title: tenantDetailTitle,
            parent: key,
            view: 'detail',
            load,
          }),
        ]
      : []),
  ];
}

/**
 * The products whose marketplaces tenants enter through: the values of the tenant-product-entry
 * resource's `product` (@opsdesk/api), every one of them (the type says so), each with its name and
 * the screen of its organisations.
 */
const entryProducts = {
  DINGTALK: {
    name: '钉钉',
    load: () => import('../../features/tenant/tenant-product-entry/dingtalk/screen'),
  },
  WECHAT: {
    name: '企业微信',
    load: () => import('../../features/tenant/tenant-product-entry/wechat/screen'),
  },
  LARK: {
    name: '飞书',
    load: () => import('../../features/tenant/tenant-product-entry/lark/screen'),
  },
  WELINK: {
    name: '华为 WeLink',
    load: () => import('../../features/tenant/tenant-product-entry/welink/screen'),
  },
  YUNZHIJIA: {
    name: '云之家',
    load: () => import('../../features/tenant/tenant-product-entry/yunzhijia/screen'),
  },
} satisfies Record<(typeof tenantEntryProducts)[number], { name: ZhTitle; load: RouteSource['load'] }>;

/**
 * `{product}-enter`: one list per product (`dingtalk-enter`, `wechat-enter`...), filtered by its
 * product, with its `detail/:id`, which shows only that product's organisations. A segment naming
 * no product is no route (the 404 page).
 */
const productEntryRoutes = Object.entries(entryProducts).flatMap(([product, { name, load }]) => {
  const key = `${product.toLowerCase()}-enter`;
  const fixed = { product };
  return [
    route({
      key,
      path: `${MANAGE}/${key}`,
      title: `${name}入驻`,
      parent: 'tenant-manage-opening',
      view: 'list',
      load,
      fixed,
    }),
    route({
      key: `${key}-detail`,
      path: `${MANAGE}/${key}/detail/:id`,
      title: `${name}入驻企业详情`,
      parent: key,
      view: 'detail',
      load,
      fixed,
    }),
  ];
});

const group = (key: string, title: ZhTitle, parent: string): EntrySource => ({
  kind: 'group',
  key,
  title,
  parent,
  menuKey: 'tenant-manage',
});

export const tenantRoutes: readonly CatalogueEntry[] = titledEntries([
  // §2.16 Tenant management, with §2.14 sandbox tenants.
  {
    kind: 'group',
    key: 'tenant-manage',
    title: '租户管理',
    icon: 'tenant',
    menuKey: 'tenant-manage',
  },
  group('tenant-manage-maintenance', '租户维护', 'tenant-manage'),
  group('tenant-manage-opening', '开通与授权', 'tenant-manage'),
  group('tenant-manage-customer-success', '客户成功', 'tenant-manage'),
  group('tenant-manage-commercial', '合同与计费', 'tenant-manage'),
  group('tenant-manage-customisation', '品牌与模板', 'tenant-manage'),

  // The tenant maintenance variants: one list per team over the tenant record.
  ...maintenanceVariant(
    'tenant-maintenance',
    '租户维护',
    () => import('../../features/tenant/tenant/maintenance/screen'),
  ),
  route({
    key: 'edit-tenant-maintenance',
    path: `${MANAGE}/tenant-maintenance/edit-tenant-maintenance/:id`,
    title: '编辑租户',
    parent: 'tenant-maintenance',
    view: 'edit',
    load: () => import('../../features/tenant/tenant/maintenance/screen'),
  }),
  ...maintenanceVariant(
    'tenant-maintenance-all',
    '全部租户',
    () => import('../../features/tenant/tenant/all/screen'),
  ),
  ...maintenanceVariant(
    'tenant-maintenance-all-cs',
    '全部租户（客服）',
    () => import('../../features/tenant/tenant/all-cs/screen'),
  ),
  // Its index/:id is the bespoke business tenant detail (tenantBespokeRoutes).
  ...maintenanceVariant(
    'tenant-maintenance-all-business',
    '全部租户（商务）',
    () => import('../../features/tenant/tenant/all-business/screen'),
    { detail: false },
  ),
  ...maintenanceVariant(
    'tenant-maintenance-all-operate-dingtalk',
    '钉钉租户运营',
    () => import('../../features/tenant/tenant/all-operate-dingtalk/screen'),
  ),
  ...maintenanceVariant(
    'tenant-maintenance-all-operate-wechat',
    '企业微信租户运营',
    () => import('../../features/tenant/tenant/all-operate-wechat/screen'),
  ),
  ...maintenanceVariant(
    'tenant-maintenance-all-operate-lark',
    '飞书租户运营',
    () => import('../../features/tenant/tenant/all-operate-lark/screen'),
  ),
  ...maintenanceVariant(
    'tenant-maintenance-operate-operation-lark',
    '飞书付费租户运营',
    () => import('../../features/tenant/tenant/operate-operation-lark/screen'),
  ),
  ...maintenanceVariant(
    'tenant-maintenance-all-dingtalk',
    '钉钉租户',
    () => import('../../features/tenant/tenant/all-dingtalk/screen'),
    { detail: false },
  ),
  ...maintenanceVariant(
    'wechat-tenant',
    '企业微信租户',
    () => import('../../features/tenant/tenant/wechat-tenant/screen'),
    { detail: false },
  ),

  // Opening tenants and what they are licensed for.
  ...listWithChildren({
    key: 'tenant-register',
    path: `${MANAGE}/tenant-register`,
    title: '租户注册',
    parent: 'tenant-manage-opening',
    load: () => import('../../features/tenant/tenant-registration/screen'),
    record: '注册申请',
    writable: true,
  }),
  ...listWithChildren({
    key: 'tenant-authorize',
    path: `${MANAGE}/tenant-authorize`,
    title: '租户授权',
    parent: 'tenant-manage-opening',
    load: () => import('../../features/tenant/tenant-authorization/screen'),
    record: '租户授权',
    writable: true,
  }),
  ...productEntryRoutes,
  route({
    key: 'sandbox-tenant-management',
    path: `${MANAGE}/sandbox-tenant-management`,
    title: '沙箱租户管理',
    parent: 'tenant-manage-opening',
    view: 'list',
    load: () => import('../../features/tenant/tenant/sandbox/screen'),
  }),
  route({
    key: 'sandbox-tenant-management-index',
    path: `${MANAGE}/sandbox-tenant-management/sandbox-tenant-management-index/:id`,
    title: '沙箱租户详情',
    parent: 'sandbox-tenant-management',
    view: 'detail',
    load: () => import('../../features/tenant/tenant/sandbox/screen'),
  }),
  route({
    key: 'tenant-group',
    path: `${MANAGE}/tenant-group`,
    title: '租户分组',
    parent: 'tenant-manage-opening',
    view: 'list',
    load: () => import('../../features/tenant/tenant-group/screen'),
  }),
  route({
    key: 'new-tenant-group',
    path: `${MANAGE}/tenant-group/new-tenant-group`,
    title: '新建租户分组',
    parent: 'tenant-group',
    view: 'create',
    load: () => import('../../features/tenant/tenant-group/screen'),
  }),
  route({
    key: 'edit-tenant-group',
    path: `${MANAGE}/tenant-group/edit-tenant-group/:id`,
    title: '编辑租户分组',
    parent: 'tenant-group',
    view: 'edit',
    load: () => import('../../features/tenant/tenant-group/screen'),
  }),
  route({
    key: 'tenant-group-detail',
    path: `${MANAGE}/tenant-group/tenant-group-detail/:id`,
    title: '租户分组详情',
    parent: 'tenant-group',
    view: 'detail',
    load: () => import('../../features/tenant/tenant-group/screen'),
  }),
  ...listWithChildren({
    key: 'tenant-ai-library-authorization',
    path: `${MANAGE}/tenant-ai-library-authorization`,
    title: '租户 AI 库授权',
    parent: 'tenant-manage-opening',
    load: () => import('../../features/tenant/tenant-ai-library-authorization/screen'),
    record: 'AI 库授权',
    writable: true,
  }),
  route({
    key: 'tenant-e-archives',
    path: `${MANAGE}/tenant-e-archives`,
    title: '电子档案租户',
    parent: 'tenant-manage-opening',
    view: 'list',
    load: () => import('../../features/tenant/tenant-e-archive/screen'),
  }),
  route({
    key: 'tenant-e-archives-details',
    path: `${MANAGE}/tenant-e-archives/details/:id`,
    title: '电子档案租户详情',
    parent: 'tenant-e-archives',
    view: 'detail',
    load: () => import('../../features/tenant/tenant-e-archive/screen'),
  }),
  route({
    key: 'tenant-e-archives-new',
    path: `${MANAGE}/tenant-e-archives/new`,
    title: '开通电子档案',
    parent: 'tenant-e-archives',
    view: 'create',
    load: () => import('../../features/tenant/tenant-e-archive/screen'),
  }),
  route({
    key: 'tenant-e-archives-edit',
    path: `${MANAGE}/tenant-e-archives/edit/:id`,
    title: '编辑电子档案租户',
    parent: 'tenant-e-archives',
    view: 'edit',
    load: () => import('../../features/tenant/tenant-e-archive/screen'),
  }),

  // Customer success: touches, reports, usage.
  ...listWithChildren({
    key: 'touch-customer-log',
    path: `${MANAGE}/touch-customer-log`,
    title: '触客记录',
    parent: 'tenant-manage-customer-success',
    load: () => import('../../features/tenant/touch-customer-log/screen'),
    record: '触客记录',
    writable: true,
  }),
  ...listWithChildren({
    key: 'tenant-report',
    path: `${MANAGE}/tenant-report`,
    title: '租户报告',
    parent: 'tenant-manage-customer-success',
    load: () => import('../../features/tenant/tenant-report/screen'),
    record: '租户报告',
    writable: false,
  }),
  ...listWithChildren({
    key: 'data-report',
    path: `${MANAGE}/data-report`,
    title: '数据报表',
    parent: 'tenant-manage-customer-success',
    load: () => import('../../features/tenant/tenant-data-report/screen'),
    record: '数据报表',
    writable: false,
  }),
  ...listWithChildren({
    key: 'tenant-user-analysis',
    path: `${MANAGE}/tenant-user-analysis`,
    title: '租户用户分析',
    parent: 'tenant-manage-customer-success',
    load: () => import('../../features/tenant/tenant-usage-snapshot/screen'),
    record: '月度使用统计',
    writable: false,
  }),

  // Contracts and billing.
  ...listWithChildren({
    key: 'contract-management',
    path: `${MANAGE}/contract-management`,
    title: '合同管理',
    parent: 'tenant-manage-commercial',
    load: () => import('../../features/tenant/contract/screen'),
    record: '合同',
    writable: true,
  }),
  ...listWithChildren({
    key: 'tenant-fees-mapping-list',
    path: `${MANAGE}/tenant-fees-mapping-list`,
    title: '租户费用映射',
    parent: 'tenant-manage-commercial',
    load: () => import('../../features/tenant/tenant-fees-mapping/screen'),
    record: '费用映射',
    writable: true,
  }),
  ...listWithChildren({
    key: 'menu-change',
    path: `${MANAGE}/menu-change`,
    title: '菜单变更',
    parent: 'tenant-manage-commercial',
    load: () => import('../../features/tenant/tenant-menu-change/screen'),
    record: '菜单变更申请',
    writable: true,
  }),

  // Branding and print templates.
  ...listWithChildren({
    key: 'enterprise-brand-management',
    path: `${MANAGE}/enterprise-brand-management`,
    title: '企业品牌管理',
    parent: 'tenant-manage-customisation',
    load: () => import('../../features/tenant/enterprise-brand/screen'),
    record: '企业品牌',
    writable: true,
  }),
  route({
    key: 'tenant-print-template-comparison',
    path: `${MANAGE}/tenant-print-template-comparison`,
    title: '租户打印模板对比',
    parent: 'tenant-manage-customisation',
    view: 'list',
    load: () => import('../../features/tenant/tenant-print-template-comparison/screen'),
  }),
  route({
    key: 'tenant-print-template-comparison-new',
    path: `${MANAGE}/tenant-print-template-comparison/new`,
    title: '新建模板对比',
    parent: 'tenant-print-template-comparison',
    view: 'create',
    load: () => import('../../features/tenant/tenant-print-template-comparison/screen'),
  }),
  // The comparison's report: what was compared and what differs.
  route({
    key: 'tenant-print-template-comparison-document',
    path: `${MANAGE}/tenant-print-template-comparison-document/:id`,
    title: '模板对比报告',
    parent: 'tenant-print-template-comparison',
    view: 'detail',
    load: () => import('../../features/tenant/tenant-print-template-comparison/screen'),
  }),
  route({
    key: 'tenant-print-template-comparison-documents',
    path: `${MANAGE}/tenant-print-template-comparison-documents`,
    title: '模板对比单据',
    parent: 'tenant-manage-customisation',
    view: 'list',
    load: () => import('../../features/tenant/tenant-print-template-document/screen'),
  }),
  route({
    key: 'tenant-print-template-comparison-document-detail',
    path: `${MANAGE}/tenant-print-template-comparison-document-detail/:id`,
    title: '对比单据详情',
    parent: 'tenant-print-template-comparison-documents',
    view: 'detail',
    load: () => import('../../features/tenant/tenant-print-template-document/screen'),
  }),

  // §2.17 Tenant operations: one message resource, one list per channel.
  {
    kind: 'group',
    key: 'tenant-operations-management',
    title: '租户运营管理',
    icon: 'news',
    menuKey: 'tenant-operations-management',
  },
  ...listWithChildren({
    key: 'lark-operation-news',
    path: `${OPERATIONS}/lark-operation-news`,
    title: '飞书运营消息',
    parent: 'tenant-operations-management',
    load: () => import('../../features/tenant/tenant-operation-news/lark-news/screen'),
    record: '飞书消息',
    writable: true,
    menuKey: 'tenant-operations-management',
  }),
  ...listWithChildren({
    key: 'lark-interactive-message',
    path: `${OPERATIONS}/lark-interactive-message`,
    title: '飞书互动卡片消息',
    parent: 'tenant-operations-management',
    load: () => import('../../features/tenant/tenant-operation-news/lark-interactive/screen'),
    record: '互动卡片消息',
    writable: true,
    menuKey: 'tenant-operations-management',
  }),
  ...listWithChildren({
    key: 'wechat-operation-news',
    path: `${OPERATIONS}/wechat-operation-news`,
    title: '企业微信运营消息',
    parent: 'tenant-operations-management',
    load: () => import('../../features/tenant/tenant-operation-news/wechat-news/screen'),
    record: '企业微信消息',
    writable: true,
    menuKey: 'tenant-operations-management',
  }),
  ...listWithChildren({
    key: 'tenant-operation-news',
    path: `${OPERATIONS}/tenant-operation-news`,
    title: '租户运营消息',
    parent: 'tenant-operations-management',
    load: () => import('../../features/tenant/tenant-operation-news/tenant-news/screen'),
    record: '租户消息',
    writable: true,
    menuKey: 'tenant-operations-management',
  }),

  // §2.13 The user reset activities: two first-level menus gathered under one group.
  {
    kind: 'group',
    key: 'user-reset',
    title: '用户重置',
    icon: 'reset',
  },
  ...listWithChildren({
    key: 'sandbox-user-reset-activity',
    path: '/main/sandbox-user-reset-activity',
    title: '沙箱用户重置活动',
    parent: 'user-reset',
    load: () => import('../../features/tenant/user-reset-activity/sandbox/screen'),
    record: '沙箱用户重置',
    writable: true,
    menuKey: 'sandbox-user-reset-activity',
  }),
  ...listWithChildren({
    key: 'user-reset-activity',
    path: '/main/user-reset-activity',
    title: '用户重置活动',
    parent: 'user-reset',
    load: () => import('../../features/tenant/user-reset-activity/production/screen'),
    record: '用户重置',
    writable: true,
    menuKey: 'user-reset-activity',
  }),
]);

export const tenantBespokeRoutes: readonly BespokeRouteDefinition[] = titledBespokeRoutes([
  {
    key: 'tenant-maintenance-all-business-index',
    path: `${MANAGE}/tenant-maintenance-all-business/index/:id`,
    title: '商务租户详情',
    parent: 'tenant-maintenance-all-business',
    menuKey: 'tenant-manage',
    menu: false,
    screen: 'business-tenant-detail',
  },
]);
