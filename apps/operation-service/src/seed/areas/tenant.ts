import {
  enterpriseBrandResource,
  tenantAiLibraryAuthorizationResource,
  tenantAuthorizationResource,
  tenantControlResource,
  tenantDataReportResource,
  tenantEArchiveResource,
  tenantFeesMappingResource,
  tenantFunctionConfigResource,
  tenantMenuChangeResource,
  tenantOperationNewsResource,
  tenantPlatformOrderResource,
  tenantPrintTemplateComparisonResource,
  tenantPrintTemplateDocumentResource,
  tenantProductEntryResource,
  tenantRegistrationResource,
  tenantReportResource,
  tenantServiceInfoResource,
  tenantUsageSnapshotResource,
  touchCustomerLogResource,
  userResetActivityResource,
  type tenantEntryProducts,
  type tenantMessagingPlatforms,
  type tenantNewsChannels,
} from '@opsdesk/api';
import type { z } from 'zod';
import { chineseBrands, chineseIndustries, chineseLegalForms } from '../data/business';
import { chineseCities } from '../data/places';
import { functionPackages, tenantGroups } from '../data/reference';
import type { SeedContext } from '../generate/context';
import type { SeededFileField } from '../generate/files';
import { drawName } from '../generate/people';
import { step, type PlannedRow, type PlannedStep, type SeedFields } from '../generate/plan';
import type { Random } from '../generate/random';
import type { TenantSketch } from '../generate/tenants';
import { addDays, addMonths, dateAfter, daysBetween, money, seedOid, uniqueMobile } from '../generate/values';
import type { SeedScale } from '../generate/world';

type Row<R extends { readonly schema: z.ZodObject }> = PlannedRow<SeedFields<R['schema']>>;

/** What every generator of the area shares: its random stream, the clock, who works at the provider. */
interface AreaContext {
  readonly rng: Random;
  readonly now: Date;
  readonly today: string;
  readonly demo: boolean;
  /** The provider's sales, customer success and operations staff who appear on the records. */
  readonly staff: readonly string[];
  /** Customer tenants (not the provider, not sandboxes), the demo tenant first. */
  readonly customers: readonly TenantSketch[];
  readonly sandboxes: readonly TenantSketch[];
  readonly all: readonly TenantSketch[];
  /** Mobiles already taken by other seeded people (read, never written: other seeds stay as they are). */
  readonly mobiles: Set<string>;
}

const instantOf = (date: string, hour = 2) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
const sellablePackages = functionPackages.filter((entry) => !('enabled' in entry) || entry.enabled !== false);

/** The first `count` of `tenants`, the demo tenant (T0001) always among them when present. */
function someTenants(rng: Random, tenants: readonly TenantSketch[], count: number): TenantSketch[] {
  const demoTenant = tenants.filter((tenant) => tenant.code === 'T0001');
  const others = rng.shuffle(tenants.filter((tenant) => tenant.code !== 'T0001'));
  return [...demoTenant, ...others].slice(0, Math.max(0, count));
}

/** A mainland company name as they are registered: city, brand, trade, legal form. */
function chineseCompanyName(rng: Random): string {
  const city = rng.pick(chineseCities);
  const [brand] = rng.pick(chineseBrands);
  const [industry] = rng.pick(chineseIndustries);
  const form = rng.weighted(chineseLegalForms);
  return `${city.name.replace(/市$/, '')}${brand}${industry}${form}`;
}

/** A file's attachment OID: stable per record; the seed stores a generated file under it. */
const fileOid = (name: string) => seedOid(`tenant-file/${name}`);

/**
 * The tenant area's image and document fields the seed fills. A brand's pictures are the tenant's,
 * uploaded by its administrator in the product; the print service renders both outputs of a
 * compared document; operation news covers are the operations team's (content) uploads.
 */
export const tenantFileFields: readonly SeededFileField[] = [
  {
    resource: enterpriseBrandResource.name,
    field: 'logoOid',
    kind: 'image',
    width: 96,
    height: 96,
    caption: 'LOGO',
    uploadedBy: null,
    fileName: 'brand-logo',
  },
  {
    resource: enterpriseBrandResource.name,
    field: 'loginBackgroundOid',
    kind: 'image',
    width: 160,
    height: 90,
    caption: 'LOGIN',
    uploadedBy: null,
    fileName: 'brand-login-background',
  },
  {
    resource: tenantPrintTemplateDocumentResource.name,
    field: 'standardOutputOid',
    kind: 'pdf',
    title: 'Printed with the standard template',
    uploadedBy: null,
    fileName: 'print-standard',
  },
  {
    resource: tenantPrintTemplateDocumentResource.name,
    field: 'tenantOutputOid',
    kind: 'pdf',
    title: "Printed with the tenant's template",
    uploadedBy: null,
    fileName: 'print-tenant',
  },
  {
    resource: tenantOperationNewsResource.name,
    field: 'coverImageOid',
    kind: 'image',
    width: 188,
    height: 80,
    caption: 'NEWS',
    uploadedBy: 'CONTENT_EDITOR',
  },
];

function seatsOf(tenant: TenantSketch): number {
  return Math.max(10, Math.round((tenant.employees * 0.9) / 10) * 10);
}

// ------------------------------------------------------------------------------------------------

function registrations(area: AreaContext): Row<typeof tenantRegistrationResource>[] {
  const rng = area.rng.fork('registration');
  const count = area.demo ? 120 : 5;
  // Tenants opened in the last two years came from a registration.
  const opened = area.customers.filter((tenant) => daysBetween(tenant.createdAt, area.now) < 730);
  const openedSample = rng.shuffle(opened).slice(0, Math.floor(count / 3));
  const rows: Row<typeof tenantRegistrationResource>[] = [];
  const perDay = new Map<string, number>();
  for (let index = 0; index < count; index += 1) {
    const tenant = openedSample[index];
    const appliedDate = tenant
      ? dateAfter(tenant.createdAt, -rng.int(1, 20))
      : dateAfter(area.now, -rng.logNormal(30, 1.1, 0, 400));
    const sequence = (perDay.get(appliedDate) ?? 0) + 1;
    perDay.set(appliedDate, sequence);
    const status = tenant
      ? 'OPENED'
      : rng.weighted([
          ['PENDING', daysBetween(appliedDate, area.today) < 14 ? 40 : 5],
          ['CONTACTED', 25],
          ['APPROVED', 10],
          ['REJECTED', 15],
        ] as const);
    const contact = drawName(rng, 'CN');
    const region = tenant
      ? tenant.region
      : rng.weighted([
          ['CN', 85],
          ['HK', 5],
          ['SG', 6],
          ['JP', 4],
        ] as const);
    const source = rng.weighted([
      ['WEBSITE', 35],
      ['DINGTALK', 18],
      ['WECHAT', 14],
      ['LARK', 10],
      ['SALES', 12],
      ['PARTNER', 7],
      ['EVENT', 4],
    ] as const);
    rows.push({
      ...(tenant && { refs: { tenantId: tenant.key } }),
      createdAt: instantOf(appliedDate, rng.int(1, 12)),
      data: {
        registrationCode: `REG${appliedDate.replace(/-/g, '')}${String(sequence).padStart(3, '0')}`,
        companyName: tenant ? (tenant.companies[0]?.name ?? tenant.name) : chineseCompanyName(rng),
        contactName: tenant?.contact?.name ?? contact.fullName,
        contactMobile: uniqueMobile(rng, 'CN', area.mobiles),
        ...(tenant?.contact
          ? { contactEmail: tenant.contact.email }
          : rng.chance(0.7) && { contactEmail: `${contact.familyLatin}${contact.givenLatin}@mail.example` }),
        industry: tenant?.industry ?? rng.pick(chineseIndustries)[1],
        employeeScale: scaleOf(tenant?.employees ?? rng.logNormal(150, 1.3, 8, 20_000)),
        region,
        source,
        intendedPackages: rng.sample(sellablePackages, rng.int(1, 3)).map((entry) => entry.code),
        appliedDate,
        status,
        ...(status !== 'PENDING' && { handler: rng.pick(area.staff) }),
        ...(status === 'REJECTED' && {
          rejectReason: rng.pick([
            '个人用户，非企业客户',
            '重复注册，已合并到原申请',
            '联系方式无效，多次联系未果',
            '同行竞品试用申请',
          ]),
        }),
        ...(rng.chance(0.3) && {
          remark: rng.pick([
            '客户希望下周安排产品演示',
            '已发送试用账号开通指引',
            '关注与钉钉审批的集成',
            '预算审批中，预计下月采购',
          ]),
        }),
      },
    });
  }
  return rows;
}

