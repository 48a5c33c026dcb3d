import { appInitConfigResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/** What the APP of each section starts with in each cloud; a row opens detail/:cloud/:section/:type. */
export const screen = defineScreen({
  resource: appInitConfigResource,
  title: t('APP 初始化', 'App initialisation', 'アプリ初期設定'),
  recordName: t('初始化配置', 'Initialisation', '初期設定'),
  fields: {
    splashImageOid: { input: { type: 'attachment', accept: 'image/*' } },
    configJson: { input: { type: 'textarea', rows: 8 } },
  },
  columns: [
    'cloud',
    'section',
    'type',
    'initVersion',
    'minSupportedVersion',
    'forceUpdate',
    'defaultLanguage',
    'enabled',
  ],
  filters: ['cloud', 'section', 'type', 'enabled'],
  form: [
    {
      title: basicTitle,
      fields: [
        'cloud',
        'section',
        'type',
        'initVersion',
        'minSupportedVersion',
        'forceUpdate',
        'defaultLanguage',
      ],
    },
    {
      title: t('首页与启动', 'Home and start', 'ホームと起動'),
      fields: ['homeModules', 'tabBarItems', 'splashImageOid', 'configJson', 'enabled', 'remark'],
    },
  ],
  routes: { list: 'app-init', detail: 'app-init-detail' },
  defaults: { type: 'APP', defaultLanguage: 'zh_cn' },
  enabledField: 'enabled',
});
