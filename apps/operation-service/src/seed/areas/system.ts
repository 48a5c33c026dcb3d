import {
  appInitConfigResource,
  appOperationResource,
  appWhiteListResource,
  bigVersionResource,
  dataSearchRequestResource,
  deployPrivacyPolicyResource,
  iterationReleasePlanResource,
  largeLanguageModelResource,
  logServiceResource,
  menuAuthorities,
  menuChangeLogResource,
  menuRegisterResource,
  menuSyncRunResource,
  middlewareInstanceResource,
  middlewareReleaseRequestResource,
  middlewareServiceApplicationResource,
  operationAnnouncementResource,
  sentryEventResource,
  sentryIssueResource,
  sentryProjectResource,
  serviceInfoResource,
  servicePackageResource,
  serviceTypeResource,
  singleServiceRequestResource,
  sprintResource,
  sqlServiceRequestResource,
  stopMachineNoticeResource,
  subAppButtonPriorityResource,
  subApplicationBatchResource,
  subApplicationResource,
  subAppMappingRelationResource,
  subAppVersionRecordResource,
  systemMonitorReportResource,
  xxlJobResource,
  type DeployRequestStatus,
  type MenuKey,
  type MenuType,
  type menuPlatforms,
  type middlewareTypes,
  type productSections,
  type subAppClientTypes,
} from '@opsdesk/api';
import { catalogueServiceTypes } from '../data/business';
import { cloudEnvironments, functionPackages, menuPermissionNames } from '../data/reference';
import type { SeedContext } from '../generate/context';
import type { SeededFileField } from '../generate/files';
import { step, type PlannedRow, type PlannedStep, type SeedFields } from '../generate/plan';
import type { Random } from '../generate/random';
import { tenantKey, type TenantSketch } from '../generate/tenants';
import { addDays, dateAfter, instantAfter, seedOid } from '../generate/values';
import type { SeedScale } from '../generate/world';

/*
 * The records of the system area: menu control, the product catalogue, error monitoring, system
 * operation and version deployment. Every date is relative to the seed's clock; every draw comes
 * from the area's own random stream.
 *
 * Back-office users are referred to by account id: the demo accounts are written after the plan,
 * in their order (1 admin, 2 finance, 3 service, 4 content, 5 deploy).
 */

type Row<R extends { schema: Parameters<typeof step>[0]['schema'] }> = PlannedRow<SeedFields<R['schema']>>;
type Section = (typeof productSections)[number];
type ClientType = (typeof subAppClientTypes)[number];
type MenuPlatform = (typeof menuPlatforms)[number];
type MiddlewareType = (typeof middlewareTypes)[number];

const ADMIN = 1;
const SERVICE = 3;
const CONTENT = 4;
const DEPLOY = 5;
/** Who asks for releases, SQL and data (developers act through the deploy and admin accounts). */
const REQUESTERS = [DEPLOY, DEPLOY, ADMIN, SERVICE] as const;
const OPERATORS = [DEPLOY, DEPLOY, ADMIN] as const;

const liveClouds = cloudEnvironments.filter((cloud) => cloud.enabled).map((cloud) => cloud.code);
const MAIN_CLOUD = 'ALI_HZ';

const sections: readonly Section[] = ['EXPENSE', 'TRAVEL', 'FINANCE', 'INVOICE', 'PLATFORM'];
const sectionNames: Readonly<Record<Section, string>> = {
  EXPENSE: '费控',
  TRAVEL: '商旅',
  FINANCE: '财务共享',
  INVOICE: '发票',
  PLATFORM: '平台',
};
const sectionPackages: Readonly<Record<Section, string>> = {
  EXPENSE: 'EXPENSE_STD',
  TRAVEL: 'TRAVEL_MGMT',
  FINANCE: 'AP_SHARED',
  INVOICE: 'INVOICE_CLOUD',
  PLATFORM: 'OPEN_API',
};
const clientNames: Readonly<Record<ClientType, string>> = {
  WEB: 'Web 端',
  APP: '移动端',
  H5: 'H5',
  MINI_PROGRAM: '小程序',
};

/** The platform's back-end services, as release and log records name them. */
const services = [
  'expense-service',
  'travel-service',
  'invoice-service',
  'budget-service',
  'payment-service',
  'workflow-service',
  'auth-service',
  'tenant-service',
  'notification-service',
  'report-service',
  'ocr-service',
  'archive-service',
  'open-api-gateway',
  'operation-service',
  'booking-service',
] as const;

const iso = (date: Date) => date.toISOString();

/** A file's attachment OID: stable per record; the seed stores a generated file under it. */
const fileOid = (name: string) => seedOid(`system-file/${name}`);

/**
 * The system area's image and document fields the seed fills. The deployment engineers maintain
 * the apps' start-up and operation slots (menu control), and upload a data query's result to the
 * request; that result is the queried tenant's data, so it is bound to that tenant.
 */
export const systemFileFields: readonly SeededFileField[] = [
  {
    resource: appInitConfigResource.name,
    field: 'splashImageOid',
    kind: 'image',
    width: 90,
    height: 160,
    caption: 'SPLASH',
    uploadedBy: 'DEPLOYMENT_ENGINEER',
  },
  {
    resource: appOperationResource.name,
    field: 'imageOid',
    kind: 'image',
    width: 150,
    height: 60,
    caption: 'APP',
    uploadedBy: 'DEPLOYMENT_ENGINEER',
  },
  {
    resource: dataSearchRequestResource.name,
    field: 'resultAttachmentOid',
    kind: 'pdf',
    title: 'Data query result',
    uploadedBy: 'DEPLOYMENT_ENGINEER',
    fileName: 'data-search-result',
  },
];
const pad = (value: number, length = 3) => String(value).padStart(length, '0');
const compactDate = (date: Date) => iso(date).slice(0, 10).replaceAll('-', '');

/** How many records a resource gets: `demo` at demo scale, `test` (2 to 6) at test scale. */
function sized(scale: SeedScale, demo: number, test = 4): number {
  return scale === 'demo' ? demo : test;
}

/** A request's workflow state drawn for its age: old ones are closed, recent ones still moving. */
function requestStatus(rng: Random, daysAgo: number): DeployRequestStatus {
  if (daysAgo > 14)
    return rng.weighted([
      ['DONE', 70],
      ['CANCELLED', 8],
      ['REJECTED', 8],
      ['FAILED', 4],
    ]);
  return rng.weighted([
    ['DRAFT', 12],
    ['SUBMITTED', 20],
    ['APPROVED', 14],
    ['REJECTED', 6],
    ['EXECUTING', 10],
    ['DONE', 28],
    ['FAILED', 4],
    ['CANCELLED', 6],
  ]);
}

/** One request in each state the workflow actions start from, for the test scale. */
const testWorkflow: readonly DeployRequestStatus[] = ['DRAFT', 'SUBMITTED', 'APPROVED', 'EXECUTING', 'DONE'];

