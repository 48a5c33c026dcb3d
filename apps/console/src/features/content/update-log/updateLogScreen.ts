import { updateLogResource } from '@opsdesk/api';
import type { Title } from '../../../catalogue/types';
import { defineScreen } from '../../../resources/defineScreen';
import { publishActions, readOnlyField, title } from '../options';

const updateLog = title('更新日志', 'Update log', '更新履歴');

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
      channel: { readOnly: true },
      releaseVersion: { width: 110 },
      summary: { input: { type: 'textarea', rows: 3 } },
      status: readOnlyField,
    },
    columns: ['releaseVersion', 'title', 'type', 'releaseDate', 'language', 'notifyUsers', 'status'],
    filters: ['type', 'language', 'status', 'releaseDate'],
    form: [
      {
        title: title('版本', 'Release', 'リリース'),
        fields: ['type', 'releaseVersion', 'title', 'releaseDate', 'language', 'notifyUsers'],
      },
      { title: title('更新内容', 'Release notes', '更新内容'), fields: ['summary', 'highlights', 'content'] },
    ],
    detail: [
      {
        key: 'release',
        title: updateLog,
        sections: [
          { fields: ['type', 'releaseVersion', 'title', 'releaseDate', 'language', 'notifyUsers', 'status'] },
          {
            title: title('更新内容', 'Release notes', '更新内容'),
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
