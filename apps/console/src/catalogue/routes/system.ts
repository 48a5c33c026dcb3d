import type { MenuKey } from '@opsdesk/api';
import { titledBespokeRoutes, titledEntries } from '../titles';
import type {
  BespokeRouteDefinition,
  CatalogueEntry,
  EntrySource,
  RouteParameter,
  RouteSource,
  ViewerRole,
  ZhTitle,
} from '../types';

/*
 * The routes of §2.4 (cloud environment), §2.11 (menu control), §2.12 (product and service
 * catalogue), the error monitoring of §2.13, §2.15 (system operation) and §2.18 (version deployment).
 *
 * Routes the spec gives without a parameter but which show one record (app-operations' edit and
 * detail, data-search-request's request-details) carry `:id`: the generic screens read the record
 * from it. The "-operation" and "-release" lists are the operators' views of the requesters'
 * records. Where the spec's create route carries parameters (new-single-service/{id},
 * form/{id}/{role-id}, new/{id}/{sourceId}/{sprintId}), the requesters' one creates (its `{id}` is
 * `new`) and the operators' one edits the request it names.
 *
 * The other parameters of §2.15 (see `RouteParameter`): `{sprintId}` is the sprint, by the code its
 * records keep (`sprintCode`): a new release plan is made in it, a sprint or plan of another sprint
 * is not found; `{role-id}` is whose view of an SQL request it is, `requester` or `operator` (each
 * with its own actions), whichever list the route is under; `{sourceId}` names a record these
 * screens keep nothing of, and must be an id.
 */

type Child = Pick<RouteSource, 'parent' | 'menuKey' | 'load'> & Partial<Pick<RouteSource, 'params'>>;

/** `{sourceId}`: a record these screens keep nothing of. */
const sourceId: RouteParameter = { kind: 'id' };
/** `{sprintId}`: the sprint, by its code. */
const sprintId: RouteParameter = { kind: 'field', field: 'sprintCode' };

/** `{role-id}` on a route of the requesters' or the operators' list of SQL requests. */
function sqlRole(role: ViewerRole, route: 'form' | 'detail'): RouteSource['params'] {
  const routes = {
    requester: `sql-service-application-${route}`,
    operator: `sql-service-operation-${route}`,
  };
  return { 'role-id': { kind: 'role', role, routes } };
}

/** A route under a list: not in the menu. */
function child(
  key: string,
  title: ZhTitle,
  path: string,
  view: RouteSource['view'],
  from: Child,
): RouteSource {
  return { kind: 'route', key, title, path, view, menu: false, ...from };
}

/** A list in the menu under a first-level group. */
function list(
  key: string,
  title: ZhTitle,
  path: string,
  parent: string,
  menuKey: MenuKey,
  load: RouteSource['load'],
): RouteSource {
  return { kind: 'route', key, title, path, parent, menuKey, menu: true, view: 'list', load };
}

const MC = '/main/menu-control';
const SO = '/main/system-operation';
const VD = '/main/version-deploy-manage';

const detailTitle = '详情';

// ---------------------------------------------------------------------------------------------
// §2.4 Cloud environment

const cloudEnvironment: EntrySource[] = [
  {
    kind: 'route',
    key: 'cloud-environment-management',
    title: '云环境管理',
    icon: 'cloud',
    menuKey: 'cloud-environment-management',
    path: '/main/cloud-environment-management',
    menu: true,
    view: 'list',
    load: () => import('../../features/system/cloud-env/screen'),
  },
  child(
    'cloud-environment-management-detail',
    '云环境详情',
    '/main/cloud-environment-management/cloud-environment-management-detail/:id',
    'detail',
    {
      parent: 'cloud-environment-management',
      menuKey: 'cloud-environment-management',
      load: () => import('../../features/system/cloud-env/screen'),
    },
  ),
];

// ---------------------------------------------------------------------------------------------
// §2.11 Menu control

const subApplicationTitle = '子应用管理';
const subApplicationBatchTitle = '子应用批量管理';

