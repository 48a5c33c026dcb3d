import { subAppButtonPriorityResource, type subAppWidgetTypes } from '@opsdesk/api';
import type { ResourceRoutes } from '../../../resources/types';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  clientTypeOptions,
  cloudEnvField,
  codeText,
  enabledField,
  numberField,
  options,
  remarkField,
  select,
  t,
  tags,
} from '../shared';

const widgetTypeOptions = options<(typeof subAppWidgetTypes)[number]>({
  CARD: ['卡片', 'Card', 'カード'],
  LIST: ['列表', 'List', 'リスト'],
  FORM: ['表单', 'Form', 'フォーム'],
  DETAIL: ['详情', 'Detail', '詳細'],
  TOOLBAR: ['工具栏', 'Toolbar', 'ツールバー'],
});

/** The button priority of a sub-application's widget: opened from the sub-application screens. */
export function buttonPriorityScreen(routes: ResourceRoutes) {
  return defineScreen({
    resource: subAppButtonPriorityResource,
    title: t('按钮优先级', 'Button priority', 'ボタン優先度'),
    recordName: t('按钮优先级', 'Button priority', 'ボタン優先度'),
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
      widgetId: codeText(t('组件 ID', 'Widget id', 'ウィジェット ID')),
      widgetName: { label: t('组件名称', 'Widget', 'ウィジェット名') },
      widgetType: select(t('组件类型', 'Widget type', 'ウィジェット種別'), widgetTypeOptions),
      buttonCodes: tags(t('按钮（按优先级）', 'Buttons, by priority', 'ボタン（優先順）'), {
        help: t('排在前面的按钮优先展示', 'The first button shows first', '先頭のボタンから表示されます'),
      }),
      defaultButtonCode: codeText(t('默认按钮', 'Default button', '既定ボタン')),
      maxVisible: numberField(t('最多展示', 'Visible buttons', '表示数'), {
        help: t('超出部分收进“更多”', 'The rest fold into “More”', '超過分は「その他」に収納'),
      }),
      enabled: enabledField,
      remark: remarkField,
    },
    columns: [
      'widgetName',
      'widgetId',
      'subAppCode',
      'cloud',
      'type',
      'widgetType',
      'buttonCodes',
      'enabled',
    ],
    filters: ['subAppCode', 'cloud', 'type', 'widgetType', 'enabled'],
    form: [
      { title: basicTitle, fields: ['subAppCode', 'cloud', 'type', 'widgetId', 'widgetName', 'widgetType'] },
      {
        title: t('按钮顺序', 'Button order', 'ボタン順'),
        fields: ['buttonCodes', 'defaultButtonCode', 'maxVisible', 'enabled', 'remark'],
      },
    ],
    routes,
    defaults: { widgetType: 'CARD', maxVisible: 3 },
    enabledField: 'enabled',
  });
}
