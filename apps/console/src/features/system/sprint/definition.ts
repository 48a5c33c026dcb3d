import { sprintResource, type sprintStatuses } from '@opsdesk/api';
import type { ResourceRoutes } from '../../../resources/types';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  codeText,
  dateField,
  numberField,
  options,
  productSectionOptions,
  remarkField,
  select,
  t,
  textarea,
  userField,
} from '../shared';

const statusOptions = options<(typeof sprintStatuses)[number]>({
  PLANNING: ['规划中', 'Planning', '計画中', 'neutral'],
  IN_PROGRESS: ['开发中', 'In progress', '開発中', 'info'],
  CODE_FREEZE: ['已封版', 'Code freeze', 'コードフリーズ', 'warning'],
  RELEASED: ['已发布', 'Released', 'リリース済み', 'success'],
  CLOSED: ['已关闭', 'Closed', 'クローズ', 'neutral'],
});

const fields = {
  sprintCode: codeText(t('迭代编号', 'Sprint', 'スプリント')),
  sprintName: { label: t('迭代名称', 'Name', '名称') },
  section: select(t('业务板块', 'Section', '業務セクション'), productSectionOptions),
  startDate: dateField(t('开始日期', 'Starts', '開始日')),
  endDate: dateField(t('结束日期', 'Ends', '終了日')),
  releaseDate: dateField(t('发布日期', 'Release date', 'リリース日')),
  status: { ...select(t('状态', 'Status', 'ステータス'), statusOptions, 'status'), readOnly: true },
  ownerId: userField(t('迭代负责人', 'Owner', '責任者')),
  bigVersionNo: {
    label: t('所属大版本', 'Big version', 'メジャーバージョン'),
    input: { type: 'resource', resource: 'big-version', valueField: 'versionNo', labelField: 'versionName' },
    display: 'code',
  },
  goal: textarea(t('迭代目标', 'Goal', '目標'), 4),
  requestCount: numberField(t('发布申请数', 'Requests', '申請数'), { readOnly: true }),
  releasedCount: numberField(t('已发布数', 'Released', 'リリース済み'), { readOnly: true }),
  remark: remarkField,
} as const;

const detail = [
  {
    key: 'basic',
    title: basicTitle,
    sections: [
      {
        fields: [
          'sprintCode',
          'sprintName',
          'section',
          'ownerId',
          'bigVersionNo',
          'startDate',
          'endDate',
          'releaseDate',
          'goal',
          'remark',
        ],
      },
    ],
  },
  {
    key: 'progress',
    title: t('发布进度', 'Release progress', 'リリース進捗'),
    sections: [{ fields: ['status', 'requestCount', 'releasedCount'] }],
  },
];

/** The overview of sprints with their release requests: the requesters' and the operators' detail. */
export function sprintScreen(routes: ResourceRoutes, operator: boolean) {
  return defineScreen({
    resource: sprintResource,
    title: t('迭代总览', 'Sprint overview', 'スプリント概要'),
    recordName: t('迭代', 'Sprint', 'スプリント'),
    fields,
    columns: [
      'sprintCode',
      'sprintName',
      'section',
      'startDate',
      'releaseDate',
      'status',
      'requestCount',
      'releasedCount',
      'ownerId',
    ],
    filters: ['section', 'status', 'ownerId', 'bigVersionNo', 'releaseDate'],
    form: [
      {
        title: basicTitle,
        fields: [
          'sprintCode',
          'sprintName',
          'section',
          'ownerId',
          'bigVersionNo',
          'startDate',
          'endDate',
          'releaseDate',
          'goal',
          'remark',
        ],
      },
    ],
    detail,
    routes,
    defaults: { status: 'PLANNING' },
    statusField: 'status',
    actions: operator
      ? [
          {
            key: 'start',
            label: t('开始迭代', 'Start', '開始'),
            set: { status: 'IN_PROGRESS' },
            when: { status: ['PLANNING'] },
            authority: 'deploy:operate',
          },
          {
            key: 'code-freeze',
            label: t('封版', 'Freeze code', 'コードフリーズ'),
            set: { status: 'CODE_FREEZE' },
            when: { status: ['IN_PROGRESS'] },
            confirm: t(
              '封版后只接受缺陷修复，确定？',
              'Only fixes are taken after the freeze. Freeze?',
              'フリーズ後は修正のみ受け付けます。よろしいですか？',
            ),
            authority: 'deploy:operate',
          },
          {
            key: 'mark-released',
            label: t('标记已发布', 'Mark released', 'リリース済みにする'),
            set: { status: 'RELEASED' },
            when: { status: ['CODE_FREEZE'] },
            confirm: t(
              '确认本迭代已全部发布？',
              'Is everything of this sprint released?',
              'このスプリントはすべてリリースされましたか？',
            ),
            tone: 'primary',
            authority: 'deploy:operate',
          },
          {
            key: 'close',
            label: t('关闭迭代', 'Close', 'クローズ'),
            set: { status: 'CLOSED' },
            when: { status: ['RELEASED'] },
            authority: 'deploy:operate',
          },
        ]
      : [],
  });
}
