import { sentryProjectResource, type sentryPlatforms } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  cloudEnvField,
  codeText,
  datetime,
  enabledField,
  linkField,
  numberField,
  options,
  select,
  t,
  userField,
} from '../shared';

const platformOptions = options<(typeof sentryPlatforms)[number]>({
  JAVASCRIPT_REACT: ['React', 'React', 'React'],
  NODE: ['Node.js', 'Node.js', 'Node.js'],
  JAVA_SPRING: ['Java Spring', 'Java Spring', 'Java Spring'],
  IOS: ['iOS', 'iOS', 'iOS'],
  ANDROID: ['Android', 'Android', 'Android'],
  FLUTTER: ['Flutter', 'Flutter', 'Flutter'],
  PYTHON: ['Python', 'Python', 'Python'],
});

/** The projects reporting to error monitoring; a project opens its issues list (/main/sentry/:projectName/issues-list). */
export const screen = defineScreen({
  resource: sentryProjectResource,
  title: t('错误监控', 'Error monitoring', 'エラー監視'),
  recordName: t('监控项目', 'Project', 'プロジェクト'),
  fields: {
    projectName: codeText(t('项目标识', 'Project', 'プロジェクト')),
    displayName: { label: t('项目名称', 'Name', '名称') },
    platform: select(t('平台', 'Platform', 'プラットフォーム'), platformOptions),
    team: { label: t('所属团队', 'Team', 'チーム') },
    ownerId: userField(t('负责人', 'Owner', '担当者')),
    cloudEnv: cloudEnvField(),
    repositoryUrl: linkField(t('代码仓库', 'Repository', 'リポジトリ')),
    unresolvedIssues: numberField(t('未解决问题', 'Unresolved issues', '未解決の問題'), { readOnly: true }),
    eventsLast24h: numberField(t('24 小时事件数', 'Events (24 h)', '24 時間のイベント'), { readOnly: true }),
    lastEventAt: datetime(t('最近事件', 'Last event', '最新イベント'), { readOnly: true }),
    alertEmail: { label: t('告警邮箱', 'Alert e-mail', 'アラートメール') },
    enabled: enabledField,
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
