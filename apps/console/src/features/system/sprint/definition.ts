import { sprintResource } from '@opsdesk/api';
import { readOnly, t } from '../../../resources/kit';
import type { ResourceRoutes } from '../../../resources/types';
import { defineScreen } from '../../../resources/defineScreen';
import { basicTitle } from '../tabTitles';

const fields = { status: readOnly, requestCount: readOnly, releasedCount: readOnly };

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