const menuControl: EntrySource[] = [
  {
    kind: 'group',
    key: 'menu-control',
    title: '菜单管控',
    icon: 'menu',
    menuKey: 'menu-control',
  },
  list(
    'menu-register',
    '菜单注册',
    `${MC}/menu-register`,
    'menu-control',
    'menu-control',
    () => import('../../features/system/menu-register/screen'),
  ),
  list(
    'menu-async',
    '菜单同步',
    `${MC}/menu-async`,
    'menu-control',
    'menu-control',
    () => import('../../features/system/menu-sync-run/menuAsync/screen'),
  ),
  list(
    'menu-log',
    '菜单日志',
    `${MC}/menu-log`,
    'menu-control',
    'menu-control',
    () => import('../../features/system/menu-change-log/screen'),
  ),
  list(
    'sub-application',
    subApplicationTitle,
    `${MC}/sub-application`,
    'menu-control',
    'menu-control',
    () => import('../../features/system/sub-application/screen'),
  ),
  child(
    'sub-application-button-priority-detail',
    '按钮优先级',
    `${MC}/sub-application/button-priority-detail/:id/:widgetId/:type`,
    'detail',
    {
      parent: 'sub-application',
      menuKey: 'menu-control',
      load: () => import('../../features/system/sub-app-button-priority/screen'),
    },
  ),
  child(
    'sub-application-version-record-detail',
    '版本记录',
    `${MC}/sub-application/version-record-detail`,
    'list',
    {
      parent: 'sub-application',
      menuKey: 'menu-control',
      load: () => import('../../features/system/sub-app-version-record/screen'),
    },
  ),
  child('sub-application-mapping-relation', '映射关系', `${MC}/sub-application/mapping-relation`, 'list', {
    parent: 'sub-application',
    menuKey: 'menu-control',
    load: () => import('../../features/system/sub-app-mapping-relation/screen'),
  }),
  list(
    'sub-application-batch',
    subApplicationBatchTitle,
    `${MC}/sub-application-batch`,
    'menu-control',
    'menu-control',
    () => import('../../features/system/sub-application-batch/screen'),
  ),
  child(
    'sub-application-batch-button-priority-detail',
    '按钮优先级',
    `${MC}/sub-application-batch/button-priority-detail/:id/:widgetId/:type`,
    'detail',
    {
      parent: 'sub-application-batch',
      menuKey: 'menu-control',
      load: () => import('../../features/system/sub-app-button-priority/batch/screen'),
    },
  ),
  child(
    'sub-application-batch-version-record-detail',
    '版本记录',
    `${MC}/sub-application-batch/version-record-detail`,
    'list',
    {
      parent: 'sub-application-batch',
      menuKey: 'menu-control',
      load: () => import('../../features/system/sub-app-version-record/batch/screen'),
    },
  ),
  child(
    'sub-application-batch-mapping-relation',
    '映射关系',
    `${MC}/sub-application-batch/mapping-relation`,
    'list',
    {
      parent: 'sub-application-batch',
      menuKey: 'menu-control',
      load: () => import('../../features/system/sub-app-mapping-relation/batch/screen'),
    },
  ),
  list(
    'service-package',
    '服务包管理',
    `${MC}/service-package`,
    'menu-control',
    'menu-control',
    () => import('../../features/system/service-package/screen'),
  ),
  list(
    'app-init',
    'APP 初始化',
    `${MC}/app-init`,
    'menu-control',
    'menu-control',
    () => import('../../features/system/app-init-config/screen'),
  ),
  list(
    'app-synchronous',
    'APP 同步',
    `${MC}/app-synchronous`,
    'menu-control',
    'menu-control',
    () => import('../../features/system/menu-sync-run/appSynchronous/screen'),
  ),
  list(
    'app-operations',
    'APP 运营位',
    `${MC}/app-operations`,
    'menu-control',
    'menu-control',
    () => import('../../features/system/app-operation/screen'),
  ),
  ...(
    [
      ['app-operations-add', '新增运营位', 'add', 'create'],
      ['app-operations-edit', '编辑运营位', 'edit/:id', 'edit'],
      ['app-operations-detail', '运营位详情', 'detail/:id', 'detail'],
    ] as const
  ).map(([key, title, path, view]) =>
    child(key, title, `${MC}/app-operations/${path}`, view, {
      parent: 'app-operations',
      menuKey: 'menu-control',
      load: () => import('../../features/system/app-operation/screen'),
    }),
  ),
];

