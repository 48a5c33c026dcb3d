import { airlineCabinMappingResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: airlineCabinMappingResource,
  title: t('航司舱位映射', 'Airline cabin mappings', '航空会社キャビン対応'),
  recordName: t('舱位映射', 'Cabin mapping', 'キャビン対応'),
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
