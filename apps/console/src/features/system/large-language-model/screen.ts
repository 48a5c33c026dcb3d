import { largeLanguageModelResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/** The large language models the AI features call: endpoint, limits, prices, scenes. */
export const screen = defineScreen({
  resource: largeLanguageModelResource,
  title: t('大模型管理', 'Large language models', '大規模言語モデル'),
  recordName: t('大模型', 'Model', 'モデル'),
  columns: [
    'modelName',
    'modelCode',
    'provider',
    'modelVersion',
    'cloudEnv',
    'contextWindow',
    'usageScenes',
    'isDefault',
    'enabled',
  ],
  filters: ['provider', 'cloudEnv', 'isDefault', 'enabled'],
  form: [
    {
      title: basicTitle,
      fields: ['modelCode', 'modelName', 'provider', 'modelVersion', 'endpoint', 'apiKeySecret', 'cloudEnv'],
    },
    {
      title: t('容量与价格', 'Limits and prices', '上限と価格'),
      fields: [
        'contextWindow',
        'maxOutputTokens',
        'rateLimitPerMinute',
        'inputPricePerMillion',
        'outputPricePerMillion',
        'currencyCode',
      ],
    },
    { title: t('使用', 'Use', '利用'), fields: ['usageScenes', 'isDefault', 'enabled', 'remark'] },
  ],
  routes: { list: 'large-language-model' },
  defaults: { currencyCode: 'CNY' },
  enabledField: 'enabled',
});