// ---------------------------------------------------------------------------------------------
// §2.12 Product and service catalogue: three first-level menus gathered under one group

const productCatalogue: EntrySource[] = [
  {
    kind: 'group',
    key: 'product-catalogue',
    title: '产品与服务',
    icon: 'package',
  },
  list(
    'service-info',
    '服务信息',
    '/main/service-info',
    'product-catalogue',
    'service-info',
    () => import('../../features/system/service-info/screen'),
  ),
  child('new-service-info', '新增服务', '/main/service-info/new-service-info', 'create', {
    parent: 'service-info',
    menuKey: 'service-info',
    load: () => import('../../features/system/service-info/screen'),
  }),
  child('service-info-detail', '服务详情', '/main/service-info/service-info-detail/:id', 'detail', {
    parent: 'service-info',
    menuKey: 'service-info',
    load: () => import('../../features/system/service-info/screen'),
  }),
  list(
    'service-type',
    '服务类型',
    '/main/service-type',
    'product-catalogue',
    'service-type',
    () => import('../../features/system/service-type/screen'),
  ),
  child('new-service-type', '新增服务类型', '/main/service-type/new-service-type', 'create', {
    parent: 'service-type',
    menuKey: 'service-type',
    load: () => import('../../features/system/service-type/screen'),
  }),
  child('service-type-detail', '服务类型详情', '/main/service-type/service-type-detail/:id', 'detail', {
    parent: 'service-type',
    menuKey: 'service-type',
    load: () => import('../../features/system/service-type/screen'),
  }),
  list(
    'large-language-model',
    '大模型管理',
    '/main/large-language-model',
    'product-catalogue',
    'large-language-model',
    () => import('../../features/system/large-language-model/screen'),
  ),
];

// ---------------------------------------------------------------------------------------------
// §2.13 Error monitoring

const sentry: EntrySource[] = [
  {
    kind: 'route',
    key: 'sentry',
    title: '错误监控',
    icon: 'bug',
    menuKey: 'sentry',
    path: '/main/sentry',
    menu: true,
    view: 'list',
    load: () => import('../../features/system/sentry-project/screen'),
  },
];

// ---------------------------------------------------------------------------------------------
// §2.15 System operation

const so = (load: RouteSource['load'], parent: string): Child => ({
  parent,
  menuKey: 'system-operation',
  load,
});

/** A route under a list of requests, with what its parameters mean. */
interface RequestChild {
  readonly key: string;
  readonly path: string;
  readonly params?: RouteSource['params'];
}

/** A requesters' list and the operators' list of the same records, each with its form and detail. */
function requestPair(options: {
  readonly request: { readonly key: string; readonly title: ZhTitle; readonly load: RouteSource['load'] };
  readonly operation: { readonly key: string; readonly title: ZhTitle; readonly load: RouteSource['load'] };
  readonly form: (listKey: string, operation: boolean) => RequestChild & { readonly title: ZhTitle };
  readonly detail: (listKey: string, operation: boolean) => RequestChild;
  /** The operators' form edits a request; for middleware both lists create. */
  readonly operatorFormView: 'edit' | 'create';
}): EntrySource[] {
  return [options.request, options.operation].flatMap(({ key, title, load }, index) => {
    const operation = index === 1;
    const form = options.form(key, operation);
    const detail = options.detail(key, operation);
    const under = (params: RouteSource['params']): Child => ({ ...so(load, key), ...(params && { params }) });
    return [
      list(key, title, `${SO}/${key}`, 'system-operation', 'system-operation', load),
      child(
        form.key,
        form.title,
        form.path,
        operation ? options.operatorFormView : 'create',
        under(form.params),
      ),
      child(detail.key, detailTitle, detail.path, 'detail', under(detail.params)),
    ];
  });
}

