import { subAppMappingRelationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/** Which menu opens which route of a sub-application, and the function package that switches it on. */
export function mappingRelationScreen(list: string) {
  return defineScreen({
    resource: subAppMappingRelationResource,
    title: t('映射关系', 'Mapping relations', 'マッピング関係'),
    recordName: t('映射关系', 'Mapping relation', 'マッピング'),
    columns: [
      'subAppCode',
      'menuKey',
      'routePath',
      'cloud',
      'type',
      'section',
      'functionPackageCode',
      'enabled',
    ],
    filters: ['subAppCode', 'cloud', 'section', 'menuKey', 'functionPackageCode', 'enabled'],
    form: [
      {
        title: basicTitle,
        fields: [
          'subAppCode',
          'cloud',
          'type',
          'section',
          'menuKey',
          'routePath',
          'functionPackageCode',
          'enabled',
          'remark',
        ],
      },
    ],
    routes: { list },
    enabledField: 'enabled',
  });
}
