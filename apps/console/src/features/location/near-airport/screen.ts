import { nearAirportResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: nearAirportResource,
  title: t('临近机场', 'Nearby airports', '近隣空港'),
  recordName: t('临近机场', 'Nearby airport', '近隣空港'),
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
