import { menuChangeLogResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/** The menu change log: every change to a registered menu, newest first. */
export const screen = defineScreen({
  resource: menuChangeLogResource,
  title: t('菜单日志', 'Menu change log', 'メニュー変更履歴'),
  recordName: t('菜单变更', 'Menu change', 'メニュー変更'),
  columns: [
    'operatedAt',
    'menuName',
    'menuKey',
    'platform',
    'changeType',
    'cloudEnv',
    'operatorId',
    'syncRunNo',
  ],
  filters: ['menuKey', 'platform', 'changeType', 'cloudEnv', 'operatorId', 'operatedAt'],
  form: [
    {
      title: basicTitle,
      fields: [
        'menuKey',
        'menuName',
        'platform',
        'changeType',
        'cloudEnv',
        'operatorId',
        'operatedAt',
        'syncRunNo',
      ],
    },
    { title: t('变更内容', 'Change', '変更内容'), fields: ['beforeValue', 'afterValue', 'remark'] },
  ],
  routes: { list: 'menu-log' },
});
