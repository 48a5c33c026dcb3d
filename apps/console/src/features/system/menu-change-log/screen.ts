import { menuChangeLogResource, type menuChangeTypes } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  cloudEnvField,
  codeText,
  datetime,
  menuPlatformOptions,
  options,
  remarkField,
  select,
  t,
  textarea,
  userField,
} from '../shared';

const changeTypeOptions = options<(typeof menuChangeTypes)[number]>({
  CREATE: ['新增', 'Created', '追加', 'success'],
  UPDATE: ['修改', 'Updated', '変更', 'info'],
  DELETE: ['删除', 'Deleted', '削除', 'danger'],
  MOVE: ['移动', 'Moved', '移動', 'info'],
  ENABLE: ['启用', 'Enabled', '有効化', 'success'],
  DISABLE: ['禁用', 'Disabled', '無効化', 'warning'],
  SYNC: ['同步', 'Synchronised', '同期', 'neutral'],
});

/** The menu change log: every change to a registered menu, newest first. */
export const screen = defineScreen({
  resource: menuChangeLogResource,
  title: t('菜单日志', 'Menu change log', 'メニュー変更履歴'),
  recordName: t('菜单变更', 'Menu change', 'メニュー変更'),
  fields: {
    menuKey: codeText(t('菜单编码', 'Menu key', 'メニューキー')),
    menuName: { label: t('菜单名称', 'Menu', 'メニュー名') },
    platform: select(t('平台', 'Platform', 'プラットフォーム'), menuPlatformOptions),
    changeType: select(t('变更类型', 'Change', '変更種別'), changeTypeOptions, 'status'),
    cloudEnv: cloudEnvField(),
    beforeValue: textarea(t('变更前', 'Before', '変更前'), 4),
    afterValue: textarea(t('变更后', 'After', '変更後'), 4),
    syncRunNo: codeText(t('同步单号', 'Sync run', '同期番号')),
    operatorId: userField(t('操作人', 'Changed by', '変更者')),
    operatedAt: datetime(t('操作时间', 'Changed at', '変更日時')),
    remark: remarkField,
  },
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
