import {
  airlineCabinMappingResource,
  airportResource,
  authorityRoleResource,
  bookingStatuses,
  commonBankResource,
  covid19CityResource,
  csAiRecordResource,
  csApiCallbackResource,
  csDeveloperModeResource,
  csDiagnosisLogResource,
  csDiagnosisRequestResource,
  csDocumentResource,
  csFeedbackEventResource,
  csFeedbackResource,
  csLabelMessageResource,
  csTrainingTemplateResource,
  DocumentStatus,
  labelDocumentCategories,
  locationHotKeywordResource,
  locationRecordResource,
  locationResource,
  locationTypeResource,
  locationVendorResource,
  loginWayResource,
  menuAuthorities,
  minorityTranslationLanguages,
  minorityTranslationResource,
  nearAirportResource,
  nearRailwayStationResource,
  printTemplates,
  printTranslationResource,
  railwayStationResource,
  roleCodes,
  roles,
  sensitiveWordResource,
  trainBlacklistResource,
  translationEntryResource,
  translationLanguageMessages,
  translationLanguageResource,
  translationLanguages,
  translationReleaseResource,
  translationTextFields,
  travelBookingResource,
  travelServiceSettingResource,
  travelVendors,
  vendorCityMappingResource,
  apiMessages,
  type Authority,
  type MenuKey,
} from '@opsdesk/api';
import type { z } from 'zod';
import { must } from '../../must';
import { airlines, providerAuthSources } from '../data/reference';
import { chineseCities, countries, internationalCities } from '../data/places';
import type { SeedContext } from '../generate/context';
import type { SeededFileField } from '../generate/files';
import { drawName } from '../generate/people';
import { step, type PlannedRow, type PlannedStep, type SeedFields } from '../generate/plan';
import type { Random } from '../generate/random';
import { tenantKey, type TenantSketch } from '../generate/tenants';
import { dateAfter, instantAfter, money, seedOid } from '../generate/values';
import type { SeedScale } from '../generate/world';
import {
  airportEntries,
  bankEntries,
  cabins,
  hotKeywords,
  minorityPhrases,
  modulePrefixes,
  nearAirports,
  nearStations,
  phrases,
  printLabels,
  roleNames,
  sensitiveWords,
  stations,
} from './reference-data';

type Rows<R extends { readonly schema: z.ZodObject }> = PlannedRow<SeedFields<R['schema']>>[];

/**
 * An employee whose records customer service looks up. World hands the staff it seeded (their
 * userOID is the oid of their staff record); without them the seed draws its own employees.
 */
export interface QueryableEmployee {
  readonly tenantCode: string;
  readonly userOID: string;
  readonly fullName: string;
  readonly departmentName?: string;
  readonly companyName?: string;
  /** When the employee's staff record was made: none of the employee's documents is older. */
  readonly since?: Date;
}

interface Area {
  readonly context: SeedContext;
  readonly rng: Random;
  readonly scale: SeedScale;
  /** `demo` when the scale is demo, else `test`. */
  readonly size: (demo: number, test: number) => number;
  readonly now: Date;
  /** Paying customers with a full setup: where most of the activity is. */
  readonly customers: readonly TenantSketch[];
}

/**
 * The reference area's document fields the seed fills: a training template's material file, which
 * customer service uploads.
 */
export const referenceFileFields: readonly SeededFileField[] = [
  {
    resource: csTrainingTemplateResource.name,
    field: 'attachmentOID',
    kind: 'pdf',
    title: 'Training material',
    uploadedBy: 'CUSTOMER_SERVICE',
    fileName: 'training-material',
  },
];

const instant = (now: Date, days: number) => instantAfter(now, days).toISOString();
const cityByAdCode = new Map(chineseCities.map((city) => [city.adCode, city]));
const cityNameOf = (adCode: string) =>
  cityByAdCode.get(adCode)?.name ?? internationalCities.find(([code]) => code === adCode)?.[1] ?? adCode;
const hex = (rng: Random, length: number) => rng.chars('0123456789abcdef', length);

// ---------------------------------------------------------------------------------------------
// Languages

function languageSteps(area: Area): PlannedStep[] {
  const { rng, size, now } = area;
  const main = new Set(['zh-cn', 'en-us', 'ja', 'zh-tw', 'it']);
  const natives: Record<string, string> = {
    'zh-cn': '简体中文', 'en-us': 'English (US)', ja: '日本語', 'zh-tw': '繁體中文（台灣）', 'zh-hk': '繁體中文（香港）',
    it: 'Italiano', pt: 'Português', vi: 'Tiếng Việt', es: 'Español', ko: '한국어', id: 'Bahasa Indonesia',
    ar: 'العربية', de: 'Deutsch', th: 'ไทย', ms: 'Bahasa Melayu', ru: 'Русский', fr: 'Français',
  }; // prettier-ignore
  const maintainers = ['本地化组', '语言桥翻译', '译国译民', '传神语联'];
  const languages: Rows<typeof translationLanguageResource> = translationLanguages
    .slice(0, size(17, 6))
    .map((languageCode, index) => {
      const isMain = main.has(languageCode);
      return {
        data: {
          languageCode,
          name: apiMessages['zh-CN'][translationLanguageMessages[languageCode]],
          nameEn: apiMessages.en[translationLanguageMessages[languageCode]],
          nativeName: natives[languageCode] ?? languageCode,
          languageType: isMain ? 'MAIN' : 'MINORITY',
          rightToLeft: languageCode === 'ar',
          ...(languageCode !== 'zh-cn' && {
            fallbackLanguage: languageCode === 'zh-tw' || languageCode === 'zh-hk' ? 'zh-cn' : 'en-us',
          }),
          completionPercent: isMain ? 100 - rng.int(0, 3) : rng.int(35, 92),
          maintainer: isMain ? '本地化组' : rng.pick(maintainers),
          sequence: (index + 1) * 10,
          // Arabic waits for the right-to-left layout of the apps.
          enabled: languageCode !== 'ar',
        },
      };
    });

  const entries: Rows<typeof translationEntryResource> = [];
  const statusOf = () =>
    rng.weighted([
      ['RELEASED', 55],
      ['REVIEWED', 20],
      ['TRANSLATED', 15],
      ['NEW', 10],
    ] as const);
  const translators = ['李娜', '王磊', '佐藤 美咲', 'Giulia Rossi', '陈静'];
  outer: for (const [module, prefix] of modulePrefixes) {
    for (const [key, zhCn, enUs, ja, zhTw, it] of phrases) {
      if (entries.length >= size(150, 5)) break outer;
      const status = statusOf();
      entries.push({
        data: {
          messageKey: `${prefix}.${key}`,
          module,
          zhCn,
          ...(status !== 'NEW' && { enUs, ja, zhTw }),
          ...(status === 'RELEASED' && { it }),
          ...(key.startsWith('button.') && { context: '按钮文字', maxLength: 12 }),
          status,
          ...(status !== 'NEW' && { lastTranslator: rng.pick(translators) }),
        },
      });
    }
  }

  const minority: Rows<typeof minorityTranslationResource> = [];
  outerMinority: for (const [key, sourceText, texts] of minorityPhrases) {
    for (const [index, languageCode] of minorityTranslationLanguages.entries()) {
      if (minority.length >= size(144, 4)) break outerMinority;
      const status = rng.weighted([
        ['REVIEWED', 50],
        ['TRANSLATED', 20],
        ['MACHINE_TRANSLATED', 20],
        ['UNTRANSLATED', 10],
      ] as const);
      const translation = texts[index];
      minority.push({
        data: {
          messageKey: `web.${key}`,
          module: 'WEB_APP',
          languageCode,
          sourceText,
          ...(status !== 'UNTRANSLATED' && translation && { translation }),
          status,
          ...(status === 'TRANSLATED' || status === 'REVIEWED' ? { translator: '语言桥翻译' } : {}),
          ...(status === 'REVIEWED' && {
            reviewer: rng.pick(translators),
            reviewedDate: dateAfter(now, -rng.int(3, 240)),
          }),
        },
      });
    }
  }

  // The entry holds the text in use in every language: a minority language's translated text too.
  const entryAt = new Map(
    entries.map((entry, index) => [`${entry.data.module}:${entry.data.messageKey}`, index]),
  );
  for (const { data } of minority) {
    const index = entryAt.get(`${data.module}:${data.messageKey}`);
    const entry = index === undefined ? undefined : entries[index];
    if (!entry || index === undefined || !data.translation || entry.data.status === 'NEW') continue;
    entries[index] = {
      ...entry,
      data: { ...entry.data, [translationTextFields[data.languageCode]]: data.translation },
    };
  }

  const releases: Rows<typeof translationReleaseResource> = [];
  const releaseCount = size(24, 3);
  for (let index = 0; index < releaseCount; index += 1) {
    // Older requests are settled; the latest ones are still in the workflow.
    const daysAgo = Math.round(((releaseCount - index) * 300) / releaseCount);
    const status =
      index >= releaseCount - 3
        ? ((['DRAFT', 'SUBMITTED', 'APPROVED'] as const)[releaseCount - 1 - index] ?? 'SUBMITTED')
        : rng.weighted([
            ['RELEASED', 80],
            ['REJECTED', 10],
            ['FAILED', 10],
          ] as const);
    const planned = instantAfter(now, -daysAgo + 2);
    releases.push({
      createdAt: instantAfter(now, -daysAgo),
      data: {
        releaseNo: `LR-${dateAfter(now, -daysAgo).replaceAll('-', '')}-${String(index + 1).padStart(2, '0')}`,
        title: `${dateAfter(now, -daysAgo).slice(0, 7)} ${rng.pick(['报销', '差旅', '审批', '财务', '登录'])}模块译文上线`,
        modules: rng.sample(
          ['WEB_APP', 'MOBILE_WEB', 'TRAVEL_WEB', 'CENTRAL_CONTROL', 'SERVER_MESSAGES'] as const,
          rng.int(1, 3),
        ),
        languageCodes: rng.sample(translationLanguages, rng.int(1, 5)),
        entryCount: rng.int(8, 420),
        sourceEnv: rng.chance(0.7) ? 'UAT' : 'STAGE',
        requester: rng.pick(translators),
        ...(status !== 'DRAFT' && status !== 'SUBMITTED' && { reviewer: '周婷' }),
        plannedAt: planned.toISOString(),
        ...(status === 'RELEASED' && { releasedAt: instantAfter(planned, 0.05).toISOString() }),
        status,
        ...(status === 'REJECTED' && { remark: '部分日语译文未审校，请补充后重新提交' }),
        ...(status === 'FAILED' && { remark: '推送生产时配置中心超时，需重试' }),
      },
    });
  }

  const prints: Rows<typeof printTranslationResource> = [];
  outerPrint: for (const printTemplate of printTemplates) {
    for (const [key, zhCn, enUs, ja, zhTw, it, maxLength] of printLabels) {
      if (prints.length >= size(77, 4)) break outerPrint;
      prints.push({
        data: {
          messageKey: `print.${printTemplate.toLowerCase()}.${key}`,
          printTemplate,
          zhCn,
          enUs,
          ja,
          zhTw,
          ...(rng.chance(0.6) && { it }),
          maxLength,
          enabled: true,
        },
      });
    }
  }

  return [
    step(translationLanguageResource, languages),
    step(translationEntryResource, entries),
    step(minorityTranslationResource, minority),
    step(translationReleaseResource, releases),
    step(printTranslationResource, prints),
  ];
}

