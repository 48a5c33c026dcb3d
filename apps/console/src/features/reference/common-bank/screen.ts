import { commonBankResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: commonBankResource,
  title: t('常用银行', 'Banks', '銀行マスタ'),
  recordName: t('银行', 'Bank', '銀行'),
  columns: [
    'bankCode',
    'bankName',
    'shortName',
    'swiftCode',
    'cnapsCode',
    'countryCode',
    'bankType',
    'enabled',
  ],
  filters: ['countryCode', 'bankType', 'swiftCode', 'enabled'],
  form: [
    {
      title: t('银行', 'Bank', '銀行'),
      fields: ['bankCode', 'bankName', 'bankNameEn', 'shortName', 'bankType', 'countryCode'],
    },
    { title: t('清算代码', 'Clearing codes', '決済コード'), fields: ['swiftCode', 'cnapsCode'] },
    { title: t('联系方式', 'Contact', '連絡先'), fields: ['hotline', 'website', 'enabled'] },
  ],
  routes: { list: 'common-bank' },
  defaults: { countryCode: 'CN' },
  enabledField: 'enabled',
});
