import { subAppButtonPriorityResource } from '@opsdesk/api';
import { t } from '../../../resources/kit';
import type { ResourceRoutes } from '../../../resources/types';
import { defineScreen } from '../../../resources/defineScreen';
import { basicTitle } from '../tabTitles';

/** The button priority of a sub-application's widget: opened from the sub-application screens. */
export function buttonPriorityScreen(routes: ResourceRoutes) {
  return defineScreen({
    resource: subAppButtonPriorityResource,
    title: t('按钮优先级', 'Button priority', 'ボタン優先度'),
    recordName: t('按钮优先级', 'Button priority', 'ボタン優先度'),
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