// ---------------------------------------------------------------------------------------------
// Admin: roles and login ways

function menusOf(authorities: readonly Authority[], permitAll: boolean): MenuKey[] {
  return (Object.keys(menuAuthorities) as MenuKey[]).filter((key) => {
    const read = menuAuthorities[key].read;
    return permitAll || read === null || authorities.includes(read);
  });
}

/**
 * The login ways, and the authority roles. A way with single sign-on hands over to an auth source
 * of the seed: the tenant's own (`signOnSources`: client names by tenant code), else the provider's
 * integration with the tenant's messaging platform.
 */
function adminSteps(area: Area, signOnSources: ReadonlyMap<string, string>): PlannedStep[] {
  const { size, customers } = area;
  const builtIn: Rows<typeof authorityRoleResource> = roleCodes
    .slice(0, size(roleCodes.length, 3))
    .map((code) => {
      const role = roles[code];
      const [roleName, description] = roleNames[code] ?? [code, ''];
      return {
        data: {
          roleCode: code,
          roleName,
          description,
          authorities: [...role.authorities],
          menuKeys: menusOf(role.authorities, role.permitAll),
          permitAll: role.permitAll,
          tenantBound: role.tenantBound,
          builtIn: true,
          enabled: true,
        },
      };
    });
  const custom: [string, string, string, Authority[], boolean][] = [
    [
      'AUDITOR',
      '审计只读',
      '内审查看财务与合同，不可修改',
      ['finance:read', 'contract:read', 'order:read', 'tenant:read'],
      true,
    ],
    [
      'I18N_EDITOR',
      '多语言维护员',
      '维护译文并提交上线申请',
      ['i18n:read', 'i18n:write', 'reference:read'],
      true,
    ],
    [
      'LOCATION_OPS',
      '位置数据运营',
      '维护城市、机场、车站与供应商映射',
      ['location:read', 'location:write', 'reference:read', 'reference:write'],
      true,
    ],
    [
      'CS_LEADER',
      '客服主管',
      '处理客服事务、开发者模式与员工离职，租户只读',
      ['customer-service:read', 'customer-service:write', 'staff:read', 'staff:write', 'tenant:read'],
      true,
    ],
    [
      'FINANCE_AUDITOR',
      '财务审核员',
      '审核报销与付款单据，不能付款',
      ['finance:read', 'finance:audit', 'order:read', 'contract:read'],
      true,
    ],
    ['CASHIER', '出纳', '执行付款并查看财务报表', ['finance:read', 'finance:pay', 'finance:report'], true],
    [
      'MARKETING_OPS',
      '营销运营',
      '维护营销信息、线索与公告',
      ['marketing:read', 'marketing:write', 'content:read', 'content:write'],
      true,
    ],
    [
      'RELEASE_MANAGER',
      '发布经理',
      '审批版本发布与停机公告',
      ['deploy:read', 'deploy:request', 'deploy:operate', 'cloud-env:read'],
      true,
    ],
    [
      'SALES_OPS',
      '销售运营（停用）',
      '原销售运营角色，已合并到财务管理员',
      ['crm:read', 'crm:write', 'contract:read'],
      false,
    ],
  ];
  const customRows: Rows<typeof authorityRoleResource> = custom
    .slice(0, size(custom.length, 1))
    .map(([roleCode, roleName, description, authorities, enabled]) => ({
      data: {
        roleCode,
        roleName,
        description,
        authorities,
        menuKeys: menusOf(authorities, false),
        permitAll: false,
        tenantBound: false,
        builtIn: false,
        enabled,
      },
    }));

  const ways: Rows<typeof loginWayResource> = [
    {
      data: {
        name: '运营平台登录',
        domainName: 'ops.opsdesk.example',
        loginMethods: ['PASSWORD', 'SMS_CODE'],
        defaultMethod: 'PASSWORD',
        passwordMinLength: 10,
        passwordMaxLength: 32,
        lockAfterFailures: 5,
        lockMinutes: 30,
        supportHint: '没有账号？请联系运营平台管理员开通',
        enabled: true,
      },
    },
  ];
  const methods = ['FEISHU', 'WECHAT', 'DINGTALK', 'YUNZHIJIA'] as const;
  for (const tenant of customers.slice(0, size(24, 2))) {
    const slug = tenant.domain.replace(/\.example$/, '').replace(/[^a-z0-9]+/g, '-');
    const messaging = area.rng.pick(methods);
    const sso = area.rng.chance(0.4);
    ways.push({
      refs: { tenantId: tenantKey(tenant.code) },
      data: {
        name: `${tenant.name}登录`.slice(0, 60),
        domainName: `${slug}.expense.opsdesk.example`,
        loginMethods: sso ? ['SSO', 'PASSWORD'] : ['PASSWORD', messaging, 'QR_CODE'],
        defaultMethod: sso ? 'SSO' : 'PASSWORD',
        ...(sso && {
          authSourceClientName:
            signOnSources.get(tenant.code) ??
            must(
              providerAuthSources.find((source) => source.sourceType === messaging)?.clientName,
              `the provider's ${messaging} sign-on`,
            ),
        }),
        passwordMinLength: area.rng.pick([8, 8, 10, 12]),
        passwordMaxLength: 32,
        lockAfterFailures: area.rng.pick([3, 5, 5, 10]),
        lockMinutes: area.rng.pick([15, 30, 60]),
        enabled: area.rng.chance(0.9),
      },
    });
  }
  return [step(authorityRoleResource, [...builtIn, ...customRows]), step(loginWayResource, ways)];
}

// ---------------------------------------------------------------------------------------------
// Customer service

const documentForms: Readonly<Record<string, readonly string[]>> = {
  REQUISITION: ['差旅申请单', '费用申请单', '招待申请单'],
  EXPENSE_REPORT: ['差旅报销单', '日常费用报销单', '招待费报销单'],
  CORPORATE_PAYMENT: ['对公付款单', '供应商付款申请'],
  LOAN: ['备用金借款单', '差旅借款单'],
  CONTRACT: ['采购合同', '服务合同', '租赁合同'],
  APPROVAL_TASK: ['差旅报销单', '对公付款单', '费用申请单'],
  BUDGET_OCCUPANCY: ['差旅申请单', '费用申请单'],
};
const documentPrefixes: Readonly<Record<string, string>> = {
  REQUISITION: 'TA',
  EXPENSE_REPORT: 'ER',
  CORPORATE_PAYMENT: 'PP',
  LOAN: 'LN',
  CONTRACT: 'CT',
  APPROVAL_TASK: 'AT',
  BUDGET_OCCUPANCY: 'BO',
};
const purposes = [
  '拜访客户',
  '参加行业展会',
  '项目实施',
  '季度经营会',
  '供应商审核',
  '新员工培训',
  '年度审计',
];

/**
 * Employees the customers' products know but their staff list does not (never imported, or removed
 * since): customer service still finds their label messages and AI records, and the employee
 * detail reads their name from those records.
 */
function drawEmployees(area: Area): QueryableEmployee[] {
  const rng = area.rng.fork('employees');
  const departments = ['销售部', '市场部', '财务部', '研发中心', '人力资源部', '行政部'];
  return area.customers.slice(0, area.size(8, 2)).flatMap((tenant) =>
    Array.from({ length: area.size(5, 1) }, (_, index) => ({
      tenantCode: tenant.code,
      userOID: seedOid(`cs-employee:${tenant.code}:${index}`),
      fullName: drawName(rng, 'CN').fullName,
      departmentName: rng.pick(departments),
      companyName: tenant.companies[0]?.name ?? tenant.name,
    })),
  );
}

/** How many of the paying customers' staff have documents: every member of the first tenants. */
const documentTenants = (area: Area) => area.customers.slice(0, area.size(8, 2));

