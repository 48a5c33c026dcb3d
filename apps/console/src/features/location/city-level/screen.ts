import { cityLevelResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: cityLevelResource,
  title: t('城市级别', 'City levels', '都市レベル'),
  recordName: t('城市级别', 'City level', '都市レベル'),
  fields: {
    description: { input: { type: 'textarea', rows: 3 } },
  },
  columns: ['name', 'code', 'tenantId', 'description', 'cityAdCodes'],
  filters: ['tenantId'],
  form: [
    { title: t('级别', 'Level', 'レベル'), fields: ['tenantId', 'name', 'code', 'description'] },
    { title: t('城市', 'Cities', '都市'), fields: ['cityAdCodes'] },
  ],
  routes: { list: 'location-level' },
  defaults: { cityAdCodes: [] },
});
