import { sentryIssueResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { codeText, datetime, deployEnvOptions, numberField, select, t, tags, userField } from '../shared';
import { sentryIssueStatusOptions, sentryLevelOptions } from '../sentry-project/labels';

/**
 * The issues of the error-monitoring projects: labels, columns and actions for the bespoke
 * `sentry-issues` screen (issues-list), which lists one project's issues.
 */
export const screen = defineScreen({
  resource: sentryIssueResource,
  title: t('问题列表', 'Issues', '問題一覧'),
  recordName: t('问题', 'Issue', '問題'),
  fields: {
    projectName: codeText(t('项目', 'Project', 'プロジェクト'), { readOnly: true }),
    shortId: codeText(t('问题编号', 'Issue', '問題番号'), { readOnly: true }),
    title: { label: t('问题', 'Title', 'タイトル'), readOnly: true },
    culprit: { label: t('发生位置', 'Culprit', '発生箇所'), display: 'code', readOnly: true },
    level: { ...select(t('级别', 'Level', 'レベル'), sentryLevelOptions, 'status'), readOnly: true },
    status: {
      ...select(t('状态', 'Status', 'ステータス'), sentryIssueStatusOptions, 'status'),
      readOnly: true,
    },
    count: numberField(t('事件数', 'Events', 'イベント数'), { readOnly: true }),
    userCount: numberField(t('影响用户', 'Users', '影響ユーザー'), { readOnly: true }),
    firstSeen: datetime(t('首次出现', 'First seen', '初回発生'), { readOnly: true }),
    lastSeen: datetime(t('最近出现', 'Last seen', '最終発生'), { readOnly: true }),
    environment: { ...select(t('环境', 'Environment', '環境'), deployEnvOptions), readOnly: true },
    release: codeText(t('版本', 'Release', 'リリース'), { readOnly: true }),
    assigneeId: userField(t('处理人', 'Assignee', '担当者')),
    tags: tags(t('标签', 'Tags', 'タグ')),
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