function scaleOf(employees: number) {
  if (employees < 50) return 'UNDER_50' as const;
  if (employees < 200) return 'FROM_50_TO_199' as const;
  if (employees < 1000) return 'FROM_200_TO_999' as const;
  if (employees < 5000) return 'FROM_1000_TO_4999' as const;
  return 'OVER_5000' as const;
}

function productEntries(area: AreaContext): Row<typeof tenantProductEntryResource>[] {
  const rng = area.rng.fork('product-entry');
  const count = area.demo ? 90 : 4;
  // An entry opened as a tenant is on that tenant's own messaging platform.
  const openable = rng.shuffle(
    area.customers.filter((tenant) => tenant.region === 'CN' && marketplaceOf(tenant) !== undefined),
  );
  const corpIds = new Set<string>();
  const rows: Row<typeof tenantProductEntryResource>[] = [];
  for (let index = 0; index < count; index += 1) {
    const tenant = index % 3 === 0 ? openable[index / 3] : undefined;
    const drawn: (typeof tenantEntryProducts)[number] = rng.weighted([
      ['DINGTALK', 40],
      ['WECHAT', 30],
      ['LARK', 25],
      ['WELINK', 3],
      ['YUNZHIJIA', 2],
    ] as const);
    const product = (tenant && marketplaceOf(tenant)) ?? drawn;
    let corpId: string;
    do {
      const hex = rng.chars('0123456789abcdef', 16);
      corpId =
        product === 'DINGTALK'
          ? `ding${hex}`
          : product === 'WECHAT'
            ? `ww${hex}`
            : product === 'LARK'
              ? `lark-${hex.slice(0, 12)}`
              : rng.digits(12);
    } while (corpIds.has(`${product}/${corpId}`));
    corpIds.add(`${product}/${corpId}`);
    const installDate = tenant
      ? dateAfter(tenant.createdAt, -rng.int(0, 5))
      : dateAfter(area.now, -rng.logNormal(90, 1, 1, 900));
    const status = tenant
      ? tenant.enabled
        ? 'OPENED'
        : 'SUSPENDED'
      : rng.weighted([
          ['INSTALLED', 55],
          ['SUSPENDED', 15],
          ['UNINSTALLED', 30],
        ] as const);
    const edition = rng.weighted([
      ['FREE', 35],
      ['STANDARD', 40],
      ['PROFESSIONAL', 18],
      ['ENTERPRISE', 7],
    ] as const);
    const admin = drawName(rng, 'CN');
    rows.push({
      ...(tenant && { refs: { tenantId: tenant.key } }),
      createdAt: instantOf(installDate, rng.int(1, 12)),
      data: {
        product,
        corpId,
        corpName: tenant ? (tenant.companies[0]?.name ?? tenant.name) : chineseCompanyName(rng),
        edition,
        installDate,
        authorizedUsers: tenant
          ? seatsOf(tenant)
          : edition === 'FREE'
            ? rng.int(3, 20)
            : rng.logNormal(80, 0.9, 10, 3000),
        adminName: admin.fullName,
        ...(rng.chance(0.8) && { adminMobile: uniqueMobile(rng, 'CN', area.mobiles) }),
        status,
        ...(edition !== 'FREE' && { expireDate: addDays(addMonths(installDate, 12), -1) }),
        ...(status === 'UNINSTALLED' && { remark: '试用结束后卸载，已回访' }),
      },
    });
  }
  return rows;
}

function authorizations(area: AreaContext): Row<typeof tenantAuthorizationResource>[] {
  const rng = area.rng.fork('authorization');
  const limit = area.demo ? 150 : 5;
  const rows: Row<typeof tenantAuthorizationResource>[] = [];
  const tenants = someTenants(rng, area.customers, area.demo ? 80 : 3);
  for (const tenant of tenants) {
    // Every licence carries an expense edition; the other packages are bought beside it.
    const edition = tenant.employees >= 1000 ? 'EXPENSE_PRO' : 'EXPENSE_STD';
    const extras = rng
      .sample(
        sellablePackages.filter((entry) => !entry.code.startsWith('EXPENSE_')),
        rng.int(0, 3),
      )
      .map((entry) => entry.code);
    const packages = [edition, ...extras.sort()];
    const applicant = rng.pick(area.staff);
    const base = {
      functionPackageCodes: packages,
      authorizedSeats: seatsOf(tenant),
      applicant,
    };
    let sequence = 0;
    const code = () => `AUTH-${tenant.code}-${String((sequence += 1)).padStart(2, '0')}`;
    if (tenant.terms.length === 0) {
      const start = dateAfter(tenant.createdAt, 0);
      rows.push({
        refs: { tenantId: tenant.key },
        createdAt: instantOf(start),
        data: {
          ...base,
          authorizationCode: code(),
          authorizationType: 'TRIAL',
          authorizedSeats: Math.min(base.authorizedSeats, 50),
          startDate: start,
          endDate: tenant.licenceExpireDate ?? addDays(start, 30),
          approver: rng.pick(area.staff),
          status: (tenant.licenceExpireDate ?? addDays(start, 30)) < area.today ? 'EXPIRED' : 'APPROVED',
        },
      });
      continue;
    }
    for (const term of tenant.terms.slice(-3)) {
      rows.push({
        refs: { tenantId: tenant.key },
        createdAt: instantOf(addDays(term.start, -rng.int(1, 10))),
        data: {
          ...base,
          authorizationCode: code(),
          authorizationType: 'FORMAL',
          startDate: term.start,
          endDate: term.end,
          approver: rng.pick(area.staff),
          status: term.end < area.today ? 'EXPIRED' : 'APPROVED',
        },
      });
    }
    const last = tenant.terms[tenant.terms.length - 1];
    // Renewals due within three months wait for approval; a few tenants bought more seats mid-term.
    if (last && last.end >= area.today && daysBetween(area.today, last.end) < 90) {
      rows.push({
        refs: { tenantId: tenant.key },
        data: {
          ...base,
          authorizationCode: code(),
          authorizationType: 'EXTENSION',
          startDate: addDays(last.end, 1),
          endDate: addDays(addMonths(addDays(last.end, 1), 12), -1),
          status: 'PENDING',
          remark: '续费合同已签署，待财务确认回款后生效',
        },
      });
    } else if (last && last.end >= area.today && rng.chance(0.2)) {
      rows.push({
        refs: { tenantId: tenant.key },
        data: {
          ...base,
          authorizationCode: code(),
          authorizationType: 'SEAT_INCREASE',
          authorizedSeats: rng.int(2, 20) * 10,
          startDate: area.today,
          endDate: last.end,
          status: rng.pick(['PENDING', 'APPROVED', 'REJECTED'] as const),
          ...(rng.chance(0.5) && { approver: rng.pick(area.staff) }),
        },
      });
    }
  }
  return rows.slice(0, limit);
}

const aiLibraries = [
  ['KB-EXPENSE-POLICY', '报销制度知识库', 'KNOWLEDGE_BASE', 'QWEN_MAX'],
  ['KB-TRAVEL-FAQ', '差旅常见问题库', 'KNOWLEDGE_BASE', 'DEEPSEEK_V3'],
  ['OCR-INVOICE', '发票智能识别', 'INVOICE_RECOGNITION', undefined],
  ['AUDIT-RULES-STD', '智能审核规则库', 'AUDIT_RULES', 'QWEN_MAX'],
  ['ASSIST-EXPENSE', '报销助手', 'EXPENSE_ASSISTANT', 'DEEPSEEK_V3'],
  ['POLICY-TRAVEL', '差旅标准解读', 'TRAVEL_POLICY', 'ERNIE_4'],
] as const;

