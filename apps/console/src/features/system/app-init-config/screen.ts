import { appInitConfigResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  attachmentField,
  basicTitle,
  clientTypeOptions,
  cloudEnvField,
  codeText,
  enabledField,
  languageOptions,
  productSectionOptions,
  remarkField,
  select,
  switchField,
  t,
  tags,
  textarea,
} from '../shared';

/** What the APP of each section starts with in each cloud; a row opens detail/:cloud/:section/:type. */
export const screen = defineScreen({
  resource: appInitConfigResource,
  title: t('APP 初始化', 'App initialisation', 'アプリ初期設定'),
  recordName: t('初始化配置', 'Initialisation', '初期設定'),
  fields: {
    cloud: cloudEnvField(),
    section: select(t('业务板块', 'Section', '業務セクション'), productSectionOptions),
    type: select(t('端类型', 'Client', 'クライアント'), clientTypeOptions),
    initVersion: codeText(t('初始化版本', 'Version', 'バージョン')),
    minSupportedVersion: codeText(t('最低支持版本', 'Lowest supported version', '最低サポートバージョン')),
    forceUpdate: switchField(t('强制更新', 'Force update', '強制アップデート'), {
      help: t(
        '低于最低支持版本的客户端必须更新',
        'Clients below the lowest supported version must update',
        '最低サポート未満のクライアントは更新必須',
      ),
    }),
    defaultLanguage: select(t('默认语言', 'Default language', '既定の言語'), languageOptions),
    homeModules: tags(t('首页模块', 'Home modules', 'ホームのモジュール')),
    tabBarItems: tags(t('底部导航', 'Tab bar', 'タブバー'), {
      help: t('最多 5 项', 'At most 5', '最大 5 項目'),
    }),
    splashImageOid: attachmentField(t('启动图', 'Splash image', '起動画像'), 'image/*'),
    configJson: textarea(t('扩展配置（JSON）', 'Further settings (JSON)', '追加設定（JSON）'), 8),
    enabled: enabledField,
    remark: remarkField,
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
