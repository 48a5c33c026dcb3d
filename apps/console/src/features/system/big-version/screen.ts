import { bigVersionResource, type bigVersionStatuses } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  codeText,
  dateField,
  linkField,
  multiSelect,
  options,
  releasePlatformOptions,
  select,
  switchField,
  t,
  textarea,
  userField,
} from '../shared';

const statusOptions = options<(typeof bigVersionStatuses)[number]>({
  PLANNING: ['规划中', 'Planning', '計画中', 'neutral'],
  DEVELOPING: ['开发中', 'In development', '開発中', 'info'],
  GRAY: ['灰度中', 'In gray release', 'グレー中', 'warning'],
  RELEASED: ['已全量', 'Released', 'リリース済み', 'success'],
  ARCHIVED: ['已归档', 'Archived', 'アーカイブ済み', 'neutral'],
});

/** The big versions of the product: the sprints they gather, gray and full release dates, upgrade rules. */
export const screen = defineScreen({
  resource: bigVersionResource,
  title: t('大版本管理', 'Big versions', 'メジャーバージョン管理'),
  recordName: t('大版本', 'Big version', 'メジャーバージョン'),
  fields: {
    versionNo: codeText(t('版本号', 'Version', 'バージョン')),
    versionName: { label: t('版本名称', 'Name', '名称') },
    status: { ...select(t('状态', 'Status', 'ステータス'), statusOptions, 'status'), readOnly: true },
    sprintCodes: {
      label: t('包含迭代', 'Sprints', 'スプリント'),
      input: {
        type: 'resource',
        resource: 'sprint',
        valueField: 'sprintCode',
        labelField: 'sprintName',
        multiple: true,
      },
      display: 'tags',
    },
    platforms: multiSelect(t('发布平台', 'Platforms', 'プラットフォーム'), releasePlatformOptions),
    plannedReleaseDate: dateField(t('计划发布日期', 'Planned release', 'リリース予定日')),
    grayStartDate: dateField(t('灰度开始日期', 'Gray from', 'グレー開始日')),
    fullReleaseDate: dateField(t('全量发布日期', 'Full release', '全面リリース日')),
    minAppVersion: codeText(t('最低 APP 版本', 'Lowest app version', '最低アプリバージョン')),
    forceUpgrade: switchField(t('强制升级', 'Force upgrade', '強制アップグレード'), {
      help: t(
        '低于最低版本的 APP 必须升级后才能使用',
        'Older apps must upgrade before use',
        '最低バージョン未満のアプリは更新が必要',
      ),
    }),
    highlights: textarea(t('版本亮点', 'Highlights', '主な内容'), 6),
    updateLogUrl: linkField(t('更新日志', 'Update log', '更新履歴')),
    ownerId: userField(t('版本负责人', 'Owner', '責任者')),
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
