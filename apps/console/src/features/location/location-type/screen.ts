import { locationTypeResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: locationTypeResource,
  title: t('位置类型', 'Location types', 'ロケーション種別'),
  recordName: t('位置类型', 'Location type', 'ロケーション種別'),
  columns: ['typeCode', 'name', 'nameEn', 'serviceTypes', 'sequence', 'enabled'],
  filters: ['enabled'],
  form: [
    {
      title: t('位置类型', 'Location type', 'ロケーション種別'),
      fields: ['typeCode', 'name', 'nameEn', 'serviceTypes', 'description', 'sequence', 'enabled'],
    },
  ],
  routes: { list: 'location-type' },
  enabledField: 'enabled',
});
