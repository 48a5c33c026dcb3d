import { servicePackageResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/**
 * Service packages. Their included nodes are chosen on the bespoke tree screen
 * (service-package/tree/:packageID); here they are shown, not edited.
 */
export const screen = defineScreen({
  resource: servicePackageResource,
  title: t('服务包管理', 'Service packages', 'サービスパッケージ'),
  recordName: t('服务包', 'Service package', 'サービスパッケージ'),
  fields: {
    // Chosen on the service-package tree screen, not here.
    modules: readOnly,
    nodeKeys: readOnly,
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
