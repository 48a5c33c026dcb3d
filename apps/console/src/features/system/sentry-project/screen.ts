import { sentryProjectResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/** The projects reporting to error monitoring; a project opens its issues list (/main/sentry/:projectName/issues-list). */
export const screen = defineScreen({
  resource: sentryProjectResource,
  title: t('错误监控', 'Error monitoring', 'エラー監視'),
  recordName: t('监控项目', 'Project', 'プロジェクト'),
  fields: {
    unresolvedIssues: readOnly,
    eventsLast24h: readOnly,
    lastEventAt: readOnly,
  },
  columns: [
    'displayName',
    'projectName',
    'platform',
    'team',
    'unresolvedIssues',
    'eventsLast24h',
    'lastEventAt',
    'ownerId',
    'enabled',
  ],
  filters: ['platform', 'team', 'cloudEnv', 'ownerId', 'enabled'],
  form: [
    {
      title: basicTitle,
      fields: [
        'projectName',
        'displayName',
        'platform',
        'team',
        'ownerId',
        'cloudEnv',
        'repositoryUrl',
        'alertEmail',
        'enabled',
      ],
    },
  ],
  detail: [
    {
      key: 'basic',
      title: basicTitle,
      sections: [
        {
          fields: [
            'projectName',
            'displayName',
            'platform',
            'team',
            'ownerId',
            'cloudEnv',
            'repositoryUrl',
            'alertEmail',
            'enabled',
          ],
        },
      ],
    },
    {
      key: 'activity',
      title: t('活跃度', 'Activity', 'アクティビティ'),
      sections: [{ fields: ['unresolvedIssues', 'eventsLast24h', 'lastEventAt'] }],
    },
  ],
  routes: { list: 'sentry', detail: 'issues-list' },
  enabledField: 'enabled',
});
