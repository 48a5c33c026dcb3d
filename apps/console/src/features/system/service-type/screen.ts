import { serviceTypeResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/** The kinds of service the platform offers. */
export const screen = defineScreen({
  resource: serviceTypeResource,
  title: t('服务类型', 'Service types', 'サービス種別'),
  recordName: t('服务类型', 'Service type', 'サービス種別'),
  columns: ['typeName', 'typeCode', 'typeNameEn', 'category', 'parentTypeCode', 'sortOrder', 'enabled'],
  filters: ['category', 'parentTypeCode', 'enabled'],
  form: [
    {
      title: basicTitle,
      fields: [
        'typeCode',
        'typeName',
        'typeNameEn',
        'category',
        'parentTypeCode',
        'icon',
        'sortOrder',
        'enabled',
        'description',
      ],
    },
  ],
  routes: { list: 'service-type', create: 'new-service-type', detail: 'service-type-detail' },
  enabledField: 'enabled',
});
