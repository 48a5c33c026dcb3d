import { covid19CityResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: covid19CityResource,
  title: t('疫情城市', 'COVID-19 cities', 'COVID-19 対象都市'),
  recordName: t('疫情城市', 'COVID-19 city', 'COVID-19 対象都市'),
  columns: [
    'cityName',
    'cityAdCode',
    'riskLevel',
    'travelPolicy',
    'quarantineDays',
    'effectiveDate',
    'expireDate',
    'enabled',
  ],
  filters: ['riskLevel', 'travelPolicy', 'cityAdCode', 'enabled', 'effectiveDate'],
  form: [
    { title: t('城市', 'City', '都市'), fields: ['cityAdCode', 'cityName', 'riskLevel'] },
    {
      title: t('出行管控', 'Travel rule', '出張ルール'),
      fields: [
        'travelPolicy',
        'quarantineDays',
        'effectiveDate',
        'expireDate',
        'source',
        'remark',
        'enabled',
      ],
    },
  ],
  routes: { list: 'covid-19-city' },
  defaults: { riskLevel: 'LOW', travelPolicy: 'NORMAL', quarantineDays: 0 },
  statusField: 'riskLevel',
  enabledField: 'enabled',
});
