import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { ValidationMessage, type ValidationMessageId } from '../../constants/validation';
import { contentAreaResources } from './content';

type ContentResourceName = keyof typeof contentAreaResources;
type Sample<N extends ContentResourceName> = z.input<(typeof contentAreaResources)[N]['schema']>;

const image = '6f1c2a4e-0d3b-4c5a-9e7f-1a2b3c4d5e6f';
const userOid = '0b6f1d9e-5c1a-4f2e-8d3b-7a9c2e4f6a8b';

/** One record each resource of the area accepts. */
const validSamples: { [N in ContentResourceName]: Sample<N> } = {
  carousel: {
    title: '差旅新功能上线',
    position: 'WEB_HOME',
    imageOid: image,
    linkType: 'URL',
    linkUrl: 'https://help.opsdesk.example/travel',
    startDate: '2025-03-01',
    endDate: '2025-03-31',
    audience: 'TENANT_GROUP',
    tenantGroupCode: 'KA',
  },
  'init-announcement': {
    announcementCode: 'ANN-2025-001',
    title: '系统升级公告',
    announcementType: 'UPGRADE',
    content: '<p>本周六 22:00 至 24:00 系统升级。</p>',
    startDate: '2025-03-01',
    endDate: '2025-03-08',
    mustConfirm: true,
  },
  'financial-course': {
    courseCode: 'FC-TAX-01',
    title: '全电发票实务',
    category: 'INVOICE',
    lecturer: '陈老师',
    coverImageOid: image,
    videoUrl: 'https://learn.opsdesk.example/fc-tax-01',
    durationMinutes: 45,
    publishDate: '2025-02-20',
  },
  'full-screen-ad': {
    adCode: 'AD-SPRING',
    name: '春季差旅节',
    imageOid: image,
    startDate: '2025-03-01',
    endDate: '2025-03-15',
    audience: 'SPECIFIED_TENANTS',
    tenantCodes: ['T0001', 'T0002'],
  },
  'help-doc-theme': { themeCode: 'EXPENSE', themeName: '费用报销', themeNameEn: 'Expenses' },
  'help-separate-page': {
    pageCode: 'HELP-HOME',
    pageName: '帮助中心首页',
    pageType: 'HELP_HOME',
    slug: 'home',
    content: '<h1>帮助中心</h1>',
    seoKeywords: ['报销', '差旅'],
  },
  'help-separate-page-log': {
    pageCode: 'HELP-HOME',
    pageName: '帮助中心首页',
    operation: 'PUBLISH',
    pageVersion: 3,
    operatorName: '赵内容',
    operatedAt: '2025-03-01T10:15:00+08:00',
  },
  'sys-suggestion': {
    suggestionNo: 'SG202503010001',
    tenantId: 1,
    submitterName: '王芳',
    submitterMobile: '13912345678',
    module: 'EXPENSE',
    title: '报销单支持批量上传发票',
    content: '希望一次上传多张发票并自动识别。',
    submittedDate: '2025-03-01',
  },
  'help-request-info': {
    requestId: 'REQ-8f3a2c',
    tenantId: 1,
    userName: '王芳',
    userOid,
    channel: 'SMART_ASSISTANT',
    requestType: 'QUESTION',
    queryText: '发票抬头怎么修改',
    resultCount: 3,
    requestedAt: '2025-03-01T09:30:00Z',
    durationMs: 420,
  },
  'help-question': {
    variant: 'GUIDE_SINGLE',
    questionCode: 'Q-GUIDE-001',
    themeCode: 'EXPENSE',
    question: '如何提交报销单？',
    answer: '<p>在“我的报销”中点击“新建”。</p>',
    keywords: ['报销', '提交'],
  },
  'update-log': {
    channel: 'SINGLE',
    type: 'WEB',
    releaseVersion: 'V5.12.0',
    title: '5.12 版本更新',
    releaseDate: '2025-03-06',
    content: '<ul><li>新增批量审批</li></ul>',
    highlights: ['批量审批'],
  },
  'help-document': {
    docCode: 'DOC-EXP-001',
    title: '报销单填写指南',
    themeCode: 'EXPENSE',
    content: '<p>……</p>',
    author: '赵内容',
  },
  'product-policy': {
    policyCode: 'PP-PRIVACY-3.2-ZH',
    policyType: 'PRIVACY_POLICY',
    title: '隐私政策',
    policyVersion: '3.2',
    content: '<p>我们重视您的隐私。</p>',
    effectiveDate: '2025-01-01',
  },
  'product-policy-acceptance': {
    tenantId: 1,
    policyCode: 'PP-PRIVACY-3.2-ZH',
    policyType: 'PRIVACY_POLICY',
    policyVersion: '3.2',
    acceptanceStatus: 'ACCEPTED',
    acceptedByEmail: 'admin@acme.example',
    acceptedAt: '2025-01-05T14:00:00+08:00',
    channel: 'ADMIN_CONSOLE',
  },
  'system-info': {
    infoCode: 'SI-2025-0301',
    title: '系统维护通知',
    infoType: 'MAINTENANCE',
    content: '3 月 8 日凌晨系统维护。',
    channels: ['IN_APP', 'EMAIL'],
    publishAt: '2025-03-05T09:00:00+08:00',
  },
  'welcome-info': {
    welcomeCode: 'WEL-2025-SPRING',
    title: '春季问候',
    greeting: '早上好，欢迎回来！',
    startDate: '2025-03-01',
  },
  'marketing-info': {
    infoCode: 'MK-EARCH-01',
    title: '电子档案限时试用',
    productLine: 'E_ARCHIVE',
    infoType: 'POPUP',
    content: '<p>免费试用 30 天。</p>',
    startDate: '2025-03-01',
    endDate: '2025-04-30',
    ownerName: '刘市场',
  },
  'marketing-black-list': {
    marketingInfoCode: 'MK-EARCH-01',
    targetType: 'MOBILE',
    mobile: '13800138000',
    reason: '客户要求不再推送',
    addedBy: '刘市场',
    addedDate: '2025-03-02',
  },
  'marketing-clue': {
    clueCode: 'CL202503010001',
    companyName: '杭州青禾贸易有限公司',
    contactName: '李明',
    contactMobile: '13700001111',
    source: 'WEBSITE',
    interestedProducts: ['EXPENSE', 'INVOICE'],
    receivedDate: '2025-03-01',
    cityAdCode: '330100',
  },
  questionnaire: {
    questionnaireCode: 'QN-NPS-2025Q1',
    title: '2025 年一季度满意度调查',
    questionnaireType: 'NPS',
    questions: ['您向同事推荐我们的可能性有多大？', '您最希望改进的功能是什么？'],
    startDate: '2025-03-01',
    endDate: '2025-03-31',
    averageScore: 8.4,
  },
};

