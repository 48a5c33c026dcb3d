import { sentryEventResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** The events of an issue: labels for the bespoke `sentry-issue-event` screen (issues-event). */
export const screen = defineScreen({
  resource: sentryEventResource,
  title: t('事件', 'Events', 'イベント'),
  recordName: t('事件', 'Event', 'イベント'),
  fields: {
    stackTrace: { input: { type: 'textarea', rows: 16 } },
    breadcrumbs: { input: { type: 'textarea', rows: 10 } },
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
