import { createSandboxTenant, type tenantResource } from '@opsdesk/api';
import type { DetailTab, FieldSection, FieldView, RecordOperation } from '../../../resources/types';
import {
  codeField,
  dateField,
  enabledFieldView,
  messagingPlatformOptions,
  option,
  regionOptions,
  selectField,
  t,
} from '../text';

type TenantField = keyof typeof tenantResource.shape;

/** The messaging platforms of the marketplace orders, and none (the web and apps alone). */
export const tenantPlatformOptions = [option('NONE', t('无', 'None', 'なし')), ...messagingPlatformOptions];

/**
 * The tenant's fields as every tenant maintenance variant shows them; the variants differ in the
 * columns, filters and fixed filters that their team works with.
 */
export const tenantFields: Readonly<Record<TenantField, FieldView>> = {
  tenantName: { label: t('租户名称', 'Tenant name', 'テナント名'), width: 240 },
  tenantCode: codeField(t('租户编码', 'Tenant code', 'テナントコード'), { width: 110 }),
  region: selectField(t('区域', 'Region', 'リージョン'), regionOptions, { width: 110 }),
  cloudEnv: {
    label: t('云环境', 'Cloud environment', 'クラウド環境'),
    input: { type: 'picker', picker: 'cloudEnvironment' },
    width: 180,
  },
  licensed: selectField(
    t('付费状态', 'Licence', 'ライセンス'),
    [option(1, t('付费', 'Paid', '有料'), 'success'), option(0, t('免费', 'Free', '無料'), 'neutral')],
    { display: 'status', width: 90 },
  ),
  sandbox: {
    label: t('沙箱租户', 'Sandbox', 'サンドボックス'),
    input: { type: 'switch' },
    display: 'boolean',
    width: 90,
  },
  sourceTenantId: {
    label: t('源租户', 'Source tenant', '元テナント'),
    input: { type: 'picker', picker: 'tenant' },
    help: t(
      '仅沙箱租户：创建它的生产租户',
      'Sandboxes only: the production tenant it was created from',
      'サンドボックスのみ：作成元の本番テナント',
    ),
    width: 220,
  },
  messagingPlatform: selectField(
    t('消息平台', 'Messaging platform', 'メッセージング基盤'),
    tenantPlatformOptions,
    {
      width: 110,
    },
  ),
  tenantGroupCode: {
    label: t('租户分组', 'Tenant group', 'テナントグループ'),
    input: { type: 'picker', picker: 'tenantGroup' },
    width: 140,
  },
  contactName: { label: t('联系人', 'Contact', '担当者'), width: 100 },
  contactEmail: { label: t('联系人邮箱', 'Contact e-mail', '担当者メール'), width: 200 },
  contactMobile: { label: t('联系人手机', 'Contact mobile', '担当者携帯'), width: 140 },
  licenceExpireDate: dateField(t('授权到期日', 'Licence expires', 'ライセンス期限')),
  enabled: enabledFieldView,
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