const systemOperation: EntrySource[] = [
  {
    kind: 'group',
    key: 'system-operation',
    title: '系统运维',
    icon: 'operations',
    menuKey: 'system-operation',
  },
  list(
    'overview-page',
    '迭代总览',
    `${SO}/overview-page`,
    'system-operation',
    'system-operation',
    () => import('../../features/system/sprint/screen'),
  ),
  child('overview-page-detail', '迭代详情', `${SO}/overview-page/detail/:id/:sourceId`, 'detail', {
    ...so(() => import('../../features/system/sprint/screen'), 'overview-page'),
    params: { sourceId },
  }),
  // The sprint's operators' page: `{sprintId}` is the sprint itself, by its code.
  child(
    'overview-page-detail-operation',
    '迭代发布操作',
    `${SO}/overview-page/detail-operation/:id/:sprintId`,
    'detail',
    {
      ...so(() => import('../../features/system/sprint/operation/screen'), 'overview-page'),
      params: { sprintId },
    },
  ),
  ...requestPair({
    request: {
      key: 'single-service-request',
      title: '单服务发布申请',
      load: () => import('../../features/system/single-service-request/request/screen'),
    },
    operation: {
      key: 'single-service-release',
      title: '单服务发布',
      load: () => import('../../features/system/single-service-request/release/screen'),
    },
    form: (listKey, operation) =>
      operation
        ? {
            key: 'new-single-service-operation',
            path: `${SO}/${listKey}/new-single-service-operation/:id`,
            title: '处理发布申请',
          }
        : {
            key: 'new-single-service',
            path: `${SO}/${listKey}/new-single-service/:id`,
            title: '新建发布申请',
          },
    detail: (listKey) => ({
      key: `${listKey}-detail`,
      path: `${SO}/${listKey}/detail/:id/:sourceId`,
      params: { sourceId },
    }),
    operatorFormView: 'edit',
  }),
  ...requestPair({
    request: {
      key: 'iteration-release-plan',
      title: '迭代发布计划',
      load: () => import('../../features/system/iteration-release-plan/plan/screen'),
    },
    operation: {
      key: 'iteration-release-plan-operation',
      title: '迭代发布执行',
      load: () => import('../../features/system/iteration-release-plan/operation/screen'),
    },
    form: (listKey, operation) => ({
      key: `${listKey}-new`,
      path: `${SO}/${listKey}/new/:id/:sourceId/:sprintId`,
      title: operation ? '执行发布计划' : '新建发布计划',
      params: { sourceId, sprintId },
    }),
    detail: (listKey) => ({
      key: `${listKey}-detail`,
      path: `${SO}/${listKey}/detail/:id/:sourceId/:sprintId`,
      params: { sourceId, sprintId },
    }),
    operatorFormView: 'edit',
  }),
  ...requestPair({
    request: {
      key: 'sql-service-application',
      title: 'SQL 服务申请',
      load: () => import('../../features/system/sql-service-request/application/screen'),
    },
    operation: {
      key: 'sql-service-operation',
      title: 'SQL 服务执行',
      load: () => import('../../features/system/sql-service-request/operation/screen'),
    },
    form: (listKey, operation) => ({
      key: `${listKey}-form`,
      path: `${SO}/${listKey}/form/:id/:role-id`,
      title: operation ? '审核执行 SQL' : '新建 SQL 申请',
      params: sqlRole(operation ? 'operator' : 'requester', 'form'),
    }),
    detail: (listKey, operation) => ({
      key: `${listKey}-detail`,
      path: `${SO}/${listKey}/detail/:id/:role-id`,
      params: sqlRole(operation ? 'operator' : 'requester', 'detail'),
    }),
    operatorFormView: 'edit',
  }),
  ...requestPair({
    request: {
      key: 'middleware-service-management',
      title: '中间件服务管理',
      load: () => import('../../features/system/middleware-service-application/management/screen'),
    },
    operation: {
      key: 'middleware-service-operation',
      title: '中间件服务运维',
      load: () => import('../../features/system/middleware-service-application/operation/screen'),
    },
    form: (listKey) => ({
      key: `${listKey}-new`,
      path: `${SO}/${listKey}/new`,
      title: '新建中间件申请',
    }),
    detail: (listKey) => ({ key: `${listKey}-detail`, path: `${SO}/${listKey}/detail/:id` }),
    operatorFormView: 'create',
  }),
  ...requestPair({
    request: {
      key: 'middleware-service-request',
      title: '中间件变更申请',
      load: () => import('../../features/system/middleware-release-request/request/screen'),
    },
    operation: {
      key: 'middleware-service-release',
      title: '中间件变更发布',
      load: () => import('../../features/system/middleware-release-request/release/screen'),
    },
    form: (listKey) => ({
      key: `${listKey}-new`,
      path: `${SO}/${listKey}/new`,
      title: '新建变更申请',
    }),
    detail: (listKey) => ({
      key: `${listKey}-detail`,
      path: `${SO}/${listKey}/detail/:id/:sourceId`,
      params: { sourceId },
    }),
    operatorFormView: 'create',
  }),
  list(
    'log-service-manage',
    '日志服务管理',
    `${SO}/log-service-manage`,
    'system-operation',
    'system-operation',
    () => import('../../features/system/log-service/screen'),
  ),
  child(
    'log-service-manage-new',
    '接入日志服务',
    `${SO}/log-service-manage-new`,
    'create',
    so(() => import('../../features/system/log-service/screen'), 'log-service-manage'),
  ),
  list(
    'system-monitor-report',
    '系统监控报告',
    `${SO}/system-monitor-report`,
    'system-operation',
    'system-operation',
    () => import('../../features/system/system-monitor-report/screen'),
  ),
  list(
    'middleware-manage',
    '中间件管理',
    `${SO}/middleware-manage`,
    'system-operation',
    'system-operation',
    () => import('../../features/system/middleware-instance/screen'),
  ),
  list(
    'xxl-job-index',
    '定时任务',
    `${SO}/xxl-job-index`,
    'system-operation',
    'system-operation',
    () => import('../../features/system/xxl-job/screen'),
  ),
  list(
    'data-search-request',
    '数据查询申请',
    `${SO}/data-search-request`,
    'system-operation',
    'system-operation',
    () => import('../../features/system/data-search-request/screen'),
  ),
  child(
    'create-request',
    '新建查询申请',
    `${SO}/data-search-request/create-request`,
    'create',
    so(() => import('../../features/system/data-search-request/screen'), 'data-search-request'),
  ),
  child(
    'request-details',
    '查询申请详情',
    `${SO}/data-search-request/request-details/:id`,
    'detail',
    so(() => import('../../features/system/data-search-request/screen'), 'data-search-request'),
  ),
];

