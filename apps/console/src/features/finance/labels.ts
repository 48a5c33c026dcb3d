import type { Title } from '../../catalogue/types';
import type { FieldOption, FieldView } from '../../resources/types';

// Labels, options and field views that several finance screens share, so that one word reads the
// same on every screen of the area.

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
export const orderField: FieldView = {
  label: t('订单编号', 'Order no.', '注文番号'),
  input: { type: 'picker', picker: 'order' },
  display: 'code',
  width: 170,
};
export const currencyField: FieldView = {
  label: t('币种', 'Currency', '通貨'),
  input: { type: 'picker', picker: 'currency' },
  width: 80,
};
export const financeOrgField = (label: Title): FieldView => ({
  label,
  input: { type: 'resource', resource: 'finance-organization', valueField: 'orgCode', labelField: 'orgName' },
  width: 200,
});
export const receiptFlowField: FieldView = {
  label: t('流水号', 'Flow no.', '入金番号'),
  input: {
    type: 'resource',
    resource: 'finance-receipt-flow',
    valueField: 'flowCode',
    labelField: 'flowCode',
  },
  display: 'code',
  width: 170,
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
export const remarkField: FieldView = {
  label: t('备注', 'Remarks', '備考'),
  input: { type: 'textarea', rows: 3 },
  display: 'multiline',
};
export const enabledField: FieldView = {
  label: t('状态', 'Status', 'ステータス'),
  display: 'enabled',
  width: 90,
};
export const percentField = (label: Title): FieldView => ({
  label,
  input: { type: 'number' },
  display: 'number',
  width: 100,
  help: t('以百分比填写，如 6 表示 6%', 'In percent: 6 means 6%', 'パーセントで入力（6 は 6%）'),
});

export const taxRateOptions: readonly FieldOption[] = [0, 1, 3, 5, 6, 9, 13].map((rate) =>
  option(rate, t(`${rate}%`, `${rate}%`, `${rate}%`)),
);
export const taxRateField: FieldView = {
  label: t('税率', 'Tax rate', '税率'),
  input: { type: 'select', options: taxRateOptions },
  width: 80,
};

export const taxpayerKindOptions: readonly FieldOption[] = [
  option('GENERAL', t('一般纳税人', 'General taxpayer', '一般納税者')),
  option('SMALL_SCALE', t('小规模纳税人', 'Small-scale taxpayer', '小規模納税者')),
];
export const taxpayerKindField: FieldView = {
  label: t('纳税人类型', 'Taxpayer kind', '納税者区分'),
  input: { type: 'select', options: taxpayerKindOptions },
  width: 120,
};

export const invoiceTypeOptions: readonly FieldOption[] = [
  option('E_SPECIAL', t('数电专票', 'Digital special VAT invoice', '全面デジタル化専用請求書')),
  option('E_GENERAL', t('数电普票', 'Digital general VAT invoice', '全面デジタル化普通請求書')),
  option('PAPER_SPECIAL', t('纸质专票', 'Paper special VAT invoice', '紙の専用請求書')),
  option('PAPER_GENERAL', t('纸质普票', 'Paper general VAT invoice', '紙の普通請求書')),
];
export const invoiceTypeField: FieldView = {
  label: t('发票类型', 'Invoice type', '請求書種別'),
  input: { type: 'select', options: invoiceTypeOptions },
  width: 130,
};

export const invoiceStatusOptions: readonly FieldOption[] = [
  option('DRAFT', t('草稿', 'Draft', '下書き'), 'neutral'),
  option('ISSUED', t('已开票', 'Issued', '発行済み'), 'success'),
  option('RED_FLUSHED', t('已红冲', 'Red-flushed', '赤伝済み'), 'warning'),
  option('CANCELLED', t('已作废', 'Cancelled', '無効'), 'danger'),
];
export const invoiceStatusField: FieldView = {
  label: t('开票状态', 'Invoice status', '発行ステータス'),
  input: { type: 'select', options: invoiceStatusOptions },
  display: 'status',
  width: 100,
  readOnly: true,
};

export const mailingStatusOptions: readonly FieldOption[] = [
  option('NOT_MAILED', t('未邮寄', 'Not mailed', '未郵送'), 'warning'),
  option('MAILED', t('已邮寄', 'Mailed', '郵送済み'), 'success'),
];
export const mailingStatusField: FieldView = {
  label: t('邮寄状态', 'Mailing status', '郵送ステータス'),
  input: { type: 'select', options: mailingStatusOptions },
  display: 'status',
  width: 100,
};

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
