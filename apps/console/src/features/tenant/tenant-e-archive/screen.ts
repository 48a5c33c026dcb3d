import { tenantEArchiveResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  codeField,
  dateField,
  numberField,
  option,
  statusField,
  t,
  tenantIdField,
  textareaField,
} from '../text';

/** Tenants with an electronic accounting archive: their archive account, storage and contents. */
export const screen = defineScreen({
  resource: tenantEArchiveResource,
  title: t('电子档案租户', 'E-archive tenants', '電子アーカイブテナント'),
  recordName: t('电子档案租户', 'E-archive tenant', '電子アーカイブテナント'),
  fields: {
    tenantId: tenantIdField,
    archiveTenantCode: codeField(t('档案账户编码', 'Archive account', 'アーカイブアカウント')),
    archiveVendor: { label: t('档案服务商', 'Archive provider', 'アーカイブ事業者'), width: 140 },
    openDate: dateField(t('开通日期', 'Opened on', '開通日')),
    status: statusField(t('状态', 'Status', '状態'), [
      option('OPENING', t('开通中', 'Opening', '開通中'), 'info'),
      option('ACTIVE', t('使用中', 'Active', '利用中'), 'success'),
      option('SUSPENDED', t('已暂停', 'Suspended', '停止中'), 'warning'),
      option('CLOSED', t('已关闭', 'Closed', '終了'), 'neutral'),
    ]),
    storageQuotaGb: numberField(t('存储额度（GB）', 'Storage quota (GB)', '容量上限（GB）')),
    usedStorageGb: numberField(t('已用存储（GB）', 'Storage used (GB)', '使用容量（GB）'), {
      readOnly: true,
    }),
    archivedVoucherCount: numberField(t('已归档凭证', 'Vouchers archived', 'アーカイブ済伝票'), {
      readOnly: true,
    }),
    lastArchiveDate: dateField(t('最近归档日期', 'Last archived on', '最終アーカイブ日'), { readOnly: true }),
    retentionYears: numberField(t('保管年限', 'Retention (years)', '保存年数'), {
      help: t('会计凭证至少 30 年', 'Accounting vouchers: at least 30 years', '会計伝票は 30 年以上'),
    }),
    contactName: { label: t('档案联系人', 'Archive contact', 'アーカイブ担当者'), width: 100 },
    contactEmail: { label: t('联系人邮箱', 'Contact e-mail', '担当者メール'), width: 200 },
    remark: textareaField(t('备注', 'Remarks', '備考'), 3),
  },
  columns: [
    'tenantId',
    'archiveTenantCode',
    'archiveVendor',
    'openDate',
    'storageQuotaGb',
    'usedStorageGb',
    'archivedVoucherCount',
    'lastArchiveDate',
    'status',
  ],
  filters: ['tenantId', 'status', 'archiveVendor', 'openDate', 'lastArchiveDate'],
  form: [
    {
      title: t('档案账户', 'Archive account', 'アーカイブアカウント'),
      fields: [
        'tenantId',
        'archiveTenantCode',
        'archiveVendor',
        'openDate',
        'status',
        'contactName',
        'contactEmail',
      ],
    },
    {
      title: t('存储与保管', 'Storage and retention', '容量と保存'),
      fields: [
        'storageQuotaGb',
        'usedStorageGb',
        'archivedVoucherCount',
        'lastArchiveDate',
        'retentionYears',
        'remark',
      ],
    },
  ],
  defaults: {
    status: 'OPENING',
    retentionYears: 30,
    usedStorageGb: 0,
    archivedVoucherCount: 0,
    storageQuotaGb: 100,
  },
  statusField: 'status',
  actions: [
    {
      key: 'activate',
      label: t('完成开通', 'Activate', '開通完了'),
      set: { status: 'ACTIVE' },
      when: { status: ['OPENING', 'SUSPENDED'] },
      tone: 'primary',
    },
    {
      key: 'suspend',
      label: t('暂停', 'Suspend', '停止'),
      set: { status: 'SUSPENDED' },
      when: { status: ['ACTIVE'] },
      confirm: t(
        '暂停后将不再归档新凭证，确认？',
        'New vouchers will not be archived. Suspend?',
        '新しい伝票はアーカイブされません。停止しますか？',
      ),
      tone: 'danger',
    },
    {
      key: 'close',
      label: t('关闭', 'Close', '終了'),
      set: { status: 'CLOSED' },
      when: { status: ['SUSPENDED'] },
      confirm: t(
        '关闭后档案仅可查阅，确认关闭？',
        'The archive becomes read-only. Close it?',
        'アーカイブは閲覧のみになります。終了しますか？',
      ),
      tone: 'danger',
    },
  ],
  routes: {
    list: 'tenant-e-archives',
    detail: 'tenant-e-archives-details',
    create: 'tenant-e-archives-new',
    edit: 'tenant-e-archives-edit',
  },
});
