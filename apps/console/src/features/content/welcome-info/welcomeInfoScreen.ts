import { welcomeInfoResource } from '@opsdesk/api';
import type { Title } from '../../../catalogue/types';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { audienceSection } from '../audience';

const welcome = t('欢迎语', 'Welcome text', 'ウェルカムメッセージ');

/**
 * Welcome info: the texts in use (`archived: false`) and their history (`archived: true`), the same
 * resource with the flag fixed per list.
 */
export function welcomeInfoScreen(
  archived: boolean,
  listTitle: Title,
  routes: { readonly list: string; readonly detail: string },
) {
  return defineScreen({
    resource: welcomeInfoResource,
    title: listTitle,
    recordName: welcome,
    fields: {
      welcomeCode: { width: 140 },
      status: readOnly,
      archived: readOnly,
    },
    columns: ['welcomeCode', 'title', 'greeting', 'client', 'language', 'startDate', 'endDate', 'status'],
    filters: ['client', 'language', 'audience', 'status', 'startDate'],
    form: [
      {
        title: welcome,
        fields: ['welcomeCode', 'title', 'greeting', 'backgroundImageOid', 'client', 'language'],
      },
      { title: t('生效时间', 'Validity', '有効期間'), fields: ['startDate', 'endDate'] },
      audienceSection,
    ],
    detail: [
      {
        key: 'welcome',
        title: welcome,
        sections: [
          {
            fields: [
              'welcomeCode',
              'title',
              'greeting',
              'backgroundImageOid',
              'client',
              'language',
              'status',
              'archived',
            ],
          },
          { title: t('生效时间', 'Validity', '有効期間'), fields: ['startDate', 'endDate'] },
          audienceSection,
        ],
      },
    ],
    routes,
    fixed: { archived },
    defaults: { client: 'ALL', language: 'zh_cn', audience: 'ALL', status: 'DRAFT' },
    statusField: 'status',
    actions: archived
      ? []
      : [
          {
            key: 'online',
            label: t('启用', 'Put in use', '使用開始'),
            set: { status: 'ONLINE' },
            when: { status: ['DRAFT', 'OFFLINE'] },
            confirm: t(
              '启用后用户首页将显示该欢迎语，确定启用？',
              'Users will see it on their home page. Put it in use?',
              'ホーム画面に表示されます。使用を開始しますか？',
            ),
            tone: 'primary',
          },
          {
            key: 'offline',
            label: t('停用', 'Stop', '停止'),
            set: { status: 'OFFLINE' },
            when: { status: ['ONLINE'] },
            confirm: t(
              '确定停用该欢迎语？',
              'Stop showing this welcome text?',
              'このメッセージの表示を停止しますか？',
            ),
          },
          {
            key: 'archive',
            label: t('归档', 'Archive', 'アーカイブ'),
            set: { archived: true, status: 'OFFLINE' },
            when: { status: ['DRAFT', 'OFFLINE'] },
            confirm: t(
              '归档后将移入历史记录，确定归档？',
              'It moves to the history. Archive it?',
              '履歴に移動します。アーカイブしますか？',
            ),
            tone: 'danger',
          },
        ],
  });
}
