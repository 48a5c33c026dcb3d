import { subAppVersionRecordResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/** The version records of the sub-applications, newest first. */
export function versionRecordScreen(list: string) {
  return defineScreen({
    resource: subAppVersionRecordResource,
    title: t('版本记录', 'Version records', 'バージョン履歴'),
    recordName: t('版本记录', 'Version record', 'バージョン記録'),
    fields: {
      changeLog: { input: { type: 'textarea', rows: 5 } },
    },
    columns: [
      'releasedAt',
      'subAppCode',
      'cloud',
      'type',
      'releaseVersion',
      'releaseType',
      'status',
      'releasedById',
    ],
    filters: ['subAppCode', 'cloud', 'type', 'releaseType', 'status', 'releasedAt'],
    form: [
      {
        title: basicTitle,
        fields: ['subAppCode', 'cloud', 'type', 'releaseVersion', 'previousVersion', 'releaseType'],
      },
      {
        title: t('发布信息', 'Release', 'リリース情報'),
        fields: ['status', 'grayPercent', 'bundleUrl', 'releasedAt', 'releasedById', 'changeLog'],
      },
    ],
    routes: { list },
    defaults: { releaseType: 'RELEASE', status: 'RELEASED', grayPercent: 100 },
    statusField: 'status',
  });
}
