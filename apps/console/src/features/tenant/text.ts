import type { Title } from '../../catalogue/types';
import type { FieldOption, FieldView } from '../../resources/types';

/** A text in the shell's languages, Chinese first as the back-office reads it. */
export const t = (zh: string, en: string, ja: string): Title => ({ 'zh-CN': zh, en, ja });

/** A choice of a select field. */
export const option = (value: FieldOption['value'], label: Title, tone?: FieldOption['tone']): FieldOption =>
  tone ? { value, label, tone } : { value, label };

/** The tenant a record belongs to: every `tenantId` field is picked with the tenant picker. */
export const tenantIdField: FieldView = {
  label: t('租户', 'Tenant', 'テナント'),
  input: { type: 'picker', picker: 'tenant' },
  width: 220,
};

export const dateField = (label: Title, extra: Partial<FieldView> = {}): FieldView => ({
  label,
  input: { type: 'date' },
  display: 'date',
  width: 120,
  ...extra,
});

export const moneyField = (label: Title, extra: Partial<FieldView> = {}): FieldView => ({
  label,
  input: { type: 'money' },
  display: 'money',
  width: 140,
  ...extra,
});

export const numberField = (label: Title, extra: Partial<FieldView> = {}): FieldView => ({
  label,
  input: { type: 'number' },
  display: 'number',
  width: 110,
  ...extra,
});

export const codeField = (label: Title, extra: Partial<FieldView> = {}): FieldView => ({
  label,
  display: 'code',
  width: 160,
  ...extra,
});

export const textareaField = (label: Title, rows = 4, extra: Partial<FieldView> = {}): FieldView => ({
  label,
  input: { type: 'textarea', rows },
  display: 'multiline',
  ...extra,
});

/** A select shown as a status badge. */
export const statusField = (label: Title, options: readonly FieldOption[], extra: Partial<FieldView> = {}) =>
  ({
    label,
    input: { type: 'select', options },
    display: 'status',
    width: 110,
    ...extra,
  }) satisfies FieldView;

export const selectField = (label: Title, options: readonly FieldOption[], extra: Partial<FieldView> = {}) =>
  ({ label, input: { type: 'select', options }, ...extra }) satisfies FieldView;

export const enabledFieldView: FieldView = {
  label: t('状态', 'Status', '状態'),
  input: { type: 'switch' },
  display: 'enabled',
  width: 90,
};

/** The document categories a print template prints (the label picker's categories, §9). */
export const documentCategoryOptions: readonly FieldOption[] = [
  option(1002, t('报销单', 'Reimbursement', '経費精算')),
  option(3004, t('对公付款单', 'Public payment', '法人支払')),
  option(1001, t('申请单', 'Application', '申請')),
  option(2007, t('对公申请单', 'Public application', '法人申請')),
  option(3001, t('借款单', 'Loan', '仮払')),
  option(1701, t('预提单', 'Accrual', '未払計上')),
];

/** The REGION enumeration's items, as the seed and the tenant picker know them. */
export const regionOptions: readonly FieldOption[] = [
  option('CN', t('中国大陆', 'Chinese Mainland', '中国本土')),
  option('HK', t('中国香港', 'Hong Kong, China', '中国香港')),
  option('SG', t('新加坡', 'Singapore', 'シンガポール')),
  option('JP', t('日本', 'Japan', '日本')),
  option('EU', t('欧洲', 'Europe', '欧州')),
  option('US', t('美国', 'United States', '米国')),
];

export const messagingPlatformOptions: readonly FieldOption[] = [
  option('DINGTALK', t('钉钉', 'DingTalk', 'DingTalk')),
  option('WECHAT', t('企业微信', 'WeCom', 'WeCom')),
  option('LARK', t('飞书', 'Lark', 'Lark')),
];

export const orderTypeOptions: readonly FieldOption[] = [
  option('NEW_PURCHASE', t('新购', 'New purchase', '新規購入')),
  option('ADD_ON', t('增购', 'Add-on', '追加購入')),
  option('RENEWAL', t('续费', 'Renewal', '更新')),
];

export const orderStatusOptions: readonly FieldOption[] = [
  option('PENDING_PAYMENT', t('待支付', 'Pending payment', '支払待ち'), 'warning'),
  option('PAID', t('已支付', 'Paid', '支払済'), 'success'),
  option('CLOSED', t('已关闭', 'Closed', 'クローズ'), 'neutral'),
];

export const currencyField: FieldView = {
  label: t('币种', 'Currency', '通貨'),
  input: { type: 'picker', picker: 'currency' },
  width: 90,
};
