import { commonBankResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, select, t } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: commonBankResource,
  title: t('常用银行', 'Banks', '銀行マスタ'),
  recordName: t('银行', 'Bank', '銀行'),
  fields: {
    bankCode: { label: t('银行代码', 'Bank code', '銀行コード'), display: 'code' },
    bankName: { label: t('银行名称', 'Bank name', '銀行名') },
    bankNameEn: { label: t('英文名称', 'English name', '英語名') },
    shortName: { label: t('简称', 'Short name', '略称') },
    swiftCode: {
      label: t('SWIFT 代码', 'SWIFT/BIC', 'SWIFT/BIC'),
      display: 'code',
      help: t('8 位或 11 位', '8 or 11 characters', '8桁または11桁'),
    },
    cnapsCode: {
      label: t('联行号', 'CNAPS code', 'CNAPSコード'),
      display: 'code',
      help: t('总行 12 位大额支付行号', "The head office's 12-digit CNAPS number", '本店の12桁CNAPS番号'),
    },
    countryCode: common.countryCode,
    bankType: {
      label: t('银行类型', 'Bank type', '銀行種別'),
      input: select([
        ['POLICY', '政策性银行', 'Policy bank', '政策銀行'],
        ['STATE_OWNED', '国有大型银行', 'State-owned bank', '国有大手銀行'],
        ['JOINT_STOCK', '股份制银行', 'Joint-stock bank', '株式制銀行'],
        ['CITY_COMMERCIAL', '城市商业银行', 'City commercial bank', '都市商業銀行'],
        ['RURAL', '农村商业银行', 'Rural commercial bank', '農村商業銀行'],
        ['FOREIGN', '外资银行', 'Foreign bank in China', '外資系銀行'],
        ['OVERSEAS', '境外银行', 'Overseas bank', '海外銀行'],
      ]),
    },
    hotline: { label: t('客服电话', 'Hotline', 'サポート電話') },
    website: { label: t('官网', 'Website', 'ウェブサイト'), display: 'link' },
    enabled: common.enabled,
  },
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
