import { sentryEventResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { codeText, datetime, deployEnvOptions, linkField, select, t, tags, textarea } from '../shared';
import { sentryLevelOptions } from '../sentry-project/labels';

/** The events of an issue: labels for the bespoke `sentry-issue-event` screen (issues-event). */
export const screen = defineScreen({
  resource: sentryEventResource,
  title: t('事件', 'Events', 'イベント'),
  recordName: t('事件', 'Event', 'イベント'),
  fields: {
    projectName: codeText(t('项目', 'Project', 'プロジェクト')),
    issueShortId: codeText(t('问题编号', 'Issue', '問題番号')),
    eventId: codeText(t('事件 ID', 'Event id', 'イベント ID')),
    timestamp: datetime(t('发生时间', 'Time', '発生日時')),
    level: select(t('级别', 'Level', 'レベル'), sentryLevelOptions, 'status'),
    message: textarea(t('消息', 'Message', 'メッセージ'), 2),
    exceptionType: codeText(t('异常类型', 'Exception', '例外の種類')),
    exceptionValue: textarea(t('异常信息', 'Exception message', '例外メッセージ'), 2),
    stackTrace: textarea(t('堆栈', 'Stack trace', 'スタックトレース'), 16),
    breadcrumbs: textarea(t('面包屑', 'Breadcrumbs', 'ブレッドクラム'), 10),
    tags: tags(t('标签', 'Tags', 'タグ')),
    environment: select(t('环境', 'Environment', '環境'), deployEnvOptions),
    release: codeText(t('版本', 'Release', 'リリース')),
    userId: { label: t('用户 ID', 'User id', 'ユーザー ID') },
    userEmail: { label: t('用户邮箱', 'User e-mail', 'ユーザーのメール') },
    userIp: codeText(t('IP 地址', 'IP address', 'IP アドレス')),
    tenantCode: codeText(t('租户编码', 'Tenant code', 'テナントコード')),
    browser: { label: t('浏览器', 'Browser', 'ブラウザ') },
    os: { label: t('操作系统', 'Operating system', 'OS') },
    url: linkField(t('页面地址', 'URL', 'URL')),
  },
  columns: ['timestamp', 'eventId', 'level', 'message', 'environment', 'release', 'userEmail'],
  filters: ['level', 'environment', 'release', 'tenantCode', 'timestamp'],
  form: [
    {
      fields: [
        'projectName',
        'issueShortId',
        'eventId',
        'timestamp',
        'level',
        'message',
        'exceptionType',
        'exceptionValue',
        'stackTrace',
        'breadcrumbs',
        'tags',
        'environment',
        'release',
        'userId',
        'userEmail',
        'userIp',
        'tenantCode',
        'browser',
        'os',
        'url',
      ],
    },
  ],
  detail: [
    {
      key: 'exception',
      title: t('异常', 'Exception', '例外'),
      sections: [
        { fields: ['timestamp', 'level', 'message', 'exceptionType', 'exceptionValue', 'stackTrace'] },
      ],
    },
    {
      key: 'breadcrumbs',
      title: t('面包屑', 'Breadcrumbs', 'ブレッドクラム'),
      sections: [{ fields: ['breadcrumbs'] }],
    },
    {
      key: 'context',
      title: t('上下文', 'Context', 'コンテキスト'),
      sections: [
        {
          title: t('版本与环境', 'Release and environment', 'リリースと環境'),
          fields: ['environment', 'release', 'tags'],
        },
        {
          title: t('用户', 'User', 'ユーザー'),
          fields: ['userId', 'userEmail', 'userIp', 'tenantCode', 'browser', 'os', 'url'],
        },
      ],
    },
  ],
  routes: { list: 'issues-list', detail: 'issues-event' },
});
