import { railwayStationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: railwayStationResource,
  title: t('火车站', 'Railway stations', '鉄道駅'),
  recordName: t('火车站', 'Railway station', '鉄道駅'),
  columns: ['stationCode', 'name', 'pinyin', 'cityName', 'railwayBureau', 'highSpeed', 'enabled'],
  filters: ['cityAdCode', 'highSpeed', 'railwayBureau', 'enabled'],
  form: [
    {
      title: t('车站', 'Station', '駅'),
      fields: ['stationCode', 'name', 'pinyin', 'highSpeed', 'railwayBureau'],
    },
    {
      title: t('位置', 'Where', '所在地'),
      fields: ['cityAdCode', 'cityName', 'latitude', 'longitude', 'enabled'],
    },
  ],
  routes: { list: 'railway-station' },
  enabledField: 'enabled',
});
