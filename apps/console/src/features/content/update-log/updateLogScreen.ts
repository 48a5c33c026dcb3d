import { updateLogResource } from '@opsdesk/api';
import type { Title } from '../../../catalogue/types';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { publishActions } from '../publishWorkflow';

const updateLog = t('更新日志', 'Update log', '更新履歴');

/**
 * The screen of one update-log list (the stand-alone list, or the one of help and feedback): the
 * same resource with its channel fixed. The spec gives these lists a new and a detail route only.
 */
export function updateLogScreen(channel: 'SINGLE' | 'HELP_FEEDBACK', listTitle: Title, listKey: string) {
  return defineScreen({
    resource: updateLogResource,
    title: listTitle,
    recordName: updateLog,
    fields: {
      channel: readOnly,
      releaseVersion: { width: 110 },
      summary: { input: { type: 'textarea', rows: 3 } },
      status: readOnly,
    },
    columns: ['releaseVersion', 'title', 'type', 'releaseDate', 'language', 'notifyUsers', 'status'],
    filters: ['type', 'language', 'status', 'releaseDate'],
    form: [
      {
        title: t('版本', 'Release', 'リリース'),
        fields: ['type', 'releaseVersion', 'title', 'releaseDate', 'language', 'notifyUsers'],
      },
      { title: t('更新内容', 'Release notes', '更新内容'), fields: ['summary', 'highlights', 'content'] },
    ],
    detail: [
      {
        key: 'release',
        title: updateLog,
        sections: [
          { fields: ['type', 'releaseVersion', 'title', 'releaseDate', 'language', 'notifyUsers', 'status'] },
          {
            title: t('更新内容', 'Release notes', '更新内容'),
            fields: ['summary', 'highlights', 'content'],
          },
        ],
      },
    ],
    routes: { list: listKey, create: `${listKey}-new`, detail: `${listKey}-detail` },
    fixed: { channel },
    defaults: { type: 'WEB', language: 'zh_cn', highlights: [], notifyUsers: false, status: 'DRAFT' },
    statusField: 'status',
    actions: publishActions(updateLog),
  });
}
