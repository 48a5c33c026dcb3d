import { bigVersionResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/** The big versions of the product: the sprints they gather, gray and full release dates, upgrade rules. */
export const screen = defineScreen({
  resource: bigVersionResource,
  title: t('大版本管理', 'Big versions', 'メジャーバージョン管理'),
  recordName: t('大版本', 'Big version', 'メジャーバージョン'),
  fields: {
    status: readOnly,
    highlights: { input: { type: 'textarea', rows: 6 } },
  },
  columns: [
    'versionNo',
    'versionName',
    'status',
    'platforms',
    'plannedReleaseDate',
    'grayStartDate',
    'fullReleaseDate',
    'ownerId',
  ],
  filters: ['status', 'ownerId', 'plannedReleaseDate'],
  form: [
    {
      title: basicTitle,
      fields: [
        'versionNo',
        'versionName',
        'sprintCodes',
        'platforms',
        'ownerId',
        'highlights',
        'updateLogUrl',
      ],
    },
    {
      title: t('发布节奏', 'Schedule and upgrade', 'スケジュールと更新'),
      fields: ['plannedReleaseDate', 'grayStartDate', 'fullReleaseDate', 'minAppVersion', 'forceUpgrade'],
    },
  ],
  routes: { list: 'big-version-manage', detail: 'big-version-manage-detail' },
  defaults: { status: 'PLANNING', platforms: ['WEB', 'IOS', 'ANDROID'] },
  statusField: 'status',
  actions: [
    {
      key: 'start-development',
      label: t('开始开发', 'Start development', '開発開始'),
      set: { status: 'DEVELOPING' },
      when: { status: ['PLANNING'] },
    },
    {
      key: 'start-gray',
      label: t('开始灰度', 'Start gray release', 'グレー開始'),
      set: { status: 'GRAY' },
      when: { status: ['DEVELOPING'] },
      confirm: t(
        '灰度租户将先行升级，确定？',
        'The gray tenants upgrade first. Start?',
        'グレー対象テナントが先に更新されます。開始しますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'release',
      label: t('全量发布', 'Release to all', '全面リリース'),
      set: { status: 'RELEASED' },
      when: { status: ['GRAY'] },
      confirm: t(
        '全部租户将升级到该版本，确定？',
        'Every tenant upgrades to it. Release?',
        '全テナントが更新されます。リリースしますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'archive',
      label: t('归档', 'Archive', 'アーカイブ'),
      set: { status: 'ARCHIVED' },
      when: { status: ['RELEASED'] },
    },
  ],
});