/** The handling fields a request's status implies: who approved and ran it, and when. */
function handling(rng: Random, status: DeployRequestStatus, at: Date) {
  // An approver decided every request past submission, rejected ones included.
  const decided = ['APPROVED', 'REJECTED', 'EXECUTING', 'DONE', 'FAILED'].includes(status);
  const ran = ['EXECUTING', 'DONE', 'FAILED'].includes(status);
  const finished = status === 'DONE' || status === 'FAILED';
  return {
    ...(decided && { approverId: rng.pick(OPERATORS) }),
    ...(ran && { operatorId: rng.pick(OPERATORS), executedAt: iso(at) }),
    ...(finished && { finishedAt: iso(instantAfter(at, rng.int(10, 90) / 1440)) }),
    ...(status === 'DONE' && {
      resultNote: rng.pick(['发布完成，监控指标正常', '已按计划执行，验证通过', '执行成功，已通知申请人']),
    }),
    ...(status === 'FAILED' && {
      resultNote: rng.pick([
        '健康检查失败，已回滚至上一版本',
        '配置中心推送超时，已回滚',
        '数据库锁等待超时，已中止',
      ]),
    }),
    ...(status === 'REJECTED' && {
      resultNote: rng.pick(['缺少回滚方案，请补充', '发布窗口冲突，请改期', '影响范围评估不足']),
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Menu control

interface MenuEntry {
  readonly menuKey: string;
  readonly menuName: string;
  readonly menuType: MenuType;
  readonly platform: MenuPlatform;
  readonly parentKey?: string;
  readonly url?: string;
  readonly resourceName?: string;
}

/** Functions, tabs and buttons the spec names under the console's menus. */
const consoleFunctions: readonly Omit<MenuEntry, 'platform'>[] = [
  {
    menuKey: 'tenant-maintenance',
    menuName: '租户维护',
    menuType: 'F',
    parentKey: 'tenant-manage',
    url: '/main/tenant-manage/tenant-maintenance',
  },
  {
    menuKey: 'create-sandbox',
    menuName: '创建沙箱',
    menuType: 'B',
    parentKey: 'tenant-maintenance',
    resourceName: 'tenant:sandbox',
  },
  {
    menuKey: 'delete-tenant',
    menuName: '删除租户',
    menuType: 'B',
    parentKey: 'tenant-maintenance',
    resourceName: 'tenant:delete',
  },
  { menuKey: 'tenant-sync', menuName: '同步', menuType: 'B', parentKey: 'tenant-maintenance' },
  {
    menuKey: 'export-licence-renew',
    menuName: '导出待续费名单',
    menuType: 'B',
    parentKey: 'tenant-maintenance',
    resourceName: 'tenant:export',
  },
  {
    menuKey: 'query-data',
    menuName: '数据查询',
    menuType: 'F',
    parentKey: 'customer-service',
    url: '/main/customer-service/query-data',
  },
  { menuKey: 'query-data-personal', menuName: '个人信息', menuType: 'T', parentKey: 'query-data' },
  { menuKey: 'query-data-dimission', menuName: '离职', menuType: 'B', parentKey: 'query-data-personal' },
  { menuKey: 'query-data-requisition', menuName: '申请单相关', menuType: 'T', parentKey: 'query-data' },
  { menuKey: 'query-data-expense', menuName: '报销及对公相关', menuType: 'T', parentKey: 'query-data' },
  { menuKey: 'query-data-budget', menuName: '预算相关', menuType: 'T', parentKey: 'query-data' },
  { menuKey: 'query-data-approval', menuName: '审批相关', menuType: 'T', parentKey: 'query-data' },
  { menuKey: 'query-data-finance', menuName: '财务相关', menuType: 'T', parentKey: 'query-data' },
  {
    menuKey: 'app-operations',
    menuName: 'APP 运营位',
    menuType: 'F',
    parentKey: 'menu-control',
    url: '/main/menu-control/app-operations',
  },
  {
    menuKey: 'operate-leader',
    menuName: '运营主管',
    menuType: 'B',
    parentKey: 'app-operations',
    resourceName: 'deploy:operate',
  },
  {
    menuKey: 'single-service-release',
    menuName: '单服务发布',
    menuType: 'F',
    parentKey: 'system-operation',
    url: '/main/system-operation/single-service-release',
  },
  {
    menuKey: 'sql-service-operation',
    menuName: 'SQL 服务执行',
    menuType: 'F',
    parentKey: 'system-operation',
    url: '/main/system-operation/sql-service-operation',
  },
];

/** The menus of the customers' web admin and of the mobile APP. */
const productMenus: readonly MenuEntry[] = [
  ...(
    [
      ['expense', '费用报销', 'M', undefined, '/expense'],
      ['my-report', '我的报销单', 'F', 'expense', '/expense/report/list'],
      ['my-loan', '我的借款', 'F', 'expense', '/expense/loan/list'],
      ['expense-apply', '费用申请', 'F', 'expense', '/expense/application/list'],
      ['approval', '审批中心', 'M', undefined, '/approval'],
      ['approval-pending', '待我审批', 'F', 'approval', '/approval/pending'],
      ['approval-batch', '批量审批', 'B', 'approval-pending', undefined],
      ['finance-audit', '财务审核', 'M', undefined, '/finance/audit'],
      ['finance-payment', '财务付款', 'F', 'finance-audit', '/finance/payment'],
      ['budget', '预算管理', 'M', undefined, '/budget'],
      ['budget-journal', '预算日记账', 'F', 'budget', '/budget/journal'],
      ['travel', '商旅预订', 'M', undefined, '/travel'],
      ['travel-order', '差旅订单', 'F', 'travel', '/travel/order'],
      ['invoice-pool', '发票池', 'M', undefined, '/invoice/pool'],
      ['invoice-verify', '发票查验', 'F', 'invoice-pool', '/invoice/verify'],
      ['company-settings', '公司设置', 'M', undefined, '/settings'],
      ['report-center', '报表中心', 'M', undefined, '/report'],
    ] as const
  ).map(([menuKey, menuName, menuType, parentKey, url]) => ({
    menuKey,
    menuName,
    menuType,
    platform: 'WEB_ADMIN' as const,
    ...(parentKey && { parentKey }),
    ...(url && { url }),
  })),
  ...(
    [
      ['home', '首页', 'M'],
      ['workbench', '工作台', 'M'],
      ['scan-invoice', '扫一扫录票', 'F'],
      ['quick-expense', '随手记', 'F'],
      ['my-approvals', '我的审批', 'F'],
      ['book-flight', '机票预订', 'F'],
      ['book-hotel', '酒店预订', 'F'],
      ['messages', '消息', 'M'],
      ['mine', '我的', 'M'],
    ] as const
  ).map(([menuKey, menuName, menuType]) => ({
    menuKey,
    menuName,
    menuType,
    platform: 'MOBILE_APP' as const,
    ...(menuType === 'F' && { parentKey: 'workbench' }),
  })),
];

function menuEntries(): MenuEntry[] {
  const firstLevel = (Object.keys(menuAuthorities) as MenuKey[]).map((menuKey): MenuEntry => ({
    menuKey,
    menuName: menuPermissionNames[menuKey].slice(0, 40),
    menuType: 'M',
    platform: 'OPERATION_PLATFORM',
    url: `/main/${menuKey}`,
  }));
  return [
    ...firstLevel,
    ...consoleFunctions.map((entry) => ({ ...entry, platform: 'OPERATION_PLATFORM' as const })),
    ...productMenus,
  ];
}

function menuRegisterRows(scale: SeedScale): Row<typeof menuRegisterResource>[] {
  const all = menuEntries();
  // The test scale keeps the spec's operate-leader button and what it hangs from.
  const chosen =
    scale === 'demo'
      ? all
      : all.filter((entry) =>
          ['menu-control', 'app-operations', 'operate-leader', 'expense', 'my-report'].includes(
            entry.menuKey,
          ),
        );
  return chosen.map((entry, index) => ({
    data: {
      menuKey: entry.menuKey,
      menuName: entry.menuName,
      menuType: entry.menuType,
      platform: entry.platform,
      ...(entry.parentKey && { parentKey: entry.parentKey }),
      ...(entry.url && { url: entry.url }),
      ...(entry.resourceName && { resourceName: entry.resourceName }),
      sortOrder: (index % 40) * 10,
      operateType: entry.menuType === 'T' ? 2 : 1,
      admin: entry.menuKey === 'dashboard-admin',
      tenant: entry.menuKey === 'dashboard-admin',
      enabled: entry.menuKey !== 'forest-energy-query',
    },
  }));
}

function syncRunRows(rng: Random, context: SeedContext, scale: SeedScale, menus: readonly MenuEntry[]) {
  const rows: Row<typeof menuSyncRunResource>[] = [];
  const count = sized(scale, 44, 4);
  for (let index = 0; index < count; index += 1) {
    const syncType = index % 3 === 2 ? 'APP' : 'MENU';
    const daysAgo = (count - index) * rng.int(2, 5) - rng.int(0, 1);
    const started = instantAfter(context.now, -daysAgo - rng.int(0, 600) / 1440);
    const status =
      daysAgo <= 0
        ? rng.pick(['PENDING', 'RUNNING'] as const)
        : rng.weighted([
            ['SUCCEEDED', 70],
            ['PARTIAL', 12],
            ['FAILED', 10],
            ['CANCELLED', 8],
          ] as const);
    const scope = rng.weighted([
      ['INCREMENTAL', 60],
      ['SELECTED', 25],
      ['FULL', 15],
    ] as const);
    const platform: MenuPlatform =
      syncType === 'MENU'
        ? rng.pick(['OPERATION_PLATFORM', 'WEB_ADMIN'] as const)
        : rng.pick(['MOBILE_APP', 'H5'] as const);
    const itemKeys =
      scope === 'SELECTED'
        ? rng
            .sample(
              menus.filter((menu) => menu.platform === platform || syncType === 'APP'),
              rng.int(2, 6),
            )
            .map((menu) => menu.menuKey)
        : [];
    const total =
      scope === 'FULL' ? rng.int(120, 260) : scope === 'SELECTED' ? itemKeys.length : rng.int(3, 40);
    const failed =
      status === 'PARTIAL' ? rng.int(1, Math.max(1, Math.floor(total / 4))) : status === 'FAILED' ? total : 0;
    const finished = ['SUCCEEDED', 'PARTIAL', 'FAILED', 'CANCELLED'].includes(status);
    rows.push({
      createdAt: started,
      data: {
        runNo: `SYNC-${compactDate(started)}-${pad(index + 1)}`,
        syncType,
        sourceEnv: MAIN_CLOUD,
        targetEnvs: rng.sample(
          liveClouds.filter((cloud) => cloud !== MAIN_CLOUD),
          rng.int(1, 4),
        ),
        scope,
        platform,
        itemKeys,
        status,
        ...(status !== 'PENDING' && { startedAt: iso(started) }),
        ...(finished && { finishedAt: iso(instantAfter(started, rng.int(1, 25) / 1440)) }),
        totalCount: total,
        successCount: status === 'CANCELLED' || status === 'PENDING' ? 0 : total - failed,
        failedCount: failed,
        operatorId: rng.pick(OPERATORS),
        ...(failed > 0 && {
          errorMessage: rng.pick([
            '目标环境菜单编码冲突：menu-register 已存在同名编码',
            '目标环境连接超时（30s），请检查跨云专线',
            '上级菜单在目标环境不存在，已跳过子节点',
          ]),
        }),
        ...(rng.chance(0.3) && {
          remark: rng.pick(['随版本发布同步', '修复海外环境菜单缺失', '新增菜单灰度同步']),
        }),
      },
    });
  }
  return rows;
}

/**
 * The number of the record a record made at `at` refers to: the latest of `rows` created by then
 * (else the earliest), by `numberOf`.
 */
function latestBefore<R extends { readonly createdAt?: Date }>(
  rows: readonly R[],
  at: Date,
  numberOf: (row: R) => string | undefined,
): string | undefined {
  const time = (row: R) => row.createdAt?.getTime() ?? 0;
  const sorted = [...rows].sort((a, b) => time(a) - time(b));
  const before = sorted.filter((row) => time(row) <= at.getTime());
  const found = before.at(-1) ?? sorted[0];
  return found && numberOf(found);
}

function menuChangeLogRows(
  rng: Random,
  context: SeedContext,
  scale: SeedScale,
  menus: readonly MenuEntry[],
  syncRuns: readonly Row<typeof menuSyncRunResource>[],
) {
  const menuRuns = syncRuns.filter((run) => run.data.syncType === 'MENU');
  const count = sized(scale, 120, 5);
  const rows: Row<typeof menuChangeLogResource>[] = [];
  for (let index = 0; index < count; index += 1) {
    const menu = rng.pick(menus);
    const at = instantAfter(context.now, -rng.int(0, 240) - rng.next());
    const changeType = rng.weighted([
      ['UPDATE', 45],
      ['CREATE', 15],
      ['MOVE', 10],
      ['ENABLE', 8],
      ['DISABLE', 8],
      ['SYNC', 10],
      ['DELETE', 4],
    ] as const);
    const sort = rng.int(1, 30);
    const [beforeValue, afterValue] = {
      UPDATE: [`menuName=${menu.menuName}（旧）`, `menuName=${menu.menuName}`],
      CREATE: [undefined, `menuKey=${menu.menuKey}, menuType=${menu.menuType}`],
      MOVE: [`sortOrder=${sort}`, `sortOrder=${sort + rng.int(1, 5)}`],
      ENABLE: ['enabled=false', 'enabled=true'],
      DISABLE: ['enabled=true', 'enabled=false'],
      SYNC: [undefined, `从 ${MAIN_CLOUD} 同步`],
      DELETE: [`menuKey=${menu.menuKey}`, undefined],
    }[changeType];
    rows.push({
      createdAt: at,
      data: {
        menuKey: menu.menuKey,
        menuName: menu.menuName,
        platform: menu.platform,
        changeType,
        cloudEnv:
          changeType === 'SYNC' ? rng.pick(liveClouds.filter((cloud) => cloud !== MAIN_CLOUD)) : MAIN_CLOUD,
        ...(beforeValue && { beforeValue }),
        ...(afterValue && { afterValue }),
        ...(changeType === 'SYNC' && { syncRunNo: latestBefore(menuRuns, at, (run) => run.data.runNo) }),
        operatorId: rng.pick([DEPLOY, DEPLOY, ADMIN]),
        operatedAt: iso(at),
      },
    });
  }
  return rows;
}

interface SubApp {
  readonly code: string;
  readonly cloud: string;
  readonly section: Section;
  readonly type: ClientType;
  readonly version: string;
}

function subApps(scale: SeedScale): SubApp[] {
  if (scale === 'test')
    return [
      { code: 'expense-web', cloud: MAIN_CLOUD, section: 'EXPENSE', type: 'WEB', version: '5.16.2' },
      { code: 'expense-app', cloud: MAIN_CLOUD, section: 'EXPENSE', type: 'APP', version: '5.16.1' },
      { code: 'travel-web', cloud: MAIN_CLOUD, section: 'TRAVEL', type: 'WEB', version: '5.16.0' },
      { code: 'expense-web', cloud: 'AWS_SG', section: 'EXPENSE', type: 'WEB', version: '5.15.4' },
    ];
  const clouds = [...liveClouds, 'TENCENT_GZ'];
  return clouds.flatMap((cloud, cloudIndex) =>
    sections.flatMap((section) =>
      (
        ['WEB', 'APP', ...(section === 'TRAVEL' || section === 'EXPENSE' ? (['H5'] as const) : [])] as const
      ).map((type): SubApp => ({
        code: `${section.toLowerCase()}-${type.toLowerCase()}`,
        cloud,
        section,
        type,
        // Overseas clouds run a release behind the main one.
        version: `5.${cloudIndex < 5 ? 16 : 15}.${(cloudIndex + sections.indexOf(section)) % 4}`,
      })),
    ),
  );
}

function subApplicationRows(rng: Random, apps: readonly SubApp[]): Row<typeof subApplicationResource>[] {
  return apps.map((app, index) => ({
    data: {
      subAppCode: app.code,
      subAppName: `${sectionNames[app.section]}${clientNames[app.type]}`,
      cloud: app.cloud,
      section: app.section,
      type: app.type,
      entryUrl: `https://static-${app.cloud.toLowerCase().replace('_', '-')}.opsdesk.example/${app.code}/${app.version}/index.html`,
      currentVersion: app.version,
      functionPackageCode: sectionPackages[app.section],
      ownerId: rng.pick([DEPLOY, ADMIN]),
      grayPercent: rng.weighted([
        [100, 80],
        [50, 8],
        [20, 6],
        [5, 6],
      ]),
      sortOrder: (sections.indexOf(app.section) + 1) * 10,
      enabled: app.cloud !== 'TENCENT_GZ',
      ...(index % 7 === 0 && {
        description: `${sectionNames[app.section]}板块${clientNames[app.type]}子应用`,
      }),
    },
  }));
}

function batchRows(rng: Random, context: SeedContext, scale: SeedScale, apps: readonly SubApp[]) {
  const codes = [...new Set(apps.map((app) => app.code))];
  return Array.from({ length: sized(scale, 30, 3) }, (_, index): Row<typeof subApplicationBatchResource> => {
    const daysAgo = (sized(scale, 30, 3) - index) * 9 - rng.int(0, 6);
    const planned = instantAfter(context.now, -daysAgo + 0.9);
    const status = requestStatus(rng, daysAgo);
    const operation = rng.weighted([
      ['PUBLISH', 60],
      ['CONFIG_SYNC', 20],
      ['ROLLBACK', 10],
      ['OFFLINE', 10],
    ] as const);
    const version = `5.${12 + Math.floor(index / 8)}.${index % 4}`;
    const names = {
      PUBLISH: `${version} 批量发布`,
      CONFIG_SYNC: '子应用配置同步',
      ROLLBACK: `回滚至 ${version}`,
      OFFLINE: '下线旧版 H5 子应用',
    };
    const done = status === 'DONE' || status === 'FAILED';
    const targets = rng.sample(liveClouds, rng.int(1, 5));
    return {
      createdAt: instantAfter(planned, -2),
      data: {
        batchNo: `SAB-${compactDate(planned)}-${pad(index + 1, 2)}`,
        batchName: names[operation],
        operation,
        subAppCodes: rng.sample(codes, rng.int(2, 5)),
        targetEnvs: targets,
        clientTypes: operation === 'OFFLINE' ? ['H5'] : rng.sample(['WEB', 'APP'] as const, rng.int(1, 2)),
        ...(operation !== 'CONFIG_SYNC' && { releaseVersion: version }),
        plannedAt: iso(planned),
        status,
        requesterId: rng.pick([DEPLOY, ADMIN]),
        ...(['EXECUTING', 'DONE', 'FAILED'].includes(status) && {
          operatorId: DEPLOY,
          executedAt: iso(planned),
        }),
        successCount: done ? targets.length - (status === 'FAILED' ? 1 : 0) : 0,
        failedCount: status === 'FAILED' ? 1 : 0,
      },
    };
  });
}

const widgets = [
  {
    widgetId: 'report-card',
    widgetName: '报销单卡片',
    widgetType: 'CARD',
    buttons: ['approve', 'reject', 'forward', 'add-sign', 'print'],
  },
  {
    widgetId: 'approval-list',
    widgetName: '待审批列表',
    widgetType: 'LIST',
    buttons: ['batch-approve', 'filter', 'export'],
  },
  {
    widgetId: 'document-toolbar',
    widgetName: '单据工具栏',
    widgetType: 'TOOLBAR',
    buttons: ['submit', 'save-draft', 'withdraw', 'delete', 'copy'],
  },
  {
    widgetId: 'order-detail',
    widgetName: '订单详情',
    widgetType: 'DETAIL',
    buttons: ['change', 'refund', 'reimburse', 'share'],
  },
] as const;

function buttonPriorityRows(rng: Random, scale: SeedScale, apps: readonly SubApp[]) {
  const chosen =
    scale === 'demo'
      ? apps.filter((app) => ['ALI_HZ', 'AWS_SG', 'HUAWEI_BJ', 'ALI_SH'].includes(app.cloud))
      : apps.slice(0, 2);
  const rows: Row<typeof subAppButtonPriorityResource>[] = [];
  for (const app of chosen) {
    const count = scale === 'demo' ? (app.type === 'APP' ? 3 : 2) : 2;
    for (const widget of widgets.slice(0, count)) {
      const buttonCodes = [...widget.buttons];
      // Some clouds' customers asked for a different order.
      if (app.cloud !== MAIN_CLOUD && rng.chance(0.3)) buttonCodes.reverse();
      rows.push({
        data: {
          subAppCode: app.code,
          cloud: app.cloud,
          type: app.type,
          widgetId: widget.widgetId,
          widgetName: widget.widgetName,
          widgetType: widget.widgetType,
          buttonCodes,
          defaultButtonCode: buttonCodes[0],
          maxVisible: app.type === 'APP' ? 2 : 3,
          enabled: true,
        },
      });
    }
  }
  return scale === 'demo' ? rows.slice(0, 150) : rows.slice(0, 4);
}

function versionRecordRows(rng: Random, context: SeedContext, scale: SeedScale, apps: readonly SubApp[]) {
  const chosen =
    scale === 'demo'
      ? apps.filter((app) => app.cloud === MAIN_CLOUD || app.cloud === 'AWS_SG')
      : apps.slice(0, 2);
  const perApp = scale === 'demo' ? 6 : 2;
  return chosen.flatMap((app) =>
    Array.from({ length: perApp }, (_, index): Row<typeof subAppVersionRecordResource> => {
      const minor = 16 - (perApp - 1 - index);
      const version = index === perApp - 1 ? app.version : `5.${minor}.${rng.int(0, 3)}`;
      const releasedAt = instantAfter(context.now, -(perApp - index) * 28 + rng.int(0, 5));
      const releaseType =
        index === perApp - 1 && rng.chance(0.2)
          ? 'HOTFIX'
          : rng.weighted([
              ['RELEASE', 80],
              ['GRAY', 12],
              ['ROLLBACK', 8],
            ] as const);
      return {
        createdAt: releasedAt,
        data: {
          subAppCode: app.code,
          cloud: app.cloud,
          type: app.type,
          releaseVersion: `${version}${index < perApp - 1 && releaseType === 'ROLLBACK' ? '-rb' : ''}`,
          ...(index > 0 && { previousVersion: `5.${minor - 1}.0` }),
          releaseType,
          status:
            index === perApp - 1
              ? releaseType === 'GRAY'
                ? 'GRAY'
                : 'RELEASED'
              : releaseType === 'ROLLBACK'
                ? 'ROLLED_BACK'
                : 'RELEASED',
          grayPercent: releaseType === 'GRAY' ? 20 : 100,
          bundleUrl: `https://static-${app.cloud.toLowerCase().replace('_', '-')}.opsdesk.example/${app.code}/${version}/bundle.zip`,
          releasedAt: iso(releasedAt),
          releasedById: DEPLOY,
          changeLog: rng.pick([
            '修复审批流偶发卡顿',
            '新增智能审核入口',
            '优化首屏加载速度',
            '适配 iOS 18',
            '发票识别准确率提升',
          ]),
        },
      };
    }),
  );
}

const sectionMenus: Readonly<Record<Section, readonly [string, string][]>> = {
  EXPENSE: [
    ['my-report', '/expense/report/list'],
    ['my-loan', '/expense/loan/list'],
    ['expense-apply', '/expense/application/list'],
    ['approval-pending', '/approval/pending'],
  ],
  TRAVEL: [
    ['travel-order', '/travel/order'],
    ['book-flight', '/travel/flight'],
    ['book-hotel', '/travel/hotel'],
  ],
  FINANCE: [
    ['finance-audit', '/finance/audit'],
    ['finance-payment', '/finance/payment'],
    ['budget-journal', '/budget/journal'],
  ],
  INVOICE: [
    ['invoice-pool', '/invoice/pool'],
    ['invoice-verify', '/invoice/verify'],
    ['scan-invoice', '/invoice/scan'],
  ],
  PLATFORM: [
    ['company-settings', '/settings'],
    ['report-center', '/report'],
  ],
};

function mappingRows(scale: SeedScale, apps: readonly SubApp[]) {
  // A mapping names a menu of the register: the test scale registers a few.
  const registered = new Set(menuRegisterRows(scale).map((row) => row.data.menuKey));
  const chosen =
    scale === 'demo'
      ? apps.filter(
          (app) => ['ALI_HZ', 'AWS_SG', 'ALI_SH', 'HUAWEI_BJ'].includes(app.cloud) && app.type !== 'H5',
        )
      : apps.slice(0, 2);
  const rows = chosen.flatMap((app) =>
    sectionMenus[app.section]
      .filter(([menuKey]) => registered.has(menuKey))
      .map(([menuKey, routePath]): Row<typeof subAppMappingRelationResource> => ({
        data: {
          subAppCode: app.code,
          cloud: app.cloud,
          type: app.type,
          section: app.section,
          menuKey,
          routePath: app.type === 'APP' ? `/m${routePath}` : routePath,
          functionPackageCode: sectionPackages[app.section],
          enabled: true,
        },
      })),
  );
  return scale === 'demo' ? rows.slice(0, 150) : rows.slice(0, 4);
}

function servicePackageRows(
  scale: SeedScale,
  menus: readonly MenuEntry[],
): Row<typeof servicePackageResource>[] {
  const web = menus.filter((menu) => menu.platform === 'WEB_ADMIN');
  const app = menus.filter((menu) => menu.platform === 'MOBILE_APP');
  const roots: Readonly<Record<string, readonly string[]>> = {
    EXPENSE_STD: ['expense', 'approval', 'company-settings'],
    EXPENSE_PRO: ['expense', 'approval', 'finance-audit', 'budget', 'company-settings', 'report-center'],
    TRAVEL_MGMT: ['travel', 'approval'],
    INVOICE_CLOUD: ['invoice-pool'],
    BUDGET_CTRL: ['budget'],
    PAYMENT_HUB: ['finance-audit'],
    AP_SHARED: ['finance-audit', 'approval'],
    DATA_INSIGHT: ['report-center'],
  };
  const subtree = (list: readonly MenuEntry[], keys: readonly string[]) => {
    const chosen = new Set(keys);
    for (let grew = true; grew;) {
      grew = false;
      for (const menu of list)
        if (menu.parentKey && chosen.has(menu.parentKey) && !chosen.has(menu.menuKey)) {
          chosen.add(menu.menuKey);
          grew = true;
        }
    }
    return [...chosen];
  };
  const rows = functionPackages.flatMap((pkg): Row<typeof servicePackageResource>[] => {
    const modules = roots[pkg.code] ?? ['company-settings'];
    const webRow: Row<typeof servicePackageResource> = {
      data: {
        packageCode: `SP-${pkg.code.replaceAll('_', '-')}`,
        packageName: `${pkg.name}服务包`,
        functionPackageCode: pkg.code,
        platform: 'WEB_ADMIN',
        modules: [...modules],
        nodeKeys: subtree(web, modules),
        packageVersion: '2025.2',
        enabled: !('enabled' in pkg) || pkg.enabled !== false,
        description: pkg.description,
      },
    };
    if (!['EXPENSE_STD', 'EXPENSE_PRO', 'TRAVEL_MGMT', 'INVOICE_CLOUD', 'CORP_CARD'].includes(pkg.code))
      return [webRow];
    const appModules = ['home', 'workbench', 'messages', 'mine'];
    return [
      webRow,
      {
        data: {
          packageCode: `SP-${pkg.code.replaceAll('_', '-')}-APP`,
          packageName: `${pkg.name}移动端服务包`,
          functionPackageCode: pkg.code,
          platform: 'MOBILE_APP',
          modules: appModules,
          nodeKeys: subtree(app, appModules).filter(
            (key) => pkg.code !== 'INVOICE_CLOUD' || key !== 'book-flight',
          ),
          packageVersion: '2025.2',
          enabled: true,
        },
      },
    ];
  });
  return scale === 'demo' ? rows : rows.slice(0, 3);
}

function appInitRows(rng: Random, scale: SeedScale): Row<typeof appInitConfigResource>[] {
  // Which H5 shells show a splash: a stream of its own, so that the other draws stay as they were.
  const splashes = rng.fork('splash');
  const clouds = scale === 'demo' ? liveClouds : [MAIN_CLOUD];
  const types: readonly ClientType[] = scale === 'demo' ? ['APP', 'H5'] : ['APP'];
  const rows = clouds.flatMap((cloud, cloudIndex) =>
    sections.flatMap((section) =>
      types.map((type): Row<typeof appInitConfigResource> => ({
        data: {
          cloud,
          section,
          type,
          initVersion: `5.${cloudIndex < 5 ? 16 : 15}.0`,
          minSupportedVersion: `5.${cloudIndex < 5 ? 10 : 8}.0`,
          forceUpdate: rng.chance(0.15),
          defaultLanguage:
            cloud === 'AZURE_JP' ? 'ja' : ['AWS_FRA', 'AWS_US', 'AWS_SG'].includes(cloud) ? 'en' : 'zh_cn',
          homeModules: sectionMenus[section].map(([key]) => key).slice(0, 3),
          tabBarItems: ['home', 'workbench', 'messages', 'mine'],
          // The app always opens on its splash image; about half the H5 shells show one while loading.
          ...((type === 'APP' || splashes.chance(0.5)) && {
            splashImageOid: fileOid(`splash/${cloud}/${section}/${type}`),
          }),
          ...(type === 'APP' &&
            rng.chance(0.5) && {
              configJson: JSON.stringify({ ocrEnabled: true, offlineDraft: section === 'EXPENSE' }),
            }),
          enabled: true,
        },
      })),
    ),
  );
  return scale === 'demo' ? rows : rows.slice(0, 4);
}

function appOperationRows(rng: Random, context: SeedContext, scale: SeedScale) {
  const titles = {
    HOME_BANNER: ['年度费用账单上线', '商旅新春特惠', '智能审核全面开放', '电子发票新规解读'],
    HOME_POPUP: ['版本更新提示', '隐私政策更新', '停机维护通知'],
    WORKBENCH_CARD: ['一键报销入口', '预算看板', '发票池提醒'],
    MESSAGE_TOP: ['审批提醒设置指南', '差标调整通知'],
    SPLASH_SCREEN: ['春节开屏', '国庆开屏', '品牌升级开屏'],
  } as const;
  const positions = Object.keys(titles) as (keyof typeof titles)[];
  // Which drafts have their image yet: a stream of its own, so that the other draws stay as they were.
  const images = rng.fork('image');
  return Array.from({ length: sized(scale, 60, 4) }, (_, index): Row<typeof appOperationResource> => {
    const position = positions[index % positions.length] ?? 'HOME_BANNER';
    const start = instantAfter(context.now, rng.int(-200, 30));
    const end = instantAfter(start, rng.int(7, 45));
    const past = end.getTime() < context.now.getTime();
    const status = past
      ? rng.weighted([
          ['OFFLINE', 80],
          ['ONLINE', 10],
          ['REJECTED', 10],
        ] as const)
      : rng.weighted([
          ['ONLINE', 45],
          ['PENDING_REVIEW', 25],
          ['DRAFT', 20],
          ['REJECTED', 10],
        ] as const);
    return {
      createdAt: instantAfter(start, -rng.int(2, 10)),
      data: {
        title: rng.pick(titles[position]),
        position,
        platform: rng.weighted([
          ['ALL', 70],
          ['IOS', 10],
          ['ANDROID', 10],
          ['H5', 10],
        ] as const),
        // Every slot shows an image but the pinned message (a line of text); a draft may still lack it.
        ...(position !== 'MESSAGE_TOP' &&
          (status !== 'DRAFT' || images.chance(0.6)) && { imageOid: fileOid(`app-operation/${index + 1}`) }),
        linkUrl: `https://m.opsdesk.example/activity/${2025}${pad(index + 1)}`,
        cloudEnvs: rng.chance(0.7)
          ? [MAIN_CLOUD, 'ALI_SH', 'HUAWEI_BJ']
          : rng.sample(liveClouds, rng.int(1, 3)),
        tenantRange: 'ALL',
        tenantIds: [],
        startAt: iso(start),
        endAt: iso(end),
        sortOrder: (index % 6) * 10,
        status,
        ...((status === 'ONLINE' || status === 'OFFLINE' || status === 'REJECTED') && { reviewerId: DEPLOY }),
        ...(rng.chance(0.3) && { description: '投放前请确认图片尺寸 750×300' }),
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Product and service catalogue

const serviceTypes = [
  ['FLIGHT', '国内机票', 'Domestic flights', 'TRAVEL', undefined],
  ['FLIGHT_INTL', '国际机票', 'International flights', 'TRAVEL', 'FLIGHT'],
  ['HOTEL', '酒店', 'Hotels', 'TRAVEL', undefined],
  ['HOTEL_INTL', '海外酒店', 'Overseas hotels', 'TRAVEL', 'HOTEL'],
  ['TRAIN', '火车票', 'Train tickets', 'TRAVEL', undefined],
  ['CAR', '用车', 'Car hire and taxis', 'TRAVEL', undefined],
  ['MEAL', '用餐', 'Meals', 'TRAVEL', undefined],
  ['VISA', '签证服务', 'Visa services', 'TRAVEL', undefined],
  ['EXPENSE_CLAIM', '费用报销', 'Expense claims', 'EXPENSE', undefined],
  ['LOAN', '借款', 'Loans', 'EXPENSE', undefined],
  ['BUDGET', '预算控制', 'Budget control', 'EXPENSE', undefined],
  ['CORP_CARD', '公务卡', 'Corporate cards', 'EXPENSE', undefined],
  ['PAYMENT', '资金支付', 'Payments', 'FINANCE', undefined],
  ['VOUCHER', '凭证生成', 'Accounting vouchers', 'FINANCE', undefined],
  ['E_ARCHIVE', '电子档案', 'Electronic archives', 'FINANCE', undefined],
  ['INVOICE_OCR', '发票识别', 'Invoice recognition', 'VALUE_ADDED', undefined],
  ['INVOICE_VERIFY', '发票查验', 'Invoice verification', 'VALUE_ADDED', undefined],
  ['E_SIGN', '电子签章', 'E-signature', 'VALUE_ADDED', undefined],
  ['SMS', '短信通知', 'SMS notices', 'VALUE_ADDED', undefined],
  ['AI_AUDIT', '智能审核', 'AI audit', 'AI', undefined],
  ['AI_ASSISTANT', '报销助手', 'Expense assistant', 'AI', undefined],
  // What the provider's products open: the orders and the product catalogue name these.
  ['EXPENSE', '智能费控', 'Expense management', 'EXPENSE', undefined],
  ['TRAVEL', '商旅管理', 'Travel management', 'TRAVEL', undefined],
  ['TRAVEL_SERVICE_FEE', '差旅服务费', 'Travel service fees', 'TRAVEL', 'TRAVEL'],
  ['OPEN_API', '开放平台', 'Open API', 'VALUE_ADDED', undefined],
  ['ANALYTICS', '数据分析', 'Analytics', 'VALUE_ADDED', undefined],
  ['IMPLEMENTATION', '实施服务', 'Implementation', 'VALUE_ADDED', undefined],
  ['CUSTOMER_SUCCESS', '客户成功服务', 'Customer success', 'VALUE_ADDED', undefined],
  ['TRAINING', '培训服务', 'Training', 'VALUE_ADDED', undefined],
  ['CUSTOM_DEVELOPMENT', '定制开发', 'Custom development', 'VALUE_ADDED', undefined],
] as const;

function serviceTypeRows(scale: SeedScale): Row<typeof serviceTypeResource>[] {
  const rows = serviceTypes.map(
    ([typeCode, typeName, typeNameEn, category, parent], index): Row<typeof serviceTypeResource> => ({
      data: {
        typeCode,
        typeName,
        typeNameEn,
        category,
        ...(parent && { parentTypeCode: parent }),
        sortOrder: (index + 1) * 10,
        enabled: typeCode !== 'VISA',
      },
    }),
  );
  // The test scale keeps the first four, and those of the products (which the orders name).
  return scale === 'demo'
    ? rows
    : rows.filter((row, index) => index < 4 || catalogueServiceTypes.has(row.data.typeCode));
}

const serviceSuppliers: Readonly<Record<string, readonly string[]>> = {
  FLIGHT: ['中航信', '携程商旅', '同程商旅'],
  FLIGHT_INTL: ['携程商旅', 'Amadeus'],
  HOTEL: ['携程商旅', '美团企业版', '锦江酒店集团'],
  HOTEL_INTL: ['Booking.com for Business'],
  TRAIN: ['12306 代购服务商', '同程商旅'],
  CAR: ['滴滴企业版', '曹操出行', '首汽约车'],
  MEAL: ['美团企业版', '饿了么企业订餐'],
  VISA: ['中旅签证'],
  INVOICE_OCR: ['自研'],
  INVOICE_VERIFY: ['国家税务总局查验平台'],
  E_SIGN: ['e签宝', '法大大'],
  SMS: ['阿里云短信', '腾讯云短信'],
  PAYMENT: ['招商银行银企直连', '工商银行银企互联'],
};

function serviceInfoRows(
  rng: Random,
  context: SeedContext,
  scale: SeedScale,
): Row<typeof serviceInfoResource>[] {
  const rows: Row<typeof serviceInfoResource>[] = [];
  for (const [typeCode, typeName, , category] of serviceTypes) {
    const suppliers = serviceSuppliers[typeCode] ?? ['自研'];
    suppliers.forEach((supplierName, index) => {
      const chargeMode =
        category === 'TRAVEL'
          ? 'PER_ORDER'
          : category === 'VALUE_ADDED' || category === 'AI'
            ? 'PER_USE'
            : rng.pick(['PER_SEAT', 'PACKAGE'] as const);
      const price = {
        PER_ORDER: rng.pick([5, 8, 10, 15]),
        PER_USE: rng.pick([0.05, 0.1, 0.2, 0.5]),
        PER_SEAT: rng.pick([30, 50, 80]),
        PACKAGE: rng.pick([19800, 29800, 49800]),
      }[chargeMode];
      const launched = dateAfter(context.now, -rng.int(60, 1500));
      rows.push({
        data: {
          serviceCode: `${typeCode}-${String(index + 1).padStart(2, '0')}`,
          serviceName: suppliers.length > 1 ? `${typeName}（${supplierName}）` : typeName,
          serviceTypeCode: typeCode,
          supplierName,
          chargeMode,
          unitPrice: price,
          currencyCode: supplierName === 'Amadeus' || supplierName.startsWith('Booking') ? 'USD' : 'CNY',
          ...(typeCode === 'CORP_CARD' && { functionPackageCode: 'CORP_CARD' }),
          ...(category === 'TRAVEL' && { functionPackageCode: 'TRAVEL_MGMT' }),
          ...(typeCode.startsWith('INVOICE') && { functionPackageCode: 'INVOICE_CLOUD' }),
          cloudEnvs:
            category === 'TRAVEL'
              ? [MAIN_CLOUD, 'ALI_SH', 'HUAWEI_BJ']
              : liveClouds.slice(0, rng.int(2, liveClouds.length)),
          ownerId: rng.pick([ADMIN, DEPLOY, CONTENT]),
          status:
            typeCode === 'VISA'
              ? 'OFFLINE'
              : typeCode.startsWith('AI') && index === 0
                ? 'DEVELOPING'
                : 'ONLINE',
          launchDate: launched,
          description: `${typeName}服务，由${supplierName}提供`,
        },
      });
    });
  }
  return scale === 'demo' ? rows : rows.slice(0, 4);
}

function llmRows(scale: SeedScale): Row<typeof largeLanguageModelResource>[] {
  const models = [
    [
      'qwen-max',
      '通义千问 Max',
      'ALIBABA_QWEN',
      'qwen-max-2025-01-25',
      'https://dashscope.aliyuncs.com/compatible-mode/v1',
      MAIN_CLOUD,
      32_768,
      8192,
      20,
      60,
      ['SMART_AUDIT', 'EXPENSE_ASSISTANT'],
      true,
    ],
    [
      'qwen-plus',
      '通义千问 Plus',
      'ALIBABA_QWEN',
      'qwen-plus-2025-04-28',
      'https://dashscope.aliyuncs.com/compatible-mode/v1',
      MAIN_CLOUD,
      131_072,
      8192,
      0.8,
      2,
      ['CUSTOMER_SERVICE', 'TRANSLATION'],
      false,
    ],
    [
      'qwen-vl-max',
      '通义千问 VL Max',
      'ALIBABA_QWEN',
      'qwen-vl-max-2025-04-08',
      'https://dashscope.aliyuncs.com/compatible-mode/v1',
      MAIN_CLOUD,
      131_072,
      8192,
      3,
      9,
      ['INVOICE_OCR'],
      true,
    ],
    [
      'deepseek-v3',
      'DeepSeek V3',
      'DEEPSEEK',
      'deepseek-chat',
      'https://api.deepseek.com/v1',
      MAIN_CLOUD,
      65_536,
      8192,
      2,
      8,
      ['DATA_INSIGHT', 'EXPENSE_ASSISTANT'],
      false,
    ],
    [
      'deepseek-r1',
      'DeepSeek R1',
      'DEEPSEEK',
      'deepseek-reasoner',
      'https://api.deepseek.com/v1',
      MAIN_CLOUD,
      65_536,
      16_384,
      4,
      16,
      ['SMART_AUDIT'],
      false,
    ],
    [
      'glm-4-plus',
      '智谱 GLM-4-Plus',
      'ZHIPU_GLM',
      'glm-4-plus',
      'https://open.bigmodel.cn/api/paas/v4',
      'HUAWEI_BJ',
      128_000,
      4096,
      50,
      50,
      ['CUSTOMER_SERVICE'],
      false,
    ],
    [
      'ernie-4-turbo',
      '文心 4.0 Turbo',
      'BAIDU_ERNIE',
      'ernie-4.0-turbo-8k',
      'https://qianfan.baidubce.com/v2',
      'HUAWEI_BJ',
      8192,
      2048,
      30,
      90,
      ['TRANSLATION'],
      false,
    ],
    [
      'hunyuan-pro',
      '腾讯混元 Pro',
      'TENCENT_HUNYUAN',
      'hunyuan-pro',
      'https://api.hunyuan.cloud.tencent.com/v1',
      'ALI_SH',
      32_768,
      4096,
      30,
      100,
      ['CUSTOMER_SERVICE'],
      false,
    ],
    [
      'kimi-128k',
      'Kimi 128K',
      'MOONSHOT',
      'moonshot-v1-128k',
      'https://api.moonshot.cn/v1',
      MAIN_CLOUD,
      131_072,
      8192,
      60,
      60,
      ['DATA_INSIGHT'],
      false,
    ],
    [
      'gpt-4o-sg',
      'GPT-4o（新加坡）',
      'AZURE_OPENAI',
      'gpt-4o-2024-11-20',
      'https://opsdesk-sg.openai.azure.com/openai/v1',
      'AWS_SG',
      128_000,
      16_384,
      2.5,
      10,
      ['SMART_AUDIT', 'TRANSLATION', 'EXPENSE_ASSISTANT'],
      true,
    ],
    [
      'gpt-4o-mini-sg',
      'GPT-4o mini（新加坡）',
      'AZURE_OPENAI',
      'gpt-4o-mini-2024-07-18',
      'https://opsdesk-sg.openai.azure.com/openai/v1',
      'AWS_SG',
      128_000,
      16_384,
      0.15,
      0.6,
      ['CUSTOMER_SERVICE'],
      false,
    ],
    [
      'gpt-4o-jp',
      'GPT-4o（日本）',
      'AZURE_OPENAI',
      'gpt-4o-2024-11-20',
      'https://opsdesk-jp.openai.azure.com/openai/v1',
      'AZURE_JP',
      128_000,
      16_384,
      2.5,
      10,
      ['SMART_AUDIT', 'TRANSLATION'],
      true,
    ],
    [
      'gpt-4o-eu',
      'GPT-4o（欧洲）',
      'AZURE_OPENAI',
      'gpt-4o-2024-11-20',
      'https://opsdesk-eu.openai.azure.com/openai/v1',
      'AWS_FRA',
      128_000,
      16_384,
      2.5,
      10,
      ['SMART_AUDIT', 'TRANSLATION'],
      true,
    ],
    [
      'gpt-4.1-us',
      'GPT-4.1（美国）',
      'OPENAI',
      'gpt-4.1-2025-04-14',
      'https://api.openai.com/v1',
      'AWS_US',
      1_047_576,
      32_768,
      2,
      8,
      ['SMART_AUDIT', 'DATA_INSIGHT'],
      true,
    ],
    [
      'o3-mini-us',
      'o3-mini（美国）',
      'OPENAI',
      'o3-mini-2025-01-31',
      'https://api.openai.com/v1',
      'AWS_US',
      200_000,
      100_000,
      1.1,
      4.4,
      ['DATA_INSIGHT'],
      false,
    ],
    [
      'qwen-turbo-hk',
      '通义千问 Turbo（香港）',
      'ALIBABA_QWEN',
      'qwen-turbo-2025-04-28',
      'https://dashscope-intl.aliyuncs.com/compatible-mode/v1',
      'ALI_HK',
      1_000_000,
      8192,
      0.3,
      0.6,
      ['CUSTOMER_SERVICE', 'TRANSLATION'],
      true,
    ],
  ] as const;
  const rows = models.map(
    ([
      modelCode,
      modelName,
      provider,
      modelVersion,
      endpoint,
      cloudEnv,
      contextWindow,
      maxOutputTokens,
      input,
      output,
      usageScenes,
      isDefault,
    ]): Row<typeof largeLanguageModelResource> => ({
      data: {
        modelCode,
        modelName,
        provider,
        modelVersion,
        endpoint,
        apiKeySecret: `llm-${modelCode}-api-key`,
        cloudEnv,
        contextWindow,
        maxOutputTokens,
        inputPricePerMillion: input,
        outputPricePerMillion: output,
        currencyCode: ['OPENAI', 'AZURE_OPENAI'].includes(provider) ? 'USD' : 'CNY',
        usageScenes: [...usageScenes],
        rateLimitPerMinute: isDefault ? 3000 : 600,
        isDefault,
        enabled: modelCode !== 'ernie-4-turbo',
      },
    }),
  );
  return scale === 'demo' ? rows : rows.slice(0, 3);
}

// ---------------------------------------------------------------------------------------------
// Error monitoring

const sentryProjects = [
  ['opsdesk-web', '运营平台前端', 'JAVASCRIPT_REACT', 'platform', 'OPSDESK-WEB'],
  ['expense-web', '费控 Web', 'JAVASCRIPT_REACT', 'expense', 'EXPENSE-WEB'],
  ['expense-service', '报销服务', 'JAVA_SPRING', 'expense', 'EXPENSE-SVC'],
  ['travel-web', '商旅 Web', 'JAVASCRIPT_REACT', 'travel', 'TRAVEL-WEB'],
  ['travel-service', '商旅服务', 'JAVA_SPRING', 'travel', 'TRAVEL-SVC'],
  ['invoice-service', '发票服务', 'JAVA_SPRING', 'invoice', 'INVOICE-SVC'],
  ['ocr-service', 'OCR 识别服务', 'PYTHON', 'ai', 'OCR-SVC'],
  ['mobile-ios', '移动端 iOS', 'IOS', 'mobile', 'MOBILE-IOS'],
  ['mobile-android', '移动端 Android', 'ANDROID', 'mobile', 'MOBILE-ANDROID'],
  ['mobile-flutter', '移动端 Flutter 模块', 'FLUTTER', 'mobile', 'MOBILE-FLUTTER'],
  ['workflow-service', '审批流服务', 'JAVA_SPRING', 'platform', 'WORKFLOW-SVC'],
  ['payment-service', '支付服务', 'JAVA_SPRING', 'finance', 'PAYMENT-SVC'],
  ['budget-service', '预算服务', 'JAVA_SPRING', 'finance', 'BUDGET-SVC'],
  ['open-api-gateway', '开放平台网关', 'NODE', 'platform', 'OPEN-API'],
  ['notification-service', '消息通知服务', 'NODE', 'platform', 'NOTIFY-SVC'],
  ['report-service', '报表服务', 'JAVA_SPRING', 'data', 'REPORT-SVC'],
  ['booking-h5', '商旅预订 H5', 'JAVASCRIPT_REACT', 'travel', 'BOOKING-H5'],
  ['archive-service', '电子档案服务', 'JAVA_SPRING', 'finance', 'ARCHIVE-SVC'],
] as const;

type SentryProject = (typeof sentryProjects)[number];

const issueTemplates: Readonly<Record<string, readonly [string, string, string][]>> = {
  JAVASCRIPT_REACT: [
    ["TypeError: Cannot read properties of undefined (reading 'id')", 'ReportDetail.render', 'TypeError'],
    ['ChunkLoadError: Loading chunk 42 failed.', 'webpack/runtime/jsonp', 'ChunkLoadError'],
    ['Error: Request failed with status code 502', 'http.request', 'AxiosError'],
    ['ResizeObserver loop completed with undelivered notifications.', 'window', 'Error'],
  ],
  NODE: [
    ['Error: connect ETIMEDOUT 10.0.3.21:6379', 'ioredis.connect', 'Error'],
    ['UnhandledPromiseRejection: upstream timeout', 'gateway.proxy', 'UnhandledRejection'],
  ],
  JAVA_SPRING: [
    [
      'NullPointerException: approver is null',
      'com.opsdesk.workflow.ApprovalService.next',
      'java.lang.NullPointerException',
    ],
    [
      'DataIntegrityViolationException: duplicate key value violates unique constraint',
      'com.opsdesk.expense.ReportRepository.save',
      'org.springframework.dao.DataIntegrityViolationException',
    ],
    [
      'CannotAcquireLockException: lock wait timeout exceeded',
      'com.opsdesk.budget.BudgetOccupyService.occupy',
      'org.springframework.dao.CannotAcquireLockException',
    ],
    [
      'FeignException$ServiceUnavailable: [503] during [GET] to [invoice-service]',
      'com.opsdesk.client.InvoiceClient.verify',
      'feign.FeignException',
    ],
  ],
  PYTHON: [
    ['ValueError: image size exceeds 4096 px', 'ocr.pipeline.preprocess', 'ValueError'],
    ['TimeoutError: model inference exceeded 30s', 'ocr.model.infer', 'TimeoutError'],
  ],
  IOS: [
    [
      'EXC_BAD_ACCESS: KERN_INVALID_ADDRESS at 0x0000000000000010',
      'InvoiceScannerViewController.capture',
      'EXC_BAD_ACCESS',
    ],
    [
      'NSInternalInconsistencyException: Invalid update: invalid number of rows',
      'ApprovalListViewController.reload',
      'NSInternalInconsistencyException',
    ],
  ],
  ANDROID: [
    [
      'java.lang.IllegalStateException: Fragment not attached to a context',
      'ReportFragment.onResult',
      'java.lang.IllegalStateException',
    ],
    [
      'android.view.WindowManager$BadTokenException: Unable to add window',
      'UpgradeDialog.show',
      'BadTokenException',
    ],
  ],
  FLUTTER: [['Null check operator used on a null value', 'TravelOrderPage.build', '_CastError']],
};

function sentryProjectRows(
  rng: Random,
  context: SeedContext,
  scale: SeedScale,
  issueCounts: ReadonlyMap<string, number>,
) {
  const chosen = scale === 'demo' ? sentryProjects : sentryProjects.slice(0, 3);
  return chosen.map(([projectName, displayName, platform, team]): Row<typeof sentryProjectResource> => ({
    data: {
      projectName,
      displayName,
      platform,
      team,
      ownerId: rng.pick([DEPLOY, ADMIN]),
      cloudEnv: MAIN_CLOUD,
      repositoryUrl: `https://git.opsdesk.example/${team}/${projectName}`,
      unresolvedIssues: issueCounts.get(projectName) ?? 0,
      eventsLast24h: rng.logNormal(120, 1.2, 0, 20_000),
      lastEventAt: iso(instantAfter(context.now, -rng.int(1, 300) / 1440)),
      alertEmail: `${team}-alerts@opsdesk.example`,
      enabled: projectName !== 'mobile-flutter',
    },
  }));
}

interface PlannedIssue {
  readonly project: SentryProject;
  readonly shortId: string;
  readonly template: readonly [string, string, string];
  readonly row: Row<typeof sentryIssueResource>;
}

function sentryIssues(rng: Random, context: SeedContext, scale: SeedScale): PlannedIssue[] {
  const projects = scale === 'demo' ? sentryProjects : sentryProjects.slice(0, 3);
  const count = sized(scale, 150, 6);
  const issues: PlannedIssue[] = [];
  for (let index = 0; index < count; index += 1) {
    const project = projects[index % projects.length] as SentryProject;
    const templates = issueTemplates[project[2]] ?? issueTemplates.JAVA_SPRING ?? [];
    const template = rng.pick(templates);
    const shortId = `${project[4]}-${(0x1a0 + index).toString(36).toUpperCase()}`;
    const firstSeen = instantAfter(context.now, -rng.int(1, 120) - rng.next());
    const lastSeen = instantAfter(
      firstSeen,
      rng.next() * Math.max(0.1, (context.now.getTime() - firstSeen.getTime()) / 86_400_000),
    );
    const eventCount = rng.logNormal(40, 1.6, 1, 500_000);
    const status = rng.weighted([
      ['UNRESOLVED', 60],
      ['RESOLVED', 28],
      ['IGNORED', 12],
    ] as const);
    const level =
      template[2].includes('Timeout') || template[0].startsWith('Resize')
        ? 'WARNING'
        : rng.weighted([
            ['ERROR', 80],
            ['FATAL', 10],
            ['WARNING', 10],
          ] as const);
    const environment = rng.weighted([
      ['release', 80],
      ['stage', 12],
      ['uat', 8],
    ] as const);
    issues.push({
      project,
      shortId,
      template,
      row: {
        createdAt: firstSeen,
        data: {
          projectName: project[0],
          shortId,
          title: template[0],
          culprit: template[1],
          level,
          status,
          count: eventCount,
          userCount: Math.min(eventCount, rng.logNormal(8, 1.3, 0, 20_000)),
          firstSeen: iso(firstSeen),
          lastSeen: iso(lastSeen),
          environment,
          release: `${project[0]}@5.16.${rng.int(0, 3)}`,
          ...(status !== 'IGNORED' && rng.chance(0.6) && { assigneeId: rng.pick([DEPLOY, ADMIN]) }),
          tags: [`browser:${rng.pick(['Chrome 124', 'Edge 124', 'Safari 17'])}`, `cloud:${MAIN_CLOUD}`],
        },
      },
    });
  }
  return issues;
}

function sentryEventRows(
  rng: Random,
  scale: SeedScale,
  issues: readonly PlannedIssue[],
  tenants: readonly TenantSketch[],
) {
  const rows: Row<typeof sentryEventResource>[] = [];
  const limit = sized(scale, 150, 6);
  for (const issue of issues) {
    if (rows.length >= limit) break;
    const perIssue = scale === 'demo' ? rng.int(1, 2) : 1;
    const data = issue.row.data;
    for (let index = 0; index < perIssue && rows.length < limit; index += 1) {
      const at = index === 0 ? data.lastSeen : data.firstSeen;
      const tenant = rng.pick(tenants.filter((candidate) => !candidate.provider));
      const [exceptionValue, culprit, exceptionType] = issue.template;
      const java = issue.project[2] === 'JAVA_SPRING';
      const frames = java
        ? [
            '    at org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:897)',
            '    at com.opsdesk.common.web.TenantFilter.doFilter(TenantFilter.java:58)',
            `    at ${culprit}(${culprit.split('.').at(-2) ?? 'Service'}.java:${rng.int(40, 400)})`,
          ]
        : [
            `    at dispatch (https://static.opsdesk.example/assets/vendor.${rng.chars('0123456789abcdef', 8)}.js:2:41877)`,
            `    at ${culprit} (https://static.opsdesk.example/assets/index.${rng.chars('0123456789abcdef', 8)}.js:1:${rng.int(1000, 90_000)})`,
          ];
      rows.push({
        data: {
          projectName: data.projectName,
          issueShortId: issue.shortId,
          eventId: rng.chars('0123456789abcdef', 32),
          timestamp: at,
          level: data.level,
          message: exceptionValue,
          exceptionType,
          exceptionValue,
          stackTrace: [`${exceptionType}: ${exceptionValue}`, ...frames].join('\n'),
          breadcrumbs: [
            `${at.slice(11, 19)} navigation /main/dashboard -> /expense/report/list`,
            `${at.slice(11, 19)} xhr GET /api/expense/report/page [200]`,
            `${at.slice(11, 19)} ui.click button#submit`,
            `${at.slice(11, 19)} xhr POST /api/expense/report/submit [${rng.pick(['500', '502', '200'])}]`,
          ].join('\n'),
          tags: [`tenant:${tenant.code}`, `environment:${data.environment}`, ...(data.tags ?? [])],
          environment: data.environment,
          ...(data.release && { release: data.release }),
          userId: `u_${rng.digits(8)}`,
          userEmail: `user${rng.digits(4)}@${tenant.domain}`,
          userIp: `${rng.pick([10, 172, 192])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
          tenantCode: tenant.code,
          ...(!java && {
            browser: rng.pick(['Chrome 124.0', 'Edge 124.0', 'Safari 17.4']),
            os: rng.pick(['Windows 11', 'macOS 14.4', 'iOS 17.4']),
          }),
          ...(!java && { url: 'https://app.opsdesk.example/expense/report/list' }),
        },
      });
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// System operation

interface PlannedSprint {
  readonly code: string;
  readonly start: string;
  readonly release: string;
  readonly bigVersion: string;
}

/** Two-week sprints, the last ones still to come; two sprints make a big version. */
function sprints(context: SeedContext, scale: SeedScale): PlannedSprint[] {
  const count = sized(scale, 32, 4);
  const today = dateAfter(context.now, 0);
  const firstStart = addDays(today, -(count - 3) * 14);
  // Sprints are numbered within their year: S2025-01, S2025-02...
  const ordinals = new Map<string, number>();
  return Array.from({ length: count }, (_, index) => {
    const start = addDays(firstStart, index * 14);
    const year = start.slice(0, 4);
    const ordinal = (ordinals.get(year) ?? 0) + 1;
    ordinals.set(year, ordinal);
    return {
      code: `S${year}-${pad(ordinal, 2)}`,
      start,
      release: addDays(start, 15),
      bigVersion: `V5.${Math.floor(index / 2) + 16 - Math.floor((count - 1) / 2)}.0`,
    };
  });
}

function sprintRows(
  rng: Random,
  context: SeedContext,
  planned: readonly PlannedSprint[],
): Row<typeof sprintResource>[] {
  const today = dateAfter(context.now, 0);
  return planned.flatMap((sprint, index) => {
    const sprintCode = sprint.code;
    const end = addDays(sprint.start, 11);
    const status =
      sprint.start > today
        ? 'PLANNING'
        : end > today
          ? 'IN_PROGRESS'
          : sprint.release > today
            ? 'CODE_FREEZE'
            : index < planned.length - 6
              ? 'CLOSED'
              : 'RELEASED';
    const requests = rng.int(6, 24);
    return [
      {
        data: {
          sprintCode,
          sprintName: `${sprint.start.slice(0, 4)} 年第 ${Number(sprint.code.slice(6))} 迭代`,
          section: sections[index % sections.length] ?? 'EXPENSE',
          startDate: sprint.start,
          endDate: end,
          releaseDate: sprint.release,
          status,
          ownerId: rng.pick([DEPLOY, ADMIN]),
          bigVersionNo: sprint.bigVersion,
          goal: rng.pick([
            '智能审核规则引擎上线',
            '海外多币种报销',
            '发票池性能优化',
            '审批流并行会签',
            '商旅差标管控增强',
            '移动端首页改版',
          ]),
          requestCount: requests,
          releasedCount:
            status === 'RELEASED' || status === 'CLOSED'
              ? requests
              : status === 'CODE_FREEZE'
                ? rng.int(0, requests)
                : 0,
        },
      },
    ];
  });
}

function singleServiceRows(
  rng: Random,
  context: SeedContext,
  scale: SeedScale,
  sprintPlan: readonly PlannedSprint[],
  sqlRequests: readonly Row<typeof sqlServiceRequestResource>[],
) {
  const count = sized(scale, 120, 5);
  // A request belongs to the sprint whose two weeks its release falls in.
  const sprintOf = (at: Date) => {
    const day = dateAfter(at, 0);
    return sprintPlan.find((sprint) => sprint.start <= day && day < addDays(sprint.start, 14))?.code;
  };
  return Array.from({ length: count }, (_, index): Row<typeof singleServiceRequestResource> => {
    const daysAgo = Math.round(((count - index) / count) * 200) - rng.int(-3, 3);
    const planned = instantAfter(context.now, -daysAgo + rng.int(18, 23) / 24);
    // The test scale walks one request through each step of the workflow.
    const status =
      scale === 'test' ? (testWorkflow[index % testWorkflow.length] ?? 'DONE') : requestStatus(rng, daysAgo);
    const serviceName = rng.pick(services);
    const changeType = rng.weighted([
      ['FEATURE', 40],
      ['BUGFIX', 30],
      ['HOTFIX', 12],
      ['CONFIG', 10],
      ['OPTIMIZATION', 8],
    ] as const);
    const version = `5.${16 - Math.floor(daysAgo / 30)}.${rng.int(0, 9)}`;
    const includesSql = rng.chance(0.2);
    const summary = {
      FEATURE: '新增功能发布',
      BUGFIX: '缺陷修复',
      HOTFIX: '线上紧急修复',
      CONFIG: '配置调整',
      OPTIMIZATION: '性能优化',
    }[changeType];
    return {
      createdAt: instantAfter(planned, -rng.int(1, 4)),
      data: {
        requestNo: `SSR-${compactDate(planned)}-${pad(index + 1)}`,
        title: `${serviceName} ${version} ${summary}`,
        serviceName,
        releaseVersion: version,
        gitBranch: changeType === 'HOTFIX' ? `hotfix/${version}` : `release/${version}`,
        commitId: rng.chars('0123456789abcdef', 8),
        changeType,
        deployEnv: rng.weighted([
          ['release', 75],
          ['stage', 15],
          ['uat', 10],
        ] as const),
        cloudEnvs: rng.chance(0.6) ? liveClouds.slice(0, 3) : rng.sample(liveClouds, rng.int(1, 4)),
        ...(rng.chance(0.85) && sprintOf(planned) && { sprintCode: sprintOf(planned) }),
        plannedAt: iso(planned),
        includesSql,
        // The SQL request that goes out with the release: the latest one made before it.
        ...(includesSql && {
          sqlRequestNo: latestBefore(sqlRequests, planned, (request) => request.data.requestNo),
        }),
        description: `${summary}：${rng.pick(['报销单提交校验优化', '审批流超时重试', '发票验重规则调整', '预算占用并发控制', '差旅订单同步补偿'])}`,
        impactScope: rng.pick(['仅影响报销提交流程', '影响全部租户审批流', '仅海外环境', '无用户可见影响']),
        rollbackPlan: `回滚至上一版本 5.${15 - Math.floor(daysAgo / 30)}.x 并恢复配置快照`,
        requesterId: rng.pick(REQUESTERS),
        status,
        ...handling(rng, status, planned),
      },
    };
  });
}

function releasePlanRows(
  rng: Random,
  context: SeedContext,
  sprintList: readonly Row<typeof sprintResource>[],
) {
  return sprintList.map((sprint, index): Row<typeof iterationReleasePlanResource> => {
    const release = sprint.data.releaseDate;
    const windowStart = new Date(`${release}T14:00:00Z`);
    const daysAgo = Math.round((context.now.getTime() - windowStart.getTime()) / 86_400_000);
    const status =
      daysAgo > 0 ? requestStatus(rng, daysAgo) : rng.pick(['DRAFT', 'SUBMITTED', 'APPROVED'] as const);
    const strategy = rng.weighted([
      ['GRAY_BY_TENANT', 50],
      ['GRAY_BY_CLOUD', 30],
      ['FULL', 15],
      ['BLUE_GREEN', 5],
    ] as const);
    const ran = ['EXECUTING', 'DONE', 'FAILED'].includes(status);
    return {
      data: {
        planNo: `IRP-${sprint.data.sprintCode}`,
        planName: `${sprint.data.sprintName}发布计划`,
        sprintCode: sprint.data.sprintCode,
        ...(sprint.data.bigVersionNo && { bigVersionNo: sprint.data.bigVersionNo }),
        services: rng.sample(services, rng.int(3, 8)),
        cloudEnvs: strategy === 'GRAY_BY_CLOUD' ? [MAIN_CLOUD] : liveClouds,
        strategy,
        grayTenantIds: [],
        windowStart: iso(windowStart),
        windowEnd: iso(instantAfter(windowStart, 4 / 24)),
        ownerId: sprint.data.ownerId,
        ...(ran && { operatorId: DEPLOY }),
        status,
        checklist: '1. 发布前备份配置\n2. 灰度租户验证核心流程\n3. 观察错误监控 30 分钟\n4. 通知客服发布完成',
        rollbackPlan: '按服务逆序回滚，配置中心恢复发布前快照',
        ...(status === 'DONE' && { resultNote: `第 ${index + 1} 次迭代发布完成，无回滚` }),
        ...(status === 'FAILED' && { resultNote: 'workflow-service 健康检查失败，已整体回滚' }),
      },
    };
  });
}

const databases = [
  'expense_db',
  'workflow_db',
  'invoice_db',
  'budget_db',
  'tenant_db',
  'travel_db',
  'payment_db',
] as const;

function sqlRows(rng: Random, context: SeedContext, scale: SeedScale, tenants: readonly TenantSketch[]) {
  const count = sized(scale, 80, 4);
  const customers = tenants.filter((tenant) => !tenant.provider && !tenant.sandbox);
  return Array.from({ length: count }, (_, index): Row<typeof sqlServiceRequestResource> => {
    const daysAgo = Math.round(((count - index) / count) * 180);
    const at = instantAfter(context.now, -daysAgo + 0.8);
    const status = requestStatus(rng, daysAgo);
    const sqlType = rng.weighted([
      ['DATA_FIX', 45],
      ['DML', 25],
      ['DDL', 20],
      ['QUERY', 10],
    ] as const);
    const databaseName = rng.pick(databases);
    const tenant = rng.pick(customers);
    const rows = rng.logNormal(20, 1.5, 1, 50_000);
    const sqlText = {
      DATA_FIX: `update expense_report set status = 1009 where tenant_code = '${tenant.code}' and report_no = 'BX${rng.digits(10)}';`,
      DML: `delete from invoice_duplicate_check where tenant_code = '${tenant.code}' and created_at < '2024-01-01';`,
      DDL: `alter table ${databaseName.replace('_db', '')}_detail add column ext_json jsonb;`,
      QUERY: `select count(*) from approval_task where tenant_code = '${tenant.code}' and status = 'PENDING';`,
    }[sqlType];
    const ran = ['DONE', 'FAILED', 'EXECUTING'].includes(status);
    return {
      createdAt: instantAfter(at, -1),
      data: {
        requestNo: `SQL-${compactDate(at)}-${pad(index + 1)}`,
        title: {
          DATA_FIX: `修复 ${tenant.code} 单据状态`,
          DML: `清理 ${tenant.code} 历史数据`,
          DDL: `${databaseName} 新增扩展字段`,
          QUERY: `统计 ${tenant.code} 待办`,
        }[sqlType],
        cloudEnv: tenant.cloudEnv,
        databaseName,
        sqlType,
        sqlText,
        estimatedRows: sqlType === 'DDL' ? 0 : rows,
        reason:
          sqlType === 'DDL' ? '随版本发布的表结构变更' : `客户 ${tenant.name} 工单：单据状态异常，需后台修复`,
        backupRequired: sqlType !== 'QUERY',
        executeAfter: iso(at),
        requesterId: rng.pick(REQUESTERS),
        ...(status !== 'DRAFT' && status !== 'SUBMITTED' && { reviewerId: DEPLOY }),
        status,
        ...(ran && { executedAt: iso(instantAfter(at, 0.05)) }),
        ...(status === 'DONE' && {
          actualRows: sqlType === 'DDL' ? 0 : rows,
          executionResult: '执行成功，已备份至 backup_' + compactDate(at),
        }),
        ...(status === 'FAILED' && { actualRows: 0, executionResult: '锁等待超时，事务已回滚' }),
        ...(status === 'REJECTED' && { executionResult: '请补充 where 条件，避免全表更新' }),
      },
    };
  });
}

interface PlannedInstance {
  readonly name: string;
  readonly type: MiddlewareType;
  readonly cloud: string;
}

const middlewareVersions: Readonly<Record<MiddlewareType, readonly string[]>> = {
  MYSQL: ['8.0.36', '5.7.44'],
  POSTGRESQL: ['15.6', '16.2'],
  REDIS: ['7.2.4', '6.2.14'],
  KAFKA: ['3.6.1', '2.8.2'],
  ROCKETMQ: ['5.1.4', '4.9.7'],
  ELASTICSEARCH: ['8.11.3', '7.17.18'],
  MONGODB: ['7.0.5', '6.0.13'],
  NACOS: ['2.3.0', '2.2.3'],
  ZOOKEEPER: ['3.8.3'],
};

function middlewareInstances(scale: SeedScale): PlannedInstance[] {
  const types: readonly MiddlewareType[] = [
    'MYSQL',
    'POSTGRESQL',
    'REDIS',
    'KAFKA',
    'ROCKETMQ',
    'ELASTICSEARCH',
    'MONGODB',
    'NACOS',
    'ZOOKEEPER',
  ];
  if (scale === 'test')
    return [
      { name: 'redis-ali-hz-01', type: 'REDIS', cloud: MAIN_CLOUD },
      { name: 'kafka-ali-hz-01', type: 'KAFKA', cloud: MAIN_CLOUD },
      { name: 'mysql-ali-hz-01', type: 'MYSQL', cloud: MAIN_CLOUD },
      { name: 'redis-aws-sg-01', type: 'REDIS', cloud: 'AWS_SG' },
    ];
  return liveClouds.flatMap((cloud, cloudIndex) =>
    types
      .filter((type, typeIndex) => cloudIndex < 3 || typeIndex % 2 === 0)
      .map((type) => ({
        name: `${type.toLowerCase()}-${cloud.toLowerCase().replace('_', '-')}-01`,
        type,
        cloud,
      })),
  );
}

function middlewareInstanceRows(
  rng: Random,
  instances: readonly PlannedInstance[],
): Row<typeof middlewareInstanceResource>[] {
  return instances.map((instance) => {
    const managed =
      ['MYSQL', 'POSTGRESQL', 'REDIS', 'MONGODB'].includes(instance.type) && instance.cloud.startsWith('ALI');
    const host = managed
      ? `${instance.type.toLowerCase().slice(0, 2)}-${rng.chars('abcdefghijklmnopqrstuvwxyz0123456789', 12)}.${instance.cloud === 'ALI_SH' ? 'cn-shanghai' : 'cn-hangzhou'}.rds.aliyuncs.com`
      : `10.${rng.int(0, 40)}.${rng.int(0, 255)}.${rng.int(2, 250)}`;
    const port = {
      MYSQL: 3306,
      POSTGRESQL: 5432,
      REDIS: 6379,
      KAFKA: 9092,
      ROCKETMQ: 9876,
      ELASTICSEARCH: 9200,
      MONGODB: 27017,
      NACOS: 8848,
      ZOOKEEPER: 2181,
    }[instance.type];
    const versions = middlewareVersions[instance.type];
    return {
      data: {
        instanceName: instance.name,
        middlewareType: instance.type,
        releaseVersion: rng.weighted(
          versions.map((version, index) => [version, index === 0 ? 75 : 25] as const),
        ),
        cloudEnv: instance.cloud,
        deployMode: managed
          ? 'MANAGED'
          : instance.type === 'REDIS'
            ? 'SENTINEL'
            : ['KAFKA', 'ELASTICSEARCH', 'ROCKETMQ', 'ZOOKEEPER', 'NACOS'].includes(instance.type)
              ? 'CLUSTER'
              : 'MASTER_SLAVE',
        endpoint: `${host}:${port}`,
        specification: rng.pick(['4C16G', '8C32G', '16C64G', '2C8G']),
        nodeCount: managed ? 2 : rng.pick([3, 3, 5, 2]),
        ownerId: DEPLOY,
        status: rng.weighted([
          ['RUNNING', 88],
          ['DEGRADED', 5],
          ['MAINTENANCE', 4],
          ['DECOMMISSIONED', 3],
        ] as const),
        monitorUrl: `https://grafana.opsdesk.example/d/${instance.type.toLowerCase()}?var-instance=${instance.name}`,
        backupPolicy: ['MYSQL', 'POSTGRESQL', 'MONGODB'].includes(instance.type)
          ? '每日 02:00 全量，binlog 保留 7 天'
          : undefined,
      },
    };
  });
}

function middlewareApplicationRows(
  rng: Random,
  context: SeedContext,
  scale: SeedScale,
  instances: readonly PlannedInstance[],
) {
  const count = sized(scale, 60, 4);
  return Array.from({ length: count }, (_, index): Row<typeof middlewareServiceApplicationResource> => {
    const instance = rng.pick(instances);
    const daysAgo = Math.round(((count - index) / count) * 150);
    const at = instantAfter(context.now, -daysAgo);
    const status = requestStatus(rng, daysAgo);
    const serviceName = rng.pick(services);
    const kind = rng.weighted([
      ['NEW_RESOURCE', 50],
      ['EXPAND', 15],
      ['ACCOUNT', 20],
      ['CONFIG_CHANGE', 10],
      ['RELEASE_RESOURCE', 5],
    ] as const);
    const resourceName = {
      KAFKA: `${serviceName.replace('-service', '')}.event.v${rng.int(1, 3)}`,
      ROCKETMQ: `GID_${serviceName.replace('-', '_').toUpperCase()}`,
      REDIS: `db${rng.int(1, 15)}`,
      ELASTICSEARCH: `${serviceName.replace('-service', '')}-index-v${rng.int(1, 4)}`,
      MYSQL: `${serviceName.replace('-service', '').replace('-', '_')}_db`,
      POSTGRESQL: `${serviceName.replace('-service', '').replace('-', '_')}_db`,
      MONGODB: `${serviceName.replace('-service', '')}_log`,
      NACOS: `${serviceName}.yaml`,
      ZOOKEEPER: `/opsdesk/${serviceName}`,
    }[instance.type];
    const kindName = {
      NEW_RESOURCE: '新建',
      EXPAND: '扩容',
      ACCOUNT: '开通账号',
      CONFIG_CHANGE: '调整配置',
      RELEASE_RESOURCE: '释放',
    }[kind];
    return {
      createdAt: at,
      data: {
        applicationNo: `MWA-${compactDate(at)}-${pad(index + 1)}`,
        title: `${kindName} ${instance.type} ${resourceName}`,
        middlewareType: instance.type,
        kind,
        instanceName: instance.name,
        cloudEnv: instance.cloud,
        resourceName,
        ...(instance.type === 'KAFKA' && {
          specification: `${rng.pick([6, 12, 24])} 分区，3 副本，保留 7 天`,
        }),
        serviceName,
        purpose: `${serviceName} ${
          {
            KAFKA: '异步事件解耦',
            ROCKETMQ: '事务消息与延迟消息',
            REDIS: '缓存热点数据',
            ELASTICSEARCH: '全文检索',
            MYSQL: '只读账号用于报表',
            POSTGRESQL: '新业务库',
            MONGODB: '操作日志存储',
            NACOS: '服务配置',
            ZOOKEEPER: '分布式锁',
          }[instance.type]
        }${kind === 'EXPAND' ? '，扩容应对月末峰值' : ''}`,
        neededBy: dateAfter(at, rng.int(1, 7)),
        requesterId: rng.pick(REQUESTERS),
        ...(['EXECUTING', 'DONE', 'FAILED'].includes(status) && { operatorId: DEPLOY }),
        status,
        ...(status === 'DONE' && {
          doneAt: iso(instantAfter(at, rng.int(1, 3))),
          resultNote: '已开通，连接信息见配置中心',
        }),
        ...(status === 'FAILED' && { resultNote: '集群磁盘不足，待扩容后重试' }),
      },
    };
  });
}

function middlewareReleaseRows(
  rng: Random,
  context: SeedContext,
  scale: SeedScale,
  instances: readonly PlannedInstance[],
) {
  const count = sized(scale, 40, 3);
  return Array.from({ length: count }, (_, index): Row<typeof middlewareReleaseRequestResource> => {
    const instance = rng.pick(instances);
    const daysAgo = Math.round(((count - index) / count) * 200) - 7;
    const planned = instantAfter(context.now, -daysAgo + 0.6);
    const status =
      daysAgo < 0 ? rng.pick(['DRAFT', 'SUBMITTED', 'APPROVED'] as const) : requestStatus(rng, daysAgo);
    const changeType = rng.weighted([
      ['UPGRADE', 30],
      ['PATCH', 15],
      ['CONFIG_CHANGE', 25],
      ['SCALE_OUT', 20],
      ['SCALE_IN', 5],
      ['MIGRATION', 5],
    ] as const);
    const [to = '1.0.0', from = to] = middlewareVersions[instance.type];
    const versioned = changeType === 'UPGRADE' || changeType === 'PATCH';
    return {
      createdAt: instantAfter(planned, -5),
      data: {
        requestNo: `MWR-${compactDate(planned)}-${pad(index + 1)}`,
        title: `${instance.name} ${{ UPGRADE: '版本升级', PATCH: '安全补丁', CONFIG_CHANGE: '参数调整', SCALE_OUT: '扩容', SCALE_IN: '缩容', MIGRATION: '迁移' }[changeType]}`,
        middlewareType: instance.type,
        instanceName: instance.name,
        cloudEnvs: [instance.cloud],
        changeType,
        ...(versioned && { fromVersion: from, toVersion: to }),
        plannedAt: iso(planned),
        expectedDowntimeMinutes: versioned || changeType === 'MIGRATION' ? rng.pick([0, 5, 15, 30]) : 0,
        impactScope: rng.pick([
          '主从切换期间写入短暂失败',
          '客户端需重连',
          '无感知滚动升级',
          '月末高峰期前完成',
        ]),
        rollbackPlan: versioned ? `回退至 ${from}，数据目录快照恢复` : '恢复变更前参数并滚动重启',
        requesterId: rng.pick(REQUESTERS),
        status,
        ...handling(rng, status, planned),
      },
    };
  });
}

function logServiceRows(rng: Random, scale: SeedScale): Row<typeof logServiceResource>[] {
  const clouds = scale === 'demo' ? [MAIN_CLOUD, 'ALI_SH', 'AWS_SG', 'HUAWEI_BJ'] : [MAIN_CLOUD];
  const rows = clouds.flatMap((cloud) =>
    services.map((serviceName): Row<typeof logServiceResource> => {
      const status = rng.weighted([
        ['ACTIVE', 80],
        ['APPLIED', 8],
        ['PAUSED', 6],
        ['OFFLINE', 6],
      ] as const);
      return {
        data: {
          serviceName,
          cloudEnv: cloud,
          logstore: `${serviceName}-${cloud.toLowerCase().replace('_', '-')}`,
          logPath: `/data/logs/${serviceName}/*.log`,
          collector: cloud.startsWith('ALI') ? 'LOGTAIL' : rng.pick(['FILEBEAT', 'FLUENT_BIT'] as const),
          format: serviceName === 'open-api-gateway' ? 'NGINX' : 'JSON',
          retentionDays: rng.pick([15, 30, 30, 90, 180]),
          dailyVolumeGb: Math.round(rng.logNormal(12, 1, 1, 800) * 10) / 10,
          indexFields: [
            'traceId',
            'spanId',
            'tenantId',
            'level',
            ...(serviceName.includes('gateway') ? ['status', 'path'] : []),
          ],
          ownerId: DEPLOY,
          alertEmail: 'sre-alerts@opsdesk.example',
          status,
        },
      };
    }),
  );
  return scale === 'demo' ? rows : rows.slice(0, 4);
}

function monitorReportRows(
  rng: Random,
  context: SeedContext,
  scale: SeedScale,
): Row<typeof systemMonitorReportResource>[] {
  const clouds = scale === 'demo' ? [MAIN_CLOUD, 'ALI_SH', 'AWS_SG', 'HUAWEI_BJ'] : [MAIN_CLOUD];
  const weeks = scale === 'demo' ? 12 : 2;
  const months = scale === 'demo' ? 6 : 1;
  const today = dateAfter(context.now, 0);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const lastMonday = addDays(today, -weekday - 7);
  const rows: Row<typeof systemMonitorReportResource>[] = [];
  for (const cloud of clouds) {
    for (let week = 0; week < weeks; week += 1) {
      const start = addDays(lastMonday, -week * 7);
      rows.push(reportRow(rng, cloud, 'WEEKLY', start, addDays(start, 6), week === 0));
    }
    for (let month = 1; month <= months; month += 1) {
      const first = new Date(Date.UTC(context.now.getUTCFullYear(), context.now.getUTCMonth() - month, 1));
      const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
      rows.push(reportRow(rng, cloud, 'MONTHLY', dateAfter(first, 0), dateAfter(last, 0), false));
    }
  }
  return rows;
}

function reportRow(
  rng: Random,
  cloud: string,
  period: 'WEEKLY' | 'MONTHLY',
  periodStart: string,
  periodEnd: string,
  draft: boolean,
): Row<typeof systemMonitorReportResource> {
  const incidents =
    rng.weighted([
      [0, 60],
      [1, 25],
      [2, 10],
      [3, 5],
    ] as const) * (period === 'MONTHLY' ? 2 : 1);
  const availability =
    Math.round((100 - incidents * rng.int(1, 8) * 0.01 - rng.int(0, 2) * 0.01) * 100) / 100;
  return {
    data: {
      reportNo: `MR-${cloud}-${period === 'WEEKLY' ? 'W' : 'M'}${periodStart.replaceAll('-', '')}`,
      title: `${cloudEnvironments.find((env) => env.code === cloud)?.name ?? cloud}${period === 'WEEKLY' ? '周报' : '月报'}（${periodStart} 至 ${periodEnd}）`,
      period,
      periodStart,
      periodEnd,
      cloudEnv: cloud,
      availability,
      p99LatencyMs: rng.int(420, 1600),
      errorRate: Math.round(rng.next() * 40) / 100,
      requestCount: rng.logNormal(
        period === 'WEEKLY' ? 180_000_000 : 780_000_000,
        0.4,
        1_000_000,
        5_000_000_000,
      ),
      incidentCount: incidents,
      alertCount: rng.int(incidents * 3, 80),
      slowSqlCount: rng.int(0, 140),
      summary:
        incidents > 0
          ? `本期发生 ${incidents} 次故障，主要为依赖服务超时；已增加熔断与重试，下期跟进慢 SQL 治理。`
          : '本期运行平稳，无 P1/P2 故障；继续推进慢 SQL 治理与容量评估。',
      authorId: DEPLOY,
      status: draft ? 'DRAFT' : 'PUBLISHED',
    },
  };
}

const jobs = [
  ['invoice-service', '发票查验结果同步', 'invoiceVerifySyncHandler', '0 0/5 * * * ?'],
  ['invoice-service', '发票池过期提醒', 'invoiceExpireRemindHandler', '0 0 9 * * ?'],
  ['expense-service', '报销单超时提醒', 'reportOverdueRemindHandler', '0 30 9 * * ?'],
  ['expense-service', '草稿单据清理', 'draftCleanHandler', '0 0 3 * * ?'],
  ['budget-service', '预算占用对账', 'budgetReconcileHandler', '0 0 1 * * ?'],
  ['budget-service', '月末预算结转', 'budgetCarryOverHandler', '0 0 2 L * ?'],
  ['payment-service', '银企直连回单拉取', 'bankReceiptPullHandler', '0 0/10 * * * ?'],
  ['payment-service', '付款状态补偿', 'paymentStatusCompensateHandler', '0 0/15 * * * ?'],
  ['travel-service', '差旅订单同步', 'travelOrderSyncHandler', '0 0/30 * * * ?'],
  ['travel-service', '机票退改状态刷新', 'flightRefundRefreshHandler', '0 0 * * * ?'],
  ['tenant-service', '许可证到期提醒', 'licenceExpireNoticeHandler', '0 0 10 * * ?'],
  ['tenant-service', '试用租户活跃统计', 'trialTenantActivityHandler', '0 0 4 * * ?'],
  ['report-service', '费用看板汇总', 'expenseDashboardAggregateHandler', '0 0 5 * * ?'],
  ['archive-service', '电子档案归档', 'eArchiveFileHandler', '0 0 22 * * ?'],
  ['notification-service', '消息重试', 'messageRetryHandler', '0 0/2 * * * ?'],
  ['workflow-service', '审批超时自动处理', 'approvalTimeoutHandler', '0 0/20 * * * ?'],
] as const;

function xxlJobRows(rng: Random, context: SeedContext, scale: SeedScale): Row<typeof xxlJobResource>[] {
  const clouds = scale === 'demo' ? [MAIN_CLOUD, 'ALI_SH', 'AWS_SG'] : [MAIN_CLOUD];
  const rows = clouds.flatMap((cloud) =>
    jobs.map(([jobGroup, jobDesc, executorHandler, cron]): Row<typeof xxlJobResource> => {
      const running = rng.chance(0.88);
      const last = instantAfter(context.now, -rng.int(1, 600) / 1440);
      const result = running
        ? rng.weighted([
            ['SUCCESS', 88],
            ['FAILED', 6],
            ['TIMEOUT', 3],
            ['RUNNING', 3],
          ] as const)
        : 'SUCCESS';
      return {
        data: {
          jobGroup,
          jobDesc,
          executorHandler,
          cron,
          ...(jobGroup === 'tenant-service' && { executorParam: '{"daysBefore":30}' }),
          routeStrategy: cron.includes('0/')
            ? 'ROUND'
            : rng.pick(['FIRST', 'FAILOVER', 'SHARDING_BROADCAST'] as const),
          blockStrategy: 'SERIAL_EXECUTION',
          timeoutSeconds: rng.pick([0, 300, 600, 1800]),
          retryCount: rng.pick([0, 1, 3]),
          cloudEnv: cloud,
          ownerId: DEPLOY,
          alarmEmail: 'sre-alerts@opsdesk.example',
          triggerStatus: running ? 'RUNNING' : 'STOPPED',
          lastTriggerAt: iso(last),
          lastResult: result,
          lastDurationMs: rng.logNormal(2400, 1.2, 30, 1_800_000),
          ...(running && { nextTriggerAt: iso(instantAfter(context.now, rng.int(1, 600) / 1440)) }),
        },
      };
    }),
  );
  return scale === 'demo' ? rows : rows.slice(0, 4);
}

function dataSearchRows(
  rng: Random,
  context: SeedContext,
  scale: SeedScale,
  tenants: readonly TenantSketch[],
) {
  const count = sized(scale, 50, 4);
  const customers = tenants.filter((tenant) => !tenant.provider);
  return Array.from({ length: count }, (_, index): Row<typeof dataSearchRequestResource> => {
    const tenant = index < 3 ? (customers[0] as TenantSketch) : rng.pick(customers);
    const daysAgo = Math.round(((count - index) / count) * 120);
    const at = instantAfter(context.now, -daysAgo);
    const status = requestStatus(rng, daysAgo);
    const sensitivity = rng.weighted([
      ['NORMAL', 50],
      ['SENSITIVE', 30],
      ['PERSONAL', 20],
    ] as const);
    const subject = rng.pick([
      '员工报销单及审批记录',
      '预算占用明细',
      '差旅订单与退改记录',
      '发票验重日志',
      '登录日志',
    ]);
    return {
      refs: { tenantId: tenantKey(tenant.code) },
      createdAt: at,
      data: {
        requestNo: `DSR-${compactDate(at)}-${pad(index + 1)}`,
        title: `查询 ${tenant.code} ${subject}`,
        cloudEnv: tenant.cloudEnv,
        purpose: rng.pick(['客户投诉核查', '审计配合取数', '排查单据状态异常', '客户成功季度回顾']),
        dataScope: `${tenant.name}：近 ${rng.pick([1, 3, 6])} 个月的${subject}`,
        querySql: `select * from ${rng.pick(databases)}.document where tenant_code = '${tenant.code}' limit 500;`,
        sensitivity,
        needExport: rng.chance(0.4),
        requesterId: rng.pick([SERVICE, SERVICE, ADMIN]),
        ...(!['DRAFT', 'SUBMITTED', 'CANCELLED'].includes(status) && { approverId: DEPLOY }),
        status,
        // A finished query's result is uploaded to the request (the note says so); no other has one.
        ...(status === 'DONE' && {
          expiresOn: dateAfter(at, 14),
          resultRows: rng.logNormal(60, 1.3, 0, 20_000),
          resultAttachmentOid: fileOid(`data-search/${index + 1}`),
          resultNote: '结果已加密上传，过期自动删除',
        }),
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Version deployment

function stopMachineRows(
  rng: Random,
  context: SeedContext,
  scale: SeedScale,
): Row<typeof stopMachineNoticeResource>[] {
  const count = sized(scale, 30, 3);
  return Array.from({ length: count }, (_, index) => {
    // Maintenance windows fall on Saturday nights, one every two or three weeks.
    const daysAgo = (count - 3 - index) * 18 + rng.int(-2, 2);
    const start = instantAfter(context.now, -daysAgo);
    start.setUTCHours(16, 0, 0, 0);
    const hours = rng.pick([2, 3, 4]);
    const end = instantAfter(start, hours / 24);
    const future = start.getTime() > context.now.getTime();
    const status = future
      ? rng.pick(['DRAFT', 'PUBLISHED'] as const)
      : rng.weighted([
          ['FINISHED', 90],
          ['CANCELLED', 10],
        ] as const);
    const clouds = rng.chance(0.6) ? [MAIN_CLOUD, 'ALI_SH'] : rng.sample(liveClouds, rng.int(1, 3));
    const date = iso(instantAfter(start, 8 / 24)).slice(0, 10);
    return {
      createdAt: instantAfter(start, -7),
      data: {
        title: `${date} 凌晨停机维护`,
        cloudEnvs: clouds,
        startAt: iso(start),
        endAt: iso(end),
        affectedSystems: rng.sample(['web', 'app', 'h5', 'open-api', 'booking'], rng.int(2, 5)),
        impact: `维护期间（北京时间 ${date} 00:00 起约 ${hours} 小时）无法登录与提交单据，已提交单据不受影响。`,
        noticeContent: `尊敬的客户：为提升服务质量，我们将于 ${date} 00:00 至 0${hours}:00 进行系统升级维护，届时 Web 端与 APP 暂停服务。给您带来的不便敬请谅解。`,
        channels: ['LOGIN_PAGE', 'APP_POPUP', 'EMAIL'],
        tenantRange: 'ALL',
        tenantIds: [],
        status,
        archived: !future && daysAgo > 30,
        ...(status !== 'DRAFT' && { publisherId: DEPLOY, publishedAt: iso(instantAfter(start, -5)) }),
      },
    };
  });
}

function announcementRows(rng: Random, context: SeedContext, scale: SeedScale, versions: readonly string[]) {
  const count = sized(scale, 40, 3);
  return Array.from({ length: count }, (_, index): Row<typeof operationAnnouncementResource> => {
    const daysAgo = (count - index) * 9 - 10;
    const publishAt = instantAfter(context.now, -daysAgo);
    const kind = rng.weighted([
      ['RELEASE_NOTE', 45],
      ['FEATURE', 20],
      ['MAINTENANCE', 15],
      ['INCIDENT', 10],
      ['POLICY', 10],
    ] as const);
    const versionNo =
      versions[Math.min(versions.length - 1, Math.floor((index / count) * versions.length))] ?? 'V5.16.0';
    const future = daysAgo < 0;
    const status = future
      ? rng.pick(['DRAFT', 'PUBLISHED'] as const)
      : rng.weighted([
          ['PUBLISHED', 90],
          ['WITHDRAWN', 10],
        ] as const);
    const title = {
      RELEASE_NOTE: `${versionNo} 版本更新说明`,
      FEATURE: rng.pick(['智能审核正式上线', '发票池支持数电票', '商旅差标支持按职级配置']),
      MAINTENANCE: '周末系统维护通知',
      INCIDENT: rng.pick(['审批通知延迟故障说明', '部分租户登录异常已恢复']),
      POLICY: rng.pick(['隐私政策更新', '数据保留策略调整']),
    }[kind];
    return {
      createdAt: instantAfter(publishAt, -2),
      data: {
        title,
        kind,
        ...((kind === 'RELEASE_NOTE' || kind === 'FEATURE') && { versionNo }),
        summary: `${title}，请相关管理员知悉。`,
        content: `${title}\n\n1. 主要内容……\n2. 影响范围……\n3. 如有疑问请联系客户成功经理。`,
        cloudEnvs: kind === 'INCIDENT' ? [MAIN_CLOUD] : liveClouds,
        channels: kind === 'INCIDENT' ? ['EMAIL', 'WEB_BANNER'] : ['WEB_BANNER', 'APP_POPUP'],
        tenantRange: 'ALL',
        tenantIds: [],
        publishAt: iso(publishAt),
        expireAt: iso(instantAfter(publishAt, 30)),
        pinned: kind === 'INCIDENT' && daysAgo < 20,
        status,
        archived: daysAgo > 60,
        ...(status !== 'DRAFT' && { publisherId: rng.pick([DEPLOY, CONTENT]) }),
      },
    };
  });
}

function bigVersionRows(
  rng: Random,
  context: SeedContext,
  planned: readonly PlannedSprint[],
): Row<typeof bigVersionResource>[] {
  const byVersion = new Map<string, PlannedSprint[]>();
  for (const sprint of planned)
    byVersion.set(sprint.bigVersion, [...(byVersion.get(sprint.bigVersion) ?? []), sprint]);
  const today = dateAfter(context.now, 0);
  return [...byVersion.entries()].map(([versionNo, members]) => {
    const last = members[members.length - 1] as PlannedSprint;
    const release = last.release;
    const full = addDays(release, 7);
    const status =
      full <= today
        ? addDays(full, 90) <= today
          ? 'ARCHIVED'
          : 'RELEASED'
        : release <= today
          ? 'GRAY'
          : (members[0]?.start ?? release) <= today
            ? 'DEVELOPING'
            : 'PLANNING';
    const minor = versionNo.split('.')[1] ?? '0';
    return {
      data: {
        versionNo,
        versionName: `5.${minor} ${rng.pick(['春季版', '夏季版', '秋季版', '冬季版', '智能审核版', '出海版'])}`,
        status,
        sprintCodes: members.map((sprint) => sprint.code),
        platforms: ['WEB', 'IOS', 'ANDROID', 'H5'],
        plannedReleaseDate: release,
        ...(status !== 'PLANNING' && status !== 'DEVELOPING' && { grayStartDate: release }),
        ...((status === 'RELEASED' || status === 'ARCHIVED') && { fullReleaseDate: full }),
        minAppVersion: `5.${Math.max(0, Number(minor) - 6)}.0`,
        forceUpgrade: Number(minor) % 5 === 0,
        highlights: rng.pick([
          '智能审核规则引擎；数电票全面支持',
          '多币种报销；海外差旅',
          '审批流并行会签；移动端首页改版',
          '预算实时占用；银企直连新增 3 家银行',
        ]),
        updateLogUrl: `https://help.opsdesk.example/update-log/${versionNo.toLowerCase()}`,
        ownerId: rng.pick([DEPLOY, ADMIN]),
      },
    };
  });
}

function whiteListRows(
  rng: Random,
  context: SeedContext,
  scale: SeedScale,
  tenants: readonly TenantSketch[],
) {
  const candidates = tenants.filter((tenant) => !tenant.provider && !tenant.sandbox && tenant.enabled);
  const count = Math.min(candidates.length, sized(scale, 40, 3));
  return rng.sample(candidates, count).map((tenant, index): Row<typeof appWhiteListResource> => {
    const kind = rng.weighted([
      ['GRAY_VERSION', 50],
      ['BETA_FEATURE', 30],
      ['DEBUG_LOG', 10],
      ['SKIP_FORCE_UPGRADE', 10],
    ] as const);
    const from = dateAfter(context.now, -rng.int(0, 90));
    const to = addDays(from, rng.pick([30, 60, 90, 180]));
    return {
      refs: { tenantId: tenantKey(tenant.code) },
      data: {
        kind,
        platform: rng.pick(['ALL', 'IOS', 'ANDROID'] as const),
        ...(kind === 'GRAY_VERSION' || kind === 'SKIP_FORCE_UPGRADE'
          ? { appVersion: `5.${16 + (index % 2)}.0` }
          : {}),
        ...(kind === 'BETA_FEATURE' && {
          featureCode: rng.pick(['smart-audit', 'ai-assistant', 'e-invoice-v2', 'travel-standard-v3']),
        }),
        ...(kind === 'DEBUG_LOG' && tenant.contact && { userEmail: tenant.contact.email }),
        validFrom: from,
        validTo: to,
        reason: rng.pick([
          '试点客户，愿意参与灰度',
          '客户反馈问题，开启调试日志排查',
          '大客户定制需求提前体验',
          '客户内网 MDM 暂不支持强制升级',
        ]),
        addedById: rng.pick([DEPLOY, SERVICE]),
        enabled: to >= dateAfter(context.now, 0),
      },
    };
  });
}

function privacyPolicyRows(rng: Random, context: SeedContext, scale: SeedScale, tenantCount: number) {
  const kinds = [
    ['PRIVACY_POLICY', '隐私政策', 'Privacy Policy', 'プライバシーポリシー'],
    ['USER_AGREEMENT', '用户协议', 'Terms of Service', '利用規約'],
    ['THIRD_PARTY_SDK', '第三方 SDK 清单', 'Third-party SDK List', '第三者 SDK 一覧'],
    ['PERSONAL_INFO_LIST', '个人信息收集清单', 'Personal Information We Collect', '個人情報収集一覧'],
  ] as const;
  const languages = ['zh_cn', 'en', 'ja'] as const;
  const versions = scale === 'demo' ? ['2024.06', '2024.12', '2025.06'] : ['2025.06'];
  const rows: Row<typeof deployPrivacyPolicyResource>[] = [];
  for (const [policyKind, zh, en, ja] of kinds)
    for (const [languageIndex, language] of languages.entries())
      versions.forEach((policyVersion, index) => {
        const effective = addDays(
          dateAfter(context.now, 0),
          -(versions.length - 1 - index) * 180 + (index === versions.length - 1 ? 10 : 0),
        );
        const latest = index === versions.length - 1;
        const status = latest ? (policyKind === 'PERSONAL_INFO_LIST' ? 'DRAFT' : 'PUBLISHED') : 'RETIRED';
        const slug = policyKind.toLowerCase().replaceAll('_', '-');
        rows.push({
          data: {
            policyKind,
            title: [zh, en, ja][languageIndex] ?? zh,
            policyVersion,
            language,
            platforms: ['WEB', 'IOS', 'ANDROID', 'H5'],
            effectiveDate: effective,
            contentUrl: `https://www.opsdesk.example/legal/${slug}/${policyVersion}/${language}`,
            changeSummary: rng.pick([
              '新增第三方 SDK：数电票识别组件',
              '明确跨境数据传输的场景与保护措施',
              '调整个人信息保存期限',
              '补充未成年人信息保护条款',
            ]),
            requireReconsent: policyKind === 'PRIVACY_POLICY' && latest,
            tenantRange: 'ALL',
            tenantIds: [],
            acceptedTenantCount:
              status === 'DRAFT'
                ? 0
                : status === 'RETIRED'
                  ? tenantCount
                  : rng.int(Math.floor(tenantCount / 3), tenantCount),
            status,
            ...(status !== 'DRAFT' && {
              publisherId: CONTENT,
              publishedAt: iso(instantAfter(new Date(`${effective}T02:00:00Z`), -7)),
            }),
          },
        });
      });
  return scale === 'demo' ? rows : rows.slice(0, 3);
}

// ---------------------------------------------------------------------------------------------

/**
 * The records of the system area's resources (see @opsdesk/api's resources/areas/system/),
 * except those `generate/` plans (areaChecks.ts's `plannedInGenerate`).
 */
export function planSystemArea(
  context: SeedContext,
  tenants: readonly TenantSketch[],
  scale: SeedScale,
): PlannedStep[] {
  const rng = context.rng.fork('area:system');
  const fork = (label: string) => rng.fork(label);
  const menus = menuEntries();
  const apps = subApps(scale);
  const plannedSprints = sprints(context, scale);
  const sprintList = sprintRows(fork('sprint'), context, plannedSprints);
  const issues = sentryIssues(fork('sentry-issue'), context, scale);
  const unresolved = new Map<string, number>();
  for (const issue of issues)
    if (issue.row.data.status === 'UNRESOLVED')
      unresolved.set(issue.project[0], (unresolved.get(issue.project[0]) ?? 0) + 1);
  const instances = middlewareInstances(scale);
  const bigVersions = bigVersionRows(fork('big-version'), context, plannedSprints);
  const customerCount = tenants.filter((tenant) => !tenant.provider && !tenant.sandbox).length;
  const syncRuns = syncRunRows(fork('menu-sync-run'), context, scale, menus);
  const sqlRequests = sqlRows(fork('sql-service-request'), context, scale, tenants);

  return [
    step(menuRegisterResource, menuRegisterRows(scale)),
    step(menuSyncRunResource, syncRuns),
    step(menuChangeLogResource, menuChangeLogRows(fork('menu-change-log'), context, scale, menus, syncRuns)),
    step(subApplicationResource, subApplicationRows(fork('sub-application'), apps)),
    step(subApplicationBatchResource, batchRows(fork('sub-application-batch'), context, scale, apps)),
    step(subAppButtonPriorityResource, buttonPriorityRows(fork('sub-app-button-priority'), scale, apps)),
    step(
      subAppVersionRecordResource,
      versionRecordRows(fork('sub-app-version-record'), context, scale, apps),
    ),
    step(subAppMappingRelationResource, mappingRows(scale, apps)),
    step(servicePackageResource, servicePackageRows(scale, menus)),
    step(appInitConfigResource, appInitRows(fork('app-init-config'), scale)),
    step(appOperationResource, appOperationRows(fork('app-operation'), context, scale)),
    step(serviceTypeResource, serviceTypeRows(scale)),
    step(serviceInfoResource, serviceInfoRows(fork('service-info'), context, scale)),
    step(largeLanguageModelResource, llmRows(scale)),
    step(sentryProjectResource, sentryProjectRows(fork('sentry-project'), context, scale, unresolved)),
    step(
      sentryIssueResource,
      issues.map((issue) => issue.row),
    ),
    step(sentryEventResource, sentryEventRows(fork('sentry-event'), scale, issues, tenants)),
    step(sprintResource, sprintList),
    step(
      singleServiceRequestResource,
      singleServiceRows(fork('single-service-request'), context, scale, plannedSprints, sqlRequests),
    ),
    step(
      iterationReleasePlanResource,
      releasePlanRows(
        fork('iteration-release-plan'),
        context,
        scale === 'demo' ? sprintList : sprintList.slice(0, 3),
      ),
    ),
    step(sqlServiceRequestResource, sqlRequests),
    step(
      middlewareServiceApplicationResource,
      middlewareApplicationRows(fork('middleware-service-application'), context, scale, instances),
    ),
    step(
      middlewareReleaseRequestResource,
      middlewareReleaseRows(fork('middleware-release-request'), context, scale, instances),
    ),
    step(middlewareInstanceResource, middlewareInstanceRows(fork('middleware-instance'), instances)),
    step(logServiceResource, logServiceRows(fork('log-service'), scale)),
    step(systemMonitorReportResource, monitorReportRows(fork('system-monitor-report'), context, scale)),
    step(xxlJobResource, xxlJobRows(fork('xxl-job'), context, scale)),
    step(dataSearchRequestResource, dataSearchRows(fork('data-search-request'), context, scale, tenants)),
    step(stopMachineNoticeResource, stopMachineRows(fork('stop-machine-notice'), context, scale)),
    step(
      operationAnnouncementResource,
      announcementRows(
        fork('operation-announcement'),
        context,
        scale,
        bigVersions.map((row) => row.data.versionNo),
      ),
    ),
    step(bigVersionResource, bigVersions),
    step(appWhiteListResource, whiteListRows(fork('app-white-list'), context, scale, tenants)),
    step(
      deployPrivacyPolicyResource,
      privacyPolicyRows(fork('deploy-privacy-policy'), context, scale, customerCount),
    ),
  ];
}
