import { sentryIssueResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

/**
 * The issues of the error-monitoring projects: labels, columns and actions for the bespoke
 * `sentry-issues` screen (issues-list), which lists one project's issues.
 */
export const screen = defineScreen({
  resource: sentryIssueResource,
  title: t('问题列表', 'Issues', '問題一覧'),
  recordName: t('问题', 'Issue', '問題'),
  // Issues come from the monitoring service: what it reports is read only.
  fields: {
    projectName: readOnly,
    shortId: readOnly,
    title: readOnly,
    culprit: readOnly,
    level: readOnly,
    status: readOnly,
    count: readOnly,
    userCount: readOnly,
    firstSeen: readOnly,
    lastSeen: readOnly,
    environment: readOnly,
    release: readOnly,
  },
  columns: ['title', 'level', 'count', 'userCount', 'firstSeen', 'lastSeen', 'status', 'assigneeId'],
  filters: ['level', 'status', 'environment', 'release', 'assigneeId', 'lastSeen'],
  // Issues come from the monitoring service: people only triage them (assignee, tags, status).
  form: [
    {
      title: t('问题', 'Issue', '問題'),
      fields: [
        'projectName',
        'shortId',
        'title',
        'culprit',
        'level',
        'count',
        'userCount',
        'firstSeen',
        'lastSeen',
        'environment',
        'release',
      ],
    },
    { title: t('处理', 'Triage', 'トリアージ'), fields: ['assigneeId', 'tags'] },
  ],
  detail: [
    {
      key: 'basic',
      title: t('问题', 'Issue', '問題'),
      sections: [
        {
          fields: [
            'shortId',
            'title',
            'culprit',
            'level',
            'status',
            'count',
            'userCount',
            'firstSeen',
            'lastSeen',
            'environment',
            'release',
            'assigneeId',
            'tags',
          ],
        },
      ],
    },
  ],
  routes: { list: 'issues-list', detail: 'issues-event' },
  statusField: 'status',
  actions: [
    {
      key: 'resolve',
      label: t('标记已解决', 'Resolve', '解決済みにする'),
      set: { status: 'RESOLVED' },
      when: { status: ['UNRESOLVED', 'IGNORED'] },
      tone: 'primary',
      authority: 'deploy:operate',
    },
    {
      key: 'ignore',
      label: t('忽略', 'Ignore', '無視'),
      set: { status: 'IGNORED' },
      when: { status: ['UNRESOLVED'] },
      confirm: t(
        '忽略后不再告警，确定？',
        'It will no longer alert. Ignore it?',
        '以後アラートしません。無視しますか？',
      ),
      authority: 'deploy:operate',
    },
    {
      key: 'reopen',
      label: t('重新打开', 'Reopen', '再オープン'),
      set: { status: 'UNRESOLVED' },
      when: { status: ['RESOLVED', 'IGNORED'] },
      authority: 'deploy:operate',
    },
  ],
});
