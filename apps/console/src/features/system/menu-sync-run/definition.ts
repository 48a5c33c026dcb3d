import { menuSyncRunResource, type menuSyncScopes, type menuSyncStatuses } from '@opsdesk/api';
import type { Title } from '../../../catalogue/types';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  cloudEnvField,
  cloudEnvsField,
  datetime,
  menuPlatformOptions,
  numberField,
  options,
  remarkField,
  select,
  t,
  tags,
  textarea,
  userField,
} from '../shared';

const scopeOptions = options<(typeof menuSyncScopes)[number]>({
  FULL: ['全量', 'Full', '全量'],
  INCREMENTAL: ['增量', 'Incremental', '差分'],
  SELECTED: ['指定项', 'Selected items', '指定項目'],
});

const statusOptions = options<(typeof menuSyncStatuses)[number]>({
  PENDING: ['待执行', 'Pending', '待機中', 'neutral'],
  RUNNING: ['同步中', 'Running', '同期中', 'warning'],
  SUCCEEDED: ['成功', 'Succeeded', '成功', 'success'],
  PARTIAL: ['部分成功', 'Partly succeeded', '一部成功', 'warning'],
  FAILED: ['失败', 'Failed', '失敗', 'danger'],
  CANCELLED: ['已取消', 'Cancelled', '取消', 'neutral'],
});

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
      runNo: { label: t('同步单号', 'Run no.', '同期番号'), display: 'code', readOnly: true },
      syncType: select(t('同步类型', 'Kind', '同期種別'), [
        { value: 'MENU', label: t('菜单同步', 'Menus', 'メニュー同期') },
        { value: 'APP', label: t('APP 配置同步', 'App configuration', 'アプリ設定同期') },
      ]),
      sourceEnv: cloudEnvField(t('源环境', 'Source', '同期元')),
      targetEnvs: cloudEnvsField(t('目标环境', 'Targets', '同期先')),
      scope: select(t('同步范围', 'Scope', '範囲'), scopeOptions),
      platform: select(t('平台', 'Platform', 'プラットフォーム'), menuPlatformOptions),
      itemKeys: tags(t('同步项', 'Items', '同期項目'), {
        help: t(
          '范围为“指定项”时填写菜单编码或子应用编码',
          'Menu keys or sub-application codes, for a run of selected items',
          '「指定項目」のときにメニューキーまたはサブアプリコードを入力',
        ),
      }),
      status: { ...select(t('状态', 'Status', 'ステータス'), statusOptions, 'status'), readOnly: true },
      startedAt: datetime(t('开始时间', 'Started', '開始日時'), { readOnly: true }),
      finishedAt: datetime(t('结束时间', 'Finished', '終了日時'), { readOnly: true }),
      totalCount: numberField(t('总数', 'Total', '総数'), { readOnly: true }),
      successCount: numberField(t('成功数', 'Succeeded', '成功数'), { readOnly: true }),
      failedCount: numberField(t('失败数', 'Failed', '失敗数'), { readOnly: true }),
      operatorId: userField(t('操作人', 'Operator', '実行者')),
      errorMessage: textarea(t('错误信息', 'Errors', 'エラー'), 4, { readOnly: true }),
      remark: remarkField,
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
