import { nearRailwayStationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: nearRailwayStationResource,
  title: t('临近火车站', 'Nearby railway stations', '近隣の鉄道駅'),
  recordName: t('临近火车站', 'Nearby station', '近隣駅'),
  columns: ['cityName', 'stationName', 'stationCode', 'distanceKm', 'travelMinutes', 'sequence', 'enabled'],
  filters: ['cityAdCode', 'stationCode', 'enabled'],
  form: [
    { title: t('城市', 'City', '都市'), fields: ['cityAdCode', 'cityName'] },
    {
      title: t('临近车站', 'Nearby station', '近隣駅'),
      fields: ['stationCode', 'stationName', 'distanceKm', 'travelMinutes', 'sequence', 'enabled'],
    },
  ],
  routes: { list: 'near-railway-station' },
  enabledField: 'enabled',
});
