import { z } from 'zod';
import { described } from '../../commonFields';
import { defineResource } from '../../define';
import { defineEnum, words } from '../../describe';
import { code, currencyCode, date, enabled, money, optionalText, text, webAddress } from '../../fields';
import {
  backendUser,
  backendUserId,
  cloudEnvCode,
  cloudEnvCodes,
  cloudEnvironment,
  cloudEnvironments,
  codeField,
  dateField,
  explanation,
  field,
  functionPackage,
  longText,
  menuControl,
  numberField,
  sortOrder,
  statusLabel,
  units,
  urlField,
} from './common';

// The system area's product and service catalogue (§2.12): service types, services and large
// language models.

const serviceTypeReference = {
  resource: 'service-type',
  valueField: 'typeCode',
  labelField: 'typeName',
} as const;

// ---------------------------------------------------------------------------------------------
// Product and service catalogue (§2.12)

export const serviceCategory = /* @__PURE__ */ defineEnum({
  TRAVEL: { words: words('商旅出行', 'Travel', '出張・移動', '商旅出行', 'Viaggi') },
  EXPENSE: { words: words('费用管控', 'Expense', '経費管理', '費用管控', 'Spese') },
  FINANCE: { words: words('财务服务', 'Finance', '財務サービス', '財務服務', 'Servizi finanziari') },
  VALUE_ADDED: {
    words: words('增值服务', 'Value-added', '付加価値サービス', '加值服務', 'Servizi a valore aggiunto'),
  },
  AI: { words: words('智能服务', 'AI', 'AI サービス', '智慧服務', 'IA') },
});
export const serviceCategories = serviceCategory.values;

/** A kind of service the platform offers (flights, hotels, invoice verification...). */
export const serviceTypeResource = defineResource({
  name: 'service-type',
  scope: 'global',
  schema: z.object({
    typeCode: code(32),
    typeName: text(40),
    typeNameEn: optionalText(80),
    category: z.enum(serviceCategories),
    parentTypeCode: code(32).optional(),
    icon: code(40).optional(),
    sortOrder: z.number().int().min(0).max(9999).default(0),
    enabled,
    description: optionalText(500),
  }),
  permissions: menuControl,
  title: 'typeName',
  keyword: ['typeCode', 'typeName', 'typeNameEn'],
  filters: { category: 'eq', parentTypeCode: 'eq', enabled: 'eq' },
  sortable: ['typeCode', 'typeName', 'sortOrder'],
  unique: [['typeCode']],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
  importable: true,
  fields: {
    typeCode: codeField(words('类型编码', 'Code', '種別コード', '類型代碼', 'Codice')),
    typeName: field(words('类型名称', 'Name', '種別名', '類型名稱', 'Nome')),
    typeNameEn: described.nameEn,
    category: field(words('服务大类', 'Category', 'カテゴリ', '服務大類', 'Categoria'), {
      enum: serviceCategory.words,
    }),
    parentTypeCode: field(words('上级类型', 'Parent type', '上位種別', '上層類型', 'Tipo superiore'), {
      reference: serviceTypeReference,
    }),
    icon: codeField(words('图标', 'Icon', 'アイコン', '圖示', 'Icona')),
    sortOrder,
    enabled: described.enabled,
    description: explanation,
  },
});

export const serviceChargeMode = /* @__PURE__ */ defineEnum({
  FREE: { words: words('免费', 'Free', '無料', '免費', 'Gratuito') },
  PER_USE: { words: words('按次计费', 'Per use', '従量課金', '按次計費', 'A consumo') },
  PER_SEAT: { words: words('按账号计费', 'Per seat', 'アカウント課金', '按帳號計費', 'Per account') },
  PER_ORDER: { words: words('按订单计费', 'Per order', '注文ごと', '按訂單計費', 'Per ordine') },
  PACKAGE: { words: words('套餐', 'Package', 'パッケージ', '套餐', 'Pacchetto') },
});
export const serviceChargeModes = serviceChargeMode.values;
export const serviceInfoStatus = /* @__PURE__ */ defineEnum({
  DEVELOPING: { words: words('开发中', 'In development', '開発中', '開發中', 'In sviluppo'), tone: 'info' },
  ONLINE: { words: words('已上线', 'Online', '提供中', '已上線', 'Online'), tone: 'success' },
  OFFLINE: { words: words('已下线', 'Offline', '提供終了', '已下線', 'Offline'), tone: 'neutral' },
});
export const serviceInfoStatuses = serviceInfoStatus.values;

