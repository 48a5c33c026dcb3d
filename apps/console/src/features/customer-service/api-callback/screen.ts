import { csApiCallbackResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: csApiCallbackResource,
  title: t('自定义接口回调', 'Custom API callbacks', 'カスタムAPIコールバック'),
  recordName: t('接口回调', 'Callback', 'コールバック'),
  fields: {
    callbackUrl: { width: 280 },
    lastCallAt: readOnly,
    lastCallResult: readOnly,
  },
  columns: [
    'callbackName',
    'tenantId',
    'eventType',
    'callbackUrl',
    'authType',
    'lastCallAt',
    'lastCallResult',
    'enabled',
  ],
  filters: ['tenantId', 'eventType', 'lastCallResult', 'enabled'],
  form: [
    {
      title: t('回调', 'Callback', 'コールバック'),
      fields: ['tenantId', 'callbackName', 'eventType', 'description', 'enabled'],
    },
    {
      title: t('接口', 'Endpoint', 'エンドポイント'),
      fields: ['callbackUrl', 'httpMethod', 'authType', 'timeoutSeconds', 'retryTimes', 'contactEmail'],
    },
  ],
  detail: [
    {
      key: 'callback',
      title: t('回调', 'Callback', 'コールバック'),
      sections: [
        { fields: ['tenantId', 'callbackName', 'eventType', 'description', 'enabled'] },
        {
          title: t('接口', 'Endpoint', 'エンドポイント'),
          fields: ['callbackUrl', 'httpMethod', 'authType', 'timeoutSeconds', 'retryTimes', 'contactEmail'],
        },
        { title: t('调用情况', 'Calls', '呼出状況'), fields: ['lastCallAt', 'lastCallResult'] },
      ],
    },
  ],
  routes: { list: 'customized-api-callback' },
  defaults: { httpMethod: 'POST', authType: 'SIGNATURE', lastCallResult: 'NEVER' },
  enabledField: 'enabled',
});
