import { subAppMappingRelationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  clientTypeOptions,
  cloudEnvField,
  codeText,
  enabledField,
  functionPackageField,
  productSectionOptions,
  remarkField,
  select,
  t,
} from '../shared';

/** Which menu opens which route of a sub-application, and the function package that switches it on. */
export function mappingRelationScreen(list: string) {
  return defineScreen({
    resource: subAppMappingRelationResource,
    title: t('映射关系', 'Mapping relations', 'マッピング関係'),
    recordName: t('映射关系', 'Mapping relation', 'マッピング'),
    fields: {
      subAppCode: {
        label: t('子应用', 'Sub-application', 'サブアプリ'),
        input: {
          type: 'resource',
          resource: 'sub-application',
          valueField: 'subAppCode',
          labelField: 'subAppName',
        },
        display: 'code',
      },
      cloud: cloudEnvField(),
      type: select(t('端类型', 'Client', 'クライアント'), clientTypeOptions),
      section: select(t('业务板块', 'Section', '業務セクション'), productSectionOptions),
      menuKey: {
        label: t('菜单', 'Menu', 'メニュー'),
        input: { type: 'resource', resource: 'menu-register', valueField: 'menuKey', labelField: 'menuName' },
        display: 'code',
      },
      routePath: codeText(t('子应用路由', 'Route', 'ルート')),
      functionPackageCode: functionPackageField(),
      enabled: enabledField,
      remark: remarkField,
    },
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
