import { describe, expect, test } from 'vitest';
import { ValidationMessage, type ValidationMessageId } from '../../constants/validation';
import { customerServiceAreaResources } from './customer-service';

type Name = keyof typeof customerServiceAreaResources;

const oid = '6f1c2a4e-0d3b-4c5a-9e7f-1a2b3c4d5e6f';
const at = '2025-03-04T09:30:00+08:00';

/**
 * One record each resource accepts, and a change that it refuses on the named field (with the
 * message id of the resource's own check, where the change breaks one).
 */
const samples: Record<
  Name,
  {
    valid: Record<string, unknown>;
    invalid: Record<string, unknown>;
    field: string;
    message?: ValidationMessageId;
  }
> = {
  staff: {
    valid: { tenantId: 1, companyId: 2, employeeID: 'E0001', fullName: 'Li Wei', email: 'li.wei@acme.test' },
    invalid: { mobile: '12345' },
    field: 'mobile',
    message: ValidationMessage.MOBILE,
  },
  'cs-document': {
    valid: {
      tenantId: 1,
      userOID: oid,
      employeeName: '王芳',
      kind: 'EXPENSE_REPORT',
      documentCode: 'ER202503040001',
      formName: '差旅报销单',
      title: '上海出差报销',
      amount: 3250.5,
      currencyCode: 'CNY',
      documentStatus: 1002,
      submittedAt: at,
    },
    invalid: { documentStatus: 1012 },
    field: 'documentStatus',
  },
  'cs-label-message': {
    valid: {
      tenantId: 1,
      userOID: oid,
      employeeName: '王芳',
      labelName: '发票缺失',
      labelType: 'WARNING',
      documentCategory: 1002,
      documentCode: 'ER202503040001',
      content: '请补充住宿发票',
      sentAt: at,
    },
    invalid: { documentCategory: 9999 },
    field: 'documentCategory',
  },
  'cs-ai-record': {
    valid: {
      tenantId: 1,
      userOID: oid,
      employeeName: '王芳',
      feature: 'INVOICE_RECOGNITION',
      inputSummary: '上传 3 张增值税发票',
      outcome: 'SUCCESS',
      durationMs: 1800,
      occurredAt: at,
    },
    invalid: { occurredAt: '2025-03-04 09:30' },
    field: 'occurredAt',
  },
  'cs-api-callback': {
    valid: {
      tenantId: 1,
      callbackName: '报销单审批通过回调',
      eventType: 'DOCUMENT_APPROVED',
      callbackUrl: 'https://erp.acme.example/api/callback',
      authType: 'SIGNATURE',
    },
    invalid: { callbackUrl: 'erp.acme.example/callback' },
    field: 'callbackUrl',
  },
  'cs-feedback': {
    valid: {
      tenantId: 1,
      feedbackNo: 'FB202503040001',
      submitterName: '王芳',
      channel: 'APP',
      category: 'BUG',
      module: '报销',
      content: '提交报销单时一直转圈',
      submittedAt: at,
    },
    invalid: { score: 11 },
    field: 'score',
  },
  'cs-feedback-event': {
    valid: {
      eventCode: 'EXPENSE_SUBMIT_NPS',
      eventName: '报销提交后满意度',
      module: '报销',
      trigger: 'AFTER_SUBMIT',
      question: '您向同事推荐我们报销功能的可能性有多大？',
      scoreType: 'NPS',
      startDate: '2025-01-01',
    },
    invalid: { samplePercent: 0 },
    field: 'samplePercent',
  },
  'cs-developer-mode': {
    valid: { tenantId: 1, developerMode: true, scopes: ['API_DEBUG'], ipWhitelist: ['10.0.0.1'] },
    invalid: { ipWhitelist: ['10.0.0.256'] },
    field: 'ipWhitelist',
  },
  'cs-diagnosis-log': {
    valid: {
      spanId: '3f2a9c1b7d4e5f60',
      traceId: '3f2a9c1b7d4e5f603f2a9c1b7d4e5f60',
      service: 'EXPENSE',
      level: 'ERROR',
      httpMethod: 'POST',
      path: '/api/expense/report/submit',
      httpStatus: 500,
      requestAt: at,
      durationMs: 812,
    },
    invalid: { spanId: 'not-a-span' },
    field: 'spanId',
  },
  'cs-diagnosis-request': {
    valid: {
      tenantId: 1,
      requestNo: 'DR202503040001',
      title: '报销单提交报 500',
      description: '客户反馈提交报销单失败',
      severity: 'P2',
      reporter: '客服小陈',
      submittedAt: at,
    },
    invalid: { severity: 'P5' },
    field: 'severity',
  },
  'cs-training-template': {
    valid: {
      templateCode: 'TR-EXP-001',
      name: '报销入门培训',
      category: 'EXPENSE',
      audience: ['EMPLOYEE'],
      format: 'VIDEO',
      templateVersion: '1.0',
      owner: '培训组',
    },
    invalid: { templateVersion: 'v1' },
    field: 'templateVersion',
  },
};

describe('customer-service area resources', () => {
  test('every resource has a sample', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(customerServiceAreaResources).sort());
  });

  for (const [name, resource] of Object.entries(customerServiceAreaResources)) {
    const sample = samples[name as Name];
    test(`${name} accepts a valid record`, () => {
      const parsed = resource.schema.safeParse(sample.valid);
      expect(parsed.error?.issues ?? []).toEqual([]);
    });
    test(`${name} refuses an invalid ${sample.field}`, () => {
      const parsed = resource.schema.safeParse({ ...sample.valid, ...sample.invalid });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(sample.field);
      if (sample.message)
        expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([sample.message]);
    });
  }

  test('an IP address out of range names its message id', () => {
    const developerMode = customerServiceAreaResources['cs-developer-mode'];
    const parsed = developerMode.schema.safeParse({
      ...samples['cs-developer-mode'].valid,
      ipWhitelist: ['10.0.0.256'],
    });
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['ipWhitelist', ValidationMessage.IP_ADDRESS],
    ]);
  });
});
