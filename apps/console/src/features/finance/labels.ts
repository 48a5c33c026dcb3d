import type { Title } from '../../catalogue/types';
import type { FieldOption, FieldView, ScreenFieldView } from '../../resources/types';

// Labels, options and field views that several finance screens share, so that one word reads the
// same on every screen of the area. The field views with labels below serve the screens of the core
// resources (customers, contracts, orders), which @opsdesk/api's core module describes.

export const t = (zh: string, en: string, ja: string): Title => ({ 'zh-CN': zh, en, ja });

export const option = (
  value: string | number | boolean,
  label: Title,
  tone?: FieldOption['tone'],
): FieldOption => (tone ? { value, label, tone } : { value, label });

export const tenantField: FieldView = {
  label: t('租户', 'Tenant', 'テナント'),
  input: { type: 'picker', picker: 'tenant' },
  width: 200,
};
export const contractField: FieldView = {
  label: t('合同编号', 'Contract no.', '契約番号'),
  input: { type: 'picker', picker: 'contract' },
  display: 'code',
  width: 160,
};
export const currencyField: FieldView = {
  label: t('币种', 'Currency', '通貨'),
  input: { type: 'picker', picker: 'currency' },
  width: 80,
};
export const moneyField = (label: Title, readOnly = false): FieldView => ({
  label,
  input: { type: 'money' },
  display: 'money',
  width: 130,
  ...(readOnly && { readOnly }),
});
export const dateField = (label: Title, readOnly = false): FieldView => ({
  label,
  input: { type: 'date' },
  display: 'date',
  width: 110,
  ...(readOnly && { readOnly }),
});
export const codeField = (label: Title, width = 160): FieldView => ({ label, display: 'code', width });

// The finance area's own resources describe their fields in @opsdesk/api (labels, enum words, inputs);
// their screens state only what differs: widths, and the inputs below.

const taxRateOptions: readonly FieldOption[] = [0, 1, 3, 5, 6, 9, 13].map((rate) =>
  option(rate, t(`${rate}%`, `${rate}%`, `${rate}%`)),
);
/** The tax rate as one of China's VAT rates. */
export const taxRateField: ScreenFieldView = {
  input: { type: 'select', options: taxRateOptions },
  width: 80,
};

/** An invoice's status: set by the workflow's actions, never typed. */
export const invoiceStatusField: ScreenFieldView = { width: 100, readOnly: true };

export const orderLargeCategoryOptions: readonly FieldOption[] = [
  option('SOFTWARE', t('软件订阅', 'Software subscription', 'ソフトウェア'), 'info'),
  option('SERVICE', t('服务', 'Service', 'サービス'), 'success'),
  option('RESOURCE', t('资源包', 'Resource pack', 'リソースパック'), 'warning'),
];

export const contractTypeOptions: readonly FieldOption[] = [
  option('STANDARD', t('标准合同', 'Standard contract', '標準契約')),
  option('FRAMEWORK', t('框架协议', 'Framework agreement', '基本契約')),
  option('SUPPLEMENT', t('补充协议', 'Supplementary agreement', '追加契約')),
  option('RENEWAL', t('续约合同', 'Renewal contract', '更新契約')),
  option('TRIAL', t('试用协议', 'Trial agreement', '試用契約')),
  option('CHANNEL', t('渠道合同', 'Channel contract', '代理店契約')),
];

export const orderTypeOptions: readonly FieldOption[] = [
  option('NEW_PURCHASE', t('新购', 'New purchase', '新規購入')),
  option('ADD_ON', t('增购', 'Add-on', '追加購入')),
  option('RENEWAL', t('续费', 'Renewal', '更新')),
];

export const orderStatusOptions: readonly FieldOption[] = [
  option('PENDING_PAYMENT', t('待付款', 'Pending payment', '支払待ち'), 'warning'),
  option('PAID', t('已付款', 'Paid', '支払済み'), 'success'),
  option('CLOSED', t('已关闭', 'Closed', 'クローズ'), 'neutral'),
];

// Product lines are stored by their Chinese names, as the CRM files them.
export const productLineOptions: readonly FieldOption[] = [
  option('智能费控', t('智能费控', 'Spend management', '経費管理')),
  option('商旅管理', t('商旅管理', 'Business travel', '出張管理')),
  option('发票云', t('发票云', 'Invoice cloud', '請求書クラウド')),
  option('财务共享', t('财务共享', 'Shared finance services', '財務シェアード')),
  option('企业支付', t('企业支付', 'Corporate payments', '法人決済')),
  option('专业服务', t('专业服务', 'Professional services', 'プロフェッショナルサービス')),
];