function aiLibraryAuthorizations(area: AreaContext): Row<typeof tenantAiLibraryAuthorizationResource>[] {
  const rng = area.rng.fork('ai-library');
  const tenants = someTenants(
    rng,
    area.customers.filter((tenant) => tenant.lifecycle === 'PAID' || tenant.lifecycle === 'TRIAL'),
    area.demo ? 30 : 2,
  );
  const rows = tenants.flatMap((tenant) =>
    rng.sample(aiLibraries, rng.int(1, 3)).map(([libraryCode, libraryName, libraryType, modelCode]) => {
      const startDate = dateAfter(area.now, -rng.int(10, 300));
      const quota = rng.pick([5_000, 10_000, 20_000, 50_000, 100_000]);
      const status = rng.weighted([
        ['ACTIVE', 80],
        ['SUSPENDED', 12],
        ['EXPIRED', 8],
      ] as const);
      return {
        refs: { tenantId: tenant.key },
        createdAt: instantOf(startDate),
        data: {
          libraryCode,
          libraryName,
          libraryType,
          ...(modelCode && { modelCode }),
          monthlyCallQuota: quota,
          usedCalls: status === 'ACTIVE' ? rng.int(0, quota) : 0,
          startDate,
          ...((status === 'EXPIRED' || rng.chance(0.5)) && {
            endDate: status === 'EXPIRED' ? dateAfter(area.now, -rng.int(1, 30)) : addDays(startDate, 365),
          }),
          status,
          authorizedBy: rng.pick(area.staff),
          ...(status === 'SUSPENDED' && { remark: '本月调用量异常，暂停待客户确认' }),
        },
      } satisfies Row<typeof tenantAiLibraryAuthorizationResource>;
    }),
  );
  return rows.slice(0, area.demo ? 60 : 4);
}

// ------------------------------------------------------------------------------------------------
// The business tenant detail's tabs

/** The tenants whose business detail is filled in: the demo tenant and a sample of customers. */
function detailTenants(area: AreaContext, label: string, count: number): TenantSketch[] {
  return someTenants(area.rng.fork(label), area.customers, count);
}

