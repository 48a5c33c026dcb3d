import { subApplicationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/**
 * The sub-applications of each cloud, section and client type. The list filters by cloud and
 * section (the screen's cloud and section tabs); a row opens sub-app-detail/:cloud/:section/:type.
 */
export const screen = defineScreen({
  resource: subApplicationResource,
  title: t('子应用管理', 'Sub-applications', 'サブアプリ管理'),
  recordName: t('子应用', 'Sub-application', 'サブアプリ'),
  columns: [
    'subAppName',
    'subAppCode',
    'cloud',
    'section',
    'type',
    'currentVersion',
    'grayPercent',
    'ownerId',
    'enabled',
  ],
  filters: ['cloud', 'section', 'type', 'functionPackageCode', 'enabled'],
  form: [
    { title: basicTitle, fields: ['subAppCode', 'subAppName', 'cloud', 'section', 'type', 'ownerId'] },
    {
      title: t('版本与入口', 'Version and entry', 'バージョンと入口'),
      fields: [
        'entryUrl',
        'currentVersion',
        'grayPercent',
        'functionPackageCode',
        'sortOrder',
        'enabled',
        'description',
      ],
    },
  ],
  routes: { list: 'sub-application', detail: 'sub-application-sub-app-detail' },
  defaults: { type: 'WEB', grayPercent: 100 },
  enabledField: 'enabled',
});
