import { tenantEArchiveResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** Tenants with an electronic accounting archive: their archive account, storage and contents. */
export const screen = defineScreen({
  resource: tenantEArchiveResource,
  title: t('电子档案租户', 'E-archive tenants', '電子アーカイブテナント'),
  recordName: t('电子档案租户', 'E-archive tenant', '電子アーカイブテナント'),
  fields: {
    tenantId: { width: 220 },
    archiveTenantCode: { width: 160 },
    archiveVendor: { width: 140 },
    openDate: { width: 120 },
    status: { width: 110 },
    storageQuotaGb: { width: 110 },
    usedStorageGb: { width: 110, readOnly: true },
    archivedVoucherCount: { width: 110, readOnly: true },
    lastArchiveDate: { width: 120, readOnly: true },
    remark: { input: { type: 'textarea', rows: 3 } },
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
