import { menuSyncRunResource } from '@opsdesk/api';
import type { Title } from '../../../catalogue/types';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/** A sync-run list: menus (menu-async) or APP configuration (app-synchronous), fixed by the route. */
export function syncRunScreen(variant: {
  readonly syncType: 'MENU' | 'APP';
  readonly title: Title;
  readonly list: string;
}) {
  return defineScreen({
    resource: menuSyncRunResource,
    title: variant.title,
    recordName: t('同步任务', 'Sync run', '同期タスク'),
    fields: {
      status: readOnly,
      startedAt: readOnly,
      finishedAt: readOnly,
      totalCount: readOnly,
      successCount: readOnly,
      failedCount: readOnly,
      errorMessage: readOnly,
    },
    columns: [
      'runNo',
      'sourceEnv',
      'targetEnvs',
      'scope',
      'platform',
      'status',
      'startedAt',
      'finishedAt',
      'successCount',
      'failedCount',
      'operatorId',
    ],
    filters: ['status', 'sourceEnv', 'platform', 'operatorId', 'startedAt'],
    form: [
      {
        title: basicTitle,
        fields: ['runNo', 'sourceEnv', 'targetEnvs', 'platform', 'scope', 'itemKeys', 'operatorId', 'remark'],
      },
    ],
    detail: [
      {
        key: 'basic',
        title: basicTitle,
        sections: [
          {
            fields: [
              'runNo',
              'syncType',
              'sourceEnv',
              'targetEnvs',
              'platform',
              'scope',
              'itemKeys',
              'operatorId',
              'remark',
            ],
          },
        ],
      },
      {
        key: 'result',
        title: t('同步结果', 'Result', '同期結果'),
        sections: [
          {
            fields: [
              'status',
              'startedAt',
              'finishedAt',
              'totalCount',
              'successCount',
              'failedCount',
              'errorMessage',
            ],
          },
        ],
      },
    ],
    routes: { list: variant.list },
    fixed: { syncType: variant.syncType },
    defaults: {
      scope: 'INCREMENTAL',
      platform: variant.syncType === 'MENU' ? 'OPERATION_PLATFORM' : 'MOBILE_APP',
    },
    statusField: 'status',
    actions: [
      {
        key: 'cancel',
        label: t('取消同步', 'Cancel', '取消'),
        set: { status: 'CANCELLED' },
        when: { status: ['PENDING', 'RUNNING'] },
        confirm: t('确定取消本次同步？', 'Cancel this sync run?', 'この同期を取り消しますか？'),
        tone: 'danger',
      },
      {
        key: 'retry',
        label: t('重新同步', 'Retry', '再同期'),
        set: { status: 'PENDING' },
        when: { status: ['FAILED', 'PARTIAL'] },
        confirm: t('确定重新同步失败项？', 'Run the failed items again?', '失敗した項目を再同期しますか？'),
        tone: 'primary',
      },
    ],
  });
}
