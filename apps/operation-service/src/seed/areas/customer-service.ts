import {
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
} from '@opsdesk/api';
import type { z } from 'zod';
import { chineseCities } from '../data/places';
import { areaPlanning, type AreaPlanning } from '../generate/areaPlanning';
import type { SeedContext } from '../generate/context';
import type { SeededFileField } from '../generate/files';
import { drawName } from '../generate/people';
import { step, type PlannedRow, type PlannedStep, type SeedFields } from '../generate/plan';
import type { Random } from '../generate/random';
import { tenantKey, type TenantSketch } from '../generate/tenants';
import { dateAfter, instantAfter, money, seedOid } from '../generate/values';
import type { SeedScale } from '../generate/world';

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

/**
 * The customer-service area's document fields the seed fills: a training template's material file,
 * which customer service uploads.
 */
export const customerServiceFileFields: readonly SeededFileField[] = [
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
const hex = (rng: Random, length: number) => rng.chars('0123456789abcdef', length);

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
function drawEmployees(area: AreaPlanning): QueryableEmployee[] {
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
const documentTenants = (area: AreaPlanning) => area.customers.slice(0, area.size(8, 2));

/** The employees whose documents customer service looks up: the staff of the first customers. */
function documentOwners(area: AreaPlanning, staff: readonly QueryableEmployee[]): QueryableEmployee[] {
  const codes = new Set(documentTenants(area).map((tenant) => tenant.code));
  return staff.filter((member) => codes.has(member.tenantCode));
}

function customerServiceSteps(
  area: AreaPlanning,
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

/**
 * The records of the customer-service area's resources. `staff` is the seeded staff of every
 * tenant: customer-service documents belong to them.
 */
export function planCustomerServiceArea(
  context: SeedContext,
  tenants: readonly TenantSketch[],
  scale: SeedScale,
  staff: readonly QueryableEmployee[],
): PlannedStep[] {
  const area = areaPlanning(context, tenants, scale, 'customer-service');
  return customerServiceSteps(area, documentOwners(area, staff), drawEmployees(area));
}
