import { createSandboxTenant, type tenantResource } from '@opsdesk/api';
import { t } from '../../../resources/kit';
import type { DetailTab, FieldSection, RecordOperation, ScreenFieldView } from '../../../resources/types';

type TenantField = keyof typeof tenantResource.shape;

/**
 * What the tenant maintenance screens add to the tenant's description (labels, words, pickers,
 * kinds and selects come from @opsdesk/api: the region's REGION items, the licence's paid 1 and
 * free 0): the widths of their columns. The variants differ in the columns, filters and fixed
 * filters their team works with.
 */
export const tenantFields: Readonly<Partial<Record<TenantField, ScreenFieldView>>> = {
  tenantName: { width: 240 },
  tenantCode: { width: 110 },
  region: { width: 110 },
  cloudEnv: { width: 180 },
  licensed: { width: 90 },
  sandbox: { width: 90 },
  sourceTenantId: { width: 220 },
  messagingPlatform: { width: 110 },
  tenantGroupCode: { width: 140 },
  contactName: { width: 100 },
  contactEmail: { width: 200 },
  contactMobile: { width: 140 },
  licenceExpireDate: { width: 120 },
  enabled: { width: 90 },
};

/** The edit form of tenant maintenance (tenants are opened from registrations, not typed in here). */
export const tenantForm: readonly FieldSection[] = [
  {
    title: t('基本信息', 'Basic information', '基本情報'),
    fields: ['tenantName', 'tenantCode', 'tenantGroupCode', 'enabled'],
  },
  { title: t('部署', 'Deployment', 'デプロイ'), fields: ['region', 'cloudEnv', 'messagingPlatform'] },
  { title: t('沙箱', 'Sandbox', 'サンドボックス'), fields: ['sandbox', 'sourceTenantId'] },
  { title: t('授权', 'Licence', 'ライセンス'), fields: ['licensed', 'licenceExpireDate'] },
  { title: t('联系人', 'Contact', '担当者'), fields: ['contactName', 'contactMobile', 'contactEmail'] },
];

export const tenantDetail: readonly DetailTab[] = [
  {
    key: 'info',
    title: t('租户信息', 'Tenant information', 'テナント情報'),
    sections: [
      {
        title: t('基本信息', 'Basic information', '基本情報'),
        fields: ['tenantName', 'tenantCode', 'tenantGroupCode', 'enabled'],
      },
      { title: t('联系人', 'Contact', '担当者'), fields: ['contactName', 'contactMobile', 'contactEmail'] },
    ],
  },
  {
    key: 'deployment',
    title: t('部署与授权', 'Deployment and licence', 'デプロイとライセンス'),
    sections: [
      { title: t('部署', 'Deployment', 'デプロイ'), fields: ['region', 'cloudEnv', 'messagingPlatform'] },
      { title: t('沙箱', 'Sandbox', 'サンドボックス'), fields: ['sandbox', 'sourceTenantId'] },
      { title: t('授权', 'Licence', 'ライセンス'), fields: ['licensed', 'licenceExpireDate'] },
    ],
  },
];

/** The screen parts every variant shares. */
/**
 * "Create sandbox" on a production tenant of every tenant maintenance screen (spec §6, button
 * resources): the service copies the tenant into a linked sandbox within its quota (400 on
 * `sandboxQuota` otherwise, shown as the error toast).
 */
const createSandbox: RecordOperation = {
  key: 'create-sandbox',
  label: t('创建沙箱', 'Create sandbox', 'サンドボックスを作成'),
  authority: 'tenant:sandbox',
  when: { sandbox: [false] },
  confirm: t(
    '为「{name}」创建沙箱租户？',
    'Create a sandbox tenant of {name}?',
    '「{name}」のサンドボックステナントを作成しますか？',
  ),
  run: async (http, record) => {
    const created = await createSandboxTenant(http, record.id);
    return t(
      `已创建沙箱租户「${created.tenantName}」`,
      `Sandbox tenant ${created.tenantName} created`,
      `サンドボックステナント「${created.tenantName}」を作成しました`,
    );
  },
};

export const tenantScreenBase = {
  recordName: t('租户', 'Tenant', 'テナント'),
  operations: [createSandbox],
  fields: tenantFields,
  form: tenantForm,
  detail: tenantDetail,
  enabledField: 'enabled',
} as const;