// ---------------------------------------------------------------------------------------------
// §2.18 Version deployment

const vd = (load: RouteSource['load'], parent: string): Child => ({
  parent,
  menuKey: 'version-deploy-manage',
  load,
});

/** A list of version deployment with its `/{id}` detail. */
function withDetail(key: string, title: ZhTitle, detailTitleText: ZhTitle, load: RouteSource['load']) {
  return [
    list(key, title, `${VD}/${key}`, 'version-deploy-manage', 'version-deploy-manage', load),
    child(`${key}-detail`, detailTitleText, `${VD}/${key}/:id`, 'detail', vd(load, key)),
  ];
}

const versionDeploy: EntrySource[] = [
  {
    kind: 'group',
    key: 'version-deploy-manage',
    title: '版本发布管理',
    icon: 'rocket',
    menuKey: 'version-deploy-manage',
  },
  ...withDetail(
    'stop-machine',
    '停机维护',
    '停机维护详情',
    () => import('../../features/system/stop-machine-notice/current/screen'),
  ),
  ...withDetail(
    'stop-machine-archives',
    '停机维护归档',
    '停机维护详情',
    () => import('../../features/system/stop-machine-notice/archives/screen'),
  ),
  ...withDetail(
    'operation-announce',
    '运营公告',
    '公告详情',
    () => import('../../features/system/operation-announcement/current/screen'),
  ),
  ...withDetail(
    'operation-announce-archives',
    '运营公告归档',
    '公告详情',
    () => import('../../features/system/operation-announcement/archives/screen'),
  ),
  ...withDetail(
    'big-version-manage',
    '大版本管理',
    '大版本详情',
    () => import('../../features/system/big-version/screen'),
  ),
  list(
    'app-white-list',
    'APP 白名单',
    `${VD}/app-white-list`,
    'version-deploy-manage',
    'version-deploy-manage',
    () => import('../../features/system/app-white-list/screen'),
  ),
  // The key carries its parent's: info-management has a privacy-policy of its own.
  list(
    'version-deploy-manage-privacy-policy',
    '隐私政策',
    `${VD}/privacy-policy`,
    'version-deploy-manage',
    'version-deploy-manage',
    () => import('../../features/system/deploy-privacy-policy/screen'),
  ),
  child(
    'version-deploy-manage-privacy-policy-detail',
    '隐私政策详情',
    `${VD}/privacy-policy/privacy-policy-detail/:id`,
    'detail',
    vd(
      () => import('../../features/system/deploy-privacy-policy/screen'),
      'version-deploy-manage-privacy-policy',
    ),
  ),
  child(
    'version-deploy-manage-privacy-policy-tenant-details',
    '隐私政策租户详情',
    `${VD}/privacy-policy/privacy-policy-tenant-details/:id`,
    'detail',
    vd(
      () => import('../../features/system/deploy-privacy-policy/tenants/screen'),
      'version-deploy-manage-privacy-policy',
    ),
  ),
];

