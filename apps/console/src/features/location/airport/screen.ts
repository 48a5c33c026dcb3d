import { airportResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, t } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: airportResource,
  title: t('机场三字码', 'Airport codes', '空港コード'),
  recordName: t('机场', 'Airport', '空港'),
  fields: {
    iataCode: { label: t('三字码', 'IATA code', 'IATAコード'), display: 'code' },
    icaoCode: { label: t('四字码', 'ICAO code', 'ICAOコード'), display: 'code' },
    name: { label: t('机场名称', 'Airport', '空港名') },
    nameEn: { label: t('英文名称', 'English name', '英語名') },
    cityAdCode: common.cityAdCode,
    cityName: common.cityName,
    countryCode: common.countryCode,
    terminals: { label: t('航站楼', 'Terminals', 'ターミナル'), input: { type: 'tags' }, display: 'tags' },
    international: { label: t('国际机场', 'International', '国際空港') },
    timeZone: common.timeZone,
    enabled: common.enabled,
  },
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