/** A change to the valid sample that breaks one of the resource's own checks, and the id it answers. */
const invalidChanges: {
  [N in ContentResourceName]: { change: Record<string, unknown>; message: ValidationMessageId };
} = {
  carousel: { change: { endDate: '2025/03/31' }, message: ValidationMessage.DATE },
  'init-announcement': { change: { announcementCode: 'ANN 2025' }, message: ValidationMessage.CODE },
  'financial-course': { change: { courseCode: '#FC' }, message: ValidationMessage.CODE },
  'full-screen-ad': { change: { tenantCodes: ['T0001', 'T 2'] }, message: ValidationMessage.CODE },
  'help-doc-theme': { change: { parentThemeCode: 'A/B' }, message: ValidationMessage.CODE },
  'help-separate-page': { change: { slug: 'help home' }, message: ValidationMessage.CODE },
  'help-separate-page-log': { change: { pageCode: 'HELP HOME' }, message: ValidationMessage.CODE },
  'sys-suggestion': { change: { submitterMobile: '139-1234' }, message: ValidationMessage.MOBILE },
  'help-request-info': { change: { requestId: 'REQ 1' }, message: ValidationMessage.CODE },
  'help-question': { change: { themeCode: '费用' }, message: ValidationMessage.CODE },
  'update-log': { change: { releaseDate: '6 March 2025' }, message: ValidationMessage.DATE },
  'help-document': { change: { docCode: 'DOC 1' }, message: ValidationMessage.CODE },
  'product-policy': { change: { effectiveDate: '2025-1-1' }, message: ValidationMessage.DATE },
  'product-policy-acceptance': { change: { policyVersion: 'v 3' }, message: ValidationMessage.CODE },
  'system-info': { change: { expireDate: '2025.03.31' }, message: ValidationMessage.DATE },
  'welcome-info': { change: { endDate: '31/03/2025' }, message: ValidationMessage.DATE },
  'marketing-info': { change: { tenantGroupCode: 'K A' }, message: ValidationMessage.CODE },
  'marketing-black-list': { change: { mobile: '138 0013 8000' }, message: ValidationMessage.MOBILE },
  'marketing-clue': { change: { contactMobile: '137-0000-1111' }, message: ValidationMessage.MOBILE },
  questionnaire: { change: { questionnaireCode: 'QN NPS' }, message: ValidationMessage.CODE },
};

const names = Object.keys(contentAreaResources) as ContentResourceName[];

describe('the content area resources', () => {
  test.each(names)('%s accepts its valid sample', (name) => {
    const result = contentAreaResources[name].schema.safeParse(validSamples[name]);
    expect(result.error?.issues).toBeUndefined();
  });

  test.each(names)('%s refuses an invalid sample with its validation message', (name) => {
    const { change, message } = invalidChanges[name];
    const result = contentAreaResources[name].schema.safeParse({ ...validSamples[name], ...change });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  test('a question list variant is an eq filter, as the console fixes it per route', () => {
    expect(contentAreaResources['help-question'].filters.variant).toBe('eq');
    expect(contentAreaResources['update-log'].filters.channel).toBe('eq');
    expect(contentAreaResources['welcome-info'].filters.archived).toBe('eq');
  });

  test('status fields default to the first state of their workflow', () => {
    const parsed = contentAreaResources['init-announcement'].schema.parse(validSamples['init-announcement']);
    expect(parsed.status).toBe('DRAFT');
    expect(contentAreaResources['marketing-clue'].schema.parse(validSamples['marketing-clue']).status).toBe(
      'NEW',
    );
  });

  test('a system message needs at least one channel', () => {
    const result = contentAreaResources['system-info'].schema.safeParse({
      ...validSamples['system-info'],
      channels: [],
    });
    expect(result.error?.issues[0]?.path).toEqual(['channels']);
  });

  test('an audience lists tenants by code', () => {
    const result = contentAreaResources['full-screen-ad'].schema.safeParse(validSamples['full-screen-ad']);
    expect(result.data?.tenantCodes).toEqual(['T0001', 'T0002']);
  });
});
