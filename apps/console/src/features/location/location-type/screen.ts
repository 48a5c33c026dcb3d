import { locationTypeResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, t } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: locationTypeResource,
  title: t('位置类型', 'Location types', 'ロケーション種別'),
  recordName: t('位置类型', 'Location type', 'ロケーション種別'),
  fields: {
    typeCode: { label: t('类型编码', 'Type code', '種別コード'), display: 'code' },
    name: { label: t('名称', 'Name', '名称') },
    nameEn: { label: t('英文名称', 'English name', '英語名') },
    serviceTypes: common.serviceTypes,
    description: common.description,
    sequence: common.sequence,
    enabled: common.enabled,
  },
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
