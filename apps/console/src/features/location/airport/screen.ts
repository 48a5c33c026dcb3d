import { airportResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: airportResource,
  title: t('机场三字码', 'Airport codes', '空港コード'),
  recordName: t('机场', 'Airport', '空港'),
  columns: [
    'iataCode',
    'icaoCode',
    'name',
    'cityName',
    'countryCode',
    'terminals',
    'international',
    'enabled',
  ],
  filters: ['countryCode', 'cityAdCode', 'international', 'enabled'],
  form: [
    {
      title: t('机场', 'Airport', '空港'),
      fields: ['iataCode', 'icaoCode', 'name', 'nameEn', 'international', 'terminals'],
    },
    {
      title: t('位置', 'Where', '所在地'),
      fields: ['cityAdCode', 'cityName', 'countryCode', 'timeZone', 'enabled'],
    },
  ],
  routes: { list: 'airport-code' },
  defaults: { countryCode: 'CN', terminals: [] },
  enabledField: 'enabled',
});
