import { servicePackageResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  codeText,
  enabledField,
  functionPackageField,
  menuPlatformOptions,
  select,
  t,
  tags,
  textarea,
} from '../shared';

/**
 * Service packages. Their included nodes are chosen on the bespoke tree screen
 * (service-package/tree/:packageID); here they are shown, not edited.
 */
export const screen = defineScreen({
  resource: servicePackageResource,
  title: t('服务包管理', 'Service packages', 'サービスパッケージ'),
  recordName: t('服务包', 'Service package', 'サービスパッケージ'),
  fields: {
    packageCode: codeText(t('服务包编码', 'Code', 'パッケージコード')),
    packageName: { label: t('服务包名称', 'Name', 'パッケージ名') },
    packageNameEn: { label: t('英文名称', 'English name', '英語名') },
    functionPackageCode: functionPackageField(t('对应功能包', 'Function package', '対応機能パッケージ')),
    platform: select(t('平台', 'Platform', 'プラットフォーム'), menuPlatformOptions),
    modules: tags(t('包含模块', 'Modules', 'モジュール'), {
      readOnly: true,
      help: t('在服务包树中勾选', 'Chosen in the service-package tree', 'パッケージツリーで選択'),
    }),
    nodeKeys: tags(t('包含节点', 'Included nodes', '含まれるノード'), { readOnly: true }),
    packageVersion: codeText(t('版本', 'Version', 'バージョン')),
    enabled: enabledField,
    description: textarea(t('说明', 'Description', '説明'), 3),
  },
  columns: [
    'packageName',
    'packageCode',
    'functionPackageCode',
    'platform',
    'modules',
    'packageVersion',
    'enabled',
  ],
  filters: ['platform', 'functionPackageCode', 'enabled'],
  form: [
    {
      title: basicTitle,
      fields: [
        'packageCode',
        'packageName',
        'packageNameEn',
        'functionPackageCode',
        'platform',
        'packageVersion',
        'enabled',
        'description',
      ],
    },
  ],
  detail: [
    {
      key: 'basic',
      title: basicTitle,
      sections: [
        {
          fields: [
            'packageCode',
            'packageName',
            'packageNameEn',
            'functionPackageCode',
            'platform',
            'packageVersion',
            'enabled',
            'description',
          ],
        },
      ],
    },
    {
      key: 'content',
      title: t('包含内容', 'Content', '内容'),
      sections: [{ fields: ['modules', 'nodeKeys'] }],
    },
  ],
  routes: { list: 'service-package', detail: 'service-package-tree' },
  defaults: { platform: 'WEB_ADMIN' },
  enabledField: 'enabled',
});
