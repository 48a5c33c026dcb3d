import { helpSeparatePageLogResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { option, title } from '../options';

/** The separate page setup log: every change to a stand-alone page, for audits and rollbacks. */
export const screen = defineScreen({
  resource: helpSeparatePageLogResource,
  title: title('独立页面设置日志', 'Stand-alone page log', '独立ページ設定ログ'),
  recordName: title('操作记录', 'Log entry', '操作記録'),
  fields: {
    pageCode: {
      label: title('页面编码', 'Page code', 'ページコード'),
      input: {
        type: 'resource',
        resource: 'help-separate-page',
        valueField: 'pageCode',
        labelField: 'pageName',
      },
      display: 'code',
      width: 140,
    },
    pageName: { label: title('页面名称', 'Page name', 'ページ名') },
    operation: {
      label: title('操作类型', 'Operation', '操作'),
      input: {
        type: 'select',
        options: [
          option('CREATE', '新建', 'Created', '作成', 'info'),
          option('UPDATE', '修改', 'Updated', '更新', 'info'),
          option('PUBLISH', '发布', 'Published', '公開', 'success'),
          option('OFFLINE', '下线', 'Taken offline', '公開停止', 'warning'),
          option('ROLLBACK', '回滚', 'Rolled back', 'ロールバック', 'warning'),
          option('DELETE', '删除', 'Deleted', '削除', 'danger'),
        ],
      },
      display: 'status',
    },
    pageVersion: { label: title('页面版本', 'Page version', 'ページ版'), width: 90 },
    operatorName: { label: title('操作人', 'Operator', '操作者') },
    operatorEmail: { label: title('操作人邮箱', 'Operator e-mail', '操作者メール') },
    operatedAt: { label: title('操作时间', 'Time', '操作日時'), input: { type: 'datetime' } },
    summary: { label: title('变更摘要', 'Summary', '変更概要'), input: { type: 'textarea', rows: 3 } },
    spanId: { label: title('链路 ID', 'Span ID', 'スパン ID'), display: 'code' },
  },
  columns: ['operatedAt', 'pageCode', 'pageName', 'operation', 'pageVersion', 'operatorName', 'summary'],
  filters: ['pageCode', 'operation', 'operatorName', 'operatedAt'],
  form: [
    { title: title('页面', 'Page', 'ページ'), fields: ['pageCode', 'pageName', 'pageVersion'] },
    {
      title: title('操作', 'Operation', '操作'),
      fields: ['operation', 'operatorName', 'operatorEmail', 'operatedAt', 'summary', 'spanId'],
    },
  ],
  routes: { list: 'separate-page-setup-log' },
});
