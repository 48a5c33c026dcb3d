import { option, t } from '../../resources/kit';
import type { FieldOption, ScreenFieldView } from '../../resources/types';

// Field views and options that several finance screens share, so that one word reads the same on
// every screen of the area. The resources' descriptions in @opsdesk/api give the fields' labels,
// enum words and inputs; the screens state only what differs: widths, and the inputs below.

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

// Product lines are stored by their Chinese names, as the CRM files them.
export const productLineOptions: readonly FieldOption[] = [
  option('智能费控', t('智能费控', 'Spend management', '経費管理')),
  option('商旅管理', t('商旅管理', 'Business travel', '出張管理')),
  option('发票云', t('发票云', 'Invoice cloud', '請求書クラウド')),
  option('财务共享', t('财务共享', 'Shared finance services', '財務シェアード')),
  option('企业支付', t('企业支付', 'Corporate payments', '法人決済')),
  option('专业服务', t('专业服务', 'Professional services', 'プロフェッショナルサービス')),
];
