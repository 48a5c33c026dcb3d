import { tenantAiLibraryAuthorizationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** Which tenants may use which AI library, with their monthly call quota and use so far. */
export const screen = defineScreen({
  resource: tenantAiLibraryAuthorizationResource,
  title: t('租户 AI 库授权', 'Tenant AI library authorizations', 'テナント AI ライブラリ認可'),
  recordName: t('AI 库授权', 'AI library authorization', 'AI ライブラリ認可'),
  fields: {
    tenantId: { width: 220 },
    libraryName: { width: 180 },
    libraryType: { width: 130 },
    modelCode: { width: 140 },
    monthlyCallQuota: { width: 110 },
    usedCalls: { width: 110, readOnly: true },
    startDate: { width: 120 },
    endDate: { width: 120 },
    status: { width: 110 },
    remark: { input: { type: 'textarea', rows: 3 } },
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
