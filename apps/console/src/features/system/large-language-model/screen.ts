import { largeLanguageModelResource, type llmProviders, type llmUsageScenes } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  cloudEnvField,
  codeText,
  enabledField,
  linkField,
  multiSelect,
  numberField,
  options,
  remarkField,
  select,
  switchField,
  t,
} from '../shared';

const providerOptions = options<(typeof llmProviders)[number]>({
  OPENAI: ['OpenAI', 'OpenAI', 'OpenAI'],
  AZURE_OPENAI: ['Azure OpenAI', 'Azure OpenAI', 'Azure OpenAI'],
  ALIBABA_QWEN: ['阿里云通义千问', 'Alibaba Qwen', 'Alibaba Qwen'],
  BAIDU_ERNIE: ['百度文心', 'Baidu ERNIE', 'Baidu ERNIE'],
  ZHIPU_GLM: ['智谱 GLM', 'Zhipu GLM', 'Zhipu GLM'],
  DEEPSEEK: ['DeepSeek', 'DeepSeek', 'DeepSeek'],
  MOONSHOT: ['月之暗面 Kimi', 'Moonshot Kimi', 'Moonshot Kimi'],
  TENCENT_HUNYUAN: ['腾讯混元', 'Tencent Hunyuan', 'Tencent Hunyuan'],
});

const sceneOptions = options<(typeof llmUsageScenes)[number]>({
  INVOICE_OCR: ['发票识别', 'Invoice recognition', '請求書認識'],
  SMART_AUDIT: ['智能审核', 'Smart audit', 'スマート審査'],
  EXPENSE_ASSISTANT: ['报销助手', 'Expense assistant', '経費アシスタント'],
  CUSTOMER_SERVICE: ['智能客服', 'Customer service', 'カスタマーサポート'],
  TRANSLATION: ['多语言翻译', 'Translation', '翻訳'],
  DATA_INSIGHT: ['数据洞察', 'Data insight', 'データ分析'],
});

const money = (label: ReturnType<typeof t>) => ({
  label,
  input: { type: 'money' as const },
  display: 'money' as const,
});

/** The large language models the AI features call: endpoint, limits, prices, scenes. */
export const screen = defineScreen({
  resource: largeLanguageModelResource,
  title: t('大模型管理', 'Large language models', '大規模言語モデル'),
  recordName: t('大模型', 'Model', 'モデル'),
  fields: {
    modelCode: codeText(t('模型编码', 'Code', 'モデルコード')),
    modelName: { label: t('模型名称', 'Name', 'モデル名') },
    provider: select(t('供应商', 'Provider', '提供元'), providerOptions),
    modelVersion: codeText(t('模型版本', 'Model version', 'モデルバージョン')),
    endpoint: linkField(t('接口地址', 'Endpoint', 'エンドポイント')),
    apiKeySecret: codeText(t('密钥名称', 'API key secret', 'API キーのシークレット名'), {
      help: t(
        '密钥保存在密钥管理服务中，此处只填名称',
        'The key stays in the secret store: give its name',
        'キーはシークレット管理に保存し、ここには名前のみ',
      ),
    }),
    cloudEnv: cloudEnvField(t('部署云环境', 'Cloud environment', 'クラウド環境')),
    contextWindow: numberField(
      t('上下文长度（tokens）', 'Context window (tokens)', 'コンテキスト長（トークン）'),
    ),
    maxOutputTokens: numberField(t('最大输出（tokens）', 'Max output (tokens)', '最大出力（トークン）')),
    inputPricePerMillion: money(
      t('输入单价（每百万 tokens）', 'Input price per million tokens', '入力単価（100 万トークン）'),
    ),
    outputPricePerMillion: money(
      t('输出单价（每百万 tokens）', 'Output price per million tokens', '出力単価（100 万トークン）'),
    ),
    currencyCode: { label: t('币种', 'Currency', '通貨'), input: { type: 'picker', picker: 'currency' } },
    usageScenes: multiSelect(t('适用场景', 'Used for', '利用シーン'), sceneOptions),
    rateLimitPerMinute: numberField(t('每分钟调用上限', 'Calls per minute', '毎分の呼び出し上限')),
    isDefault: switchField(t('默认模型', 'Default model', '既定モデル')),
    enabled: enabledField,
    remark: remarkField,
  },
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
