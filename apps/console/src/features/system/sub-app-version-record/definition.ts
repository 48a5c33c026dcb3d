import {
  subAppVersionRecordResource,
  type subAppReleaseTypes,
  type subAppVersionStatuses,
} from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  clientTypeOptions,
  cloudEnvField,
  codeText,
  datetime,
  linkField,
  numberField,
  options,
  select,
  t,
  textarea,
  userField,
} from '../shared';

const releaseTypeOptions = options<(typeof subAppReleaseTypes)[number]>({
  RELEASE: ['常规发布', 'Release', '通常リリース'],
  HOTFIX: ['热修复', 'Hotfix', 'ホットフィックス'],
  GRAY: ['灰度发布', 'Gray release', 'グレーリリース'],
  ROLLBACK: ['回滚', 'Rollback', 'ロールバック'],
});

const statusOptions = options<(typeof subAppVersionStatuses)[number]>({
  GRAY: ['灰度中', 'In gray', 'グレー中', 'warning'],
  RELEASED: ['已发布', 'Released', 'リリース済み', 'success'],
  ROLLED_BACK: ['已回滚', 'Rolled back', 'ロールバック済み', 'neutral'],
  FAILED: ['发布失败', 'Failed', '失敗', 'danger'],
});

/** The version records of the sub-applications, newest first. */
export function versionRecordScreen(list: string) {
  return defineScreen({
    resource: subAppVersionRecordResource,
    title: t('版本记录', 'Version records', 'バージョン履歴'),
    recordName: t('版本记录', 'Version record', 'バージョン記録'),
    fields: {
      subAppCode: {
        label: t('子应用', 'Sub-application', 'サブアプリ'),
        input: {
          type: 'resource',
          resource: 'sub-application',
          valueField: 'subAppCode',
          labelField: 'subAppName',
        },
        display: 'code',
      },
      cloud: cloudEnvField(),
      type: select(t('端类型', 'Client', 'クライアント'), clientTypeOptions),
      releaseVersion: codeText(t('版本号', 'Version', 'バージョン')),
      previousVersion: codeText(t('上一版本', 'Previous version', '前バージョン')),
      releaseType: select(t('发布类型', 'Release type', 'リリース種別'), releaseTypeOptions),
      status: select(t('状态', 'Status', 'ステータス'), statusOptions, 'status'),
      grayPercent: numberField(t('灰度比例（%）', 'Gray share (%)', 'グレー比率（%）')),
      bundleUrl: linkField(t('资源包地址', 'Bundle URL', 'バンドル URL')),
      releasedAt: datetime(t('发布时间', 'Released at', 'リリース日時')),
      releasedById: userField(t('发布人', 'Released by', 'リリース担当')),
      changeLog: textarea(t('更新说明', 'Change log', '変更内容'), 5),
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