/** A service the platform sells or runs, of a service type, with its supplier and price. */
export const serviceInfoResource = defineResource({
  name: 'service-info',
  scope: 'global',
  schema: z.object({
    serviceCode: code(32),
    serviceName: text(60),
    serviceNameEn: optionalText(100),
    serviceTypeCode: code(32),
    supplierName: optionalText(100),
    chargeMode: z.enum(serviceChargeModes),
    unitPrice: money.optional(),
    currencyCode: currencyCode.default('CNY'),
    functionPackageCode: code(32).optional(),
    cloudEnvs: cloudEnvCodes,
    ownerId: backendUserId,
    status: z.enum(serviceInfoStatuses).default('DEVELOPING'),
    launchDate: date.optional(),
    description: optionalText(1000),
  }),
  permissions: menuControl,
  title: 'serviceName',
  keyword: ['serviceCode', 'serviceName', 'supplierName'],
  filters: { serviceTypeCode: 'eq', chargeMode: 'eq', status: 'in', ownerId: 'eq', launchDate: 'range' },
  sortable: ['serviceCode', 'serviceName', 'launchDate', 'unitPrice'],
  unique: [['serviceCode']],
  importable: true,
  fields: {
    serviceCode: codeField(words('服务编码', 'Code', 'サービスコード', '服務代碼', 'Codice')),
    serviceName: field(words('服务名称', 'Name', 'サービス名', '服務名稱', 'Nome')),
    serviceNameEn: described.nameEn,
    serviceTypeCode: field(
      words('服务类型', 'Service type', 'サービス種別', '服務類型', 'Tipo di servizio'),
      {
        reference: serviceTypeReference,
      },
    ),
    supplierName: field(words('供应商', 'Supplier', '提供元', '供應商', 'Fornitore')),
    chargeMode: field(words('计费方式', 'Charging', '課金方式', '計費方式', 'Tariffazione'), {
      enum: serviceChargeMode.words,
    }),
    unitPrice: field(words('单价', 'Unit price', '単価', '單價', 'Prezzo unitario'), {
      kind: 'money',
      currencyField: 'currencyCode',
    }),
    currencyCode: described.currencyCode,
    functionPackageCode: functionPackage(),
    cloudEnvs: cloudEnvironments(
      words('可用云环境', 'Available in', '提供クラウド', '可用雲端環境', 'Disponibile in'),
    ),
    ownerId: backendUser(
      words('产品负责人', 'Product owner', '担当者', '產品負責人', 'Responsabile di prodotto'),
    ),
    status: field(statusLabel, { enum: serviceInfoStatus.words }),
    launchDate: dateField(words('上线日期', 'Launch date', '提供開始日', '上線日期', 'Data di lancio')),
    description: longText(words('服务说明', 'Description', '説明', '服務說明', 'Descrizione')),
  },
});

export const llmProvider = /* @__PURE__ */ defineEnum({
  OPENAI: { words: words('OpenAI', 'OpenAI', 'OpenAI', 'OpenAI', 'OpenAI') },
  AZURE_OPENAI: {
    words: words('Azure OpenAI', 'Azure OpenAI', 'Azure OpenAI', 'Azure OpenAI', 'Azure OpenAI'),
  },
  ALIBABA_QWEN: {
    words: words('阿里云通义千问', 'Alibaba Qwen', 'Alibaba Qwen', '阿里雲通義千問', 'Alibaba Qwen'),
  },
  BAIDU_ERNIE: { words: words('百度文心', 'Baidu ERNIE', 'Baidu ERNIE', '百度文心', 'Baidu ERNIE') },
  ZHIPU_GLM: { words: words('智谱 GLM', 'Zhipu GLM', 'Zhipu GLM', '智譜 GLM', 'Zhipu GLM') },
  DEEPSEEK: { words: words('DeepSeek', 'DeepSeek', 'DeepSeek', 'DeepSeek', 'DeepSeek') },
  MOONSHOT: {
    words: words('月之暗面 Kimi', 'Moonshot Kimi', 'Moonshot Kimi', '月之暗面 Kimi', 'Moonshot Kimi'),
  },
  TENCENT_HUNYUAN: {
    words: words('腾讯混元', 'Tencent Hunyuan', 'Tencent Hunyuan', '騰訊混元', 'Tencent Hunyuan'),
  },
});
export const llmProviders = llmProvider.values;
export const llmUsageScene = /* @__PURE__ */ defineEnum({
  INVOICE_OCR: {
    words: words('发票识别', 'Invoice recognition', '請求書認識', '發票辨識', 'Riconoscimento fatture'),
  },
  SMART_AUDIT: {
    words: words('智能审核', 'Smart audit', 'スマート審査', '智慧審核', 'Controllo intelligente'),
  },
  EXPENSE_ASSISTANT: {
    words: words('报销助手', 'Expense assistant', '経費アシスタント', '報銷助手', 'Assistente spese'),
  },
  CUSTOMER_SERVICE: {
    words: words('智能客服', 'Customer service', 'カスタマーサポート', '智慧客服', 'Assistenza clienti'),
  },
  TRANSLATION: { words: words('多语言翻译', 'Translation', '翻訳', '多語言翻譯', 'Traduzione') },
  DATA_INSIGHT: { words: words('数据洞察', 'Data insight', 'データ分析', '數據洞察', 'Analisi dei dati') },
});
export const llmUsageScenes = llmUsageScene.values;