function controls(area: AreaContext): Row<typeof tenantControlResource>[] {
  const rng = area.rng.fork('control');
  return detailTenants(area, 'control-tenants', area.demo ? 150 : 5).map((tenant) => {
    const frozen = tenant.lifecycle === 'TRIAL_ENDED' ? rng.chance(0.6) : !tenant.enabled;
    const frozenDate = frozen
      ? (tenant.licenceExpireDate ?? dateAfter(area.now, -rng.int(5, 200)))
      : undefined;
    const ips = rng.chance(0.15)
      ? Array.from(
          { length: rng.int(1, 3) },
          () => `${rng.pick(['10', '172', '192'])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
        )
      : [];
    return {
      refs: { tenantId: tenant.key },
      data: {
        seatLimit: seatsOf(tenant),
        loginEnabled: tenant.enabled && !frozen,
        frozen,
        ...(frozenDate && { frozenDate: frozenDate < area.today ? frozenDate : area.today }),
        ...(frozen && {
          frozenReason: tenant.lifecycle === 'TRIAL_ENDED' ? '试用到期未购买，冻结登录' : '客户书面申请停用',
        }),
        mfaRequired: tenant.groupCode === 'FINANCE' || tenant.groupCode === 'SOE' || rng.chance(0.1),
        ipWhitelist: ips,
        dataExportAllowed: !frozen && rng.chance(0.9),
        sandboxQuota: tenant.groupCode === 'KA' ? 3 : 1,
        trialExtensionDays: tenant.lifecycle === 'TRIAL' && rng.chance(0.3) ? rng.pick([7, 15, 30]) : 0,
        logRetentionDays: rng.pick([180, 180, 365, 1095]),
        ...(rng.chance(0.15) && { controlNote: '客户要求离职员工账号次日自动停用' }),
      },
    };
  });
}

function serviceInfos(area: AreaContext): Row<typeof tenantServiceInfoResource>[] {
  const rng = area.rng.fork('service-info');
  const tenants = detailTenants(area, 'service-tenants', area.demo ? 150 : 5).filter(
    (tenant) => tenant.lifecycle !== 'TRIAL_ENDED',
  );
  return tenants.map((tenant) => {
    const last = tenant.terms[tenant.terms.length - 1];
    const serviceLevel =
      tenant.groupCode === 'KA' || tenant.employees >= 5000
        ? ('KEY_ACCOUNT' as const)
        : tenant.employees >= 1000
          ? ('VIP' as const)
          : ('STANDARD' as const);
    return {
      refs: { tenantId: tenant.key },
      data: {
        serviceLevel,
        salesOwner: rng.pick(area.staff),
        customerSuccessManager: rng.pick(area.staff),
        ...(tenant.setup !== 'none' && { implementationConsultant: rng.pick(area.staff) }),
        ...(rng.chance(0.7) && {
          supportGroup: `${tenant.brand} × OpsDesk 服务群`.slice(0, 100),
        }),
        ...(tenant.terms[0] && { goLiveDate: addDays(tenant.terms[0].start, rng.int(14, 60)) }),
        ...(last && { renewalDate: addDays(last.end, 1) }),
        healthScore:
          tenant.lifecycle === 'PAID'
            ? rng.int(55, 98)
            : tenant.lifecycle === 'TRIAL'
              ? rng.int(30, 80)
              : rng.int(10, 45),
        ...(rng.chance(0.2) && {
          remark: rng.pick(['年度续费重点关注', '财务总监为关键决策人', '有增购商旅模块意向']),
        }),
      },
    };
  });
}

/** The messaging platform a tenant buys on, when it is on one: its `messagingPlatform`. */
function marketplaceOf(tenant: TenantSketch): (typeof tenantMessagingPlatforms)[number] | undefined {
  return tenant.messagingPlatform === 'NONE' ? undefined : tenant.messagingPlatform;
}

/**
 * Marketplace orders of mainland tenants on a messaging platform, each on the tenant's own platform
 * (a tenant on none buys nothing there).
 */
function platformOrders(area: AreaContext): Row<typeof tenantPlatformOrderResource>[] {
  const rng = area.rng.fork('platform-order');
  const tenants = someTenants(
    area.rng.fork('platform-order-tenants'),
    area.customers.filter((tenant) => tenant.region === 'CN' && marketplaceOf(tenant) !== undefined),
    area.demo ? 60 : 3,
  );
  const rows: Row<typeof tenantPlatformOrderResource>[] = [];
  let sequence = 0;
  for (const tenant of tenants) {
    const platform = marketplaceOf(tenant);
    if (!platform) continue;
    const corpId =
      platform === 'DINGTALK'
        ? `ding${rng.chars('0123456789abcdef', 16)}`
        : platform === 'WECHAT'
          ? `ww${rng.chars('0123456789abcdef', 16)}`
          : `lark-${rng.chars('0123456789abcdef', 12)}`;
    const seats = seatsOf(tenant);
    let serviceStart = dateAfter(area.now, -rng.int(200, 1000));
    for (let n = 0; n < rng.int(1, 3) && serviceStart <= area.today; n += 1) {
      sequence += 1;
      const serviceEnd = addDays(addMonths(serviceStart, 12), -1);
      const unit = rng.pick([198, 298, 398]);
      const orderStatus =
        serviceStart > area.today
          ? ('PENDING_PAYMENT' as const)
          : rng.chance(0.05)
            ? ('CLOSED' as const)
            : ('PAID' as const);
      rows.push({
        refs: { tenantId: tenant.key },
        createdAt: instantOf(serviceStart),
        data: {
          platform,
          platformOrderId: `${platform.slice(0, 2)}${serviceStart.replace(/-/g, '')}${String(sequence).padStart(6, '0')}`,
          corpId,
          itemName: `${rng.pick(['费控标准版', '费控专业版', '商旅管理'])} ${seats} 人/年`,
          orderType: n === 0 ? 'NEW_PURCHASE' : 'RENEWAL',
          seats,
          payAmount: money(seats * unit * 100),
          payDate: serviceStart,
          serviceStart,
          serviceEnd,
          orderStatus,
        },
      });
      serviceStart = addDays(serviceEnd, 1);
    }
  }
  return rows.slice(0, area.demo ? 150 : 6);
}

/** A function a tenant can be configured with: code, name, the package that brings it, a typical setting. */
type FunctionEntry = readonly [
  code: string,
  name: string,
  pkgCode: string | undefined,
  setting: string | undefined,
];

const functionCatalogue: Readonly<Record<'COMMON' | 'EXTRA' | 'APP', readonly FunctionEntry[]>> = {
  COMMON: [
    ['expense.report', '费用报销', 'EXPENSE_STD', undefined],
    ['expense.application', '费用申请', 'EXPENSE_STD', undefined],
    ['loan.management', '借款管理', 'EXPENSE_STD', '最高借款额度 50000'],
    ['approval.flow', '审批流', 'EXPENSE_STD', undefined],
    ['invoice.wallet', '发票夹', 'INVOICE_CLOUD', undefined],
    ['budget.control', '预算控制', 'BUDGET_CTRL', '超预算：禁止提交'],
    ['multi.currency', '多币种', 'MULTI_ORG', 'CNY,USD,HKD'],
  ],
  EXTRA: [
    ['travel.booking', '商旅预订', 'TRAVEL_MGMT', '机票、酒店、火车'],
    ['bank.direct', '银企直连', 'PAYMENT_HUB', '招商银行'],
    ['e.archive', '电子会计档案', 'E_ARCHIVE', undefined],
    ['smart.audit', '智能审核', 'SMART_AUDIT', '自动通过阈值 2000'],
    ['open.api', '开放平台接口', 'OPEN_API', 'QPS 20'],
  ],
  APP: [
    ['app.scan.invoice', 'APP 扫票', 'INVOICE_CLOUD', undefined],
    ['app.car.hailing', 'APP 用车', 'TRAVEL_MGMT', undefined],
    ['app.offline.approval', 'APP 离线审批', undefined, undefined],
    ['app.face.login', 'APP 人脸登录', 'SSO_PLUS', undefined],
  ],
};

function functionConfigs(area: AreaContext): Row<typeof tenantFunctionConfigResource>[] {
  const rng = area.rng.fork('function-config');
  const tenants = detailTenants(area, 'function-config-tenants', area.demo ? 12 : 1);
  const rows: Row<typeof tenantFunctionConfigResource>[] = [];
  for (const tenant of tenants) {
    for (const configCategory of ['COMMON', 'EXTRA', 'APP'] as const) {
      const entries = functionCatalogue[configCategory];
      const chosen = area.demo ? rng.sample(entries, rng.int(2, entries.length)) : entries.slice(0, 2);
      for (const [functionCode, functionName, functionPackageCode, configValue] of chosen) {
        const effectiveDate = tenant.terms[0]?.start ?? dateAfter(tenant.createdAt, 0);
        rows.push({
          refs: { tenantId: tenant.key },
          data: {
            configCategory,
            functionCode,
            functionName,
            ...(functionPackageCode && { functionPackageCode }),
            ...(configValue && { configValue }),
            enabled: configCategory === 'COMMON' ? rng.chance(0.9) : rng.chance(0.7),
            effectiveDate,
            ...(configCategory === 'EXTRA' &&
              tenant.terms.length > 0 && { expireDate: tenant.terms[tenant.terms.length - 1]?.end }),
            configuredBy: rng.pick(area.staff),
          },
        });
      }
    }
  }
  return rows.slice(0, area.demo ? 150 : 6);
}

function usageSnapshots(area: AreaContext): Row<typeof tenantUsageSnapshotResource>[] {
  const rng = area.rng.fork('usage');
  const tenants = detailTenants(area, 'usage-tenants', area.demo ? 12 : 1).filter(
    (tenant) => tenant.lifecycle !== 'TRIAL_ENDED',
  );
  const months = area.demo ? 12 : 6;
  const thisMonth = `${area.today.slice(0, 7)}-01`;
  return tenants.flatMap((tenant) => {
    const seats = seatsOf(tenant);
    let users = Math.round(seats * (0.6 + rng.next() * 0.3));
    const rows: Row<typeof tenantUsageSnapshotResource>[] = [];
    for (let back = months; back >= 1; back -= 1) {
      const statMonth = addMonths(thisMonth, -back);
      if (statMonth < `${dateAfter(tenant.createdAt, 0).slice(0, 7)}-01`) continue;
      const newUsers = Math.round(users * rng.next() * 0.05);
      const leftUsers = Math.round(users * rng.next() * 0.02);
      users = Math.min(seats, users + newUsers - leftUsers);
      const activeUsers = Math.round(users * (0.55 + rng.next() * 0.35));
      const reports = Math.round(activeUsers * (1.5 + rng.next() * 2));
      const travelOrders = Math.round(activeUsers * rng.next() * 0.6);
      rows.push({
        refs: { tenantId: tenant.key },
        createdAt: instantOf(addMonths(statMonth, 1), 3),
        data: {
          statMonth,
          seatsPurchased: seats,
          totalUsers: users,
          activeUsers,
          newUsers,
          leftUsers,
          mobileActiveUsers: Math.round(activeUsers * (0.6 + rng.next() * 0.3)),
          loginCount: activeUsers * rng.int(8, 25),
          expenseReports: reports,
          reimbursedAmount: money(reports * rng.int(80_000, 260_000)),
          travelOrders,
          travelSpend: money(travelOrders * rng.int(60_000, 180_000)),
          invoicesVerified: Math.round(reports * (2 + rng.next() * 3)),
          apiCalls: tenant.setup === 'full' ? rng.int(5_000, 400_000) : 0,
        },
      });
    }
    return rows;
  });
}

// ------------------------------------------------------------------------------------------------
// Customer success

const touchTopics = [
  ['续费沟通', '与客户确认明年续费计划，客户关注价格与新增模块。', 'RENEWAL_INTENT'],
  ['季度业务回顾', '回顾本季度报销与差旅数据，客户对审批时效提升满意。', 'RESOLVED'],
  ['审批流配置答疑', '协助客户调整多级审批条件，客户需内部确认后再上线。', 'FOLLOW_UP'],
  ['发票查验异常', '客户反馈部分电子发票查验失败，已提交工单跟进。', 'FOLLOW_UP'],
  ['商旅模块介绍', '向客户演示商旅预订与差标管控，客户有增购意向。', 'UPSELL_OPPORTUNITY'],
  ['新管理员培训', '为客户新任财务管理员进行后台操作培训。', 'RESOLVED'],
  ['使用率下降预警', '客户近两月活跃用户明显下降，客户对接人已离职。', 'CHURN_RISK'],
  ['钉钉集成上线', '协助客户完成钉钉单点登录与通讯录同步。', 'RESOLVED'],
  ['满意度回访', '多次电话未接通，已发送邮件。', 'NO_RESPONSE'],
  ['预算模块试点', '客户计划在华东区先行试点预算控制。', 'UPSELL_OPPORTUNITY'],
] as const;

function touchLogs(area: AreaContext): Row<typeof touchCustomerLogResource>[] {
  const rng = area.rng.fork('touch');
  const count = area.demo ? 150 : 5;
  const tenants = someTenants(
    rng,
    area.customers.filter((tenant) => tenant.lifecycle !== 'TRIAL_ENDED'),
    area.demo ? 50 : 2,
  );
  return Array.from({ length: count }, (_, index) => {
    const tenant = tenants[index % tenants.length] as TenantSketch;
    const [topic, content, result] = rng.pick(touchTopics);
    const touchDate = dateAfter(area.now, -rng.logNormal(40, 1, 0, 500));
    const contact = tenant.contact?.name ?? drawName(rng, tenant.naming).fullName;
    return {
      refs: { tenantId: tenant.key },
      createdAt: instantOf(touchDate, rng.int(1, 10)),
      data: {
        touchDate,
        touchType: rng.weighted([
          ['PHONE', 35],
          ['MESSAGING', 25],
          ['VISIT', 12],
          ['EMAIL', 10],
          ['TRAINING', 8],
          ['MEETING', 10],
        ] as const),
        topic,
        content,
        contactName: contact,
        ...(rng.chance(0.6) && {
          contactRole: rng.pick(['财务总监', '财务经理', 'IT 负责人', '行政经理', '费控管理员']),
        }),
        staffName: rng.pick(area.staff),
        result,
        ...((result === 'FOLLOW_UP' || result === 'RENEWAL_INTENT' || result === 'CHURN_RISK') && {
          nextTouchDate: addDays(touchDate, rng.pick([7, 14, 30])),
        }),
      },
    };
  });
}

function tenantReports(area: AreaContext): Row<typeof tenantReportResource>[] {
  const rng = area.rng.fork('tenant-report');
  const tenants = someTenants(
    rng,
    area.customers.filter((tenant) => tenant.lifecycle === 'PAID'),
    area.demo ? 15 : 1,
  );
  const thisMonth = `${area.today.slice(0, 7)}-01`;
  const rows: Row<typeof tenantReportResource>[] = [];
  for (const tenant of tenants) {
    const periods: { period: 'MONTHLY' | 'QUARTERLY'; start: string; end: string; label: string }[] = [];
    for (let back = area.demo ? 6 : 2; back >= 1; back -= 1) {
      const start = addMonths(thisMonth, -back);
      periods.push({
        period: 'MONTHLY',
        start,
        end: addDays(addMonths(start, 1), -1),
        label: start.slice(0, 7),
      });
    }
    if (area.demo) {
      const quarterStart = addMonths(
        `${area.today.slice(0, 4)}-${String(Math.floor((Number(area.today.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, '0')}-01`,
        -3,
      );
      const quarter = Math.floor((Number(quarterStart.slice(5, 7)) - 1) / 3) + 1;
      periods.push({
        period: 'QUARTERLY',
        start: quarterStart,
        end: addDays(addMonths(quarterStart, 3), -1),
        label: `${quarterStart.slice(0, 4)}Q${quarter}`,
      });
    }
    const users = Math.round(seatsOf(tenant) * 0.75);
    periods.forEach(({ period, start, end, label }, index) => {
      const factor = period === 'QUARTERLY' ? 3 : 1;
      const reports = Math.round(users * (1.5 + rng.next()) * factor);
      const travelOrders = Math.round(users * rng.next() * 0.5 * factor);
      const travelSpend = money(travelOrders * rng.int(60_000, 160_000));
      const latest = index === periods.length - 1 || (period === 'MONTHLY' && index === periods.length - 2);
      const status = latest
        ? rng.weighted([
            ['GENERATED', 50],
            ['GENERATING', 20],
            ['FAILED', 10],
            ['SENT', 20],
          ] as const)
        : 'SENT';
      rows.push({
        refs: { tenantId: tenant.key },
        createdAt: instantOf(addDays(end, 1), 4),
        data: {
          reportCode: `RPT-${tenant.code}-${label.replace('-', '')}`,
          title: `${tenant.name} ${label} ${period === 'QUARTERLY' ? '季度' : '月度'}运营报告`.slice(0, 100),
          reportPeriod: period,
          periodStart: start,
          periodEnd: end,
          activeUsers: Math.round(users * (0.7 + rng.next() * 0.25)),
          expenseReportCount: reports,
          reimbursedAmount: money(reports * rng.int(90_000, 240_000)),
          travelOrderCount: travelOrders,
          travelSpend,
          savingAmount: money(Math.round(travelSpend * 100 * (0.04 + rng.next() * 0.08))),
          invoiceCount: Math.round(reports * 2.6),
          status,
          ...(status === 'SENT' && {
            ...(tenant.contact && { sentTo: tenant.contact.email }),
            sentDate: addDays(end, rng.int(2, 6)) < area.today ? addDays(end, rng.int(2, 6)) : area.today,
          }),
          ...(status !== 'GENERATING' &&
            status !== 'FAILED' && {
              summary: `本期活跃用户占比稳定，报销单平均审批时长 ${rng.int(18, 60)} 小时；差旅合规率 ${rng.int(86, 99)}%。`,
            }),
        },
      });
    });
  }
  return rows.slice(0, area.demo ? 120 : 3);
}

function dataReports(area: AreaContext): Row<typeof tenantDataReportResource>[] {
  const rng = area.rng.fork('data-report');
  const customers = area.all.filter((tenant) => !tenant.provider && !tenant.sandbox);
  /** The report over the period ending `end`, of `days` days. */
  const report = (
    granularity: 'DAILY' | 'WEEKLY' | 'MONTHLY',
    end: string,
    start: string,
    code: string,
    name: string,
  ): Row<typeof tenantDataReportResource> => {
    const existing = customers.filter((tenant) => dateAfter(tenant.createdAt, 0) <= end);
    const created = existing.filter((tenant) => dateAfter(tenant.createdAt, 0) >= start);
    const paying = existing.filter((tenant) =>
      tenant.terms.some((term) => term.start <= end && term.end >= end),
    );
    const trial = existing.filter(
      (tenant) => tenant.terms.length === 0 && (tenant.licenceExpireDate ?? '0000') >= end,
    );
    const expiring = paying.filter((tenant) =>
      tenant.terms.some((term) => term.end >= end && daysBetween(end, term.end) <= 30),
    );
    const churned = existing.filter((tenant) =>
      tenant.terms.some(
        (term, index) => index === tenant.terms.length - 1 && term.end >= start && term.end < end,
      ),
    );
    const renewals = paying.filter((tenant) =>
      tenant.terms.some((term, index) => index > 0 && term.start >= start && term.start <= end),
    );
    const newPaying = paying.filter((tenant) => tenant.terms[0] && tenant.terms[0].start >= start);
    const yearly = (tenant: TenantSketch) => seatsOf(tenant) * 360 * 100;
    const status =
      end >= addDays(area.today, -2)
        ? ('DRAFT' as const)
        : rng.chance(0.05)
          ? ('WITHDRAWN' as const)
          : ('PUBLISHED' as const);
    return {
      createdAt: instantOf(addDays(end, 1), 1),
      data: {
        reportCode: code,
        reportName: name,
        granularity,
        statDate: end,
        totalTenants: existing.length,
        newTenants: created.length,
        paidTenants: paying.length,
        trialTenants: trial.length,
        expiringLicences: expiring.length,
        churnedTenants: churned.length,
        activeUsers: Math.round(
          paying.reduce((sum, tenant) => sum + seatsOf(tenant), 0) * (0.7 + rng.next() * 0.1),
        ),
        newContractAmount: money(newPaying.reduce((sum, tenant) => sum + yearly(tenant), 0)),
        renewalAmount: money(renewals.reduce((sum, tenant) => sum + yearly(tenant), 0)),
        status,
        ...(status === 'WITHDRAWN' && { remark: '口径调整：试用租户不再计入活跃用户，已撤回重算' }),
      },
    };
  };
  const rows: Row<typeof tenantDataReportResource>[] = [];
  const thisMonth = `${area.today.slice(0, 7)}-01`;
  for (let back = area.demo ? 12 : 3; back >= 1; back -= 1) {
    const start = addMonths(thisMonth, -back);
    const end = addDays(addMonths(start, 1), -1);
    const [year, month] = [start.slice(0, 4), Number(start.slice(5, 7))];
    rows.push(
      report('MONTHLY', end, start, `DR-M-${start.slice(0, 7)}`, `${year} 年 ${month} 月租户数据月报`),
    );
  }
  if (area.demo) {
    for (let back = 8; back >= 1; back -= 1) {
      const end = dateAfter(area.now, -7 * back + 6);
      const start = addDays(end, -6);
      rows.push(report('WEEKLY', end, start, `DR-W-${end}`, `租户数据周报（${start} 至 ${end}）`));
    }
    for (let back = 14; back >= 1; back -= 1) {
      const end = dateAfter(area.now, -back);
      rows.push(report('DAILY', end, end, `DR-D-${end}`, `租户数据日报 ${end}`));
    }
  }
  return rows;
}

// ------------------------------------------------------------------------------------------------
// Contracts and billing

const feeItems = [
  ['FEE-SEAT', '账号年费', '费控服务', 'FP-EXP-STD', 'PER_SEAT', 360, 6],
  ['FEE-TRAVEL', '差旅服务费', '差旅服务费', 'FP-TRAVEL-SVC', 'PER_ORDER', 15, 6],
  ['FEE-INVOICE', '发票查验费', '发票查验服务', 'FP-INV-CHECK', 'PER_INVOICE', 0.3, 6],
  ['FEE-SMS', '短信通知费', '短信通知服务', 'FP-SMS', 'PER_ORDER', 0.05, 6],
  ['FEE-OCR', 'OCR 识别费', 'OCR 识别服务', 'FP-OCR', 'TIERED', 0.1, 6],
  ['FEE-PAY', '支付通道费', '企业支付通道服务', 'FP-PAY-CHANNEL', 'PER_ORDER', 2, 6],
  ['FEE-ARCHIVE', '电子档案年费', '电子会计档案', 'FP-E-ARCHIVE', 'FIXED', 36_000, 6],
] as const;

function feesMappings(area: AreaContext): Row<typeof tenantFeesMappingResource>[] {
  const rng = area.rng.fork('fees');
  const tenants = someTenants(
    rng,
    area.customers.filter((tenant) => tenant.lifecycle === 'PAID'),
    area.demo ? 14 : 1,
  );
  return tenants.flatMap((tenant) =>
    (area.demo ? rng.sample(feeItems, rng.int(3, 6)) : feeItems.slice(0, 4)).map(
      ([feeItemCode, feeItemName, serviceTypeName, financeProductCode, chargeMode, price, taxRate]) => {
        // Key accounts negotiate: up to 20% off the list price.
        const discount = tenant.groupCode === 'KA' ? 0.8 + rng.next() * 0.15 : 1;
        const effectiveDate = tenant.terms[0]?.start ?? dateAfter(tenant.createdAt, 0);
        return {
          refs: { tenantId: tenant.key },
          data: {
            feeItemCode,
            feeItemName,
            serviceTypeName,
            financeProductCode,
            chargeMode,
            unitPrice: money(Math.round(price * 100 * discount)),
            currencyCode: tenant.region === 'SG' ? 'SGD' : tenant.region === 'HK' ? 'HKD' : 'CNY',
            taxRate,
            effectiveDate,
            enabled: rng.chance(0.9),
          },
        } satisfies Row<typeof tenantFeesMappingResource>;
      },
    ),
  );
}

const menuKeysByChange = {
  ENABLE_MENU: ['budget-management', 'invoice-cloud', 'travel-booking', 'corporate-card'],
  DISABLE_MENU: ['legacy-report', 'old-mobile-approval', 'manual-invoice-entry'],
  PACKAGE_UPGRADE: ['budget-management', 'smart-audit'],
  PACKAGE_DOWNGRADE: ['travel-booking'],
  CUSTOM_MENU: ['custom-project-report', 'custom-supplier-portal'],
} as const;

function menuChanges(area: AreaContext): Row<typeof tenantMenuChangeResource>[] {
  const rng = area.rng.fork('menu-change');
  const count = area.demo ? 60 : 3;
  const tenants = someTenants(
    rng,
    area.customers.filter((tenant) => tenant.lifecycle === 'PAID' || tenant.lifecycle === 'TRIAL'),
    area.demo ? 40 : 2,
  );
  return Array.from({ length: count }, (_, index) => {
    const tenant = tenants[index % tenants.length] as TenantSketch;
    const changeType = rng.weighted([
      ['ENABLE_MENU', 40],
      ['DISABLE_MENU', 15],
      ['PACKAGE_UPGRADE', 20],
      ['PACKAGE_DOWNGRADE', 5],
      ['CUSTOM_MENU', 20],
    ] as const);
    const requestDate = dateAfter(area.now, -rng.logNormal(30, 1, 0, 360));
    const age = daysBetween(requestDate, area.today);
    const status =
      age < 3
        ? rng.pick(['DRAFT', 'SUBMITTED'] as const)
        : rng.weighted([
            ['APPLIED', 60],
            ['REJECTED', 10],
            ['APPROVED', age < 15 ? 20 : 3],
            ['SUBMITTED', age < 15 ? 15 : 2],
          ] as const);
    const decided = status === 'APPROVED' || status === 'APPLIED' || status === 'REJECTED';
    return {
      refs: { tenantId: tenant.key },
      createdAt: instantOf(requestDate, rng.int(1, 10)),
      data: {
        requestCode: `MC${requestDate.replace(/-/g, '')}${String(index + 1).padStart(4, '0')}`,
        changeType,
        menuKeys: rng.sample(menuKeysByChange[changeType], rng.int(1, 2)),
        functionPackageCodes:
          changeType === 'PACKAGE_UPGRADE' || changeType === 'PACKAGE_DOWNGRADE'
            ? [rng.pick(sellablePackages).code]
            : [],
        reason: rng.pick([
          '客户已签署增购合同',
          '客户要求关闭不再使用的旧版功能',
          '客户定制报表需求，已评审通过',
          '试用期内开放体验，试用结束后关闭',
          '集团统一管控，子公司菜单收敛',
        ]),
        applicant: rng.pick(area.staff),
        requestDate,
        ...((status === 'APPROVED' || status === 'APPLIED') && {
          effectiveDate:
            addDays(requestDate, rng.int(1, 7)) < area.today
              ? addDays(requestDate, rng.int(1, 7))
              : area.today,
        }),
        status,
        ...(decided && { approver: rng.pick(area.staff) }),
        ...(status === 'REJECTED' && { approvalComment: '与合同约定的功能包不一致，请先补充合同' }),
      },
    };
  });
}

// ------------------------------------------------------------------------------------------------
// Branding, print templates, e-archives

function brands(area: AreaContext): Row<typeof enterpriseBrandResource>[] {
  const rng = area.rng.fork('brand');
  // Which brands have their pictures: a stream of its own, so that the other draws stay as they were.
  const pictures = area.rng.fork('brand-pictures');
  const tenants = someTenants(
    rng,
    area.customers.filter((tenant) => tenant.lifecycle === 'PAID' && tenant.employees >= 300),
    area.demo ? 30 : 2,
  );
  return tenants.map((tenant) => ({
    refs: { tenantId: tenant.key },
    data: {
      brandName: `${tenant.brand}${tenant.locale === 'zh' ? '费控' : ' Expense'}`.slice(0, 60),
      // Nearly every brand has its logo (the point of branding); most a login page background too.
      ...(pictures.chance(0.9) && { logoOid: fileOid(`brand-logo/${tenant.code}`) }),
      ...(pictures.chance(0.6) && { loginBackgroundOid: fileOid(`brand-login/${tenant.code}`) }),
      ...(rng.chance(0.7) && {
        appName: `${tenant.brand}${tenant.locale === 'zh' ? '报销' : ' Expense'}`.slice(0, 30),
      }),
      ...(rng.chance(0.4) && {
        slogan: rng.pick(['让每一笔费用都清晰可见', '阳光费控，高效协同', '合规、透明、高效']),
      }),
      themeColor: `#${rng.pick(['1F6FEB', 'D93025', '188038', 'F29900', '7B1FA2', '00897B', '3949AB'])}`,
      ...(rng.chance(0.6) && { customDomain: `expense.${tenant.domain}` }),
      loginPageTitle: `${tenant.brand} 费用管理平台`.slice(0, 60),
      effectiveDate: dateAfter(area.now, -rng.int(10, 500)),
      enabled: rng.chance(0.9),
    },
  }));
}

const printTemplates = [
  ['PRINT-REIMB-TRAVEL', '差旅报销单打印模板', 1002],
  ['PRINT-REIMB-DAILY', '日常费用报销单打印模板', 1002],
  ['PRINT-APPLY-TRAVEL', '出差申请单打印模板', 1001],
  ['PRINT-LOAN', '借款单打印模板', 3001],
  ['PRINT-PAYMENT', '对公付款单打印模板', 3004],
] as const;

interface Comparisons {
  readonly comparisons: Row<typeof tenantPrintTemplateComparisonResource>[];
  readonly documents: Row<typeof tenantPrintTemplateDocumentResource>[];
}

function printComparisons(area: AreaContext): Comparisons {
  const rng = area.rng.fork('print');
  const tenants = someTenants(
    rng,
    area.customers.filter((tenant) => tenant.lifecycle === 'PAID'),
    area.demo ? 12 : 1,
  );
  const comparisons: Comparisons['comparisons'] = [];
  const documents: Comparisons['documents'] = [];
  let sequence = 0;
  for (const tenant of tenants) {
    for (const [templateCode, templateName, documentCategory] of rng.sample(
      printTemplates,
      area.demo ? rng.int(1, 3) : 2,
    )) {
      sequence += 1;
      const comparisonCode = `PTC-${tenant.code}-${String(sequence).padStart(3, '0')}`;
      const status = rng.weighted([
        ['DIFFERENT', 45],
        ['SAME', 30],
        ['PENDING', 10],
        ['COMPARING', 8],
        ['FAILED', 7],
      ] as const);
      const compared = status !== 'PENDING' && status !== 'COMPARING';
      const sample = compared ? (area.demo ? rng.int(2, 6) : 2) : 0;
      const prefix =
        documentCategory === 1001
          ? 'SQ'
          : documentCategory === 3001
            ? 'JK'
            : documentCategory === 3004
              ? 'FK'
              : 'BX';
      let differences = 0;
      for (let n = 1; n <= sample; n += 1) {
        const result =
          status === 'SAME'
            ? ('SAME' as const)
            : status === 'FAILED'
              ? ('FAILED' as const)
              : rng.chance(0.6)
                ? ('DIFFERENT' as const)
                : ('SAME' as const);
        const count = result === 'DIFFERENT' ? rng.int(1, 4) : 0;
        differences += count;
        const documentNumber = `${prefix}${area.today.slice(0, 4)}${String(rng.int(1, 99999)).padStart(5, '0')}${n}`;
        const output = (template: string) => fileOid(`print/${comparisonCode}/${documentNumber}/${template}`);
        documents.push({
          refs: { tenantId: tenant.key },
          data: {
            comparisonCode,
            documentNumber,
            // The standard template always prints; a FAILED document is one the tenant's did not.
            standardOutputOid: output('standard'),
            ...(result !== 'FAILED' && { tenantOutputOid: output('tenant') }),
            documentTitle: rng.pick([
              '上海出差报销',
              '北京客户拜访',
              '部门团建费用',
              '年度审计差旅',
              '办公用品采购',
              '供应商服务费付款',
            ]),
            documentCategory,
            differenceCount: count,
            ...(result === 'DIFFERENT' && {
              differenceSummary: rng.pick([
                '租户模板缺少"项目"字段；金额大写位置不同',
                '审批意见区域高度不同，长意见被截断',
                '租户模板使用旧版公司 Logo',
                '发票明细表列顺序不同',
              ]),
            }),
            result,
            confirmed: result === 'DIFFERENT' ? rng.chance(0.5) : false,
            ...(result !== 'FAILED' && { checkedBy: rng.pick(area.staff) }),
          },
        });
      }
      comparisons.push({
        refs: { tenantId: tenant.key },
        data: {
          comparisonCode,
          templateCode,
          templateName,
          documentCategory,
          standardVersion: 'v5.2',
          tenantVersion: `v${rng.int(3, 5)}.${rng.int(0, 9)}-${tenant.code.toLowerCase()}`,
          documentCount: sample,
          differenceCount: differences,
          status,
          ...(compared && {
            comparedDate: dateAfter(area.now, -rng.int(1, 90)),
            comparedBy: rng.pick(area.staff),
          }),
          ...(status === 'DIFFERENT' && {
            conclusion: '差异均为租户定制内容，升级时保留租户模板并同步新增字段。',
          }),
          ...(status === 'FAILED' && { conclusion: '租户模板引用的字段已删除，打印失败，需重新配置模板。' }),
        },
      });
    }
  }
  return { comparisons, documents: dedupeDocuments(documents) };
}

/** Document numbers are drawn: drop the rare repeat within a comparison (the unique set). */
function dedupeDocuments(rows: Comparisons['documents']): Comparisons['documents'] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = `${row.data.comparisonCode}/${row.data.documentNumber}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function eArchives(area: AreaContext): Row<typeof tenantEArchiveResource>[] {
  const rng = area.rng.fork('e-archive');
  const tenants = someTenants(
    rng,
    area.customers.filter((tenant) => tenant.lifecycle === 'PAID' || tenant.lifecycle === 'LAPSED'),
    area.demo ? 40 : 2,
  );
  return tenants.map((tenant, index) => {
    const openDate = tenant.terms[0]
      ? addDays(tenant.terms[0].start, rng.int(10, 90))
      : dateAfter(tenant.createdAt, 30);
    const status =
      tenant.lifecycle === 'LAPSED'
        ? rng.pick(['SUSPENDED', 'CLOSED'] as const)
        : daysBetween(openDate, area.today) < 14
          ? ('OPENING' as const)
          : ('ACTIVE' as const);
    const quota = rng.pick([100, 200, 500, 1000]);
    const months = Math.max(0, Math.round(daysBetween(openDate, area.today) / 30));
    const vouchers = status === 'OPENING' ? 0 : Math.round(seatsOf(tenant) * months * (1 + rng.next() * 2));
    return {
      refs: { tenantId: tenant.key },
      createdAt: instantOf(openDate < area.today ? openDate : area.today),
      data: {
        archiveTenantCode: `EA${String(index + 1).padStart(4, '0')}-${tenant.code}`,
        archiveVendor: rng.pick(['会计档案云', '档案宝', '企业电子档案中心']),
        openDate,
        status,
        storageQuotaGb: quota,
        usedStorageGb: Math.min(quota, Math.round(vouchers * 0.0004 * 100) / 100),
        archivedVoucherCount: vouchers,
        ...(status !== 'OPENING' && {
          lastArchiveDate:
            status === 'ACTIVE'
              ? dateAfter(area.now, -rng.int(0, 3))
              : (tenant.terms.at(-1)?.end ?? openDate),
        }),
        retentionYears: rng.pick([30, 30, 10]),
        ...(tenant.contact && { contactName: tenant.contact.name, contactEmail: tenant.contact.email }),
        ...(status === 'SUSPENDED' && { remark: '合同到期未续费，暂停归档，已归档数据保留' }),
      },
    };
  });
}

// ------------------------------------------------------------------------------------------------
// Tenant operations and reset activities

const newsTopics = [
  [
    '新版审批流设计器上线',
    '条件分支、会签与加签一次配好',
    '审批流设计器支持条件分支、会签、加签与转交，并可按金额自动路由。',
  ],
  [
    '发票查验服务升级',
    '全电发票查验速度提升 3 倍',
    '全面数字化电子发票查验接口已升级，平均查验时间由 3 秒降至 1 秒以内。',
  ],
  [
    '春节放假期间服务安排',
    '7×24 小时在线客服不打烊',
    '春节期间在线客服与紧急热线正常值守，非紧急工单将于节后第一个工作日处理。',
  ],
  [
    '系统维护通知',
    '本周六凌晨 2:00–4:00 停机维护',
    '为提升系统稳定性，将于本周六凌晨进行数据库升级，期间暂停登录与提交单据。',
  ],
  [
    '差旅标准模板更新',
    '新增海外城市住宿标准',
    '差旅标准模板新增 60 个海外城市住宿标准，管理员可在后台一键引用。',
  ],
  [
    '报销助手 AI 功能开放试用',
    '拍照即可自动生成报销单',
    '报销助手支持拍照识别发票并自动归集费用类型，欢迎付费租户申请试用。',
  ],
  [
    '财务共享中心最佳实践直播',
    '本周四 15:00 准时开播',
    '邀请三家上市公司财务总监分享费控与共享中心建设经验，欢迎报名。',
  ],
  [
    '移动端 6.0 发布',
    '全新首页与待办中心',
    '移动端 6.0 带来全新首页、统一待办中心与离线审批功能，请提醒员工升级。',
  ],
  [
    '预算控制新功能',
    '支持按项目维度占用预算',
    '预算控制新增项目维度与滚动预算，超预算可配置为提醒或禁止提交。',
  ],
  [
    '数据安全升级',
    '管理员登录强制二次验证',
    '自下月起，租户管理员登录将强制二次验证，请提前绑定手机或验证器。',
  ],
  [
    '年度账单已出',
    '请管理员及时确认',
    '年度服务账单已生成，请租户管理员在"费用中心"确认，如有疑问请联系客户成功经理。',
  ],
  [
    '用户满意度调研',
    '3 分钟问卷，抽奖送好礼',
    '诚邀您参与年度用户满意度调研，您的反馈将直接影响下个版本的规划。',
  ],
  [
    '商旅酒店协议价上新',
    '新增 2000 家协议酒店',
    '商旅平台新增 2000 家协议酒店，覆盖全国 120 个城市，协议价平均低于门市价 18%。',
  ],
  ['公务卡对接上线', '消费明细自动导入报销', '支持五家银行公务卡消费明细自动导入，员工可一键生成报销单。'],
  ['操作指南：月末结账', '五步完成费用月结', '本指南介绍月末结账前的单据检查、预提、凭证生成与对账步骤。'],
] as const;

function operationNews(area: AreaContext): Row<typeof tenantOperationNewsResource>[] {
  const rng = area.rng.fork('news');
  // Which news have a cover: a stream of its own, so that the other draws stay as they were.
  const covers = area.rng.fork('news-covers');
  const perChannel = area.demo ? 15 : 1;
  const groupCodes = tenantGroups
    .filter((group) => !('enabled' in group) || group.enabled !== false)
    .map((group) => group.code);
  const channels: readonly (typeof tenantNewsChannels)[number][] = [
    'LARK_NEWS',
    'LARK_INTERACTIVE',
    'WECHAT_NEWS',
    'TENANT_NEWS',
  ];
  return channels.flatMap((channel) =>
    rng.sample(newsTopics, perChannel).map(([title, summary, content]) => {
      const sendDate = dateAfter(area.now, rng.int(-200, 20));
      const future = sendDate > area.today;
      const status = future
        ? rng.pick(['DRAFT', 'SCHEDULED'] as const)
        : rng.weighted([
            ['SENT', 85],
            ['WITHDRAWN', 5],
            ['DRAFT', 10],
          ] as const);
      const audience = rng.weighted([
        ['ALL', 40],
        ['LICENSED', 30],
        ['TRIAL', 10],
        ['TENANT_GROUP', 20],
      ] as const);
      const sentCount =
        status === 'SENT' || status === 'WITHDRAWN' ? rng.logNormal(4000, 0.8, 50, 120_000) : 0;
      return {
        createdAt: instantOf(addDays(sendDate > area.today ? area.today : sendDate, -rng.int(0, 5))),
        data: {
          channel,
          title,
          summary,
          content: `<p>${content}</p>`,
          // A news article's card shows its cover: the news channels always have one, cards and
          // in-product news mostly.
          ...((channel === 'LARK_NEWS' || channel === 'WECHAT_NEWS' || covers.chance(0.7)) && {
            coverImageOid: fileOid(`news/${channel}/${title}`),
          }),
          linkUrl: `https://help.opsdesk.example/news/${sendDate.replace(/-/g, '')}`,
          ...(channel === 'LARK_INTERACTIVE' && {
            buttonText: rng.pick(['查看详情', '立即体验', '预约报名']),
          }),
          audience,
          tenantGroupCodes: audience === 'TENANT_GROUP' ? rng.sample(groupCodes, rng.int(1, 3)) : [],
          tenantIds: [],
          sendDate,
          sendTime: rng.pick(['09:30', '10:00', '14:00', '16:30']),
          status,
          author: rng.pick(area.staff),
          sentCount,
          readCount: Math.round(sentCount * (0.2 + rng.next() * 0.5)),
        },
      } satisfies Row<typeof tenantOperationNewsResource>;
    }),
  );
}

