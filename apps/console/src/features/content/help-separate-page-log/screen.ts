import { helpSeparatePageLogResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** The separate page setup log: every change to a stand-alone page, for audits and rollbacks. */
export const screen = defineScreen({
  resource: helpSeparatePageLogResource,
  title: t('独立页面设置日志', 'Stand-alone page log', '独立ページ設定ログ'),
  recordName: t('操作记录', 'Log entry', '操作記録'),
  fields: {
    pageCode: { width: 140 },
    pageVersion: { width: 90 },
    summary: { input: { type: 'textarea', rows: 3 } },
  },
  columns: ['operatedAt', 'pageCode', 'pageName', 'operation', 'pageVersion', 'operatorName', 'summary'],
  filters: ['pageCode', 'operation', 'operatorName', 'operatedAt'],
  form: [
    { title: t('页面', 'Page', 'ページ'), fields: ['pageCode', 'pageName', 'pageVersion'] },
    {
      title: t('操作', 'Operation', '操作'),
      fields: ['operation', 'operatorName', 'operatorEmail', 'operatedAt', 'summary', 'spanId'],
    },
  ],
  routes: { list: 'separate-page-setup-log' },
});
