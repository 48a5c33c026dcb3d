import { airlineCabinMappingResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, select, t } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: airlineCabinMappingResource,
  title: t('航司舱位映射', 'Airline cabin mappings', '航空会社キャビン対応'),
  recordName: t('舱位映射', 'Cabin mapping', 'キャビン対応'),
  fields: {
    airlineCode: {
      label: t('航空公司', 'Airline', '航空会社'),
      input: { type: 'picker', picker: 'airline' },
    },
    cabinCode: { label: t('舱位代码', 'Booking class', '予約クラス'), display: 'code' },
    cabinClass: {
      label: t('舱等', 'Cabin', 'キャビン'),
      input: select([
        ['FIRST', '头等舱', 'First', 'ファースト'],
        ['BUSINESS', '公务舱', 'Business', 'ビジネス'],
        ['PREMIUM_ECONOMY', '超级经济舱', 'Premium economy', 'プレミアムエコノミー'],
        ['ECONOMY', '经济舱', 'Economy', 'エコノミー'],
      ]),
    },
    cabinName: { label: t('舱位名称', 'Name', '名称') },
    discountPercent: {
      label: t('折扣（%）', 'Discount (%)', '割引率（%）'),
      display: 'number',
      help: t('相对经济舱全价的百分比', 'Percent of the full economy fare', 'エコノミー正規運賃に対する割合'),
    },
    domestic: { label: t('国内航线', 'Domestic', '国内線') },
    effectiveDate: common.effectiveDate,
    expireDate: common.expireDate,
    enabled: common.enabled,
  },
  columns: [
    'airlineCode',
    'cabinCode',
    'cabinClass',
    'cabinName',
    'discountPercent',
    'domestic',
    'effectiveDate',
    'expireDate',
    'enabled',
  ],
  filters: ['airlineCode', 'cabinClass', 'domestic', 'enabled', 'effectiveDate'],
  form: [
    {
      title: t('舱位', 'Booking class', '予約クラス'),
      fields: ['airlineCode', 'cabinCode', 'cabinClass', 'cabinName', 'discountPercent', 'domestic'],
    },
    { title: t('有效期', 'Validity', '有効期間'), fields: ['effectiveDate', 'expireDate', 'enabled'] },
  ],
  routes: { list: 'airlines-cabin-mapping' },
  defaults: { domestic: true },
  enabledField: 'enabled',
});
