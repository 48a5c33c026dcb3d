import { airlineResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: airlineResource,
  title: t('航空公司', 'Airlines', '航空会社'),
  recordName: t('航空公司', 'Airline', '航空会社'),
  columns: ['code', 'name', 'nameEn', 'countryCode'],
  filters: ['countryCode'],
  form: [{ title: t('航空公司', 'Airline', '航空会社'), fields: ['code', 'name', 'nameEn', 'countryCode'] }],
  routes: { list: 'airplane-enterprise' },
});