function resetActivities(area: AreaContext): Row<typeof userResetActivityResource>[] {
  const rng = area.rng.fork('reset');
  const rows: Row<typeof userResetActivityResource>[] = [];
  const plan = [
    ['SANDBOX', area.sandboxes, area.demo ? 30 : 2],
    ['PRODUCTION', area.customers.filter((tenant) => tenant.enabled), area.demo ? 40 : 2],
  ] as const;
  let sequence = 0;
  for (const [environment, tenants, count] of plan) {
    if (tenants.length === 0) continue;
    for (let n = 0; n < count; n += 1) {
      sequence += 1;
      const tenant = rng.pick(tenants);
      const resetScope =
        environment === 'SANDBOX'
          ? rng.weighted([
              ['SANDBOX_DATA', 60],
              ['PASSWORD', 25],
              ['USER_DATA', 15],
            ] as const)
          : rng.weighted([
              ['PASSWORD', 35],
              ['MFA_BINDING', 25],
              ['DEVICE_BINDING', 20],
              ['TRIAL_PERIOD', 10],
              ['USER_DATA', 10],
            ] as const);
      const scheduledDate = dateAfter(area.now, rng.int(-180, 10));
      const past = scheduledDate < area.today;
      const status = past
        ? rng.weighted([
            ['DONE', 80],
            ['FAILED', 8],
            ['CANCELLED', 12],
          ] as const)
        : rng.pick(['PENDING', 'APPROVED'] as const);
      const everyone = resetScope === 'SANDBOX_DATA' || resetScope === 'TRIAL_PERIOD';
      const targets = everyone
        ? []
        : Array.from({ length: rng.int(1, 4) }, () => {
            const person = drawName(rng, tenant.naming);
            return `${person.givenLatin}.${person.familyLatin}@${tenant.domain}`;
          });
      // A sandbox holds the training accounts, not the whole staff.
      const userCount = !everyone
        ? targets.length
        : environment === 'SANDBOX'
          ? rng.int(10, 60)
          : Math.max(1, tenant.staffCount || seatsOf(tenant));
      const [name, reason] =
        resetScope === 'SANDBOX_DATA'
          ? ['培训沙箱数据重置', '新一期培训开始前恢复演示数据']
          : resetScope === 'PASSWORD'
            ? ['批量重置登录密码', '员工无法收到找回密码邮件，客户管理员申请批量重置']
            : resetScope === 'MFA_BINDING'
              ? ['解绑二次验证', '员工更换手机，无法完成二次验证']
              : resetScope === 'DEVICE_BINDING'
                ? ['解除设备绑定', '员工更换设备，需解除旧设备绑定']
                : resetScope === 'TRIAL_PERIOD'
                  ? ['试用期重置', '客户更换对接人，申请重新试用']
                  : ['用户数据重置', '测试账号数据混乱，申请清空重来'];
      rows.push({
        refs: { tenantId: tenant.key },
        createdAt: instantOf(
          addDays(scheduledDate < area.today ? scheduledDate : area.today, -rng.int(0, 3)),
        ),
        data: {
          activityCode: `RST${scheduledDate.replace(/-/g, '')}${String(sequence).padStart(4, '0')}`,
          activityName: name,
          environment,
          resetScope,
          targetUsers: targets,
          userCount,
          reason,
          requestedBy: rng.pick(area.staff),
          scheduledDate,
          ...((status === 'DONE' || status === 'FAILED') && { executedDate: scheduledDate }),
          status,
          ...(status === 'DONE' && { resultSummary: `已完成，成功 ${userCount} 人，失败 0 人` }),
          ...(status === 'FAILED' && { resultSummary: '执行失败：租户处于冻结状态，无法重置' }),
        },
      });
    }
  }
  return rows;
}

