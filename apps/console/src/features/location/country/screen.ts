import { countryResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: countryResource,
  title: t('国家位置数据', 'Countries', '国データ'),
  recordName: t('国家/地区', 'Country or region', '国・地域'),
  columns: ['code', 'name', 'nameEn', 'continent', 'adCode'],
  filters: ['continent'],
  form: [
    {
      title: t('国家/地区', 'Country or region', '国・地域'),
      fields: ['code', 'adCode', 'name', 'nameEn', 'continent'],
    },
  ],
  routes: { list: 'country-location-data' },
});