/** The employees whose documents customer service looks up: the staff of the first customers. */
function documentOwners(area: Area, staff: readonly QueryableEmployee[]): QueryableEmployee[] {
  const codes = new Set(documentTenants(area).map((tenant) => tenant.code));
  return staff.filter((member) => codes.has(member.tenantCode));
}

function customerServiceSteps(
  area: Area,
  owners: readonly QueryableEmployee[],
  untracked: readonly QueryableEmployee[],
): PlannedStep[] {
  const { rng, size, now, customers } = area;
  const kinds = Object.keys(documentPrefixes) as (keyof typeof documentPrefixes & string)[];
  const documents: Rows<typeof csDocumentResource> = [];
  const sequences = new Map<string, number>();
  /** A document number of the tenant: its kind's prefix, the day, and the day's sequence. */
  const documentCode = (tenantCode: string, kind: (typeof kinds)[number], submitted: Date) => {
    const day = submitted.toISOString().slice(0, 10).replaceAll('-', '');
    const counter = (sequences.get(`${tenantCode}/${kind}/${day}`) ?? 0) + 1;
    sequences.set(`${tenantCode}/${kind}/${day}`, counter);
    return `${documentPrefixes[kind]}${day}${String(counter).padStart(4, '0')}`;
  };
  // Every owner has a few documents of the last six months (or since the staff record was made).
  const drawn = owners.flatMap((employee) => Array.from({ length: rng.int(1, 4) }, () => employee));
  for (const [index, employee] of drawn.entries()) {
    const kind = kinds[index % kinds.length] as (typeof kinds)[number];
    const employedDays = employee.since ? (now.getTime() - employee.since.getTime()) / 86_400_000 : 180;
    const daysAgo = Math.min(rng.int(0, 180) + rng.next(), Math.max(0, employedDays));
    const submitted = instantAfter(now, -daysAgo);
    const status = documentStatusFor(rng, kind, daysAgo);
    const purpose = rng.pick(purposes);
    const city = rng.pick(chineseCities.slice(0, 40)).name;
    documents.push({
      refs: { tenantId: tenantKey(employee.tenantCode) },
      createdAt: submitted,
      data: {
        userOID: employee.userOID,
        employeeName: employee.fullName,
        kind: kind as SeedFields<typeof csDocumentResource.schema>['kind'],
        documentCode: documentCode(employee.tenantCode, kind, submitted),
        formName: rng.pick(documentForms[kind] ?? ['费用申请单']),
        title:
          kind === 'CONTRACT'
            ? `${city}${rng.pick(['办公室租赁', '会务服务', 'IT 设备采购'])}合同`
            : `${city}${purpose}`,
        amount: money(rng.logNormal(kind === 'CONTRACT' ? 8_000_000 : 260_000, 0.8, 5_000, 90_000_000)),
        currencyCode: 'CNY',
        documentStatus: status,
        ...(employee.companyName && { companyName: employee.companyName.slice(0, 100) }),
        ...(employee.departmentName && { departmentName: employee.departmentName }),
        ...(status === DocumentStatus.IN_APPROVAL || kind === 'APPROVAL_TASK'
          ? { currentHandler: drawName(rng, 'CN').fullName }
          : {}),
        ...(kind === 'BUDGET_OCCUPANCY' && {
          budgetItem: rng.pick(['差旅费', '业务招待费', '会议费', '培训费']),
        }),
        submittedAt: submitted.toISOString(),
      },
    });
  }

  const labels: Rows<typeof csLabelMessageResource> = [];
  const labelTexts = [
    ['发票缺失', 'WARNING', '住宿发票未上传，请补充后重新提交'],
    ['超标说明', 'AUDIT', '酒店超出城市标准，请填写超标原因'],
    ['抬头不符', 'WARNING', '发票抬头与公司名称不一致'],
    ['重复报销', 'AUDIT', '该发票已在其他单据中报销'],
    ['待补充附件', 'INFO', '请上传会议通知或邀请函'],
  ] as const;
  // Label messages are about documents of the products that customer service's document list
  // does not hold: those of the employees without a staff record.
  for (let index = 0; index < size(60, 3) && untracked.length > 0; index += 1) {
    const employee = untracked[(index * 7) % untracked.length] as QueryableEmployee;
    const [labelName, labelType, content] = rng.pick(labelTexts);
    const sentDaysAgo = rng.int(0, 120) + rng.next();
    const submittedDaysAgo = sentDaysAgo + rng.int(0, 10) + rng.next();
    labels.push({
      refs: { tenantId: tenantKey(employee.tenantCode) },
      data: {
        userOID: employee.userOID,
        employeeName: employee.fullName,
        labelName,
        labelType,
        documentCategory: rng.pick(labelDocumentCategories),
        documentCode: documentCode(
          employee.tenantCode,
          rng.pick(['EXPENSE_REPORT', 'REQUISITION', 'LOAN'] as const),
          instantAfter(now, -submittedDaysAgo),
        ),
        content,
        sentAt: instant(now, -sentDaysAgo),
        read: sentDaysAgo > 7 ? rng.chance(0.8) : rng.chance(0.3),
      },
    });
  }

  const ai: Rows<typeof csAiRecordResource> = [];
  const aiUses = [
    ['INVOICE_RECOGNITION', '上传 3 张增值税电子普通发票', '识别 3 张，自动生成 3 条费用'],
    ['SMART_FILL', '根据行程自动填写差旅报销单', '已填写出发地、目的地与住宿天数'],
    ['AUDIT_ASSISTANT', '检查报销单是否合规', '发现 1 项超标：住宿费超出二线城市标准'],
    ['TRAVEL_ASSISTANT', '下周二上午去北京的航班', '推荐 MU5101、CA1502 两个航班'],
    ['CHAT', '借款怎么还？', '可在借款单详情点击“还款”，或在报销时冲抵借款'],
  ] as const;
  // AI records of staff and of employees without a staff record alike.
  const aiUsers = [...owners, ...untracked];
  for (let index = 0; index < size(60, 3) && aiUsers.length > 0; index += 1) {
    const employee = (
      index % 2 === 0 && untracked.length > 0
        ? untracked[(index * 3) % untracked.length]
        : aiUsers[(index * 13) % aiUsers.length]
    ) as QueryableEmployee;
    const [feature, inputSummary, resultSummary] = rng.pick(aiUses);
    const outcome = rng.weighted([
      ['SUCCESS', 80],
      ['PARTIAL', 12],
      ['FAILED', 8],
    ] as const);
    ai.push({
      refs: { tenantId: tenantKey(employee.tenantCode) },
      data: {
        userOID: employee.userOID,
        employeeName: employee.fullName,
        feature,
        inputSummary,
        ...(outcome !== 'FAILED' ? { resultSummary } : { resultSummary: '模型服务超时，请稍后重试' }),
        outcome,
        tokens: rng.int(300, 6000),
        durationMs: rng.int(600, outcome === 'FAILED' ? 30_000 : 9000),
        occurredAt: instant(now, -(rng.int(0, 90) + rng.next())),
      },
    });
  }

  const callbacks: Rows<typeof csApiCallbackResource> = [];
  const events = [
    ['DOCUMENT_APPROVED', '审批通过推送 ERP', '/api/expense/approved'],
    ['PAYMENT_COMPLETED', '付款结果回写', '/api/payment/result'],
    ['EMPLOYEE_CHANGED', '人员变更同步', '/hr/employee/changed'],
    ['TRAVEL_ORDER_CREATED', '差旅订单同步', '/travel/orders'],
    ['AUDIT_PASSED', '审核通过生成凭证', '/finance/voucher'],
    ['INVOICE_VERIFIED', '发票查验结果', '/invoice/verified'],
  ] as const;
  for (const tenant of customers.slice(0, size(12, 2))) {
    for (const [eventType, name, path] of rng.sample(events, rng.int(1, size(4, 1)))) {
      const called = rng.chance(0.85);
      const result = called ? (rng.chance(0.85) ? 'SUCCESS' : 'FAILED') : 'NEVER';
      callbacks.push({
        refs: { tenantId: tenantKey(tenant.code) },
        data: {
          callbackName: name,
          eventType,
          callbackUrl: `https://erp.${tenant.domain}${path}`,
          httpMethod: 'POST',
          authType: rng.pick(['SIGNATURE', 'SIGNATURE', 'TOKEN', 'BASIC'] as const),
          timeoutSeconds: rng.pick([5, 10, 10, 30]),
          retryTimes: rng.pick([0, 3, 3, 5]),
          ...(called && { lastCallAt: instant(now, -rng.next() * 3) }),
          lastCallResult: result,
          ...(tenant.contact && { contactEmail: tenant.contact.email }),
          enabled: result !== 'FAILED' || rng.chance(0.5),
        },
      });
    }
  }

  const eventTemplates = [
    [
      'EXPENSE_SUBMIT_NPS',
      '报销提交满意度',
      '报销',
      'AFTER_SUBMIT',
      'NPS',
      '您有多大可能向同事推荐我们的报销功能？',
    ],
    ['APPROVAL_DONE_STAR', '审批体验评价', '审批', 'AFTER_APPROVAL', 'STAR', '这次审批流程顺畅吗？'],
    ['PAYMENT_RECEIVED_STAR', '到账速度评价', '支付', 'AFTER_PAYMENT', 'STAR', '报销款到账速度是否满意？'],
    ['FLIGHT_BOOKED_NPS', '机票预订满意度', '差旅', 'AFTER_BOOKING', 'NPS', '您会推荐同事使用机票预订吗？'],
    ['HOTEL_BOOKED_THUMBS', '酒店预订评价', '差旅', 'AFTER_BOOKING', 'THUMBS', '这次酒店预订体验好吗？'],
    ['TRAIN_BOOKED_THUMBS', '火车票预订评价', '差旅', 'AFTER_BOOKING', 'THUMBS', '火车票预订是否方便？'],
    ['LOGIN_NPS_Q', '季度产品满意度', '平台', 'ON_LOGIN', 'NPS', '您有多大可能向朋友推荐本产品？'],
    ['INVOICE_OCR_THUMBS', '发票识别准确度', '报销', 'AFTER_SUBMIT', 'THUMBS', '发票识别结果准确吗？'],
    ['AI_ASSISTANT_STAR', 'AI 助手评价', 'AI', 'MANUAL', 'STAR', 'AI 助手的回答对您有帮助吗？'],
    ['LOAN_SUBMIT_STAR', '借款流程评价', '借款', 'AFTER_SUBMIT', 'STAR', '借款申请流程是否清晰？'],
    ['BUDGET_ALERT_THUMBS', '预算提醒评价', '预算', 'MANUAL', 'THUMBS', '预算超标提醒是否及时？'],
    ['MOBILE_APP_NPS', 'App 满意度', '移动端', 'ON_LOGIN', 'NPS', '您会推荐同事使用手机 App 吗？'],
    ['CORP_PAY_STAR', '对公付款评价', '支付', 'AFTER_PAYMENT', 'STAR', '对公付款流程是否顺畅？'],
    ['CAR_BOOKED_THUMBS', '用车体验评价', '差旅', 'AFTER_BOOKING', 'THUMBS', '这次用车体验好吗？'],
    ['REPORT_EXPORT_STAR', '报表导出评价', '报表', 'MANUAL', 'STAR', '报表导出是否满足需要？'],
  ] as const;
  const feedbackEvents: Rows<typeof csFeedbackEventResource> = eventTemplates
    .slice(0, size(15, 3))
    .map(([eventCode, eventName, module, trigger, scoreType, question], index) => ({
      data: {
        eventCode,
        eventName,
        module,
        trigger,
        question,
        scoreType,
        samplePercent: rng.pick([5, 10, 10, 20, 50]),
        quietDays: rng.pick([30, 60, 90]),
        startDate: dateAfter(now, -rng.int(60, 400)),
        ...(index % 5 === 4 && { endDate: dateAfter(now, -rng.int(1, 50)) }),
        owner: rng.pick(['产品部 刘洋', '客服部 赵敏', '体验设计 孙悦']),
        enabled: index % 5 !== 4,
      },
    }));

  const feedback: Rows<typeof csFeedbackResource> = [];
  const complaints = [
    ['BUG', '报销', '提交报销单时一直转圈，刷新后单据还是草稿'],
    ['BUG', '差旅', '机票改签后订单状态没有更新'],
    ['SUGGESTION', '报销', '希望能批量上传发票并自动拆分费用'],
    ['SUGGESTION', '审批', '审批列表能否按金额排序'],
    ['CONSULTATION', '借款', '备用金借款怎么还款？'],
    ['CONSULTATION', '发票', '电子专票怎么查验？'],
    ['COMPLAINT', '支付', '报销款已审核通过两周还没到账'],
    ['COMPLAINT', '差旅', '酒店到店无房，客服电话打不通'],
  ] as const;
  const feedbackCount = size(120, 5);
  for (let index = 0; index < feedbackCount && customers.length > 0; index += 1) {
    const tenant = customers[index % Math.min(customers.length, size(20, 3))] as TenantSketch;
    const daysAgo = ((feedbackCount - index) * 150) / feedbackCount + rng.next();
    const submitted = instantAfter(now, -daysAgo);
    const person = drawName(rng, 'CN');
    const survey = index % 4 === 3 && feedbackEvents.length > 0;
    const event = survey ? rng.pick(feedbackEvents).data : undefined;
    const [category, module, content] = survey
      ? (['SURVEY', event?.module ?? '平台', ''] as const)
      : rng.pick(complaints);
    const score = event
      ? event.scoreType === 'NPS'
        ? rng.int(0, 10)
        : event.scoreType === 'STAR'
          ? rng.int(1, 5)
          : rng.int(0, 1)
      : undefined;
    const status =
      daysAgo < 3
        ? rng.pick(['NEW', 'PROCESSING'] as const)
        : rng.weighted([
            ['CLOSED', 45],
            ['RESOLVED', 40],
            ['PROCESSING', 10],
            ['NEW', 5],
          ] as const);
    feedback.push({
      refs: { tenantId: tenantKey(tenant.code) },
      createdAt: submitted,
      data: {
        feedbackNo: `FB${submitted.toISOString().slice(0, 10).replaceAll('-', '')}${String(index + 1).padStart(4, '0')}`,
        submitterName: person.fullName,
        contactEmail: `${person.familyLatin}${person.givenLatin}@${tenant.domain}`,
        channel: survey
          ? 'APP'
          : rng.pick(['WEB', 'APP', 'APP', 'MINI_PROGRAM', 'EMAIL', 'HOTLINE'] as const),
        category,
        module,
        content: survey ? `评分 ${score ?? ''}${rng.chance(0.5) ? '，整体不错' : '，希望再快一点'}` : content,
        ...(event && { eventCode: event.eventCode }),
        ...(score !== undefined && { score }),
        submittedAt: submitted.toISOString(),
        ...(status !== 'NEW' && { handler: rng.pick(['客服 赵敏', '客服 陈晨', '客服 刘洋']) }),
        ...((status === 'RESOLVED' || status === 'CLOSED') && {
          reply: '您好，问题已处理，如仍有疑问请随时联系我们。',
        }),
        status,
      },
    });
  }

  const developerModes: Rows<typeof csDeveloperModeResource> = customers
    .slice(0, size(20, 3))
    .map((tenant, index) => {
      const on = index % 3 !== 2;
      return {
        refs: { tenantId: tenantKey(tenant.code) },
        data: {
          developerMode: on,
          scopes: on
            ? rng.sample(
                ['API_DEBUG', 'LOG_VIEW', 'WEBHOOK_TEST', 'MOCK_PAYMENT', 'SCRIPT_CONSOLE'] as const,
                rng.int(1, 3),
              )
            : [],
          ticketNo: `TK${dateAfter(now, -index * 5).replaceAll('-', '')}${String(index + 1).padStart(3, '0')}`,
          reason: rng.pick(['对接 ERP 回调联调', '排查单点登录问题', 'SAP 凭证接口测试', '移动端集成调试']),
          openedBy: rng.pick(['客服 赵敏', '技术支持 王强', '客服主管 孙悦']),
          expiresAt: instant(now, on ? rng.int(1, 30) : -rng.int(1, 60)),
          ipWhitelist: [
            `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
            `192.168.${rng.int(0, 255)}.${rng.int(1, 254)}`,
          ],
          ...(on && { lastUsedAt: instant(now, -rng.next() * 5) }),
        },
      };
    });

  const logs: Rows<typeof csDiagnosisLogResource> = [];
  const spans = new Set<string>();
  const paths = [
    ['EXPENSE', 'POST', '/api/expense/report/submit'],
    ['EXPENSE', 'GET', '/api/expense/report/detail'],
    ['TRAVEL', 'POST', '/api/travel/flight/order'],
    ['TRAVEL', 'GET', '/api/travel/hotel/search'],
    ['BUDGET', 'POST', '/api/budget/occupy'],
    ['PAYMENT', 'POST', '/api/payment/batch/pay'],
    ['AUTH', 'POST', '/oauth/token'],
    ['WORKFLOW', 'POST', '/api/workflow/approve'],
    ['INVOICE', 'POST', '/api/invoice/verify'],
    ['OPERATION', 'GET', '/api/tenant/object/list/page'],
    ['REPORT', 'GET', '/api/report/expense/export'],
    ['PUSH', 'POST', '/api/push/message/send'],
  ] as const;
  const errors = [
    [500, 'EXPENSE_SUBMIT_FAILED', '提交失败：预算占用超时'],
    [400, 'BUDGET_NOT_ENOUGH', '预算余额不足'],
    [401, 'TOKEN_EXPIRED', 'token 已过期，请重新登录'],
    [409, 'VERSION_CONFLICT', '单据已被他人修改'],
    [502, 'UPSTREAM_UNAVAILABLE', '下游服务不可用'],
    [504, 'UPSTREAM_TIMEOUT', '调用供应商接口超时'],
  ] as const;
  for (let index = 0; index < size(150, 6); index += 1) {
    let spanId = hex(rng, 16);
    while (spans.has(spanId)) spanId = hex(rng, 16);
    spans.add(spanId);
    const [service, httpMethod, path] = rng.pick(paths);
    const failed = rng.chance(0.45);
    const [httpStatus, errorCode, errorMessage] = failed ? rng.pick(errors) : [200, undefined, undefined];
    const durationMs = rng.logNormal(failed && httpStatus >= 502 ? 8000 : 180, 0.9, 5, 60_000);
    const tenant = customers.length > 0 ? rng.pick(customers.slice(0, size(20, 3))) : undefined;
    const person = drawName(rng, 'CN');
    logs.push({
      data: {
        spanId,
        traceId: hex(rng, 32),
        service,
        level: !failed ? 'INFO' : httpStatus >= 500 ? 'ERROR' : 'WARN',
        httpMethod,
        path,
        httpStatus,
        requestAt: instant(now, -rng.next() * 14),
        durationMs,
        dbMs: Math.round(durationMs * rng.next() * 0.4),
        upstreamMs: Math.round(durationMs * rng.next() * 0.5),
        userLogin: `${person.familyLatin}.${person.givenLatin}`,
        clientIp: `${rng.pick([10, 172, 192])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
        ...(errorCode && { errorCode, errorMessage }),
        ...(httpMethod !== 'GET' && {
          requestBody: JSON.stringify({ id: rng.int(10_000, 99_999), language: 'zh_cn' }),
        }),
        responseBody: JSON.stringify(
          failed ? { errorCode, message: errorMessage, spanId } : { code: 0, message: 'success' },
        ),
        ...(failed &&
          httpStatus >= 500 && {
            stackTrace: `com.opsdesk.${service.toLowerCase()}.${errorCode}: ${errorMessage}\n\tat com.opsdesk.${service.toLowerCase()}.service.Handler.handle(Handler.java:${rng.int(40, 400)})\n\tat com.opsdesk.common.web.Dispatcher.dispatch(Dispatcher.java:88)`,
          }),
      },
      ...(tenant && { refs: { tenantId: tenantKey(tenant.code) } }),
    });
  }

  const failedSpans = logs.filter((row) => row.data.level !== 'INFO').map((row) => row.data.spanId);
  const requests: Rows<typeof csDiagnosisRequestResource> = [];
  const requestCount = size(40, 3);
  for (let index = 0; index < requestCount && customers.length > 0; index += 1) {
    const tenant = customers[index % Math.min(customers.length, size(15, 3))] as TenantSketch;
    const daysAgo = ((requestCount - index) * 60) / requestCount + rng.next();
    const status =
      daysAgo < 5
        ? rng.pick(['SUBMITTED', 'ANALYSING', 'WAITING_CUSTOMER'] as const)
        : rng.weighted([
            ['CLOSED', 50],
            ['RESOLVED', 35],
            ['WAITING_CUSTOMER', 10],
            ['ANALYSING', 5],
          ] as const);
    const [title, service] = rng.pick([
      ['报销单提交失败', 'EXPENSE'],
      ['机票下单超时', 'TRAVEL'],
      ['预算占用报错', 'BUDGET'],
      ['批量付款部分失败', 'PAYMENT'],
      ['单点登录后跳回登录页', 'AUTH'],
      ['审批通过后未推送 ERP', 'WORKFLOW'],
    ] as const);
    const submitted = instantAfter(now, -daysAgo);
    requests.push({
      refs: { tenantId: tenantKey(tenant.code) },
      createdAt: submitted,
      data: {
        requestNo: `DR${submitted.toISOString().slice(0, 10).replaceAll('-', '')}${String(index + 1).padStart(3, '0')}`,
        title,
        description: `${tenant.name}反馈：${title}，影响 ${rng.int(1, 40)} 名员工，请协助排查。`,
        severity: rng.weighted([
          ['P1', 5],
          ['P2', 25],
          ['P3', 50],
          ['P4', 20],
        ] as const),
        service,
        spanIds: rng.sample(failedSpans, rng.int(0, 2)),
        reporter: rng.pick(['客服 赵敏', '客服 陈晨', '客服 刘洋']),
        ...(status !== 'SUBMITTED' && { assignee: rng.pick(['研发 王强', '研发 李雷', '运维 周杰']) }),
        submittedAt: submitted.toISOString(),
        ...((status === 'RESOLVED' || status === 'CLOSED') && {
          resolvedAt: instantAfter(submitted, rng.int(1, 72) / 24).toISOString(),
          conclusion: rng.pick([
            '下游预算服务超时，已扩容并重试成功',
            '客户 ERP 回调地址证书过期，已通知客户更新',
            '供应商接口限流，已调整重试策略',
          ]),
        }),
        status,
      },
    });
  }

  const trainingNames = [
    ['ONBOARDING', '新租户上线启动手册', 'DOCUMENT', ['ADMIN']],
    ['ONBOARDING', '管理员后台配置入门', 'VIDEO', ['ADMIN']],
    ['EXPENSE', '员工报销入门', 'VIDEO', ['EMPLOYEE']],
    ['EXPENSE', '发票识别与查验', 'SLIDES', ['EMPLOYEE', 'FINANCE']],
    ['TRAVEL', '机票酒店预订指南', 'VIDEO', ['EMPLOYEE']],
    ['TRAVEL', '差旅标准配置', 'DOCUMENT', ['ADMIN']],
    ['FINANCE', '财务审核与付款', 'LIVE', ['FINANCE']],
    ['FINANCE', '凭证生成与 ERP 对接', 'DOCUMENT', ['FINANCE', 'ADMIN']],
    ['BUDGET', '预算编制与管控', 'SLIDES', ['FINANCE', 'ADMIN']],
    ['ADMIN', '审批流设计器使用', 'VIDEO', ['ADMIN']],
    ['ADMIN', '组织架构与人员导入', 'DOCUMENT', ['ADMIN']],
    ['EXPENSE', '审批人移动端审批', 'VIDEO', ['APPROVER']],
  ] as const;
  const training: Rows<typeof csTrainingTemplateResource> = [];
  const trainingCount = size(24, 3);
  for (let index = 0; index < trainingCount; index += 1) {
    const [category, name, format, audience] = trainingNames[
      index % trainingNames.length
    ] as (typeof trainingNames)[number];
    const english = index >= trainingNames.length;
    const status = index % 6 === 5 ? 'ARCHIVED' : index % 7 === 6 ? 'DRAFT' : 'PUBLISHED';
    training.push({
      data: {
        templateCode: `TR-${category.slice(0, 3)}-${String(index + 1).padStart(3, '0')}`,
        name: english ? `${name}（英文版）` : name,
        category,
        audience: [...audience],
        format,
        language: english ? 'en-us' : 'zh-cn',
        ...(format !== 'LIVE' && {
          materialUrl: `https://training.opsdesk.example/${category.toLowerCase()}/${index + 1}`,
        }),
        // Documents and slides are handed out as a file too (a PDF); videos and live sessions are not.
        ...((format === 'DOCUMENT' || format === 'SLIDES') && {
          attachmentOID: seedOid(`reference-file/training/${index + 1}`),
        }),
        ...(format === 'VIDEO' || format === 'LIVE'
          ? { durationMinutes: rng.pick([15, 20, 30, 45, 60]) }
          : {}),
        templateVersion: `${rng.int(1, 3)}.${rng.int(0, 9)}`,
        owner: rng.pick(['培训组 孙悦', '客户成功 周婷', '实施顾问 王磊']),
        ...(status !== 'DRAFT' && { publishedDate: dateAfter(now, -rng.int(10, 500)) }),
        description: `面向${audience.join('、')}的${name}`,
        status,
      },
    });
  }

  return [
    step(csDocumentResource, documents),
    step(csLabelMessageResource, labels),
    step(csAiRecordResource, ai),
    step(csApiCallbackResource, callbacks),
    step(csFeedbackEventResource, feedbackEvents),
    step(csFeedbackResource, feedback),
    step(csDeveloperModeResource, developerModes),
    step(csDiagnosisLogResource, logs),
    step(csDiagnosisRequestResource, requests),
    step(csTrainingTemplateResource, training),
  ];
}

/** A document's status, by its kind and age: old documents are finished, new ones still moving. */
function documentStatusFor(rng: Random, kind: string, daysAgo: number): DocumentStatus {
  if (kind === 'APPROVAL_TASK') return DocumentStatus.IN_APPROVAL;
  if (kind === 'CONTRACT' || kind === 'BUDGET_OCCUPANCY' || kind === 'REQUISITION')
    return daysAgo < 7
      ? rng.pick([DocumentStatus.EDITING, DocumentStatus.IN_APPROVAL])
      : rng.pick([
          DocumentStatus.APPROVED,
          DocumentStatus.APPROVED,
          DocumentStatus.CLOSED,
          DocumentStatus.REJECTED,
        ]);
  if (kind === 'LOAN')
    return daysAgo < 14
      ? rng.pick([DocumentStatus.IN_APPROVAL, DocumentStatus.AWAITING_PAYMENT, DocumentStatus.PAID])
      : rng.pick([DocumentStatus.REPAYING, DocumentStatus.REPAID_2005, DocumentStatus.REPAID_2006]);
  return daysAgo < 10
    ? rng.pick([
        DocumentStatus.EDITING,
        DocumentStatus.IN_APPROVAL,
        DocumentStatus.APPROVED,
        DocumentStatus.AUDIT_PASSED,
        DocumentStatus.AWAITING_PAYMENT,
        DocumentStatus.PAYING,
        DocumentStatus.WITHDRAWN,
      ])
    : rng.weighted([
        [DocumentStatus.PAID, 70],
        [DocumentStatus.AUDIT_REJECTED, 5],
        [DocumentStatus.REJECTED, 5],
        [DocumentStatus.PAYMENT_CANCELLED, 3],
        [DocumentStatus.CLOSED, 7],
        [DocumentStatus.DELETED, 5],
        [DocumentStatus.INVOICING_REJECTED, 5],
      ] as const);
}

// ---------------------------------------------------------------------------------------------
// Reference data

const vendorServices = {
  CTRIP: ['FLIGHT', 'HOTEL', 'TRAIN', 'CAR'],
  TONGCHENG: ['FLIGHT', 'HOTEL', 'TRAIN'],
  MEITUAN: ['HOTEL', 'MEAL', 'CAR'],
  FLIGGY: ['FLIGHT', 'HOTEL'],
  DIDI: ['CAR'],
  CAOCAO: ['CAR'],
  RAILWAY_12306: ['TRAIN'],
  AMADEUS: ['FLIGHT', 'HOTEL'],
  HUAZHU: ['HOTEL'],
  JINJIANG: ['HOTEL'],
} as const satisfies Record<(typeof travelVendors)[number], readonly string[]>;

function referenceDataSteps(area: Area): PlannedStep[] {
  const { rng, size, now } = area;
  const mappings: Rows<typeof vendorCityMappingResource> = [];
  const vendors = ['CTRIP', 'TONGCHENG', 'MEITUAN', 'DIDI', 'AMADEUS'] as const;
  outer: for (const vendor of vendors) {
    const service = vendorServices[vendor][0];
    const cities = chineseCities.filter((city) => !city.countryCode).slice(0, 40);
    for (const [index, city] of cities.entries()) {
      if (mappings.length >= size(150, 5)) break outer;
      const status = rng.weighted([
        ['MAPPED', 85],
        ['UNMAPPED', 10],
        ['CONFLICT', 5],
      ] as const);
      const code =
        vendor === 'AMADEUS'
          ? `C${city.adCode}`
          : vendor === 'DIDI'
            ? city.adCode.slice(0, 4)
            : String(index + 1 + vendors.indexOf(vendor) * 1000);
      mappings.push({
        data: {
          vendor,
          serviceType: service,
          vendorCityCode: code,
          vendorCityName: vendor === 'AMADEUS' ? city.nameEn.toUpperCase() : city.name,
          ...(status !== 'UNMAPPED' && { cityAdCode: city.adCode, cityName: city.name }),
          countryCode: 'CN',
          mappingStatus: status,
          lastSyncedAt: instant(now, -rng.int(0, 20) - rng.next()),
          enabled: status !== 'CONFLICT',
        },
      });
    }
  }

  const banks: Rows<typeof commonBankResource> = bankEntries
    .slice(0, size(bankEntries.length, 4))
    .map(([bankCode, bankName, bankNameEn, shortName, swiftCode, cnaps, countryCode, bankType, hotline]) => ({
      data: {
        bankCode,
        bankName,
        bankNameEn,
        shortName,
        swiftCode,
        ...(cnaps && { cnapsCode: cnaps }),
        countryCode,
        bankType,
        ...(hotline && { hotline }),
        enabled: true,
      },
    }));

  const scopesBy = {
    FRAUD: ['FEEDBACK', 'COMMENT', 'EXPENSE_REMARK', 'AI_CHAT'],
    GAMBLING: ['FEEDBACK', 'COMMENT', 'NICKNAME', 'AI_CHAT'],
    ADVERTISING: ['FEEDBACK', 'COMMENT', 'NICKNAME'],
    ABUSE: ['FEEDBACK', 'COMMENT', 'NICKNAME', 'AI_CHAT'],
    VIOLENCE: ['FEEDBACK', 'COMMENT', 'ANNOUNCEMENT', 'AI_CHAT'],
    PORNOGRAPHY: ['FEEDBACK', 'COMMENT', 'NICKNAME', 'AI_CHAT'],
    POLITICS: ['FEEDBACK', 'COMMENT', 'ANNOUNCEMENT', 'NICKNAME', 'AI_CHAT'],
    OTHER: ['FEEDBACK', 'COMMENT'],
  } as const;
  const words: Rows<typeof sensitiveWordResource> = sensitiveWords
    .slice(0, size(sensitiveWords.length, 3))
    .map(([word, category, handling], index) => ({
      data: {
        word,
        category,
        handling,
        ...(handling === 'REPLACE' && { replacement: '**' }),
        scopes: [...scopesBy[category]],
        language: 'zh-cn',
        ...(index % 9 === 0 && { remark: '来自客服投诉案例' }),
        enabled: index % 13 !== 12,
      },
    }));

  return [
    step(vendorCityMappingResource, mappings),
    step(commonBankResource, banks),
    step(sensitiveWordResource, words),
  ];
}

// ---------------------------------------------------------------------------------------------
// Location service

function locationSteps(area: Area): PlannedStep[] {
  const { rng, size, now, customers } = area;
  const places: Rows<typeof locationResource> = [];
  const zones: Record<string, string> = {
    CN: 'Asia/Shanghai', HK: 'Asia/Hong_Kong', MO: 'Asia/Macau', JP: 'Asia/Tokyo', KR: 'Asia/Seoul',
    SG: 'Asia/Singapore', US: 'America/New_York', GB: 'Europe/London', DE: 'Europe/Berlin', FR: 'Europe/Paris',
  }; // prettier-ignore
  for (const [code, , name, nameEn] of countries.filter(([code]) => code in zones)) {
    places.push({
      data: {
        locationCode: code,
        name,
        nameEn,
        level: 'COUNTRY',
        countryCode: code,
        typeCode: 'COUNTRY',
        timeZone: zones[code],
        enabled: true,
      },
    });
  }
  const provinces = new Map<string, string>();
  for (const city of chineseCities) {
    if (!city.countryCode) provinces.set(city.adCode.slice(0, 2), city.province);
  }
  for (const [prefix, province] of provinces) {
    places.push({
      data: {
        locationCode: `CN${prefix}`,
        name: province,
        level: 'STATE',
        parentCode: 'CN',
        countryCode: 'CN',
        typeCode: 'PROVINCE',
        timeZone: 'Asia/Shanghai',
        enabled: true,
      },
    });
  }
  const coordinates: Record<string, readonly [number, number]> = {
    '110000': [39.9042, 116.4074], '310000': [31.2304, 121.4737], '440100': [23.1291, 113.2644],
    '440300': [22.5431, 114.0579], '330100': [30.2741, 120.1551], '510100': [30.5728, 104.0668],
  }; // prettier-ignore
  for (const city of chineseCities) {
    const special = city.countryCode;
    const parentCity = `${city.adCode.slice(0, 4)}00`;
    const parent = special
      ? special
      : city.type === '市辖区' || city.type === '县级市'
        ? cityByAdCode.has(parentCity)
          ? `CN${parentCity}`
          : `CN${city.adCode.slice(0, 2)}0000`
        : `CN${city.adCode.slice(0, 2)}`;
    const point = coordinates[city.adCode];
    places.push({
      data: {
        locationCode: `CN${city.adCode}`,
        name: city.name,
        nameEn: city.nameEn,
        level: city.type === '市辖区' ? 'DISTRICT' : 'CITY',
        parentCode: parent,
        countryCode: special ?? 'CN',
        typeCode: city.type === '市辖区' ? 'DISTRICT' : 'CITY',
        timeZone: zones[special ?? 'CN'],
        ...(point && { latitude: point[0], longitude: point[1] }),
        enabled: true,
      },
    });
  }
  const usStates = [
    ['US-CA', '加利福尼亚州', 'California', 'America/Los_Angeles'],
    ['US-NY', '纽约州', 'New York', 'America/New_York'],
    ['US-WA', '华盛顿州', 'Washington', 'America/Los_Angeles'],
    ['JP-13', '东京都', 'Tokyo', 'Asia/Tokyo'],
    ['JP-27', '大阪府', 'Osaka', 'Asia/Tokyo'],
  ] as const;
  for (const [code, name, nameEn, timeZone] of usStates) {
    places.push({
      data: {
        locationCode: code,
        name,
        nameEn,
        level: 'STATE',
        parentCode: code.slice(0, 2),
        countryCode: code.slice(0, 2),
        typeCode: 'PROVINCE',
        timeZone,
        enabled: true,
      },
    });
  }
  for (const [locode, name, nameEn, country] of internationalCities.filter(
    ([, , , country]) => country in zones,
  )) {
    places.push({
      data: {
        locationCode: locode,
        name,
        nameEn,
        level: 'CITY',
        parentCode: country,
        countryCode: country,
        typeCode: 'CITY',
        timeZone: zones[country],
        enabled: true,
      },
    });
  }
  // The test scale keeps a country, a province, a city and a district of the tree.
  const locations =
    area.scale === 'demo'
      ? places.slice(0, 150)
      : places.filter((row) => ['CN', 'CN31', 'CN310000', 'CN310115'].includes(row.data.locationCode));

  const vendorNames = {
    CTRIP: '携程商旅', TONGCHENG: '同程商旅', MEITUAN: '美团企业版', FLIGGY: '飞猪企业版', DIDI: '滴滴企业版',
    CAOCAO: '曹操企业出行', RAILWAY_12306: '中国铁路12306', AMADEUS: 'Amadeus GDS', HUAZHU: '华住会企业', JINJIANG: '锦江企业直连',
  } as const satisfies Record<(typeof travelVendors)[number], string>; // prettier-ignore
  const vendorRows: Rows<typeof locationVendorResource> = travelVendors
    .slice(0, size(10, 3))
    .map((vendorCode, index) => {
      const result = index === 4 ? 'FAILED' : index === 7 ? 'PARTIAL' : 'SUCCESS';
      const person = drawName(rng, 'CN');
      return {
        data: {
          vendorCode,
          vendorName: vendorNames[vendorCode],
          serviceTypes: [...vendorServices[vendorCode]],
          apiBaseUrl: `https://api.${vendorCode.toLowerCase().replaceAll('_', '')}.example/corp/v2`,
          syncFrequency: vendorCode === 'RAILWAY_12306' ? 'HOURLY' : index % 4 === 3 ? 'WEEKLY' : 'DAILY',
          lastSyncAt: instant(now, -rng.next()),
          lastSyncResult: result,
          contactName: person.fullName,
          contactEmail: `${person.familyLatin}.${person.givenLatin}@${vendorCode.toLowerCase().replaceAll('_', '')}.example`,
          contractEndDate: dateAfter(now, rng.int(30, 720)),
          enabled: index !== 9,
        },
      };
    });

  const settings: Rows<typeof travelServiceSettingResource> = [];
  const services = ['FLIGHT', 'HOTEL', 'TRAIN', 'CAR', 'MEAL'] as const;
  for (const tenant of customers.slice(0, size(30, 2))) {
    for (const serviceType of rng.sample(services, area.scale === 'demo' ? rng.int(2, 4) : 2)) {
      const vendorCode = rng.pick(
        travelVendors.filter((vendor) => (vendorServices[vendor] as readonly string[]).includes(serviceType)),
      );
      const settlementMode = rng.weighted([
        ['MONTHLY', 70],
        ['PREPAID', 15],
        ['PERSONAL_PAY', 15],
      ] as const);
      settings.push({
        refs: { tenantId: tenantKey(tenant.code) },
        data: {
          serviceType,
          vendorCode,
          channel: vendorCode === 'AMADEUS' ? 'API' : rng.chance(0.85) ? 'ONLINE' : 'OFFLINE',
          ...(rng.chance(0.6) && {
            agreementCode: `${vendorCode.slice(0, 2)}${tenant.code}${rng.digits(4)}`,
          }),
          settlementMode,
          serviceFee: serviceType === 'FLIGHT' || serviceType === 'TRAIN' ? rng.pick([0, 5, 10, 20]) : 0,
          feeMode: serviceType === 'HOTEL' ? 'PER_TICKET' : 'PER_ORDER',
          requisitionRequired: serviceType !== 'CAR' && serviceType !== 'MEAL',
          advanceDays: serviceType === 'FLIGHT' ? rng.pick([0, 3, 7]) : 0,
          effectiveDate: dateAfter(tenant.createdAt, rng.int(7, 60)),
          ...(rng.chance(0.1) && { expireDate: dateAfter(now, -rng.int(1, 60)) }),
          ...(tenant.contact && { contactName: tenant.contact.name }),
          enabled: true,
        },
      });
    }
  }

  const stationRows: Rows<typeof railwayStationResource> = stations
    .slice(0, size(stations.length, 4))
    .map(([stationCode, name, pinyin, adCode, railwayBureau, highSpeed]) => ({
      data: {
        stationCode,
        name,
        pinyin,
        cityAdCode: adCode,
        cityName: cityNameOf(adCode),
        railwayBureau,
        highSpeed,
        enabled: true,
      },
    }));
  const stationNames = new Map(stationRows.map((row) => [row.data.stationCode, row.data.name]));
  // Near stations and blacklisted trains name stations the seed writes.
  const nearStationRows: Rows<typeof nearRailwayStationResource> = nearStations
    .filter(([, stationCode]) => stationNames.has(stationCode))
    .slice(0, size(nearStations.length, 3))
    .map(([adCode, stationCode, distanceKm, travelMinutes], index) => ({
      data: {
        cityAdCode: adCode,
        cityName: cityNameOf(adCode),
        stationCode,
        stationName: stationNames.get(stationCode) ?? stationCode,
        distanceKm,
        travelMinutes,
        sequence: (index % 2) + 1,
        enabled: true,
      },
    }));

  const types = [
    ['COUNTRY', '国家/地区', 'Country or region', []],
    ['PROVINCE', '省/州', 'State or province', []],
    ['CITY', '城市', 'City', ['FLIGHT', 'HOTEL', 'TRAIN', 'CAR']],
    ['DISTRICT', '行政区', 'District', ['HOTEL', 'CAR']],
    ['AIRPORT', '机场', 'Airport', ['FLIGHT', 'CAR']],
    ['RAILWAY_STATION', '火车站', 'Railway station', ['TRAIN', 'CAR']],
    ['BUS_STATION', '汽车站', 'Bus station', ['CAR']],
    ['METRO_STATION', '地铁站', 'Metro station', ['HOTEL', 'CAR']],
    ['BUSINESS_DISTRICT', '商圈', 'Business district', ['HOTEL', 'CAR', 'MEAL']],
    ['SCENIC_SPOT', '景点', 'Scenic spot', ['HOTEL']],
    ['EXHIBITION_CENTER', '会展中心', 'Exhibition centre', ['HOTEL', 'CAR']],
    ['OFFICE_BUILDING', '写字楼', 'Office building', ['CAR', 'MEAL']],
    ['HOSPITAL', '医院', 'Hospital', ['CAR']],
    ['UNIVERSITY', '高校', 'University', ['HOTEL', 'CAR']],
    ['PORT', '港口码头', 'Port', ['CAR']],
  ] as const;
  // The test scale keeps the types of its locations: a country, a province, a city and a district.
  const typeRows: Rows<typeof locationTypeResource> = types
    .slice(0, size(types.length, 4))
    .map(([typeCode, name, nameEn, serviceTypes], index) => ({
      data: {
        typeCode,
        name,
        nameEn,
        serviceTypes: [...serviceTypes],
        sequence: (index + 1) * 10,
        enabled: typeCode !== 'PORT',
      },
    }));

  const airportRows: Rows<typeof airportResource> = airportEntries
    .slice(0, size(airportEntries.length, 4))
    .map(
      ([
        iataCode,
        icaoCode,
        name,
        nameEn,
        city,
        cityName,
        countryCode,
        terminals,
        international,
        timeZone,
      ]) => ({
        data: {
          iataCode,
          icaoCode,
          name,
          nameEn,
          cityAdCode: city,
          cityName,
          countryCode,
          terminals: [...terminals],
          international,
          timeZone,
          enabled: true,
        },
      }),
    );
  const airportNames = new Map(airportEntries.map(([iata, , name]) => [iata, name]));
  const nearAirportRows: Rows<typeof nearAirportResource> = nearAirports
    .slice(0, size(nearAirports.length, 3))
    .map(([adCode, iataCode, distanceKm, travelMinutes], index) => ({
      data: {
        cityAdCode: adCode,
        cityName: cityNameOf(adCode),
        iataCode,
        airportName: airportNames.get(iataCode) ?? iataCode,
        distanceKm,
        travelMinutes,
        sequence: (index % 2) + 1,
        enabled: true,
      },
    }));

  const cabinRows: Rows<typeof airlineCabinMappingResource> = [];
  const effectiveDate = `${dateAfter(now, -400).slice(0, 4)}-01-01`;
  outerCabins: for (const [airlineCode] of airlines
    .filter(([, , , country]) => country === 'CN')
    .slice(0, 10)) {
    for (const [cabinCode, cabinClass, cabinName, discountPercent] of cabins) {
      if (cabinRows.length >= size(120, 4)) break outerCabins;
      // Spring Airlines and the other low-cost carriers sell no first class.
      if (airlineCode === '9C' && cabinClass !== 'ECONOMY') continue;
      cabinRows.push({
        data: {
          airlineCode,
          cabinCode,
          cabinClass,
          cabinName,
          discountPercent,
          domestic: true,
          effectiveDate,
          enabled: true,
        },
      });
    }
  }

  const covidRows: Rows<typeof covid19CityResource> = chineseCities
    .filter((city) => !city.countryCode)
    .slice(0, size(30, 3))
    .map((city, index) => {
      const riskLevel = index % 7 === 0 ? 'HIGH' : index % 3 === 0 ? 'MEDIUM' : 'LOW';
      return {
        data: {
          cityAdCode: city.adCode,
          cityName: city.name,
          riskLevel,
          travelPolicy:
            riskLevel === 'HIGH' ? 'BLOCKED' : riskLevel === 'MEDIUM' ? 'APPROVAL_REQUIRED' : 'REMIND',
          quarantineDays: riskLevel === 'HIGH' ? 7 : riskLevel === 'MEDIUM' ? 3 : 0,
          effectiveDate: dateAfter(now, -rng.int(900, 1100)),
          expireDate: dateAfter(now, -rng.int(700, 850)),
          source: `${city.province}卫生健康委员会通告`,
          // The epidemic rules ended: kept for the history of bookings made under them.
          enabled: false,
        },
      };
    });

  const trains = [
    ['K1234', 'K'], ['K528', 'K'], ['T110', 'T'], ['T8', 'T'], ['Z38', 'Z'], ['Z162', 'Z'], ['D3101', 'D'], ['D2281', 'D'],
    ['G1', 'G'], ['G7', 'G'], ['G1374', 'G'], ['C2201', 'C'], ['C7301', 'C'], ['Y501', 'OTHER'], ['K1516', 'K'], ['T179', 'T'],
    ['D721', 'D'], ['G8001', 'G'], ['Z95', 'Z'], ['K8362', 'K'], ['1461', 'OTHER'], ['G2803', 'G'], ['D6201', 'D'], ['T7785', 'T'],
    ['K4386', 'K'],
  ] as const; // prettier-ignore
  const stationCodes = stationRows.map((row) => row.data.stationCode);
  const blacklist: Rows<typeof trainBlacklistResource> = trains
    .slice(0, size(25, 3))
    .map(([trainNo, trainType], index) => {
      const tenant =
        index % 5 === 4 && customers.length > 0 ? customers[index % customers.length] : undefined;
      return {
        ...(tenant && { refs: { tenantId: tenantKey(tenant.code) } }),
        data: {
          trainNo,
          trainType,
          ...(index % 2 === 0 && {
            fromStationCode: rng.pick(stationCodes),
            toStationCode: rng.pick(stationCodes),
          }),
          reason: tenant
            ? 'POLICY'
            : trainType === 'K' || trainType === 'OTHER'
              ? 'VENDOR_UNSUPPORTED'
              : rng.pick(['FREQUENT_CANCELLATION', 'PRICE_ERROR', 'COMPLAINT'] as const),
          startDate: dateAfter(now, -rng.int(5, 300)),
          ...(index % 3 === 0 && { endDate: dateAfter(now, rng.int(-30, 90)) }),
          ...(tenant && { remark: '企业差旅政策不允许乘坐普速夜车' }),
          enabled: index % 6 !== 5,
        },
      };
    });

  const keywordRows: Rows<typeof locationHotKeywordResource> = hotKeywords
    .slice(0, size(hotKeywords.length, 3))
    .map(([adCode, serviceType, keyword], index) => ({
      data: {
        keyword,
        serviceType,
        cityAdCode: adCode,
        cityName: cityNameOf(adCode),
        sequence: (index % 6) + 1,
        searchCount: rng.logNormal(3000, 1.1, 20, 2_000_000),
        ...(index % 8 === 7 && { startDate: dateAfter(now, -30), endDate: dateAfter(now, 30) }),
        enabled: true,
      },
    }));

  const records: Rows<typeof locationRecordResource> = [];
  const recordCount = size(80, 4);
  const changes = [
    ['nameEn', '', ''],
    ['timeZone', 'Asia/Chongqing', 'Asia/Shanghai'],
    ['parentCode', 'CN32', 'CN320500'],
    ['name', '', ''],
  ] as const;
  for (let index = 0; index < recordCount; index += 1) {
    const city = chineseCities[index % chineseCities.length] as (typeof chineseCities)[number];
    const daysAgo = ((recordCount - index) * 200) / recordCount + rng.next();
    const source = rng.weighted([
      ['VENDOR_SYNC', 60],
      ['MANUAL', 25],
      ['IMPORT', 15],
    ] as const);
    const operation =
      index % 11 === 0 ? 'DISABLE' : index % 17 === 0 ? 'MERGE' : index % 5 === 0 ? 'CREATE' : 'UPDATE';
    const [field, oldValue, newValue] = rng.pick(changes);
    const reviewStatus = daysAgo < 4 ? 'PENDING_REVIEW' : rng.chance(0.9) ? 'APPLIED' : 'REJECTED';
    records.push({
      createdAt: instantAfter(now, -daysAgo),
      data: {
        locationCode: `CN${city.adCode}`,
        locationName: city.name,
        operation,
        source,
        ...(source === 'VENDOR_SYNC' && {
          vendorCode: rng.pick(['CTRIP', 'TONGCHENG', 'MEITUAN', 'AMADEUS'] as const),
        }),
        ...(operation === 'UPDATE' && {
          field,
          oldValue:
            field === 'nameEn' ? city.nameEn.toUpperCase() : field === 'name' ? `${city.name}市` : oldValue,
          newValue: field === 'nameEn' ? city.nameEn : field === 'name' ? city.name : newValue,
        }),
        operator:
          source === 'MANUAL'
            ? rng.pick(['位置运营 黄丽', '位置运营 马超'])
            : source === 'IMPORT'
              ? '批量导入'
              : 'vendor-sync',
        operatedAt: instantAfter(now, -daysAgo).toISOString(),
        reviewStatus,
        ...(reviewStatus === 'REJECTED' && { reviewRemark: '与国家行政区划代码不一致，驳回' }),
      },
    });
  }

  return [
    step(locationTypeResource, typeRows),
    step(locationResource, locations),
    step(locationVendorResource, vendorRows),
    step(travelServiceSettingResource, settings),
    step(railwayStationResource, stationRows),
    step(nearRailwayStationResource, nearStationRows),
    step(airportResource, airportRows),
    step(nearAirportResource, nearAirportRows),
    step(airlineCabinMappingResource, cabinRows),
    step(covid19CityResource, covidRows),
    step(trainBlacklistResource, blacklist),
    step(locationHotKeywordResource, keywordRows),
    step(locationRecordResource, records),
  ];
}

// ---------------------------------------------------------------------------------------------
// Travel bookings

function bookingSteps(area: Area): PlannedStep[] {
  const { rng, size, now, customers } = area;
  const bookings: Rows<typeof travelBookingResource> = [];
  const domestic = chineseCities.filter((city) => !city.countryCode && city.tier <= 3);
  const hotels = [
    '全季酒店',
    '亚朵酒店',
    '汉庭酒店',
    '希尔顿欢朋',
    '万豪酒店',
    '洲际酒店',
    '锦江之星',
    '桔子水晶酒店',
  ];
  const cnAirlines = airlines.filter(([, , , country]) => country === 'CN').map(([code]) => code);
  const count = size(150, 5);
  for (let index = 0; index < count && customers.length > 0; index += 1) {
    const tenant = customers[index % Math.min(customers.length, size(15, 2))] as TenantSketch;
    const serviceType = rng.weighted([
      ['FLIGHT', 40],
      ['HOTEL', 30],
      ['TRAIN', 25],
      ['CAR', 5],
    ] as const);
    const from = rng.pick(domestic);
    let to = rng.pick(domestic);
    while (to.adCode === from.adCode) to = rng.pick(domestic);
    const startOffset = rng.int(-60, 30);
    const startDate = dateAfter(now, startOffset);
    const nights = rng.int(1, 4);
    const past = startOffset < 0;
    const status = past
      ? rng.weighted([
          ['BOOKED', 60],
          ['CHANGED', 8],
          ['REFUNDED', 10],
          ['DELETED', 5],
          ['REFUND_APPROVAL_REJECTED', 3],
          ['CHANGE_APPROVAL_REJECTED', 3],
          ['INFO_UNSUITABLE', 3],
        ] as const)
      : rng.pick(bookingStatuses.filter((status) => status !== 'DELETED' && status !== 'REFUNDED'));
    const traveller = drawName(rng, 'CN');
    const product =
      serviceType === 'FLIGHT'
        ? `${rng.pick(cnAirlines)}${rng.int(1000, 9999)}`
        : serviceType === 'TRAIN'
          ? `${rng.pick(['G', 'G', 'D'])}${rng.int(1, 2999)}`
          : serviceType === 'HOTEL'
            ? `${to.name}${rng.pick(hotels)}`
            : rng.pick(['舒适型', '商务型', '豪华型']);
    const cents =
      serviceType === 'FLIGHT'
        ? rng.logNormal(120_000, 0.4, 30_000, 800_000)
        : serviceType === 'HOTEL'
          ? rng.logNormal(45_000, 0.35, 15_000, 200_000) * nights
          : serviceType === 'TRAIN'
            ? rng.logNormal(40_000, 0.5, 2_000, 200_000)
            : rng.logNormal(8_000, 0.6, 1_500, 60_000);
    bookings.push({
      refs: { tenantId: tenantKey(tenant.code) },
      createdAt: instantAfter(now, Math.min(startOffset, 0) - rng.int(1, 10)),
      data: {
        bookingNo: `BK${dateAfter(now, Math.min(startOffset, 0) - 1).replaceAll('-', '')}${String(index + 1).padStart(4, '0')}`,
        serviceType,
        travellerName: traveller.fullName,
        travellerMobile: `1${rng.pick(['3', '5', '8'])}${rng.digits(9)}`,
        travellerStatus: rng.chance(0.95) ? 'ACTIVE' : 'LEAVING',
        bookerName: rng.chance(0.6) ? traveller.fullName : `差旅专员 ${drawName(rng, 'CN').fullName}`,
        ...(serviceType !== 'CAR' && {
          requisitionCode: `TA${startDate.replaceAll('-', '')}${rng.digits(4)}`,
        }),
        fromCity: serviceType === 'HOTEL' ? to.name : from.name,
        ...(serviceType !== 'HOTEL' && serviceType !== 'CAR' && { toCity: to.name }),
        product,
        startDate,
        ...(serviceType === 'HOTEL' && { endDate: dateAfter(now, startOffset + nights) }),
        vendorCode:
          serviceType === 'TRAIN'
            ? rng.pick(['RAILWAY_12306', 'CTRIP'] as const)
            : serviceType === 'CAR'
              ? rng.pick(['DIDI', 'CAOCAO'] as const)
              : serviceType === 'HOTEL'
                ? rng.pick(['CTRIP', 'MEITUAN', 'HUAZHU'] as const)
                : rng.pick(['CTRIP', 'TONGCHENG', 'FLIGGY'] as const),
        amount: money(cents),
        currencyCode: 'CNY',
        bookingStatus: status,
        ...(status === 'INFO_UNSUITABLE' && { remark: '出行人证件号与姓名不一致' }),
      },
    });
  }
  return [step(travelBookingResource, bookings)];
}

/**
 * The records of the reference area's resources (see @opsdesk/api's resources/areas/reference.ts).
 * `staff` is the seeded staff of every tenant: customer-service documents belong to them.
 */
export function planReferenceArea(
  context: SeedContext,
  tenants: readonly TenantSketch[],
  scale: SeedScale,
  staff: readonly QueryableEmployee[],
  signOnSources: ReadonlyMap<string, string> = new Map(),
): PlannedStep[] {
  const rng = context.rng.fork('area:reference');
  const paying = tenants.filter(
    (tenant) => !tenant.provider && !tenant.sandbox && tenant.lifecycle === 'PAID',
  );
  const customers = paying.length > 0 ? paying : tenants.filter((tenant) => !tenant.provider);
  const area = (label: string): Area => ({
    context,
    rng: rng.fork(label),
    scale,
    size: (demo, test) => (scale === 'demo' ? demo : test),
    now: context.now,
    customers,
  });
  const customerService = area('customer-service');
  return [
    ...languageSteps(area('languages')),
    ...adminSteps(area('admin'), signOnSources),
    ...customerServiceSteps(
      customerService,
      documentOwners(customerService, staff),
      drawEmployees(customerService),
    ),
    ...referenceDataSteps(area('reference-data')),
    ...locationSteps(area('location')),
    ...bookingSteps(area('booking')),
  ];
}
