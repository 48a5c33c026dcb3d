import { appWhiteListResource, type appWhiteListKinds, type appWhiteListPlatforms } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  codeText,
  dateField,
  enabledField,
  options,
  select,
  t,
  tenantField,
  textarea,
  userField,
} from '../shared';

const kindOptions = options<(typeof appWhiteListKinds)[number]>({
  GRAY_VERSION: ['灰度版本', 'Gray version', 'グレーバージョン'],
  BETA_FEATURE: ['内测功能', 'Beta feature', 'ベータ機能'],
  DEBUG_LOG: ['调试日志', 'Debug logging', 'デバッグログ'],
  SKIP_FORCE_UPGRADE: ['免强制升级', 'Skip forced upgrade', '強制更新の免除'],
});

const platformOptions = options<(typeof appWhiteListPlatforms)[number]>({
  ALL: ['全部', 'All', 'すべて'],
  IOS: ['iOS', 'iOS', 'iOS'],
  ANDROID: ['Android', 'Android', 'Android'],
});

/** The APP white list: tenants (or single users) let into a gray version or a beta feature early. */
export const screen = defineScreen({
  resource: appWhiteListResource,
  title: t('APP 白名单', 'App white list', 'アプリのホワイトリスト'),
  recordName: t('白名单', 'White-list entry', 'ホワイトリスト'),
  fields: {
    tenantId: tenantField(),
    kind: select(t('白名单类型', 'Kind', '種別'), kindOptions),
    platform: select(t('平台', 'Platform', 'プラットフォーム'), platformOptions),
    appVersion: codeText(t('APP 版本', 'App version', 'アプリバージョン')),
    featureCode: codeText(t('功能编码', 'Feature', '機能コード')),
    userEmail: {
      label: t('指定用户邮箱', 'User e-mail', 'ユーザーのメール'),
      help: t('留空表示整个租户', 'Empty for the whole tenant', '空欄ならテナント全体'),
    },
    validFrom: dateField(t('生效日期', 'Valid from', '有効開始日')),
    validTo: dateField(t('失效日期', 'Valid until', '有効終了日')),
    reason: textarea(t('加入原因', 'Reason', '理由'), 2),
    addedById: userField(t('添加人', 'Added by', '登録者')),
    enabled: enabledField,
  },
  columns: [
    'tenantId',
    'kind',
    'platform',
    'appVersion',
    'featureCode',
    'userEmail',
    'validFrom',
    'validTo',
    'enabled',
  ],
  filters: ['tenantId', 'kind', 'platform', 'appVersion', 'enabled', 'validTo'],
  form: [
    {
      title: basicTitle,
      fields: [
        'tenantId',
        'kind',
        'platform',
        'appVersion',
        'featureCode',
        'userEmail',
        'validFrom',
        'validTo',
        'reason',
        'addedById',
        'enabled',
      ],
    },
  ],
  routes: { list: 'app-white-list' },
  defaults: { kind: 'GRAY_VERSION', platform: 'ALL' },
  enabledField: 'enabled',
});
