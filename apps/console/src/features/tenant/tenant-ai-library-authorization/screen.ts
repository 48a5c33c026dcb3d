import { tenantAiLibraryAuthorizationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  codeField,
  dateField,
  numberField,
  option,
  selectField,
  statusField,
  t,
  tenantIdField,
  textareaField,
} from '../text';

/** Which tenants may use which AI library, with their monthly call quota and use so far. */
export const screen = defineScreen({
  resource: tenantAiLibraryAuthorizationResource,
  title: t('租户 AI 库授权', 'Tenant AI library authorizations', 'テナント AI ライブラリ認可'),
  recordName: t('AI 库授权', 'AI library authorization', 'AI ライブラリ認可'),
  fields: {
    tenantId: tenantIdField,
    libraryCode: codeField(t('AI 库编码', 'Library code', 'ライブラリコード')),
    libraryName: { label: t('AI 库名称', 'Library', 'ライブラリ名'), width: 180 },
    libraryType: selectField(
      t('AI 库类型', 'Library type', 'ライブラリ種別'),
      [
        option('KNOWLEDGE_BASE', t('制度知识库', 'Policy knowledge base', '規程ナレッジベース')),
        option('INVOICE_RECOGNITION', t('发票识别', 'Invoice recognition', '請求書認識')),
        option('AUDIT_RULES', t('智能审核规则', 'Audit rules', '監査ルール')),
        option('EXPENSE_ASSISTANT', t('报销助手', 'Expense assistant', '経費アシスタント')),
        option('TRAVEL_POLICY', t('差旅标准', 'Travel policy', '出張規程')),
      ],
      { width: 130 },
    ),
    modelCode: codeField(t('大模型', 'Language model', '言語モデル'), { width: 140 }),
    monthlyCallQuota: numberField(t('月调用额度', 'Monthly call quota', '月間呼出上限')),
    usedCalls: numberField(t('本月已调用', 'Calls this month', '今月の呼出数'), { readOnly: true }),
    startDate: dateField(t('生效日期', 'Starts on', '開始日')),
    endDate: dateField(t('到期日期', 'Ends on', '終了日')),
    status: statusField(t('状态', 'Status', '状態'), [
      option('ACTIVE', t('生效中', 'Active', '有効'), 'success'),
      option('SUSPENDED', t('已暂停', 'Suspended', '停止中'), 'warning'),
      option('EXPIRED', t('已过期', 'Expired', '期限切れ'), 'neutral'),
    ]),
    authorizedBy: { label: t('授权人', 'Authorised by', '認可者'), width: 100 },
    remark: textareaField(t('备注', 'Remarks', '備考'), 3),
  },
  columns: [
    'tenantId',
    'libraryName',
    'libraryType',
    'modelCode',
    'monthlyCallQuota',
    'usedCalls',
    'startDate',
    'endDate',
    'status',
  ],
  filters: ['tenantId', 'libraryType', 'status', 'endDate', 'modelCode'],
  form: [
    {
      title: t('AI 库', 'Library', 'ライブラリ'),
      fields: ['tenantId', 'libraryCode', 'libraryName', 'libraryType', 'modelCode'],
    },
    {
      title: t('额度与期限', 'Quota and term', '上限と期間'),
      fields: ['monthlyCallQuota', 'usedCalls', 'startDate', 'endDate', 'status', 'authorizedBy', 'remark'],
    },
  ],
  defaults: { status: 'ACTIVE', usedCalls: 0 },
  statusField: 'status',
  actions: [
    {
      key: 'suspend',
      label: t('暂停', 'Suspend', '停止'),
      set: { status: 'SUSPENDED' },
      when: { status: ['ACTIVE'] },
      confirm: t(
        '暂停后租户将无法调用该 AI 库，确认？',
        'The tenant can no longer call this library. Suspend?',
        'テナントはこのライブラリを呼び出せなくなります。停止しますか？',
      ),
      tone: 'danger',
    },
    {
      key: 'resume',
      label: t('恢复', 'Resume', '再開'),
      set: { status: 'ACTIVE' },
      when: { status: ['SUSPENDED'] },
    },
  ],
  routes: {
    list: 'tenant-ai-library-authorization',
    detail: 'tenant-ai-library-authorization-detail',
    create: 'tenant-ai-library-authorization-new',
    edit: 'tenant-ai-library-authorization-edit',
  },
});
