import { nearAirportResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, t } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: nearAirportResource,
  title: t('临近机场', 'Nearby airports', '近隣空港'),
  recordName: t('临近机场', 'Nearby airport', '近隣空港'),
  fields: {
    cityAdCode: common.cityAdCode,
    cityName: common.cityName,
    iataCode: {
      label: t('机场', 'Airport', '空港'),
      input: { type: 'resource', resource: 'airport', valueField: 'iataCode', labelField: 'name' },
    },
    airportName: { label: t('机场名称', 'Airport name', '空港名') },
    distanceKm: common.distanceKm,
    travelMinutes: common.travelMinutes,
    sequence: common.sequence,
    enabled: common.enabled,
  },
  columns: ['cityName', 'airportName', 'iataCode', 'distanceKm', 'travelMinutes', 'sequence', 'enabled'],
  filters: ['cityAdCode', 'iataCode', 'enabled'],
  form: [
    { title: t('城市', 'City', '都市'), fields: ['cityAdCode', 'cityName'] },
    {
      title: t('临近机场', 'Nearby airport', '近隣空港'),
      fields: ['iataCode', 'airportName', 'distanceKm', 'travelMinutes', 'sequence', 'enabled'],
    },
  ],
  routes: { list: 'near-airport-code' },
  enabledField: 'enabled',
});