/** A large language model the platform's AI features call, with its limits and prices. */
export const largeLanguageModelResource = defineResource({
  name: 'large-language-model',
  scope: 'global',
  schema: z.object({
    modelCode: code(64),
    modelName: text(60),
    provider: z.enum(llmProviders),
    /** The provider's model id and version (`qwen-max-2025-01-25`). */
    modelVersion: code(64),
    endpoint: webAddress,
    /** The name of the secret holding the API key: keys are never stored here. */
    apiKeySecret: code(64),
    cloudEnv: cloudEnvCode,
    contextWindow: z.number().int().min(1024).max(10_000_000),
    maxOutputTokens: z.number().int().min(256).max(1_000_000),
    /** Prices per million tokens. */
    inputPricePerMillion: money.optional(),
    outputPricePerMillion: money.optional(),
    currencyCode: currencyCode.default('CNY'),
    usageScenes: z.array(z.enum(llmUsageScenes)).min(1).max(llmUsageScenes.length),
    /** Calls per minute allowed for the whole platform. */
    rateLimitPerMinute: z.number().int().min(1).max(1_000_000).optional(),
    isDefault: z.boolean().default(false),
    enabled,
    remark: optionalText(500),
  }),
  permissions: menuControl,
  title: 'modelName',
  keyword: ['modelCode', 'modelName', 'modelVersion'],
  filters: { provider: 'eq', cloudEnv: 'eq', enabled: 'eq', isDefault: 'eq' },
  sortable: ['modelCode', 'modelName', 'contextWindow'],
  unique: [['modelCode']],
  fields: {
    modelCode: codeField(words('模型编码', 'Code', 'モデルコード', '模型代碼', 'Codice')),
    modelName: field(words('模型名称', 'Name', 'モデル名', '模型名稱', 'Nome')),
    provider: field(words('供应商', 'Provider', '提供元', '供應商', 'Fornitore'), {
      enum: llmProvider.words,
    }),
    modelVersion: codeField(
      words('模型版本', 'Model version', 'モデルバージョン', '模型版本', 'Versione del modello'),
    ),
    endpoint: urlField(words('接口地址', 'Endpoint', 'エンドポイント', '介面位址', 'Endpoint')),
    apiKeySecret: codeField(
      words('密钥名称', 'API key secret', 'API キーのシークレット名', '金鑰名稱', 'Segreto della chiave API'),
      {
        hint: words(
          '密钥保存在密钥管理服务中，此处只填名称',
          'The key stays in the secret store: give its name',
          'キーはシークレット管理に保存し、ここには名前のみ',
          '金鑰保存在金鑰管理服務中，此處只填名稱',
          "La chiave resta nell'archivio dei segreti: indicane il nome",
        ),
      },
    ),
    cloudEnv: cloudEnvironment(
      words('部署云环境', 'Cloud environment', 'クラウド環境', '部署雲端環境', 'Ambiente cloud'),
    ),
    contextWindow: numberField(
      words(
        '上下文长度（tokens）',
        'Context window (tokens)',
        'コンテキスト長（トークン）',
        '上下文長度（tokens）',
        'Finestra di contesto (token)',
      ),
      { unit: units.tokens },
    ),
    maxOutputTokens: numberField(
      words(
        '最大输出（tokens）',
        'Max output (tokens)',
        '最大出力（トークン）',
        '最大輸出（tokens）',
        'Output massimo (token)',
      ),
      { unit: units.tokens },
    ),
    inputPricePerMillion: field(
      words(
        '输入单价（每百万 tokens）',
        'Input price per million tokens',
        '入力単価（100 万トークン）',
        '輸入單價（每百萬 tokens）',
        'Prezzo di input per milione di token',
      ),
      { kind: 'money', currencyField: 'currencyCode' },
    ),
    outputPricePerMillion: field(
      words(
        '输出单价（每百万 tokens）',
        'Output price per million tokens',
        '出力単価（100 万トークン）',
        '輸出單價（每百萬 tokens）',
        'Prezzo di output per milione di token',
      ),
      { kind: 'money', currencyField: 'currencyCode' },
    ),
    currencyCode: described.currencyCode,
    usageScenes: field(words('适用场景', 'Used for', '利用シーン', '適用場景', 'Usato per'), {
      enum: llmUsageScene.words,
    }),
    rateLimitPerMinute: numberField(
      words(
        '每分钟调用上限',
        'Calls per minute',
        '毎分の呼び出し上限',
        '每分鐘呼叫上限',
        'Chiamate al minuto',
      ),
    ),
    isDefault: field(words('默认模型', 'Default model', '既定モデル', '預設模型', 'Modello predefinito')),
    enabled: described.enabled,
    remark: described.remark,
  },
});
