import { tenantControlResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/**
 * A tenant's controls, one record per tenant: the "tenant control" tab of the business tenant
 * detail, which embeds this screen for the tenant it shows (its list is that detail's list).
 */
export const screen = defineScreen({
  resource: tenantControlResource,
  title: t('租户管控', 'Tenant controls', 'テナント管理設定'),
  recordName: t('租户管控', 'Tenant control', 'テナント管理設定'),
  fields: {
    tenantId: { width: 220 },
    seatLimit: { width: 110 },
    sandboxQuota: { width: 110 },
    trialExtensionDays: { width: 110 },
    frozenReason: { input: { type: 'textarea', rows: 2 } },
    controlNote: { input: { type: 'textarea', rows: 3 } },
  },
  columns: [
    'tenantId',
    'seatLimit',
    'loginEnabled',
    'frozen',
    'mfaRequired',
    'sandboxQuota',
    'trialExtensionDays',
  ],
  filters: ['tenantId', 'loginEnabled', 'frozen', 'mfaRequired'],
  form: [
    {
      title: t('使用', 'Use', '利用'),
      fields: ['tenantId', 'seatLimit', 'loginEnabled', 'sandboxQuota', 'trialExtensionDays'],
    },
    {
      title: t('冻结', 'Freezing', '凍結'),
      fields: ['frozen', 'frozenDate', 'frozenReason'],
    },
    {
      title: t('安全与数据', 'Security and data', 'セキュリティとデータ'),
      fields: ['mfaRequired', 'ipWhitelist', 'dataExportAllowed', 'logRetentionDays', 'controlNote'],
    },
  ],
  defaults: {
    loginEnabled: true,
    frozen: false,
    dataExportAllowed: true,
    sandboxQuota: 1,
    logRetentionDays: 180,
  },
  actions: [
    {
      key: 'freeze',
      label: t('冻结租户', 'Freeze tenant', 'テナント凍結'),
      set: { frozen: true, loginEnabled: false },
      when: { frozen: [false] },
      confirm: t(
        '冻结后该租户所有员工将无法登录，确认冻结？',
        "Every member of this tenant's staff will be unable to log in. Freeze?",
        'このテナントの全従業員がログインできなくなります。凍結しますか？',
      ),
      tone: 'danger',
    },
    {
      key: 'unfreeze',
      label: t('解除冻结', 'Unfreeze', '凍結解除'),
      set: { frozen: false, loginEnabled: true },
      when: { frozen: [true] },
      confirm: t('确认解除冻结？', 'Unfreeze this tenant?', '凍結を解除しますか？'),
    },
  ],
  routes: { list: 'tenant-maintenance-all-business', detail: 'tenant-maintenance-all-business-index' },
});
