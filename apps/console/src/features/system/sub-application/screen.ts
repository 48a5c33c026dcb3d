import { subApplicationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  clientTypeOptions,
  cloudEnvField,
  codeText,
  enabledField,
  functionPackageField,
  linkField,
  numberField,
  productSectionOptions,
  select,
  t,
  textarea,
  userField,
} from '../shared';

/**
 * The sub-applications of each cloud, section and client type. The list filters by cloud and
 * section (the screen's cloud and section tabs); a row opens sub-app-detail/:cloud/:section/:type.
 */
export const screen = defineScreen({
  resource: subApplicationResource,
  title: t('子应用管理', 'Sub-applications', 'サブアプリ管理'),
  recordName: t('子应用', 'Sub-application', 'サブアプリ'),
  fields: {
    subAppCode: codeText(t('子应用编码', 'Code', 'サブアプリコード')),
    subAppName: { label: t('子应用名称', 'Name', 'サブアプリ名') },
    cloud: cloudEnvField(),
    section: select(t('业务板块', 'Section', '業務セクション'), productSectionOptions),
    type: select(t('端类型', 'Client', 'クライアント'), clientTypeOptions),
    entryUrl: linkField(t('入口地址', 'Entry URL', 'エントリー URL')),
    currentVersion: codeText(t('当前版本', 'Current version', '現行バージョン')),
    functionPackageCode: functionPackageField(),
    ownerId: userField(t('负责人', 'Owner', '担当者')),
    grayPercent: numberField(t('灰度比例（%）', 'Gray share (%)', 'グレー比率（%）'), {
      help: t(
        '使用当前版本的用户比例',
        'Share of users on the current version',
        '現行バージョンを使う利用者の割合',
      ),
    }),
    sortOrder: numberField(t('排序', 'Order', '並び順')),
    enabled: enabledField,
    description: textarea(t('说明', 'Description', '説明'), 3),
  },
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