/**
 * The records of the tenant area's resources (see @opsdesk/api's resources/areas/tenant/),
 * except those `generate/` plans (areaChecks.ts's `plannedInGenerate`).
 */
export function planTenantArea(
  context: SeedContext,
  tenants: readonly TenantSketch[],
  scale: SeedScale,
): PlannedStep[] {
  const rng = context.rng.fork('area:tenant');
  const staffRng = rng.fork('staff');
  const staff = [...new Set(Array.from({ length: 14 }, () => drawName(staffRng, 'CN').fullName))];
  const customers = tenants.filter((tenant) => !tenant.provider && !tenant.sandbox);
  const area: AreaContext = {
    rng,
    now: context.now,
    today: dateAfter(context.now, 0),
    demo: scale === 'demo',
    staff,
    customers: [
      ...customers.filter((tenant) => tenant.code === 'T0001'),
      ...customers.filter((tenant) => tenant.code !== 'T0001'),
    ],
    sandboxes: tenants.filter((tenant) => tenant.sandbox),
    all: tenants,
    mobiles: new Set(context.mobiles),
  };
  const print = printComparisons(area);
  return [
    step(tenantRegistrationResource, registrations(area)),
    step(tenantProductEntryResource, productEntries(area)),
    step(tenantAuthorizationResource, authorizations(area)),
    step(tenantAiLibraryAuthorizationResource, aiLibraryAuthorizations(area)),
    step(tenantControlResource, controls(area)),
    step(tenantServiceInfoResource, serviceInfos(area)),
    step(tenantPlatformOrderResource, platformOrders(area)),
    step(tenantFunctionConfigResource, functionConfigs(area)),
    step(tenantUsageSnapshotResource, usageSnapshots(area)),
    step(touchCustomerLogResource, touchLogs(area)),
    step(tenantReportResource, tenantReports(area)),
    step(tenantDataReportResource, dataReports(area)),
    step(tenantFeesMappingResource, feesMappings(area)),
    step(tenantMenuChangeResource, menuChanges(area)),
    step(enterpriseBrandResource, brands(area)),
    step(tenantPrintTemplateComparisonResource, print.comparisons),
    step(tenantPrintTemplateDocumentResource, print.documents),
    step(tenantEArchiveResource, eArchives(area)),
    step(tenantOperationNewsResource, operationNews(area)),
    step(userResetActivityResource, resetActivities(area)),
  ];
}