export const systemRoutes: readonly CatalogueEntry[] = titledEntries([
  ...cloudEnvironment,
  ...menuControl,
  ...productCatalogue,
  ...sentry,
  ...systemOperation,
  ...versionDeploy,
]);

export const systemBespokeRoutes: readonly BespokeRouteDefinition[] = titledBespokeRoutes([
  {
    key: 'sub-application-sub-app-detail',
    title: '子应用详情',
    parent: 'sub-application',
    menuKey: 'menu-control',
    path: `${MC}/sub-application/sub-app-detail/:cloud/:section/:type`,
    menu: false,
    screen: 'sub-app-detail',
  },
  {
    key: 'sub-application-batch-sub-app-detail',
    title: '子应用详情',
    parent: 'sub-application-batch',
    menuKey: 'menu-control',
    path: `${MC}/sub-application-batch/sub-app-detail/:cloud/:section/:type`,
    menu: false,
    screen: 'sub-app-detail',
  },
  {
    key: 'service-package-tree',
    title: '服务包配置',
    parent: 'service-package',
    menuKey: 'menu-control',
    path: `${MC}/service-package/tree/:packageID`,
    menu: false,
    screen: 'service-package-tree',
  },
  {
    key: 'app-init-detail',
    title: 'APP 初始化详情',
    parent: 'app-init',
    menuKey: 'menu-control',
    path: `${MC}/app-init/detail/:cloud/:section/:type`,
    menu: false,
    screen: 'app-init-detail',
  },
  {
    key: 'app-operations-sort',
    title: '运营位排序',
    parent: 'app-operations',
    menuKey: 'menu-control',
    path: `${MC}/app-operations/sort/:id`,
    menu: false,
    screen: 'app-operations-sort',
  },
  {
    key: 'issues-list',
    title: '问题列表',
    parent: 'sentry',
    menuKey: 'sentry',
    path: '/main/sentry/:projectName/issues-list',
    menu: false,
    screen: 'sentry-issues',
  },
  {
    key: 'issues-event',
    title: '问题事件',
    parent: 'issues-list',
    menuKey: 'sentry',
    path: '/main/sentry/:projectName/issues-list/issues-event/:issuesId',
    menu: false,
    screen: 'sentry-issue-event',
  },
]);
