import { tenantControlResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { dateField, numberField, t, tenantIdField, textareaField } from '../text';

const flag = (label: ReturnType<typeof t>) =>
  ({ label, input: { type: 'switch' }, display: 'boolean' }) as const;

/**
 * A tenant's controls, one record per tenant: the "tenant control" tab of the business tenant
 * detail, which embeds this screen for the tenant it shows (its list is that detail's list).
 */
export const screen = defineScreen({
  resource: tenantControlResource,
  title: t('租户管控', 'Tenant controls', 'テナント管理設定'),
  recordName: t('租户管控', 'Tenant control', 'テナント管理設定'),
  fields: {
    tenantId: tenantIdField,
    seatLimit: numberField(t('席位上限', 'Seat limit', '席数上限')),
    loginEnabled: flag(t('允许登录', 'Login allowed', 'ログイン可')),
    frozen: flag(t('已冻结', 'Frozen', '凍結中')),
    frozenDate: dateField(t('冻结日期', 'Frozen on', '凍結日')),
    frozenReason: textareaField(t('冻结原因', 'Reason for freezing', '凍結理由'), 2),
    mfaRequired: flag(t('强制二次验证', 'Two-step verification required', '二段階認証必須')),
    ipWhitelist: {
      label: t('登录 IP 白名单', 'Login IP allow-list', 'ログイン IP 許可リスト'),
      input: { type: 'tags' },
      display: 'tags',
      help: t('留空表示不限制', 'Leave empty to allow every address', '空欄は制限なし'),
    },
    dataExportAllowed: flag(t('允许导出数据', 'Data export allowed', 'データ出力可')),
    sandboxQuota: numberField(t('沙箱数量上限', 'Sandbox quota', 'サンドボックス上限')),
    trialExtensionDays: numberField(t('试用延期天数', 'Trial extension (days)', '試用延長日数')),
    logRetentionDays: numberField(t('日志保留天数', 'Log retention (days)', 'ログ保持日数')),
    controlNote: textareaField(t('管控说明', 'Notes', 'メモ'), 3),
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
