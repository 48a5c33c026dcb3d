import { z } from 'zod';
import { DocumentStatus, documentStatuses } from '../../constants/documentStatus';
import {
  translationLanguageMessages,
  translationLanguages,
  type TranslationLanguage,
} from '../../constants/languages';
import { apiMessages, type ApiMessageId } from '../../constants/messages';
import {
  bookingStatusMessages,
  bookingStatuses,
  documentCategoryMessages,
  employeeStatusMessages,
  employeeStatuses,
  labelDocumentCategories,
  type BookingStatus,
} from '../../constants/statuses';
import { ValidationMessage } from '../../constants/validation';
import { authorities, menuAuthorities, roleCodes, type Authority, type MenuKey } from '../../permissions';
import { described } from '../commonFields';
import { defineResource, type ResourceDescriptor } from '../define';
import {
  defineEnum,
  words,
  type EnumDescription,
  type FieldDescription,
  type Tone,
  type Words,
} from '../describe';
import {
  code,
  countryCode,
  currencyCode,
  date,
  email,
  enabled,
  mobile,
  money,
  optionalText,
  tenantId,
  text,
} from '../fields';

/*
 * The resources of the console's reference area: languages and translations, admin roles and login
 * ways, customer service, reference data, location service and travel bookings.
 */

/** An instant, ISO 8601 with its offset (as the API answers audit times). */
const instant = z.iso.datetime({ offset: true });
const url = z.string().trim().url().max(500);
/** The userOID of an employee: the oid of its staff record. */
const userOid = z.string().uuid();
/** An IPv4 address: four dotted numbers, each 0 to 255 (§5). */
const ipAddress = z
  .string()
  .trim()
  .regex(
    /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
    ValidationMessage.IP_ADDRESS,
  );
const sequence = z.number().int().min(0).max(100_000).default(0);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
/** A city's code as the city picker hands it on: a GB/T 2260 code or a UN/LOCODE abroad. */
const cityAdCode = code(12);

// ---------------------------------------------------------------------------------------------
// Words the descriptions of this area share

/** A text of the api's message catalogue in every language. */
/* @__NO_SIDE_EFFECTS__ */
function messageWords(id: ApiMessageId): Words {
  return words(
    apiMessages['zh-CN'][id],
    apiMessages.en[id],
    apiMessages.ja[id],
    apiMessages['zh-TW'][id],
    apiMessages.it[id],
  );
}

/** The words of values whose names are in the message catalogue, with their tones when given. */
/* @__NO_SIDE_EFFECTS__ */
function messageEnum<V extends string | number>(
  values: readonly V[],
  messages: Readonly<Record<V, ApiMessageId>>,
  tones?: Readonly<Record<V, Tone>>,
): EnumDescription<`${V}`> {
  return Object.fromEntries(
    values.map((value) => [
      String(value),
      tones
        ? { words: messageWords(messages[value]), tone: tones[value] }
        : { words: messageWords(messages[value]) },
    ]),
  ) as EnumDescription<`${V}`>;
}

/** The words of some of an enum's values, in the order given. */
/* @__NO_SIDE_EFFECTS__ */
function someOf<V extends string, W extends V>(
  all: EnumDescription<V>,
  values: readonly W[],
): EnumDescription<W> {
  return Object.fromEntries(values.map((value) => [value, all[value]])) as EnumDescription<W>;
}

const unit = {
  percent: words('%', '%', '%', '%', '%'),
  days: words('天', 'days', '日', '天', 'giorni'),
  minutes: words('分钟', 'minutes', '分', '分鐘', 'minuti'),
  seconds: words('秒', 'seconds', '秒', '秒', 'secondi'),
  milliseconds: words('毫秒', 'ms', 'ミリ秒', '毫秒', 'ms'),
  kilometres: words('公里', 'km', 'km', '公里', 'km'),
  characters: words('字符', 'characters', '文字', '字元', 'caratteri'),
  times: words('次', 'times', '回', '次', 'volte'),
} as const satisfies Record<string, Words>;

/** Fields several resources of the area share. */
const shared = {
  cityName: { label: words('城市名称', 'City name', '都市名', '城市名稱', 'Nome della città') },
  employeeName: { label: words('员工姓名', 'Employee name', '従業員名', '員工姓名', 'Nome del dipendente') },
  documentCode: {
    label: words('单据编号', 'Document code', '伝票番号', '單據編號', 'Codice documento'),
    kind: 'code',
  },
  messageKey: {
    label: words('词条键', 'Message key', 'メッセージキー', '詞條鍵', 'Chiave del messaggio'),
    kind: 'code',
  },
  module: { label: words('所属模块', 'Module', 'モジュール', '所屬模組', 'Modulo') },
  status: { label: words('状态', 'Status', 'ステータス', '狀態', 'Stato') },
  distanceKm: {
    label: words('距离（公里）', 'Distance (km)', '距離（km）', '距離（公里）', 'Distanza (km)'),
    kind: 'number',
    unit: unit.kilometres,
  },
  travelMinutes: {
    label: words(
      '交通时间（分钟）',
      'Travel time (min)',
      '所要時間（分）',
      '交通時間（分鐘）',
      'Tempo di viaggio (min)',
    ),
    kind: 'number',
    unit: unit.minutes,
  },
  durationMs: {
    label: words('耗时（毫秒）', 'Duration (ms)', '所要時間（ms）', '耗時（毫秒）', 'Durata (ms)'),
    kind: 'number',
    unit: unit.milliseconds,
  },
  submittedAt: {
    label: words('提交时间', 'Submitted at', '提出日時', '提交時間', 'Inviato il'),
    kind: 'dateTime',
  },
} as const satisfies Record<string, FieldDescription>;

// ---------------------------------------------------------------------------------------------
// Languages and translations (i18n-language, minority-language)

const i18n = { read: 'i18n:read', write: 'i18n:write' } as const;

/** The 17 languages of translation management, named as the api's message catalogue names them. */
export const translationLanguage = /* @__PURE__ */ defineEnum(
  /* @__PURE__ */ messageEnum(translationLanguages, translationLanguageMessages),
);

/** The interface languages of the apps: every entry is written in them first. */
export const mainTranslationLanguages = [
  'zh-cn',
  'en-us',
  'ja',
  'zh-tw',
  'it',
] as const satisfies readonly TranslationLanguage[];
/**
 * The other translation-management languages ("minority" languages): translated by agencies and
 * reviewed language by language (`minority-translation`), their texts kept in the entry too.
 */
export const minorityTranslationLanguages = [
  'zh-hk',
  'pt',
  'vi',
  'es',
  'ko',
  'id',
  'ar',
  'de',
  'th',
  'ms',
  'ru',
  'fr',
] as const satisfies readonly TranslationLanguage[];
const minorityLanguage = z.enum(minorityTranslationLanguages);
/** The languages written right to left: their texts are edited with `dir="rtl"`. */
export const rightToLeftTranslationLanguages = ['ar'] as const satisfies readonly TranslationLanguage[];

/**
 * The most characters a translated text may hold, in every language (the spec's "language inputs
 * have a limited character count"). An entry's own `maxLength`, advice to its translators where the
 * text shows in a small space, is at most this.
 */
export const translationTextMaxLength = 500;

/**
 * The field of a translation entry that holds each language's text, in the spec's order. A field
 * cannot be called `id` (a record's meta field): Indonesian is `ind`, its ISO 639-2 code.
 */
export const translationTextFields = {
  'zh-cn': 'zhCn',
  'en-us': 'enUs',
  ja: 'ja',
  'zh-tw': 'zhTw',
  'zh-hk': 'zhHk',
  it: 'it',
  pt: 'pt',
  vi: 'vi',
  es: 'es',
  ko: 'ko',
  id: 'ind',
  ar: 'ar',
  de: 'de',
  th: 'th',
  ms: 'ms',
  ru: 'ru',
  fr: 'fr',
} as const satisfies Record<TranslationLanguage, string>;
export type TranslationTextField = (typeof translationTextFields)[TranslationLanguage];

/** The text of one language: labelled with the language's name. */
const languageText = (language: TranslationLanguage, more: Omit<FieldDescription, 'label'> = {}) => ({
  label: messageWords(translationLanguageMessages[language]),
  ...more,
});
/** An entry's text in a language other than Simplified Chinese: optional, within the limit. */
const translatedText = () => optionalText(translationTextMaxLength);

/**
 * The applications a translation belongs to: the front-end services of §9 and the server messages.
 */
export const translationModule = /* @__PURE__ */ defineEnum({
  CENTRAL_CONTROL: {
    words: words('管理中控', 'Central control', '管理センター', '管理中控', 'Controllo centrale'),
  },
  MOBILE_WEB: { words: words('移动网页', 'Mobile web', 'モバイルWeb', '行動網頁', 'Web mobile') },
  WEB_APP: { words: words('Web 应用', 'Web app', 'Webアプリ', 'Web 應用', 'App web') },
  OPERATION_PLATFORM: {
    words: words(
      '运营平台',
      'Operation platform',
      '運用プラットフォーム',
      '營運平台',
      'Piattaforma operativa',
    ),
  },
  ANALYSIS_PLATFORM: {
    words: words(
      '分析平台',
      'Analysis platform',
      '分析プラットフォーム',
      '分析平台',
      'Piattaforma di analisi',
    ),
  },
  ONLINE_APPS: { words: words('在线应用', 'Online apps', 'オンラインアプリ', '線上應用', 'App online') },
  TRAVEL_WEB: {
    words: words(
      '差旅预订 Web',
      'Travel booking web',
      '出張予約Web',
      '差旅預訂 Web',
      'Prenotazione viaggi web',
    ),
  },
  TRAVEL_MOBILE_WEB: {
    words: words(
      '差旅预订移动端',
      'Travel booking mobile web',
      '出張予約モバイルWeb',
      '差旅預訂行動端',
      'Prenotazione viaggi mobile',
    ),
  },
  DEVELOPER_PLATFORM: {
    words: words(
      '开发者平台',
      'Developer platform',
      '開発者プラットフォーム',
      '開發者平台',
      'Piattaforma sviluppatori',
    ),
  },
  SERVER_MESSAGES: {
    words: words(
      '服务端消息',
      'Server messages',
      'サーバーメッセージ',
      '伺服器端訊息',
      'Messaggi del server',
    ),
  },
});
export const translationModules = translationModule.values;

/** MAIN languages are the apps' interface languages; MINORITY ones are reviewed language by language. */
const languageType = /* @__PURE__ */ defineEnum({
  MAIN: {
    words: words('主要语言', 'Main language', '主要言語', '主要語言', 'Lingua principale'),
    tone: 'info',
  },
  MINORITY: {
    words: words('小语种', 'Minority language', '少数言語', '小語種', 'Lingua minoritaria'),
    tone: 'neutral',
  },
});

/** The 17 languages of translation management, with how far each is translated and who maintains it. */
export const translationLanguageResource = defineResource({
  name: 'translation-language',
  scope: 'global',
  schema: z.object({
    languageCode: z.enum(translationLanguages),
    name: text(40),
    nameEn: text(60),
    /** The language's own name for itself: 日本語, Tiếng Việt... */
    nativeName: text(60),
    /** MAIN languages are the apps' interface languages; MINORITY ones are reviewed language by language. */
    languageType: z.enum(languageType.values),
    /** Right-to-left script (Arabic). */
    rightToLeft: z.boolean().default(false),
    /** The language a missing text falls back to. */
    fallbackLanguage: z.enum(translationLanguages).optional(),
    /** Share of entries translated and reviewed, in percent. */
    completionPercent: z.number().min(0).max(100).default(0),
    /** The translation agency or team that maintains it. */
    maintainer: optionalText(60),
    sequence,
    enabled,
  }),
  permissions: i18n,
  title: 'name',
  keyword: ['name', 'nameEn', 'nativeName', 'languageCode'],
  filters: { languageCode: 'eq', languageType: 'eq', enabled: 'eq' },
  sortable: ['sequence', 'languageCode', 'completionPercent'],
  unique: [['languageCode']],
  defaultSort: { field: 'sequence', direction: 'asc' },
  importable: true,
  fields: {
    languageCode: {
      label: words('语言代码', 'Language code', '言語コード', '語言代碼', 'Codice lingua'),
      enum: translationLanguage.words,
    },
    name: { label: words('中文名称', 'Chinese name', '中国語名', '中文名稱', 'Nome cinese') },
    nameEn: described.nameEn,
    nativeName: { label: words('本地名称', 'Native name', '現地語名', '本地名稱', 'Nome nativo') },
    languageType: {
      label: words('语言类型', 'Kind', '言語種別', '語言類型', 'Tipo'),
      enum: languageType.words,
      hint: words(
        '每个词条都含全部 17 种语言的译文；主要语言是各应用的界面语言，小语种另按语言逐条审校',
        'Every entry holds its text in all 17 languages; main languages are the interface languages of the apps, minority languages are also reviewed language by language',
        '各エントリは全17言語の訳文を持ちます。主要言語は各アプリの表示言語で、少数言語は言語ごとにもレビューします',
        '每個詞條都含全部 17 種語言的譯文；主要語言是各應用的介面語言，小語種另按語言逐條審校',
        "Ogni voce contiene il testo in tutte le 17 lingue; le lingue principali sono quelle dell'interfaccia delle app, le minoritarie si revisionano anche lingua per lingua",
      ),
    },
    rightToLeft: {
      label: words('从右向左书写', 'Right to left', '右から左へ', '從右向左書寫', 'Da destra a sinistra'),
      kind: 'switch',
    },
    fallbackLanguage: {
      label: words('回退语言', 'Fallback language', 'フォールバック言語', '備援語言', 'Lingua di riserva'),
      enum: translationLanguage.words,
    },
    completionPercent: {
      label: words('翻译完成度（%）', 'Translated (%)', '翻訳完了率（%）', '翻譯完成度（%）', 'Tradotto (%)'),
      kind: 'number',
      unit: unit.percent,
    },
    maintainer: { label: words('维护方', 'Maintained by', '管理担当', '維護方', 'Gestita da') },
    sequence: described.sortOrder,
    enabled: described.enabled,
  },
});

export const translationStatus = /* @__PURE__ */ defineEnum({
  NEW: { words: words('待翻译', 'New', '未翻訳', '待翻譯', 'Da tradurre'), tone: 'warning' },
  TRANSLATED: { words: words('已翻译', 'Translated', '翻訳済み', '已翻譯', 'Tradotta'), tone: 'info' },
  REVIEWED: { words: words('已审校', 'Reviewed', 'レビュー済み', '已審校', 'Revisionata'), tone: 'success' },
  RELEASED: { words: words('已上线', 'Released', 'リリース済み', '已上線', 'Pubblicata'), tone: 'neutral' },
});
export const translationStatuses = translationStatus.values;

const translationModuleField: FieldDescription = {
  label: words('所属应用', 'Application', 'アプリケーション', '所屬應用', 'Applicazione'),
  enum: translationModule.words,
};

/**
 * A message key of an application with its texts in the 17 languages of translation management
 * (`translationTextFields`), each of at most `translationTextMaxLength` characters: one record, edited
 * in one form. The Simplified Chinese text is the source and must be there.
 */
export const translationEntryResource = defineResource({
  name: 'translation-entry',
  scope: 'global',
  schema: z.object({
    messageKey: code(160),
    module: z.enum(translationModules),
    zhCn: text(translationTextMaxLength),
    enUs: translatedText(),
    ja: translatedText(),
    zhTw: translatedText(),
    zhHk: translatedText(),
    it: translatedText(),
    pt: translatedText(),
    vi: translatedText(),
    es: translatedText(),
    ko: translatedText(),
    ind: translatedText(),
    ar: translatedText(),
    de: translatedText(),
    th: translatedText(),
    ms: translatedText(),
    ru: translatedText(),
    fr: translatedText(),
    /** Where the text shows and any limit on its length, for translators. */
    context: optionalText(500),
    maxLength: z.number().int().min(1).max(translationTextMaxLength).optional(),
    status: z.enum(translationStatuses).default('NEW'),
    lastTranslator: optionalText(60),
  }),
  permissions: i18n,
  title: 'messageKey',
  keyword: ['messageKey', 'zhCn', 'enUs', 'ja'],
  filters: { module: 'in', status: 'in', messageKey: 'contains' },
  sortable: ['messageKey', 'module'],
  unique: [['module', 'messageKey']],
  importable: true,
  fields: {
    messageKey: shared.messageKey,
    module: translationModuleField,
    zhCn: languageText('zh-cn', { kind: 'longText' }),
    enUs: languageText('en-us', { kind: 'longText' }),
    ja: languageText('ja', { kind: 'longText' }),
    zhTw: languageText('zh-tw', { kind: 'longText' }),
    zhHk: languageText('zh-hk', { kind: 'longText' }),
    it: languageText('it', { kind: 'longText' }),
    pt: languageText('pt', { kind: 'longText' }),
    vi: languageText('vi', { kind: 'longText' }),
    es: languageText('es', { kind: 'longText' }),
    ko: languageText('ko', { kind: 'longText' }),
    ind: languageText('id', { kind: 'longText' }),
    ar: languageText('ar', { kind: 'longText' }),
    de: languageText('de', { kind: 'longText' }),
    th: languageText('th', { kind: 'longText' }),
    ms: languageText('ms', { kind: 'longText' }),
    ru: languageText('ru', { kind: 'longText' }),
    fr: languageText('fr', { kind: 'longText' }),
    context: {
      label: words('使用场景', 'Context', '使用箇所', '使用情境', 'Contesto'),
      kind: 'longText',
      hint: words(
        '文案出现的位置，供译者参考',
        'Where the text shows, for translators',
        '翻訳者向け：表示される場所',
        '文案出現的位置，供譯者參考',
        'Dove compare il testo, per i traduttori',
      ),
    },
    maxLength: {
      label: words('最大长度', 'Max length', '最大文字数', '最大長度', 'Lunghezza massima'),
      kind: 'number',
      unit: unit.characters,
    },
    status: { ...shared.status, enum: translationStatus.words },
    lastTranslator: {
      label: words('最近翻译人', 'Last translator', '最終翻訳者', '最近翻譯人', 'Ultimo traduttore'),
    },
  },
});

export const minorityTranslationStatus = /* @__PURE__ */ defineEnum({
  UNTRANSLATED: {
    words: words('未翻译', 'Untranslated', '未翻訳', '未翻譯', 'Non tradotta'),
    tone: 'warning',
  },
  MACHINE_TRANSLATED: {
    words: words('机器翻译', 'Machine translated', '機械翻訳', '機器翻譯', 'Traduzione automatica'),
    tone: 'info',
  },
  TRANSLATED: { words: words('人工翻译', 'Translated', '翻訳済み', '人工翻譯', 'Tradotta'), tone: 'info' },
  REVIEWED: { words: words('已审校', 'Reviewed', 'レビュー済み', '已審校', 'Revisionata'), tone: 'success' },
});
export const minorityTranslationStatuses = minorityTranslationStatus.values;

/**
 * The translation of a message key into one minority language, as the agency delivers it and a
 * reviewer signs it off, language by language; the entry holds the text in use (`translation-entry`).
 */
export const minorityTranslationResource = defineResource({
  name: 'minority-translation',
  scope: 'global',
  schema: z.object({
    messageKey: code(160),
    module: z.enum(translationModules),
    languageCode: minorityLanguage,
    /** The Chinese (or English) text it is translated from. */
    sourceText: text(translationTextMaxLength),
    translation: optionalText(translationTextMaxLength),
    status: z.enum(minorityTranslationStatuses).default('UNTRANSLATED'),
    translator: optionalText(60),
    reviewer: optionalText(60),
    reviewedDate: date.optional(),
  }),
  permissions: i18n,
  title: 'messageKey',
  keyword: ['messageKey', 'sourceText', 'translation'],
  filters: { module: 'in', languageCode: 'in', status: 'in', reviewedDate: 'range' },
  sortable: ['messageKey', 'languageCode', 'reviewedDate'],
  unique: [['module', 'messageKey', 'languageCode']],
  importable: true,
  fields: {
    messageKey: shared.messageKey,
    module: translationModuleField,
    languageCode: {
      label: words('语言', 'Language', '言語', '語言', 'Lingua'),
      enum: /* @__PURE__ */ someOf(translationLanguage.words, minorityTranslationLanguages),
    },
    sourceText: {
      label: words('原文', 'Source text', '原文', '原文', 'Testo di origine'),
      kind: 'longText',
      hint: words(
        '据以翻译的中文（或英文）原文',
        'The Chinese (or English) text it is translated from',
        '翻訳元の中国語（または英語）の文',
        '據以翻譯的中文（或英文）原文',
        'Il testo cinese (o inglese) da cui si traduce',
      ),
    },
    translation: { label: words('译文', 'Translation', '訳文', '譯文', 'Traduzione'), kind: 'longText' },
    status: { ...shared.status, enum: minorityTranslationStatus.words },
    translator: { label: words('译者', 'Translator', '翻訳者', '譯者', 'Traduttore') },
    reviewer: { label: words('审校人', 'Reviewer', 'レビュー担当', '審校人', 'Revisore') },
    reviewedDate: {
      label: words('审校日期', 'Reviewed on', 'レビュー日', '審校日期', 'Revisionata il'),
      kind: 'date',
    },
  },
});

export const translationReleaseStatus = /* @__PURE__ */ defineEnum({
  DRAFT: { words: words('草稿', 'Draft', '下書き', '草稿', 'Bozza'), tone: 'neutral' },
  SUBMITTED: { words: words('待审批', 'Submitted', '承認待ち', '待審批', 'Inviata'), tone: 'warning' },
  APPROVED: { words: words('已审批', 'Approved', '承認済み', '已審批', 'Approvata'), tone: 'info' },
  REJECTED: { words: words('已驳回', 'Rejected', '却下', '已駁回', 'Respinta'), tone: 'danger' },
  RELEASED: { words: words('已上线', 'Released', 'リリース済み', '已上線', 'Pubblicata'), tone: 'success' },
  FAILED: { words: words('上线失败', 'Failed', '失敗', '上線失敗', 'Non riuscita'), tone: 'danger' },
});
export const translationReleaseStatuses = translationReleaseStatus.values;

/** The environments reviewed translations are taken from: never production. */
const translationSourceEnv = /* @__PURE__ */ defineEnum({
  UAT: { words: words('UAT 测试环境', 'UAT', 'UAT環境', 'UAT 測試環境', 'UAT') },
  STAGE: { words: words('预发环境', 'Stage', 'ステージング', '預發環境', 'Pre-produzione') },
});

/** A request to push reviewed translations to production. */
export const translationReleaseResource = defineResource({
  name: 'translation-release',
  scope: 'global',
  schema: z.object({
    /** Made by the server on create (LR + date + sequence). */
    releaseNo: code(32).optional(),
    title: text(100),
    modules: z.array(z.enum(translationModules)).min(1),
    languageCodes: z.array(z.enum(translationLanguages)).min(1),
    entryCount: z.number().int().min(0).max(1_000_000),
    /** The environment the reviewed texts are taken from. */
    sourceEnv: z.enum(translationSourceEnv.values),
    requester: text(60),
    reviewer: optionalText(60),
    plannedAt: instant.optional(),
    releasedAt: instant.optional(),
    status: z.enum(translationReleaseStatuses).default('DRAFT'),
    remark: optionalText(500),
  }),
  permissions: i18n,
  title: 'releaseNo',
  keyword: ['releaseNo', 'title', 'requester'],
  filters: { status: 'in', sourceEnv: 'eq', plannedAt: 'range' },
  sortable: ['releaseNo', 'plannedAt', 'releasedAt'],
  unique: [['releaseNo']],
  defaultSort: { field: 'releaseNo', direction: 'desc' },
  fields: {
    releaseNo: {
      label: words('申请单号', 'Request no.', '申請番号', '申請單號', 'N. richiesta'),
      kind: 'code',
      generated: { prefix: 'LR' },
    },
    title: described.title,
    modules: {
      label: words('应用', 'Applications', 'アプリケーション', '應用', 'Applicazioni'),
      enum: translationModule.words,
    },
    languageCodes: {
      label: words('语言', 'Languages', '言語', '語言', 'Lingue'),
      enum: translationLanguage.words,
    },
    entryCount: { label: words('词条数', 'Entries', 'エントリ数', '詞條數', 'Voci'), kind: 'number' },
    sourceEnv: {
      label: words('来源环境', 'Taken from', '取得元環境', '來源環境', 'Ambiente di origine'),
      enum: translationSourceEnv.words,
      hint: words(
        '审校后的译文从此环境取出',
        'The environment the reviewed texts are taken from',
        'レビュー済みの訳文を取得する環境',
        '審校後的譯文從此環境取出',
        "L'ambiente da cui si prendono i testi revisionati",
      ),
    },
    requester: { label: words('申请人', 'Requested by', '申請者', '申請人', 'Richiesta da') },
    reviewer: { label: words('审批人', 'Approver', '承認者', '審批人', 'Approvatore') },
    plannedAt: {
      label: words('计划上线时间', 'Planned for', 'リリース予定', '計畫上線時間', 'Pianificata per'),
      kind: 'dateTime',
    },
    releasedAt: {
      label: words('实际上线时间', 'Released at', 'リリース日時', '實際上線時間', 'Pubblicata il'),
      kind: 'dateTime',
    },
    status: { ...shared.status, enum: translationReleaseStatus.words },
    remark: described.remark,
  },
});

/** The printed documents whose templates carry translated labels. */
export const printTemplate = /* @__PURE__ */ defineEnum({
  EXPENSE_REPORT: { words: words('报销单', 'Expense report', '経費精算書', '報銷單', 'Nota spese') },
  REQUISITION: { words: words('申请单', 'Requisition', '申請書', '申請單', 'Richiesta') },
  TRAVEL_APPLICATION: {
    words: words('差旅申请单', 'Travel application', '出張申請書', '差旅申請單', 'Richiesta di trasferta'),
  },
  LOAN: { words: words('借款单', 'Loan', '仮払申請書', '借款單', 'Anticipo') },
  CORPORATE_PAYMENT: {
    words: words('对公付款单', 'Corporate payment', '法人支払書', '對公付款單', 'Pagamento aziendale'),
  },
  PAYMENT_VOUCHER: {
    words: words('付款凭证', 'Payment voucher', '支払伝票', '付款憑證', 'Buono di pagamento'),
  },
  CONTRACT: { words: words('合同', 'Contract', '契約書', '合約', 'Contratto') },
});
export const printTemplates = printTemplate.values;

/** A label printed on a document template, in the main languages. */
export const printTranslationResource = defineResource({
  name: 'print-translation',
  scope: 'global',
  schema: z.object({
    messageKey: code(160),
    printTemplate: z.enum(printTemplates),
    zhCn: text(500),
    enUs: optionalText(500),
    ja: optionalText(500),
    zhTw: optionalText(500),
    it: optionalText(500),
    /** Printed labels sit in fixed boxes: the most characters the box holds. */
    maxLength: z.number().int().min(1).max(500).optional(),
    remark: optionalText(200),
    enabled,
  }),
  permissions: i18n,
  title: 'messageKey',
  keyword: ['messageKey', 'zhCn', 'enUs'],
  filters: { printTemplate: 'in', enabled: 'eq' },
  sortable: ['messageKey', 'printTemplate'],
  unique: [['printTemplate', 'messageKey']],
  importable: true,
  fields: {
    messageKey: shared.messageKey,
    printTemplate: {
      label: words('打印模板', 'Print template', '印刷テンプレート', '列印範本', 'Modello di stampa'),
      enum: printTemplate.words,
    },
    zhCn: languageText('zh-cn'),
    enUs: languageText('en-us'),
    ja: languageText('ja'),
    zhTw: languageText('zh-tw'),
    it: languageText('it'),
    maxLength: {
      label: words('最大长度', 'Max length', '最大文字数', '最大長度', 'Lunghezza massima'),
      kind: 'number',
      unit: unit.characters,
      hint: words(
        '打印框能容纳的字符数',
        'Characters the printed box holds',
        '印刷枠に収まる文字数',
        '列印框能容納的字元數',
        'Caratteri che il riquadro stampato contiene',
      ),
    },
    remark: described.remark,
    enabled: described.enabled,
  },
});

// ---------------------------------------------------------------------------------------------
// Admin and authentication (admin-page-platform, login-way)

const menuKeys = Object.keys(menuAuthorities) as [MenuKey, ...MenuKey[]];

type DomainOf<A> = A extends `${infer D}:${string}` ? D : never;
type ActionOf<A> = A extends `${string}:${infer Action}` ? Action : never;

/** What each area of authorities is called: an authority reads "<area>: <action>". */
const authorityDomains: Readonly<Record<DomainOf<Authority>, Words>> = {
  tenant: words('租户', 'Tenants', 'テナント', '租戶', 'Tenant'),
  company: words('公司', 'Companies', '会社', '公司', 'Aziende'),
  staff: words('员工', 'Staff', '従業員', '員工', 'Personale'),
  'customer-service': words('客服', 'Customer service', 'カスタマーサービス', '客服', 'Assistenza clienti'),
  crm: words('客户', 'Customers', '顧客', '客戶', 'Clienti'),
  contract: words('合同', 'Contracts', '契約', '合約', 'Contratti'),
  order: words('订单', 'Orders', '注文', '訂單', 'Ordini'),
  finance: words('财务', 'Finance', '財務', '財務', 'Finanza'),
  content: words('内容', 'Content', 'コンテンツ', '內容', 'Contenuti'),
  reference: words('基础数据', 'Reference data', '基礎データ', '基礎資料', 'Dati di riferimento'),
  location: words('位置服务', 'Location service', 'ロケーション', '位置服務', 'Servizio di localizzazione'),
  marketing: words('营销', 'Marketing', 'マーケティング', '行銷', 'Marketing'),
  menu: words('菜单', 'Menus', 'メニュー', '選單', 'Menu'),
  i18n: words('多语言', 'Languages', '多言語', '多語言', 'Lingue'),
  deploy: words('版本部署', 'Deployment', 'デプロイ', '版本部署', 'Rilascio'),
  'cloud-env': words('云环境', 'Cloud environments', 'クラウド環境', '雲端環境', 'Ambienti cloud'),
  admin: words('管理员', 'Admin', '管理者', '管理員', 'Amministrazione'),
  role: words('角色', 'Roles', 'ロール', '角色', 'Ruoli'),
  booking: words('预订', 'Bookings', '予約', '預訂', 'Prenotazioni'),
};

const authorityActions: Readonly<Record<ActionOf<Authority>, Words>> = {
  read: words('查看', 'read', '閲覧', '檢視', 'lettura'),
  write: words('编辑', 'write', '編集', '編輯', 'scrittura'),
  export: words('导出', 'export', 'エクスポート', '匯出', 'esportazione'),
  sandbox: words('沙箱', 'sandboxes', 'サンドボックス', '沙箱', 'sandbox'),
  delete: words('删除', 'delete', '削除', '刪除', 'eliminazione'),
  audit: words('审核', 'audit', '審査', '審核', 'revisione'),
  pay: words('支付', 'pay', '支払', '支付', 'pagamento'),
  report: words('报表', 'reports', 'レポート', '報表', 'report'),
  request: words('申请', 'request', '申請', '申請', 'richiesta'),
  operate: words('操作', 'operate', '操作', '操作', 'operatività'),
  manage: words('管理', 'manage', '管理', '管理', 'gestione'),
};

/** The words of every authority: its area and its action. */
/* @__NO_SIDE_EFFECTS__ */
function describeAuthorities(): EnumDescription<Authority> {
  return Object.fromEntries(
    authorities.map((authority) => {
      const [domain, action] = authority.split(':') as [DomainOf<Authority>, ActionOf<Authority>];
      const d = authorityDomains[domain];
      const a = authorityActions[action];
      return [
        authority,
        {
          words: words(
            `${d['zh-CN']}-${a['zh-CN']}`,
            `${d.en}: ${a.en}`,
            `${d.ja}・${a.ja}`,
            `${d['zh-TW']}-${a['zh-TW']}`,
            `${d.it}: ${a.it}`,
          ),
        },
      ];
    }),
  ) as EnumDescription<Authority>;
}

/** What each menu of the console is called, as a role's visible menus list them. */
const menuWords: Readonly<Record<MenuKey, Words>> = {
  dashboard: words('首页', 'Dashboard', 'ダッシュボード', '首頁', 'Dashboard'),
  'dashboard-admin': words(
    '管理首页',
    'Admin dashboard',
    '管理ダッシュボード',
    '管理首頁',
    'Dashboard di amministrazione',
  ),
  'i18n-language': words('多语言管理', 'Languages', '多言語管理', '多語言管理', 'Lingue'),
  'minority-language': words(
    '小语种管理',
    'Minority languages',
    '少数言語管理',
    '小語種管理',
    'Lingue minoritarie',
  ),
  'admin-page-platform': words(
    '管理员平台',
    'Admin platform',
    '管理者プラットフォーム',
    '管理員平台',
    'Piattaforma di amministrazione',
  ),
  'auth-sources': words(
    '认证源',
    'Authentication sources',
    '認証ソース',
    '認證來源',
    'Fonti di autenticazione',
  ),
  'login-way': words('登录方式', 'Login methods', 'ログイン方式', '登入方式', 'Metodi di accesso'),
  'announce-manage': words('公告管理', 'Announcements', 'お知らせ管理', '公告管理', 'Annunci'),
  'full-screen-ads': words(
    '全屏广告',
    'Full-screen ads',
    '全画面広告',
    '全螢幕廣告',
    'Annunci a schermo intero',
  ),
  'cloud-environment-management': words(
    '云环境管理',
    'Cloud environments',
    'クラウド環境管理',
    '雲端環境管理',
    'Ambienti cloud',
  ),
  'customer-service': words(
    '客服管理',
    'Customer service',
    'カスタマーサービス',
    '客服管理',
    'Assistenza clienti',
  ),
  'help-center': words('帮助中心', 'Help center', 'ヘルプセンター', '說明中心', 'Centro assistenza'),
  'data-maintain': words(
    '基础数据维护',
    'Reference data',
    '基礎データ管理',
    '基礎資料維護',
    'Dati di riferimento',
  ),
  'finance-contract-management': words('合同管理', 'Contracts', '契約管理', '合約管理', 'Contratti'),
  'finance-customer-management': words('客户管理', 'Customers', '顧客管理', '客戶管理', 'Clienti'),
  'finance-inventory-management': words('库存管理', 'Inventory', '在庫管理', '庫存管理', 'Magazzino'),
  'finance-organization-management': words(
    '组织管理',
    'Organisations',
    '組織管理',
    '組織管理',
    'Organizzazioni',
  ),
  'finance-partner-management': words(
    '合作伙伴管理',
    'Partners',
    'パートナー管理',
    '合作夥伴管理',
    'Partner',
  ),
  'finance-product-management': words('产品管理', 'Products', '製品管理', '產品管理', 'Prodotti'),
  'finance-product-management-new': words(
    '产品管理（新）',
    'Products (new)',
    '製品管理（新）',
    '產品管理（新）',
    'Prodotti (nuovo)',
  ),
  'finance-project-info-management': words(
    '项目信息管理',
    'Projects',
    'プロジェクト管理',
    '專案資訊管理',
    'Progetti',
  ),
  'finance-receipt-management': words('收款管理', 'Receipts', '入金管理', '收款管理', 'Incassi'),
  'finance-receivables': words('应收管理', 'Receivables', '売掛金管理', '應收管理', 'Crediti'),
  'gross-profit-calculation': words('毛利测算', 'Gross profit', '粗利計算', '毛利測算', 'Margine lordo'),
  'helios-analysis': words('Helios 分析', 'Helios analysis', 'Helios 分析', 'Helios 分析', 'Analisi Helios'),
  'forest-energy-query': words(
    '森林能量查询',
    'Forest energy',
    'フォレストエネルギー照会',
    '森林能量查詢',
    'Energia della foresta',
  ),
  'invoice-management-finance': words(
    '发票管理（财务）',
    'Invoices (finance)',
    '請求書管理（財務）',
    '發票管理（財務）',
    'Fatture (finanza)',
  ),
  'invoice-management': words('发票管理', 'Invoices', '請求書管理', '發票管理', 'Fatture'),
  'meta-data-management': words('元数据管理', 'Metadata', 'メタデータ管理', '中繼資料管理', 'Metadati'),
  'order-management-business': words(
    '订单管理（业务）',
    'Orders (business)',
    '注文管理（営業）',
    '訂單管理（業務）',
    'Ordini (commerciale)',
  ),
  'order-management-finance': words(
    '订单管理（财务）',
    'Orders (finance)',
    '注文管理（財務）',
    '訂單管理（財務）',
    'Ordini (finanza)',
  ),
  'order-management': words('订单管理', 'Orders', '注文管理', '訂單管理', 'Ordini'),
  'info-management': words('信息管理', 'Information', '情報管理', '資訊管理', 'Informazioni'),
  'info-maintenance': words(
    '信息维护',
    'Information upkeep',
    '情報メンテナンス',
    '資訊維護',
    'Manutenzione delle informazioni',
  ),
  'location-service': words(
    '位置服务',
    'Location service',
    'ロケーションサービス',
    '位置服務',
    'Servizio di localizzazione',
  ),
  marketing: words('营销管理', 'Marketing', 'マーケティング', '行銷管理', 'Marketing'),
  'menu-control': words('菜单控制', 'Menu control', 'メニュー管理', '選單控制', 'Controllo dei menu'),
  'service-info': words('服务信息', 'Service info', 'サービス情報', '服務資訊', 'Informazioni sul servizio'),
  'service-type': words('服务类型', 'Service types', 'サービス種別', '服務類型', 'Tipi di servizio'),
  'large-language-model': words(
    '大语言模型',
    'Large language models',
    '大規模言語モデル',
    '大型語言模型',
    'Modelli linguistici di grandi dimensioni',
  ),
  questionnaire: words('问卷', 'Questionnaires', 'アンケート', '問卷', 'Questionari'),
  'sandbox-user-reset-activity': words(
    '沙箱用户重置',
    'Sandbox user resets',
    'サンドボックスユーザーリセット',
    '沙箱使用者重設',
    'Reimpostazioni utenti sandbox',
  ),
  'user-reset-activity': words(
    '用户重置',
    'User resets',
    'ユーザーリセット',
    '使用者重設',
    'Reimpostazioni utenti',
  ),
  sentry: words('错误监控', 'Error monitoring', 'エラー監視', '錯誤監控', 'Monitoraggio errori'),
  'tenant-manage': words('租户管理', 'Tenants', 'テナント管理', '租戶管理', 'Tenant'),
  'tenant-operations-management': words(
    '租户运营',
    'Tenant operations',
    'テナント運用',
    '租戶營運',
    'Operazioni sui tenant',
  ),
  'system-operation': words(
    '系统运维',
    'System operation',
    'システム運用',
    '系統維運',
    'Gestione del sistema',
  ),
  'version-deploy-manage': words(
    '版本部署',
    'Version deployment',
    'バージョンデプロイ',
    '版本部署',
    'Rilascio versioni',
  ),
  'booking-management': words(
    '预订管理',
    'Booking management',
    '予約管理',
    '預訂管理',
    'Gestione prenotazioni',
  ),
};

/**
 * An authority role: a bundle of authorities and the menus it shows. The operation-service grants an
 * account the authorities of the enabled records of its role codes (a disabled record grants
 * nothing); a code without a record falls back to the role of the same code in `roles`. The built-in
 * records are seeded from those roles; the super administrator keeps role management (§6).
 */
export const authorityRoleResource = defineResource({
  name: 'authority-role',
  scope: 'global',
  schema: z
    .object({
      roleCode: code(40),
      roleName: text(60),
      description: optionalText(300),
      authorities: z.array(z.enum(authorities)).default([]),
      menuKeys: z.array(z.enum(menuKeys)).default([]),
      /** Every function, whatever the lists say (the super administrator). */
      permitAll: z.boolean().default(false),
      /** Sees only the records of its own tenant. */
      tenantBound: z.boolean().default(false),
      /**
       * One of the roles of the product (`roleCodes`): the server refuses to delete it or change its
       * code. Only those codes can be built in.
       */
      builtIn: z.boolean().default(false),
      enabled,
    })
    .superRefine((role, context) => {
      if (role.builtIn && !(roleCodes as readonly string[]).includes(role.roleCode))
        context.addIssue({ code: 'custom', path: ['builtIn'], message: ValidationMessage.BUILT_IN_ROLE });
      // The super administrator cannot remove role management and its sub-menus.
      if (role.roleCode !== 'SUPER_ADMIN') return;
      for (const authority of ['role:manage', 'admin:read', 'admin:write'] as const) {
        if (!role.authorities.includes(authority))
          context.addIssue({
            code: 'custom',
            path: ['authorities'],
            message: ValidationMessage.SUPER_ADMIN_ROLE_MANAGEMENT,
          });
      }
      if (!role.menuKeys.includes('admin-page-platform'))
        context.addIssue({
          code: 'custom',
          path: ['menuKeys'],
          message: ValidationMessage.SUPER_ADMIN_ROLE_MANAGEMENT,
        });
      if (!role.enabled)
        context.addIssue({
          code: 'custom',
          path: ['enabled'],
          message: ValidationMessage.SUPER_ADMIN_ROLE_MANAGEMENT,
        });
    }),
  permissions: { read: 'admin:read', write: 'role:manage' },
  title: 'roleName',
  keyword: ['roleName', 'roleCode'],
  filters: { builtIn: 'eq', permitAll: 'eq', tenantBound: 'eq', enabled: 'eq' },
  sortable: ['roleCode', 'roleName'],
  unique: [['roleCode']],
  defaultSort: { field: 'roleCode', direction: 'asc' },
  fields: {
    roleCode: {
      label: words('角色编码', 'Role code', 'ロールコード', '角色編碼', 'Codice ruolo'),
      kind: 'code',
    },
    roleName: { label: words('角色名称', 'Role name', 'ロール名', '角色名稱', 'Nome ruolo') },
    description: described.description,
    authorities: {
      label: words('权限', 'Authorities', '権限', '權限', 'Autorizzazioni'),
      enum: /* @__PURE__ */ describeAuthorities(),
      hint: words(
        '超级管理员必须保留角色管理及管理员权限',
        'The super administrator always keeps role management and admin authorities',
        'スーパー管理者はロール管理と管理者権限を外せません',
        '超級管理員必須保留角色管理及管理員權限',
        'Il super amministratore mantiene sempre la gestione dei ruoli e le autorizzazioni di amministrazione',
      ),
    },
    menuKeys: {
      label: words('可见菜单', 'Menus shown', '表示メニュー', '可見選單', 'Menu visibili'),
      enum: /* @__PURE__ */ Object.fromEntries(
        menuKeys.map((key) => [key, { words: menuWords[key] }]),
      ) as EnumDescription<MenuKey>,
    },
    permitAll: {
      label: words('全部功能', 'All functions', '全機能', '全部功能', 'Tutte le funzioni'),
      kind: 'switch',
      hint: words(
        '拥有全部功能，不受权限列表限制',
        'Every function, whatever the lists say',
        '一覧に関係なく全機能を利用可能',
        '擁有全部功能，不受權限清單限制',
        'Ogni funzione, qualunque cosa dicano gli elenchi',
      ),
    },
    tenantBound: {
      label: words('仅限本租户', 'Own tenant only', '自テナントのみ', '僅限本租戶', 'Solo il proprio tenant'),
      kind: 'switch',
      hint: words(
        '只能看到所属租户的数据',
        'Sees only the records of its own tenant',
        '所属テナントのデータのみ閲覧可能',
        '只能看到所屬租戶的資料',
        'Vede solo i record del proprio tenant',
      ),
    },
    builtIn: {
      label: words('系统内置', 'Built in', 'システム標準', '系統內建', 'Predefinito'),
      kind: 'switch',
    },
    enabled: described.enabled,
  },
});

export const loginMethod = /* @__PURE__ */ defineEnum({
  PASSWORD: { words: words('账号密码', 'Password', 'パスワード', '帳號密碼', 'Password') },
  SMS_CODE: { words: words('短信验证码', 'SMS code', 'SMS認証コード', '簡訊驗證碼', 'Codice SMS') },
  EMAIL_CODE: {
    words: words('邮箱验证码', 'E-mail code', 'メール認証コード', '信箱驗證碼', 'Codice via e-mail'),
  },
  SSO: { words: words('单点登录', 'Single sign-on', 'シングルサインオン', '單一登入', 'Single sign-on') },
  SSO_DIRECT: {
    words: words(
      '单点直登',
      'Direct single sign-on',
      'SSO直接ログイン',
      '單一直接登入',
      'Single sign-on diretto',
    ),
  },
  FEISHU: { words: words('飞书', 'Feishu', 'Feishu', '飛書', 'Feishu') },
  WECHAT: { words: words('企业微信', 'WeCom', 'WeCom', '企業微信', 'WeCom') },
  DINGTALK: { words: words('钉钉', 'DingTalk', 'DingTalk', '釘釘', 'DingTalk') },
  YUNZHIJIA: { words: words('云之家', 'Yunzhijia', '云之家', '雲之家', 'Yunzhijia') },
  QR_CODE: { words: words('扫码登录', 'QR code', 'QRコード', '掃碼登入', 'Codice QR') },
});
export const loginMethods = loginMethod.values;

/** How users of a console domain (and the tenant behind it) log in. */
export const loginWayResource = defineResource({
  name: 'login-way',
  scope: 'global',
  schema: z.object({
    name: text(60),
    /** The host name whose login page this applies to (`loginDecide?domainName=`). */
    domainName: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+$/, ValidationMessage.DOMAIN_NAME)
      .max(253),
    tenantId: tenantId.optional(),
    loginMethods: z.array(z.enum(loginMethods)).min(1),
    defaultMethod: z.enum(loginMethods),
    /** The `client_name` of the auth source the sso methods hand over to. */
    authSourceClientName: code(40).optional(),
    passwordMinLength: z.number().int().min(6).max(32).default(8),
    passwordMaxLength: z.number().int().min(8).max(128).default(32),
    /** Failed logins before the account is locked (then: forgot password or reset). */
    lockAfterFailures: z.number().int().min(1).max(20).default(5),
    lockMinutes: z.number().int().min(1).max(1440).default(30),
    /** Hint shown to users without an account. */
    supportHint: optionalText(200),
    enabled,
  }),
  permissions: { read: 'admin:read', write: 'admin:write' },
  title: 'name',
  keyword: ['name', 'domainName'],
  filters: { domainName: 'eq', tenantId: 'eq', defaultMethod: 'in', enabled: 'eq' },
  sortable: ['name', 'domainName'],
  unique: [['domainName']],
  fields: {
    name: described.name,
    domainName: {
      label: words('访问域名', 'Domain', 'ドメイン', '存取網域', 'Dominio'),
      hint: words(
        '登录页按此域名判断登录方式',
        'The login page decides its methods by this host name',
        'ログイン画面はこのドメインで方式を判定します',
        '登入頁依此網域判斷登入方式',
        'La pagina di accesso sceglie i metodi in base a questo nome host',
      ),
    },
    tenantId: described.optionalTenantId,
    loginMethods: {
      label: words('可用登录方式', 'Methods offered', '利用可能な方式', '可用登入方式', 'Metodi offerti'),
      enum: loginMethod.words,
    },
    defaultMethod: {
      label: words('默认登录方式', 'Default method', '既定の方式', '預設登入方式', 'Metodo predefinito'),
      enum: loginMethod.words,
    },
    authSourceClientName: {
      label: words(
        '单点登录认证源',
        'Sign-on source',
        'SSO認証ソース',
        '單一登入認證來源',
        'Fonte di single sign-on',
      ),
      reference: { resource: 'auth-source', valueField: 'clientName', labelField: 'name' },
    },
    passwordMinLength: {
      label: words(
        '密码最小长度',
        'Password min length',
        'パスワード最小長',
        '密碼最小長度',
        'Lunghezza minima password',
      ),
      kind: 'number',
      unit: unit.characters,
    },
    passwordMaxLength: {
      label: words(
        '密码最大长度',
        'Password max length',
        'パスワード最大長',
        '密碼最大長度',
        'Lunghezza massima password',
      ),
      kind: 'number',
      unit: unit.characters,
    },
    lockAfterFailures: {
      label: words(
        '锁定前允许失败次数',
        'Failures before lock',
        'ロックまでの失敗回数',
        '鎖定前允許失敗次數',
        'Tentativi falliti prima del blocco',
      ),
      kind: 'number',
      unit: unit.times,
    },
    lockMinutes: {
      label: words(
        '锁定时长（分钟）',
        'Lock (minutes)',
        'ロック時間（分）',
        '鎖定時長（分鐘）',
        'Blocco (minuti)',
      ),
      kind: 'number',
      unit: unit.minutes,
    },
    supportHint: {
      label: words(
        '无账号提示',
        'No-account hint',
        'アカウントなし時の案内',
        '無帳號提示',
        'Avviso per chi non ha un account',
      ),
      kind: 'longText',
    },
    enabled: described.enabled,
  },
});

// ---------------------------------------------------------------------------------------------
// Customer service

const customerService = { read: 'customer-service:read', write: 'customer-service:write' } as const;

/** What kind of document of an employee the customer-service data query shows. */
export const csDocumentKind = /* @__PURE__ */ defineEnum({
  REQUISITION: { words: words('申请单', 'Requisition', '申請書', '申請單', 'Richiesta') },
  EXPENSE_REPORT: { words: words('报销单', 'Expense report', '経費精算書', '報銷單', 'Nota spese') },
  CORPORATE_PAYMENT: {
    words: words('对公支付', 'Corporate payment', '法人支払', '對公支付', 'Pagamento aziendale'),
  },
  LOAN: { words: words('借款单', 'Loan', '借入申請', '借款單', 'Anticipo') },
  CONTRACT: { words: words('合同', 'Contract', '契約', '合約', 'Contratto') },
  APPROVAL_TASK: {
    words: words('审批任务', 'Approval task', '承認タスク', '審批任務', 'Attività di approvazione'),
  },
  BUDGET_OCCUPANCY: {
    words: words('预算占用', 'Budget occupancy', '予算占有', '預算占用', 'Impegno di budget'),
  },
});
export const csDocumentKinds = csDocumentKind.values;

const documentStatusCodes = Object.values(DocumentStatus);
const documentStatus = z.union(
  documentStatusCodes.map((value) => z.literal(value)) as unknown as readonly [
    z.ZodLiteral<DocumentStatus>,
    ...z.ZodLiteral<DocumentStatus>[],
  ],
);

/** An employee's document as customer service looks it up (query-data tabs). */
export const csDocumentResource = defineResource({
  name: 'cs-document',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    userOID: userOid,
    employeeName: text(60),
    kind: z.enum(csDocumentKinds),
    documentCode: code(40),
    formName: text(60),
    title: text(200),
    amount: money.optional(),
    currencyCode: currencyCode.optional(),
    documentStatus,
    /** The employee's company name and department when the document was made. */
    companyName: optionalText(100),
    departmentName: optionalText(100),
    /** Whoever holds the document now (approver, auditor, cashier). */
    currentHandler: optionalText(60),
    /** For budget occupancy: the budget item it occupies. */
    budgetItem: optionalText(100),
    submittedAt: instant.optional(),
  }),
  permissions: customerService,
  title: 'documentCode',
  keyword: ['documentCode', 'title', 'employeeName'],
  filters: {
    tenantId: 'eq',
    userOID: 'eq',
    kind: 'in',
    documentStatus: 'in',
    submittedAt: 'range',
    documentCode: 'eq',
  },
  sortable: ['documentCode', 'submittedAt', 'amount'],
  unique: [['tenantId', 'kind', 'documentCode']],
  defaultSort: { field: 'submittedAt', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    userOID: described.userOID,
    employeeName: shared.employeeName,
    kind: { label: words('单据类型', 'Kind', '種類', '單據類型', 'Tipo'), enum: csDocumentKind.words },
    documentCode: shared.documentCode,
    formName: { label: words('表单', 'Form', 'フォーム', '表單', 'Modulo') },
    title: { label: words('事由', 'Title', '件名', '事由', 'Oggetto') },
    amount: {
      label: words('金额', 'Amount', '金額', '金額', 'Importo'),
      kind: 'money',
      currencyField: 'currencyCode',
    },
    currencyCode: described.currencyCode,
    // Document status codes are numbers: their words are keyed by the code.
    documentStatus: {
      label: words('单据状态', 'Document status', '伝票ステータス', '單據狀態', 'Stato del documento'),
      enum: /* @__PURE__ */ Object.fromEntries(
        documentStatuses.map((status) => [String(status.code), { words: messageWords(status.meaning) }]),
      ),
    },
    companyName: { label: words('公司', 'Company', '会社', '公司', 'Azienda') },
    departmentName: { label: words('部门', 'Department', '部署', '部門', 'Reparto') },
    currentHandler: {
      label: words('当前处理人', 'Current handler', '現在の担当者', '目前處理人', 'Gestore attuale'),
    },
    budgetItem: { label: words('预算项', 'Budget item', '予算項目', '預算項', 'Voce di budget') },
    submittedAt: shared.submittedAt,
  },
});

/** A label message an employee received on a document (the query-data label-message deletion tab). */
export const csLabelMessageResource = defineResource({
  name: 'cs-label-message',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    userOID: userOid,
    employeeName: text(60),
    labelName: text(30),
    labelType: code(),
    documentCategory: z.union(labelDocumentCategories.map((value) => z.literal(value))),
    documentCode: code(40),
    content: text(500),
    sentAt: instant,
    read: z.boolean().default(false),
  }),
  permissions: customerService,
  title: 'labelName',
  keyword: ['labelName', 'documentCode', 'content'],
  filters: { tenantId: 'eq', userOID: 'eq', documentCategory: 'eq', read: 'eq', sentAt: 'range' },
  sortable: ['sentAt', 'labelName'],
  defaultSort: { field: 'sentAt', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    userOID: described.userOID,
    employeeName: shared.employeeName,
    labelName: { label: words('标签', 'Label', 'ラベル', '標籤', 'Etichetta') },
    labelType: {
      label: words('标签类型', 'Label type', 'ラベル種別', '標籤類型', 'Tipo di etichetta'),
      kind: 'code',
    },
    // Document categories are numbers: their words are keyed by the code.
    documentCategory: {
      label: words('单据大类', 'Document category', '伝票区分', '單據大類', 'Categoria del documento'),
      enum: /* @__PURE__ */ messageEnum(labelDocumentCategories, documentCategoryMessages),
    },
    documentCode: shared.documentCode,
    content: { label: words('消息内容', 'Message', 'メッセージ', '訊息內容', 'Messaggio'), kind: 'longText' },
    sentAt: { label: words('发送时间', 'Sent', '送信日時', '傳送時間', 'Inviato il'), kind: 'dateTime' },
    read: { label: words('已读', 'Read', '既読', '已讀', 'Letto'), kind: 'switch' },
  },
});

export const aiFeature = /* @__PURE__ */ defineEnum({
  INVOICE_RECOGNITION: {
    words: words('发票识别', 'Invoice recognition', '請求書認識', '發票辨識', 'Riconoscimento fatture'),
  },
  SMART_FILL: {
    words: words('智能填单', 'Smart fill', 'スマート入力', '智慧填單', 'Compilazione intelligente'),
  },
  AUDIT_ASSISTANT: {
    words: words('审核助手', 'Audit assistant', '監査アシスタント', '審核助手', 'Assistente di revisione'),
  },
  TRAVEL_ASSISTANT: {
    words: words('差旅助手', 'Travel assistant', '出張アシスタント', '差旅助手', 'Assistente di viaggio'),
  },
  CHAT: { words: words('对话', 'Chat', 'チャット', '對話', 'Chat') },
});
export const aiFeatures = aiFeature.values;

const aiOutcome = /* @__PURE__ */ defineEnum({
  SUCCESS: { words: words('成功', 'Success', '成功', '成功', 'Riuscito'), tone: 'success' },
  PARTIAL: { words: words('部分成功', 'Partial', '一部成功', '部分成功', 'Parziale'), tone: 'warning' },
  FAILED: { words: words('失败', 'Failed', '失敗', '失敗', 'Non riuscito'), tone: 'danger' },
});

/** A use of an AI feature by an employee (the query-data AI tab). */
export const csAiRecordResource = defineResource({
  name: 'cs-ai-record',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    userOID: userOid,
    employeeName: text(60),
    feature: z.enum(aiFeatures),
    /** What the employee asked or uploaded, shortened. */
    inputSummary: text(300),
    resultSummary: optionalText(500),
    outcome: z.enum(aiOutcome.values),
    tokens: z.number().int().min(0).max(10_000_000).default(0),
    durationMs: z.number().int().min(0).max(600_000),
    documentCode: code(40).optional(),
    occurredAt: instant,
  }),
  permissions: customerService,
  title: 'inputSummary',
  keyword: ['inputSummary', 'documentCode'],
  filters: { tenantId: 'eq', userOID: 'eq', feature: 'in', outcome: 'in', occurredAt: 'range' },
  sortable: ['occurredAt', 'tokens', 'durationMs'],
  defaultSort: { field: 'occurredAt', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    userOID: described.userOID,
    employeeName: shared.employeeName,
    feature: { label: words('功能', 'Feature', '機能', '功能', 'Funzione'), enum: aiFeature.words },
    inputSummary: { label: words('输入', 'Input', '入力', '輸入', 'Input'), kind: 'longText' },
    resultSummary: { label: words('结果', 'Result', '結果', '結果', 'Risultato'), kind: 'longText' },
    outcome: {
      label: words('结果状态', 'Outcome', '結果ステータス', '結果狀態', 'Esito'),
      enum: aiOutcome.words,
    },
    tokens: { label: words('Token 数', 'Tokens', 'トークン数', 'Token 數', 'Token'), kind: 'number' },
    durationMs: shared.durationMs,
    documentCode: shared.documentCode,
    occurredAt: { label: words('时间', 'Time', '日時', '時間', 'Ora'), kind: 'dateTime' },
  },
});

export const callbackEvent = /* @__PURE__ */ defineEnum({
  DOCUMENT_SUBMITTED: {
    words: words('单据提交', 'Document submitted', '伝票提出', '單據提交', 'Documento inviato'),
  },
  DOCUMENT_APPROVED: {
    words: words('单据审批通过', 'Document approved', '伝票承認', '單據審批通過', 'Documento approvato'),
  },
  DOCUMENT_REJECTED: {
    words: words('单据驳回', 'Document rejected', '伝票差戻し', '單據駁回', 'Documento respinto'),
  },
  AUDIT_PASSED: {
    words: words('财务审核通过', 'Audit passed', '財務審査通過', '財務審核通過', 'Revisione superata'),
  },
  PAYMENT_COMPLETED: {
    words: words('付款完成', 'Payment completed', '支払完了', '付款完成', 'Pagamento completato'),
  },
  EMPLOYEE_CHANGED: {
    words: words('员工变更', 'Employee changed', '従業員変更', '員工變更', 'Dipendente modificato'),
  },
  TRAVEL_ORDER_CREATED: {
    words: words(
      '差旅订单生成',
      'Travel order created',
      '出張注文作成',
      '差旅訂單產生',
      'Ordine di viaggio creato',
    ),
  },
  INVOICE_VERIFIED: {
    words: words('发票查验完成', 'Invoice verified', '請求書検証完了', '發票查驗完成', 'Fattura verificata'),
  },
});
export const callbackEvents = callbackEvent.values;

const callbackHttpMethod = /* @__PURE__ */ defineEnum({
  POST: { words: words('POST', 'POST', 'POST', 'POST', 'POST') },
  PUT: { words: words('PUT', 'PUT', 'PUT', 'PUT', 'PUT') },
});

const callbackAuthType = /* @__PURE__ */ defineEnum({
  NONE: { words: words('无', 'None', 'なし', '無', 'Nessuna') },
  BASIC: { words: words('Basic 认证', 'Basic', 'Basic認証', 'Basic 認證', 'Basic') },
  TOKEN: { words: words('令牌', 'Token', 'トークン', '權杖', 'Token') },
  SIGNATURE: { words: words('签名', 'Signature', '署名', '簽章', 'Firma') },
});

const lastCallResult = /* @__PURE__ */ defineEnum({
  NEVER: { words: words('未调用', 'Never called', '未実行', '未呼叫', 'Mai chiamato'), tone: 'neutral' },
  SUCCESS: { words: words('成功', 'Succeeded', '成功', '成功', 'Riuscita'), tone: 'success' },
  FAILED: { words: words('失败', 'Failed', '失敗', '失敗', 'Non riuscita'), tone: 'danger' },
});

/** A tenant's callback: the platform calls the tenant's system when an event happens. */
export const csApiCallbackResource = defineResource({
  name: 'cs-api-callback',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    callbackName: text(60),
    eventType: z.enum(callbackEvents),
    callbackUrl: url,
    httpMethod: z.enum(callbackHttpMethod.values).default('POST'),
    authType: z.enum(callbackAuthType.values),
    timeoutSeconds: z.number().int().min(1).max(60).default(10),
    retryTimes: z.number().int().min(0).max(10).default(3),
    lastCallAt: instant.optional(),
    lastCallResult: z.enum(lastCallResult.values).default('NEVER'),
    contactEmail: email.optional(),
    description: optionalText(300),
    enabled,
  }),
  permissions: customerService,
  title: 'callbackName',
  keyword: ['callbackName', 'callbackUrl'],
  filters: { tenantId: 'eq', eventType: 'in', lastCallResult: 'in', enabled: 'eq' },
  sortable: ['callbackName', 'lastCallAt'],
  unique: [['tenantId', 'eventType', 'callbackUrl']],
  fields: {
    tenantId: described.tenantId,
    callbackName: { label: words('回调名称', 'Name', 'コールバック名', '回呼名稱', 'Nome') },
    eventType: {
      label: words('触发事件', 'Event', 'トリガーイベント', '觸發事件', 'Evento'),
      enum: callbackEvent.words,
    },
    callbackUrl: {
      label: words('回调地址', 'Callback URL', 'コールバックURL', '回呼網址', 'URL di callback'),
      kind: 'url',
    },
    httpMethod: {
      label: words('请求方式', 'Method', 'メソッド', '請求方式', 'Metodo'),
      enum: callbackHttpMethod.words,
    },
    authType: {
      label: words('鉴权方式', 'Authentication', '認証方式', '驗證方式', 'Autenticazione'),
      enum: callbackAuthType.words,
    },
    timeoutSeconds: {
      label: words('超时（秒）', 'Timeout (s)', 'タイムアウト（秒）', '逾時（秒）', 'Timeout (s)'),
      kind: 'number',
      unit: unit.seconds,
    },
    retryTimes: {
      label: words('失败重试次数', 'Retries', 'リトライ回数', '失敗重試次數', 'Tentativi'),
      kind: 'number',
      unit: unit.times,
    },
    lastCallAt: {
      label: words('最近调用时间', 'Last called', '最終呼出', '最近呼叫時間', 'Ultima chiamata'),
      kind: 'dateTime',
    },
    lastCallResult: {
      label: words('最近调用结果', 'Last result', '最終結果', '最近呼叫結果', 'Ultimo esito'),
      enum: lastCallResult.words,
    },
    contactEmail: described.contactEmail,
    description: described.description,
    enabled: described.enabled,
  },
});

export const feedbackStatus = /* @__PURE__ */ defineEnum({
  NEW: { words: words('待处理', 'New', '未対応', '待處理', 'Nuovo'), tone: 'warning' },
  PROCESSING: { words: words('处理中', 'Processing', '対応中', '處理中', 'In lavorazione'), tone: 'info' },
  RESOLVED: { words: words('已解决', 'Resolved', '解決済み', '已解決', 'Risolto'), tone: 'success' },
  CLOSED: { words: words('已关闭', 'Closed', 'クローズ', '已關閉', 'Chiuso'), tone: 'neutral' },
});
export const feedbackStatuses = feedbackStatus.values;

const feedbackChannel = /* @__PURE__ */ defineEnum({
  WEB: { words: words('网页端', 'Web', 'Web', '網頁端', 'Web') },
  APP: { words: words('手机 App', 'App', 'アプリ', '手機 App', 'App') },
  MINI_PROGRAM: { words: words('小程序', 'Mini program', 'ミニプログラム', '小程式', 'Mini programma') },
  EMAIL: { words: words('邮件', 'E-mail', 'メール', '電子郵件', 'E-mail') },
  HOTLINE: { words: words('客服热线', 'Hotline', 'ホットライン', '客服專線', 'Assistenza telefonica') },
});

const feedbackCategory = /* @__PURE__ */ defineEnum({
  BUG: { words: words('功能异常', 'Bug', '不具合', '功能異常', 'Malfunzionamento') },
  SUGGESTION: { words: words('产品建议', 'Suggestion', '提案', '產品建議', 'Suggerimento') },
  CONSULTATION: { words: words('使用咨询', 'Question', '問い合わせ', '使用諮詢', 'Domanda') },
  COMPLAINT: { words: words('投诉', 'Complaint', '苦情', '客訴', 'Reclamo') },
  SURVEY: {
    words: words('满意度评价', 'Survey answer', '満足度評価', '滿意度評價', 'Risposta al sondaggio'),
  },
});

/** A user's feedback from the apps, handled by customer service. */
export const csFeedbackResource = defineResource({
  name: 'cs-feedback',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** Made by the server on create (FB + date + sequence). */
    feedbackNo: code(32).optional(),
    submitterName: text(60),
    submitterUserOID: userOid.optional(),
    contactMobile: mobile.optional(),
    contactEmail: email.optional(),
    channel: z.enum(feedbackChannel.values),
    category: z.enum(feedbackCategory.values),
    /** The product module it is about. */
    module: text(40),
    content: text(2000),
    /** A feedback event's answer: the event code and the score given. */
    eventCode: code(40).optional(),
    score: z.number().int().min(0).max(10).optional(),
    submittedAt: instant,
    handler: optionalText(60),
    reply: optionalText(1000),
    status: z.enum(feedbackStatuses).default('NEW'),
  }),
  permissions: customerService,
  title: 'feedbackNo',
  keyword: ['feedbackNo', 'submitterName', 'content'],
  filters: {
    tenantId: 'eq',
    channel: 'in',
    category: 'in',
    status: 'in',
    eventCode: 'eq',
    submittedAt: 'range',
    handler: 'contains',
  },
  sortable: ['feedbackNo', 'submittedAt'],
  unique: [['feedbackNo']],
  defaultSort: { field: 'submittedAt', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    feedbackNo: {
      label: words('反馈编号', 'Feedback no.', 'フィードバック番号', '回饋編號', 'N. feedback'),
      kind: 'code',
      generated: { prefix: 'FB' },
    },
    submitterName: { label: words('提交人', 'Submitted by', '投稿者', '提交人', 'Inviato da') },
    submitterUserOID: {
      label: words(
        '提交人账号',
        'Submitter account',
        '投稿者アカウント',
        '提交人帳號',
        'Account del mittente',
      ),
      reference: { lookup: 'staff' },
    },
    contactMobile: described.contactMobile,
    contactEmail: described.contactEmail,
    channel: {
      label: words('来源渠道', 'Channel', 'チャネル', '來源管道', 'Canale'),
      enum: feedbackChannel.words,
    },
    category: {
      label: words('反馈类型', 'Category', '種別', '回饋類型', 'Categoria'),
      enum: feedbackCategory.words,
    },
    module: shared.module,
    content: { label: words('反馈内容', 'Content', '内容', '回饋內容', 'Contenuto'), kind: 'longText' },
    eventCode: {
      label: words('反馈事件', 'Feedback event', 'フィードバックイベント', '回饋事件', 'Evento di feedback'),
      reference: { resource: 'cs-feedback-event', valueField: 'eventCode', labelField: 'eventName' },
    },
    score: { label: words('评分', 'Score', 'スコア', '評分', 'Punteggio'), kind: 'number' },
    submittedAt: {
      label: words('提交时间', 'Submitted at', '投稿日時', '提交時間', 'Inviato il'),
      kind: 'dateTime',
    },
    handler: { label: words('处理人', 'Handled by', '対応者', '處理人', 'Gestito da') },
    reply: { label: words('回复', 'Reply', '返信', '回覆', 'Risposta'), kind: 'longText' },
    status: {
      label: words('处理状态', 'Status', '対応状況', '處理狀態', 'Stato'),
      enum: feedbackStatus.words,
    },
  },
});

const feedbackTrigger = /* @__PURE__ */ defineEnum({
  AFTER_SUBMIT: { words: words('提交单据后', 'After submitting', '提出後', '提交單據後', "Dopo l'invio") },
  AFTER_APPROVAL: {
    words: words('审批完成后', 'After approval', '承認後', '審批完成後', "Dopo l'approvazione"),
  },
  AFTER_PAYMENT: { words: words('收到付款后', 'After payment', '支払後', '收到付款後', 'Dopo il pagamento') },
  AFTER_BOOKING: {
    words: words('完成预订后', 'After booking', '予約後', '完成預訂後', 'Dopo la prenotazione'),
  },
  ON_LOGIN: { words: words('登录时', 'On login', 'ログイン時', '登入時', "All'accesso") },
  MANUAL: { words: words('手动推送', 'Sent by hand', '手動配信', '手動推送', 'Inviato manualmente') },
});

const feedbackScoreType = /* @__PURE__ */ defineEnum({
  NPS: { words: words('NPS（0-10 分）', 'NPS (0-10)', 'NPS（0-10）', 'NPS（0-10 分）', 'NPS (0-10)') },
  STAR: { words: words('星级（1-5 星）', 'Stars (1-5)', '星（1-5）', '星級（1-5 星）', 'Stelle (1-5)') },
  THUMBS: { words: words('赞/踩', 'Thumbs up or down', 'いいね／よくない', '讚/倒讚', 'Pollice su o giù') },
});

/** A moment in the apps where users are asked for feedback (a score and a comment). */
export const csFeedbackEventResource = defineResource({
  name: 'cs-feedback-event',
  scope: 'global',
  schema: z.object({
    eventCode: code(40),
    eventName: text(60),
    module: text(40),
    trigger: z.enum(feedbackTrigger.values),
    question: text(200),
    scoreType: z.enum(feedbackScoreType.values),
    /** Share of users asked, in percent. */
    samplePercent: z.number().int().min(1).max(100).default(10),
    /** Days before the same user is asked again. */
    quietDays: z.number().int().min(0).max(365).default(30),
    startDate: date,
    endDate: date.optional(),
    owner: optionalText(60),
    enabled,
  }),
  permissions: customerService,
  title: 'eventName',
  keyword: ['eventName', 'eventCode'],
  filters: { trigger: 'in', scoreType: 'eq', enabled: 'eq', startDate: 'range' },
  sortable: ['eventCode', 'eventName', 'startDate'],
  unique: [['eventCode']],
  fields: {
    eventCode: {
      label: words('事件编码', 'Event code', 'イベントコード', '事件編碼', 'Codice evento'),
      kind: 'code',
    },
    eventName: { label: words('事件名称', 'Event name', 'イベント名', '事件名稱', 'Nome evento') },
    module: shared.module,
    trigger: {
      label: words('触发时机', 'Asked when', 'トリガー', '觸發時機', 'Quando chiedere'),
      enum: feedbackTrigger.words,
    },
    question: { label: words('问题', 'Question', '質問', '問題', 'Domanda'), kind: 'longText' },
    scoreType: {
      label: words('评分方式', 'Score type', '評価方式', '評分方式', 'Tipo di punteggio'),
      enum: feedbackScoreType.words,
    },
    samplePercent: {
      label: words('抽样比例（%）', 'Sample (%)', 'サンプル率（%）', '抽樣比例（%）', 'Campione (%)'),
      kind: 'number',
      unit: unit.percent,
    },
    quietDays: {
      label: words('免打扰天数', 'Quiet days', '再質問までの日数', '免打擾天數', 'Giorni di pausa'),
      kind: 'number',
      unit: unit.days,
      hint: words(
        '同一用户再次被询问前的间隔天数',
        'Days before the same user is asked again',
        '同じユーザーに再度尋ねるまでの日数',
        '同一使用者再次被詢問前的間隔天數',
        'Giorni prima di chiedere di nuovo allo stesso utente',
      ),
    },
    startDate: described.startDate,
    endDate: described.endDate,
    owner: described.owner,
    enabled: described.enabled,
  },
});

export const developerScope = /* @__PURE__ */ defineEnum({
  API_DEBUG: { words: words('接口调试', 'API debugging', 'APIデバッグ', '介面除錯', 'Debug delle API') },
  LOG_VIEW: { words: words('日志查看', 'Log viewing', 'ログ閲覧', '日誌檢視', 'Consultazione dei log') },
  SCRIPT_CONSOLE: {
    words: words('脚本控制台', 'Script console', 'スクリプトコンソール', '指令碼主控台', 'Console di script'),
  },
  MOCK_PAYMENT: { words: words('模拟支付', 'Mock payments', '模擬支払', '模擬支付', 'Pagamenti simulati') },
  WEBHOOK_TEST: {
    words: words('回调测试', 'Webhook tests', 'Webhookテスト', '回呼測試', 'Test dei webhook'),
  },
});
export const developerScopes = developerScope.values;

/** A tenant's developer mode: debugging tools switched on for its integration work, for a while. */
export const csDeveloperModeResource = defineResource({
  name: 'cs-developer-mode',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** Developer mode on for the tenant. */
    developerMode: z.boolean().default(false),
    scopes: z.array(z.enum(developerScopes)).default([]),
    /** The support ticket that asked for it. */
    ticketNo: code(32).optional(),
    reason: optionalText(300),
    openedBy: optionalText(60),
    expiresAt: instant.optional(),
    ipWhitelist: z.array(ipAddress).max(20).default([]),
    lastUsedAt: instant.optional(),
  }),
  permissions: customerService,
  title: 'ticketNo',
  keyword: ['ticketNo', 'openedBy', 'reason'],
  filters: { tenantId: 'eq', developerMode: 'eq', expiresAt: 'range' },
  sortable: ['expiresAt', 'lastUsedAt'],
  unique: [['tenantId']],
  fields: {
    tenantId: described.tenantId,
    developerMode: {
      label: words('开发者模式', 'Developer mode', '開発者モード', '開發者模式', 'Modalità sviluppatore'),
      kind: 'switch',
      hint: words(
        '开启后租户可使用下列调试工具',
        'When on, the tenant can use the tools below',
        'オンの間、テナントは下記のツールを使えます',
        '開啟後租戶可使用下列除錯工具',
        'Quando è attiva, il tenant può usare gli strumenti qui sotto',
      ),
    },
    scopes: {
      label: words('开放的工具', 'Tools opened', '利用可能なツール', '開放的工具', 'Strumenti abilitati'),
      enum: developerScope.words,
    },
    ticketNo: { label: words('工单号', 'Ticket no.', 'チケット番号', '工單號', 'N. ticket'), kind: 'code' },
    reason: { label: words('开通原因', 'Reason', '理由', '開通原因', 'Motivo'), kind: 'longText' },
    openedBy: { label: words('开通人', 'Opened by', '有効化した人', '開通人', 'Attivata da') },
    expiresAt: {
      label: words('到期时间', 'Expires at', '有効期限', '到期時間', 'Scade il'),
      kind: 'dateTime',
      hint: words(
        '到期后自动关闭',
        'Switched off when it expires',
        '期限が来ると自動でオフ',
        '到期後自動關閉',
        'Si disattiva alla scadenza',
      ),
    },
    ipWhitelist: {
      label: words('IP 白名单', 'IP allow list', '許可IP', 'IP 白名單', 'IP consentiti'),
      hint: words(
        '每项为 IPv4 地址，如 10.0.0.1',
        'IPv4 addresses, e.g. 10.0.0.1',
        'IPv4アドレス（例：10.0.0.1）',
        '每項為 IPv4 位址，如 10.0.0.1',
        'Indirizzi IPv4, ad es. 10.0.0.1',
      ),
    },
    lastUsedAt: {
      label: words('最近使用时间', 'Last used', '最終使用', '最近使用時間', 'Ultimo utilizzo'),
      kind: 'dateTime',
    },
  },
});

export const diagnosisService = /* @__PURE__ */ defineEnum({
  OPERATION: {
    words: words('运营平台服务', 'Operation service', '運用サービス', '營運平台服務', 'Servizio operativo'),
  },
  AUTH: {
    words: words('认证服务', 'Auth service', '認証サービス', '認證服務', 'Servizio di autenticazione'),
  },
  EXPENSE: { words: words('报销服务', 'Expense service', '経費サービス', '報銷服務', 'Servizio note spese') },
  TRAVEL: { words: words('差旅服务', 'Travel service', '出張サービス', '差旅服務', 'Servizio viaggi') },
  BUDGET: { words: words('预算服务', 'Budget service', '予算サービス', '預算服務', 'Servizio budget') },
  PAYMENT: { words: words('支付服务', 'Payment service', '支払サービス', '支付服務', 'Servizio pagamenti') },
  PUSH: {
    words: words('推送服务', 'Push service', 'プッシュサービス', '推播服務', 'Servizio notifiche push'),
  },
  WORKFLOW: {
    words: words(
      '审批流服务',
      'Workflow service',
      'ワークフローサービス',
      '審批流程服務',
      'Servizio workflow',
    ),
  },
  INVOICE: { words: words('发票服务', 'Invoice service', '請求書サービス', '發票服務', 'Servizio fatture') },
  REPORT: { words: words('报表服务', 'Report service', 'レポートサービス', '報表服務', 'Servizio report') },
});
export const diagnosisServices = diagnosisService.values;

const logLevel = /* @__PURE__ */ defineEnum({
  INFO: { words: words('信息', 'Info', '情報', '資訊', 'Info'), tone: 'info' },
  WARN: { words: words('警告', 'Warning', '警告', '警告', 'Avviso'), tone: 'warning' },
  ERROR: { words: words('错误', 'Error', 'エラー', '錯誤', 'Errore'), tone: 'danger' },
});

const httpMethod = /* @__PURE__ */ defineEnum({
  GET: { words: words('GET', 'GET', 'GET', 'GET', 'GET') },
  POST: { words: words('POST', 'POST', 'POST', 'POST', 'POST') },
  PUT: { words: words('PUT', 'PUT', 'PUT', 'PUT', 'PUT') },
  PATCH: { words: words('PATCH', 'PATCH', 'PATCH', 'PATCH', 'PATCH') },
  DELETE: { words: words('DELETE', 'DELETE', 'DELETE', 'DELETE', 'DELETE') },
});

/** A traced request: what a span id in an error toast points at. */
export const csDiagnosisLogResource = defineResource({
  name: 'cs-diagnosis-log',
  scope: 'global',
  schema: z.object({
    /** The span id of the request (16 hex digits), shown in error toasts. */
    spanId: z.string().regex(/^[0-9a-f]{16}$/),
    traceId: z.string().regex(/^[0-9a-f]{32}$/),
    service: z.enum(diagnosisServices),
    level: z.enum(logLevel.values),
    httpMethod: z.enum(httpMethod.values),
    path: text(500),
    httpStatus: z.number().int().min(100).max(599),
    requestAt: instant,
    durationMs: z.number().int().min(0).max(3_600_000),
    /** Of the duration: database and calls to other services. */
    dbMs: z.number().int().min(0).max(3_600_000).optional(),
    upstreamMs: z.number().int().min(0).max(3_600_000).optional(),
    userLogin: optionalText(60),
    tenantId: tenantId.optional(),
    clientIp: ipAddress.optional(),
    errorCode: optionalText(80),
    errorMessage: optionalText(1000),
    requestBody: optionalText(20_000),
    responseBody: optionalText(20_000),
    stackTrace: optionalText(20_000),
  }),
  permissions: customerService,
  title: 'spanId',
  keyword: ['spanId', 'traceId', 'path', 'errorMessage', 'userLogin'],
  filters: {
    spanId: 'eq',
    traceId: 'eq',
    service: 'in',
    level: 'in',
    httpStatus: 'eq',
    tenantId: 'eq',
    userLogin: 'eq',
    requestAt: 'range',
    durationMs: 'range',
  },
  sortable: ['requestAt', 'durationMs', 'httpStatus'],
  unique: [['spanId']],
  defaultSort: { field: 'requestAt', direction: 'desc' },
  fields: {
    spanId: { label: words('Span ID', 'Span ID', 'スパンID', 'Span ID', 'Span ID'), kind: 'code' },
    traceId: { label: words('Trace ID', 'Trace ID', 'トレースID', 'Trace ID', 'Trace ID'), kind: 'code' },
    service: {
      label: words('服务', 'Service', 'サービス', '服務', 'Servizio'),
      enum: diagnosisService.words,
    },
    level: { label: words('级别', 'Level', 'レベル', '級別', 'Livello'), enum: logLevel.words },
    httpMethod: {
      label: words('请求方法', 'Method', 'メソッド', '請求方法', 'Metodo'),
      enum: httpMethod.words,
    },
    path: { label: words('请求路径', 'Path', 'パス', '請求路徑', 'Percorso'), kind: 'code' },
    httpStatus: {
      label: words('状态码', 'HTTP status', 'HTTPステータス', '狀態碼', 'Stato HTTP'),
      kind: 'number',
    },
    requestAt: {
      label: words('请求时间', 'Requested at', 'リクエスト日時', '請求時間', 'Richiesta il'),
      kind: 'dateTime',
    },
    durationMs: shared.durationMs,
    dbMs: {
      label: words(
        '数据库耗时（毫秒）',
        'Database (ms)',
        'DB時間（ms）',
        '資料庫耗時（毫秒）',
        'Database (ms)',
      ),
      kind: 'number',
      unit: unit.milliseconds,
    },
    upstreamMs: {
      label: words(
        '下游调用耗时（毫秒）',
        'Upstream calls (ms)',
        '外部呼出（ms）',
        '下游呼叫耗時（毫秒）',
        'Chiamate ad altri servizi (ms)',
      ),
      kind: 'number',
      unit: unit.milliseconds,
    },
    userLogin: { label: words('用户账号', 'User', 'ユーザー', '使用者帳號', 'Utente') },
    tenantId: described.tenantId,
    clientIp: { label: words('客户端 IP', 'Client IP', 'クライアントIP', '用戶端 IP', 'IP del client') },
    errorCode: {
      label: words('错误码', 'Error code', 'エラーコード', '錯誤碼', 'Codice di errore'),
      kind: 'code',
    },
    errorMessage: {
      label: words('错误信息', 'Error message', 'エラーメッセージ', '錯誤訊息', 'Messaggio di errore'),
      kind: 'longText',
    },
    requestBody: {
      label: words('请求报文', 'Request body', 'リクエスト本文', '請求報文', 'Corpo della richiesta'),
      kind: 'longText',
    },
    responseBody: {
      label: words('响应报文', 'Response body', 'レスポンス本文', '回應報文', 'Corpo della risposta'),
      kind: 'longText',
    },
    stackTrace: {
      label: words('异常堆栈', 'Stack trace', 'スタックトレース', '例外堆疊', 'Stack trace'),
      kind: 'longText',
    },
  },
});

export const diagnosisRequestStatus = /* @__PURE__ */ defineEnum({
  SUBMITTED: { words: words('已提交', 'Submitted', '提出済み', '已提交', 'Inviata'), tone: 'warning' },
  ANALYSING: { words: words('分析中', 'Analysing', '分析中', '分析中', 'In analisi'), tone: 'info' },
  WAITING_CUSTOMER: {
    words: words('待客户反馈', 'Waiting for customer', '顧客回答待ち', '待客戶回饋', 'In attesa del cliente'),
    tone: 'warning',
  },
  RESOLVED: { words: words('已解决', 'Resolved', '解決済み', '已解決', 'Risolta'), tone: 'success' },
  CLOSED: { words: words('已关闭', 'Closed', 'クローズ', '已關閉', 'Chiusa'), tone: 'neutral' },
});
export const diagnosisRequestStatuses = diagnosisRequestStatus.values;

const diagnosisSeverity = /* @__PURE__ */ defineEnum({
  P1: { words: words('P1 紧急', 'P1 critical', 'P1 緊急', 'P1 緊急', 'P1 critica'), tone: 'danger' },
  P2: { words: words('P2 高', 'P2 high', 'P2 高', 'P2 高', 'P2 alta'), tone: 'warning' },
  P3: { words: words('P3 中', 'P3 medium', 'P3 中', 'P3 中', 'P3 media'), tone: 'info' },
  P4: { words: words('P4 低', 'P4 low', 'P4 低', 'P4 低', 'P4 bassa'), tone: 'neutral' },
});

/** A customer's problem handed to the engineers for diagnosis, with the spans that show it. */
export const csDiagnosisRequestResource = defineResource({
  name: 'cs-diagnosis-request',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** Made by the server on create (DR + date + sequence). */
    requestNo: code(32).optional(),
    title: text(100),
    description: text(2000),
    severity: z.enum(diagnosisSeverity.values),
    service: z.enum(diagnosisServices).optional(),
    spanIds: z
      .array(z.string().regex(/^[0-9a-f]{16}$/))
      .max(20)
      .default([]),
    reporter: text(60),
    assignee: optionalText(60),
    submittedAt: instant,
    resolvedAt: instant.optional(),
    conclusion: optionalText(2000),
    status: z.enum(diagnosisRequestStatuses).default('SUBMITTED'),
  }),
  permissions: customerService,
  title: 'requestNo',
  keyword: ['requestNo', 'title', 'reporter', 'assignee'],
  filters: { tenantId: 'eq', severity: 'in', status: 'in', service: 'in', submittedAt: 'range' },
  sortable: ['requestNo', 'submittedAt', 'severity'],
  unique: [['requestNo']],
  defaultSort: { field: 'submittedAt', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    requestNo: {
      label: words('申请编号', 'Request no.', '依頼番号', '申請編號', 'N. richiesta'),
      kind: 'code',
      generated: { prefix: 'DR' },
    },
    title: { label: words('问题标题', 'Title', 'タイトル', '問題標題', 'Titolo') },
    description: {
      label: words('问题描述', 'Description', '内容', '問題描述', 'Descrizione'),
      kind: 'longText',
    },
    severity: {
      label: words('紧急程度', 'Severity', '緊急度', '緊急程度', 'Gravità'),
      enum: diagnosisSeverity.words,
    },
    service: {
      label: words('涉及服务', 'Service', '対象サービス', '涉及服務', 'Servizio'),
      enum: diagnosisService.words,
    },
    spanIds: {
      label: words('相关 Span ID', 'Span IDs', '関連スパンID', '相關 Span ID', 'Span ID'),
      hint: words(
        '从错误提示中复制的 spanId',
        'The spanIds copied from error toasts',
        'エラー表示からコピーしたspanId',
        '從錯誤提示中複製的 spanId',
        'Gli spanId copiati dai messaggi di errore',
      ),
    },
    reporter: { label: words('提交人', 'Reported by', '報告者', '提交人', 'Segnalata da') },
    assignee: { label: words('处理人', 'Assignee', '担当者', '處理人', 'Assegnatario') },
    submittedAt: shared.submittedAt,
    resolvedAt: {
      label: words('解决时间', 'Resolved at', '解決日時', '解決時間', 'Risolta il'),
      kind: 'dateTime',
    },
    conclusion: {
      label: words('诊断结论', 'Conclusion', '診断結果', '診斷結論', 'Conclusione'),
      kind: 'longText',
    },
    status: { ...shared.status, enum: diagnosisRequestStatus.words },
  },
});

const trainingCategory = /* @__PURE__ */ defineEnum({
  ONBOARDING: { words: words('上线启动', 'Onboarding', '導入', '上線啟動', 'Avvio') },
  EXPENSE: { words: words('费用报销', 'Expenses', '経費精算', '費用報銷', 'Note spese') },
  TRAVEL: { words: words('差旅预订', 'Travel', '出張', '差旅預訂', 'Viaggi') },
  FINANCE: { words: words('财务审核与支付', 'Finance', '財務', '財務審核與支付', 'Finanza') },
  BUDGET: { words: words('预算管控', 'Budgets', '予算', '預算管控', 'Budget') },
  ADMIN: { words: words('系统管理', 'Administration', 'システム管理', '系統管理', 'Amministrazione') },
});

const trainingAudience = /* @__PURE__ */ defineEnum({
  ADMIN: { words: words('系统管理员', 'Administrators', '管理者', '系統管理員', 'Amministratori') },
  FINANCE: { words: words('财务人员', 'Finance staff', '財務担当', '財務人員', 'Personale finanziario') },
  APPROVER: { words: words('审批人', 'Approvers', '承認者', '審批人', 'Approvatori') },
  EMPLOYEE: { words: words('普通员工', 'Employees', '一般従業員', '一般員工', 'Dipendenti') },
});

const trainingFormat = /* @__PURE__ */ defineEnum({
  VIDEO: { words: words('视频', 'Video', '動画', '影片', 'Video') },
  DOCUMENT: { words: words('文档', 'Document', '文書', '文件', 'Documento') },
  SLIDES: { words: words('演示文稿', 'Slides', 'スライド', '簡報', 'Presentazione') },
  LIVE: { words: words('直播培训', 'Live session', 'ライブ研修', '直播培訓', 'Sessione dal vivo') },
});

const trainingTemplateStatus = /* @__PURE__ */ defineEnum({
  DRAFT: { words: words('草稿', 'Draft', '下書き', '草稿', 'Bozza'), tone: 'neutral' },
  PUBLISHED: { words: words('已发布', 'Published', '公開中', '已發布', 'Pubblicato'), tone: 'success' },
  ARCHIVED: { words: words('已归档', 'Archived', 'アーカイブ', '已封存', 'Archiviato'), tone: 'neutral' },
});

/** Training material customer service hands to customers' administrators, finance and staff. */
export const csTrainingTemplateResource = defineResource({
  name: 'cs-training-template',
  scope: 'global',
  schema: z.object({
    templateCode: code(32),
    name: text(100),
    category: z.enum(trainingCategory.values),
    audience: z.array(z.enum(trainingAudience.values)).min(1),
    format: z.enum(trainingFormat.values),
    language: z.enum(translationLanguages).default('zh-cn'),
    /** The material: a link, or an uploaded file. */
    materialUrl: url.optional(),
    attachmentOID: z.string().uuid().optional(),
    durationMinutes: z.number().int().min(1).max(600).optional(),
    templateVersion: z.string().regex(/^\d+\.\d+(\.\d+)?$/),
    owner: text(60),
    publishedDate: date.optional(),
    description: optionalText(1000),
    status: z.enum(trainingTemplateStatus.values).default('DRAFT'),
  }),
  permissions: customerService,
  title: 'name',
  keyword: ['name', 'templateCode', 'owner'],
  filters: { category: 'in', format: 'in', language: 'eq', status: 'in', publishedDate: 'range' },
  sortable: ['templateCode', 'name', 'publishedDate'],
  unique: [['templateCode']],
  fields: {
    templateCode: {
      label: words('模板编码', 'Template code', 'テンプレートコード', '範本編碼', 'Codice modello'),
      kind: 'code',
    },
    name: { label: words('模板名称', 'Name', '名称', '範本名稱', 'Nome') },
    category: {
      label: words('培训类别', 'Category', 'カテゴリ', '培訓類別', 'Categoria'),
      enum: trainingCategory.words,
    },
    audience: {
      label: words('培训对象', 'Audience', '対象者', '培訓對象', 'Destinatari'),
      enum: trainingAudience.words,
    },
    format: { label: words('形式', 'Format', '形式', '形式', 'Formato'), enum: trainingFormat.words },
    language: { label: words('语言', 'Language', '言語', '語言', 'Lingua'), enum: translationLanguage.words },
    materialUrl: {
      label: words('资料链接', 'Material link', '資料リンク', '資料連結', 'Link al materiale'),
      kind: 'url',
    },
    attachmentOID: {
      label: words('资料附件', 'Material file', '資料ファイル', '資料附件', 'File del materiale'),
      kind: 'attachment',
    },
    durationMinutes: {
      label: words('时长（分钟）', 'Length (min)', '所要時間（分）', '時長（分鐘）', 'Durata (min)'),
      kind: 'number',
      unit: unit.minutes,
    },
    templateVersion: { label: words('版本', 'Version', 'バージョン', '版本', 'Versione') },
    owner: described.owner,
    publishedDate: {
      label: words('发布日期', 'Published on', '公開日', '發布日期', 'Pubblicato il'),
      kind: 'date',
    },
    description: described.description,
    status: { ...shared.status, enum: trainingTemplateStatus.words },
  },
});

// ---------------------------------------------------------------------------------------------
// Reference data (data-maintain)

const referenceData = { read: 'reference:read', write: 'reference:write' } as const;

/** The travel and expense suppliers whose codes the platform maps. */
export const travelVendor = /* @__PURE__ */ defineEnum({
  CTRIP: { words: words('携程', 'Trip.com (Ctrip)', 'Trip.com（携程）', '攜程', 'Trip.com (Ctrip)') },
  TONGCHENG: { words: words('同程', 'Tongcheng', '同程', '同程', 'Tongcheng') },
  MEITUAN: { words: words('美团', 'Meituan', '美団', '美團', 'Meituan') },
  FLIGGY: { words: words('飞猪', 'Fliggy', 'Fliggy', '飛豬', 'Fliggy') },
  DIDI: { words: words('滴滴', 'DiDi', 'DiDi', '滴滴', 'DiDi') },
  CAOCAO: { words: words('曹操出行', 'Caocao', '曹操出行', '曹操出行', 'Caocao') },
  RAILWAY_12306: {
    words: words('铁路12306', 'China Railway 12306', '中国鉄道12306', '鐵路12306', 'Ferrovie cinesi 12306'),
  },
  AMADEUS: { words: words('Amadeus', 'Amadeus', 'Amadeus', 'Amadeus', 'Amadeus') },
  HUAZHU: { words: words('华住', 'H World (Huazhu)', '華住', '華住', 'H World (Huazhu)') },
  JINJIANG: { words: words('锦江', 'Jin Jiang', '錦江', '錦江', 'Jin Jiang') },
});
export const travelVendors = travelVendor.values;

export const travelServiceType = /* @__PURE__ */ defineEnum({
  FLIGHT: { words: words('机票', 'Flight', '航空券', '機票', 'Volo') },
  HOTEL: { words: words('酒店', 'Hotel', 'ホテル', '飯店', 'Hotel') },
  TRAIN: { words: words('火车票', 'Train', '鉄道', '火車票', 'Treno') },
  CAR: { words: words('用车', 'Car', '配車', '用車', 'Auto') },
  MEAL: { words: words('用餐', 'Meal', '食事', '用餐', 'Pasti') },
});
export const travelServiceTypes = travelServiceType.values;

/** The travel fields many resources of the area share. */
const travel = {
  vendorCode: {
    label: words('供应商', 'Vendor', 'サプライヤー', '供應商', 'Fornitore'),
    enum: travelVendor.words,
  },
  serviceType: {
    label: words('服务类型', 'Service', 'サービス種別', '服務類型', 'Servizio'),
    enum: travelServiceType.words,
  },
  serviceTypes: {
    label: words('适用服务', 'Services', '対象サービス', '適用服務', 'Servizi'),
    enum: travelServiceType.words,
  },
} as const satisfies Record<string, FieldDescription>;

const mappingStatus = /* @__PURE__ */ defineEnum({
  MAPPED: { words: words('已映射', 'Mapped', 'マッピング済み', '已對應', 'Mappata'), tone: 'success' },
  UNMAPPED: { words: words('未映射', 'Unmapped', '未マッピング', '未對應', 'Non mappata'), tone: 'warning' },
  CONFLICT: { words: words('冲突', 'Conflict', '競合', '衝突', 'Conflitto'), tone: 'danger' },
});

/** A supplier's city code mapped to the platform's city. */
export const vendorCityMappingResource = defineResource({
  name: 'vendor-city-mapping',
  scope: 'global',
  schema: z.object({
    vendor: z.enum(travelVendors),
    serviceType: z.enum(travelServiceTypes),
    vendorCityCode: code(32),
    vendorCityName: text(60),
    /** The platform's city (city picker). */
    cityAdCode: cityAdCode.optional(),
    cityName: optionalText(60),
    countryCode,
    mappingStatus: z.enum(mappingStatus.values),
    lastSyncedAt: instant.optional(),
    enabled,
  }),
  permissions: referenceData,
  title: 'vendorCityName',
  keyword: ['vendorCityName', 'vendorCityCode', 'cityName'],
  filters: {
    vendor: 'in',
    serviceType: 'in',
    mappingStatus: 'in',
    countryCode: 'eq',
    cityAdCode: 'eq',
    enabled: 'eq',
  },
  sortable: ['vendor', 'vendorCityCode', 'cityAdCode'],
  unique: [['vendor', 'serviceType', 'vendorCityCode']],
  importable: true,
  fields: {
    vendor: travel.vendorCode,
    serviceType: travel.serviceType,
    vendorCityCode: {
      label: words(
        '供应商城市代码',
        'Vendor city code',
        'サプライヤー都市コード',
        '供應商城市代碼',
        'Codice città del fornitore',
      ),
      kind: 'code',
    },
    vendorCityName: {
      label: words(
        '供应商城市名称',
        'Vendor city name',
        'サプライヤー都市名',
        '供應商城市名稱',
        'Nome città del fornitore',
      ),
    },
    cityAdCode: {
      ...described.cityAdCode,
      label: words(
        '平台城市',
        'Platform city',
        'プラットフォーム都市',
        '平台城市',
        'Città della piattaforma',
      ),
    },
    cityName: {
      label: words(
        '平台城市名称',
        'Platform city name',
        'プラットフォーム都市名',
        '平台城市名稱',
        'Nome città della piattaforma',
      ),
    },
    countryCode: described.countryCode,
    mappingStatus: {
      label: words('映射状态', 'Mapping', 'マッピング状態', '對應狀態', 'Mappatura'),
      enum: mappingStatus.words,
    },
    lastSyncedAt: {
      label: words('最近同步时间', 'Last synced', '最終同期', '最近同步時間', 'Ultima sincronizzazione'),
      kind: 'dateTime',
    },
    enabled: described.enabled,
  },
});

export const bankType = /* @__PURE__ */ defineEnum({
  POLICY: { words: words('政策性银行', 'Policy bank', '政策銀行', '政策性銀行', 'Banca di sviluppo') },
  STATE_OWNED: {
    words: words('国有大型银行', 'State-owned bank', '国有大手銀行', '國有大型銀行', 'Banca statale'),
  },
  JOINT_STOCK: {
    words: words('股份制银行', 'Joint-stock bank', '株式制銀行', '股份制銀行', 'Banca per azioni'),
  },
  CITY_COMMERCIAL: {
    words: words(
      '城市商业银行',
      'City commercial bank',
      '都市商業銀行',
      '城市商業銀行',
      'Banca commerciale cittadina',
    ),
  },
  RURAL: {
    words: words(
      '农村商业银行',
      'Rural commercial bank',
      '農村商業銀行',
      '農村商業銀行',
      'Banca commerciale rurale',
    ),
  },
  FOREIGN: {
    words: words('外资银行', 'Foreign bank in China', '外資系銀行', '外資銀行', 'Banca estera in Cina'),
  },
  OVERSEAS: { words: words('境外银行', 'Overseas bank', '海外銀行', '境外銀行', "Banca all'estero") },
});
export const bankTypes = bankType.values;

/** A bank employees and companies are paid through: its codes for domestic and international transfers. */
export const commonBankResource = defineResource({
  name: 'common-bank',
  scope: 'global',
  schema: z.object({
    bankCode: code(12),
    bankName: text(60),
    bankNameEn: optionalText(120),
    shortName: optionalText(20),
    /** SWIFT/BIC: 8 or 11 characters. */
    swiftCode: z
      .string()
      .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/)
      .optional(),
    /** The head office's CNAPS clearing number (12 digits), for Chinese banks. */
    cnapsCode: z
      .string()
      .regex(/^\d{12}$/)
      .optional(),
    countryCode,
    bankType: z.enum(bankTypes),
    hotline: optionalText(30),
    website: url.optional(),
    enabled,
  }),
  permissions: referenceData,
  title: 'bankName',
  keyword: ['bankName', 'bankNameEn', 'shortName', 'bankCode', 'swiftCode'],
  filters: { countryCode: 'eq', bankType: 'in', enabled: 'eq', swiftCode: 'eq' },
  sortable: ['bankCode', 'bankName'],
  unique: [['bankCode'], ['swiftCode']],
  defaultSort: { field: 'bankCode', direction: 'asc' },
  importable: true,
  fields: {
    bankCode: {
      label: words('银行代码', 'Bank code', '銀行コード', '銀行代碼', 'Codice banca'),
      kind: 'code',
    },
    bankName: { label: words('银行名称', 'Bank name', '銀行名', '銀行名稱', 'Nome della banca') },
    bankNameEn: described.nameEn,
    shortName: { label: words('简称', 'Short name', '略称', '簡稱', 'Nome breve') },
    swiftCode: {
      label: words('SWIFT 代码', 'SWIFT/BIC', 'SWIFT/BIC', 'SWIFT 代碼', 'SWIFT/BIC'),
      kind: 'code',
      hint: words('8 位或 11 位', '8 or 11 characters', '8桁または11桁', '8 位或 11 位', '8 o 11 caratteri'),
    },
    cnapsCode: {
      label: words('联行号', 'CNAPS code', 'CNAPSコード', '聯行號', 'Codice CNAPS'),
      kind: 'code',
      hint: words(
        '总行 12 位大额支付行号',
        "The head office's 12-digit CNAPS number",
        '本店の12桁CNAPS番号',
        '總行 12 位大額支付行號',
        'Il numero CNAPS a 12 cifre della sede centrale',
      ),
    },
    countryCode: described.countryCode,
    bankType: {
      label: words('银行类型', 'Bank type', '銀行種別', '銀行類型', 'Tipo di banca'),
      enum: bankType.words,
    },
    hotline: {
      label: words('客服电话', 'Hotline', 'サポート電話', '客服電話', 'Assistenza telefonica'),
      kind: 'phone',
    },
    website: { label: words('官网', 'Website', 'ウェブサイト', '官網', 'Sito web'), kind: 'url' },
    enabled: described.enabled,
  },
});

export const sensitiveWordScope = /* @__PURE__ */ defineEnum({
  FEEDBACK: { words: words('意见反馈', 'Feedback', 'フィードバック', '意見回饋', 'Feedback') },
  COMMENT: {
    words: words('审批意见', 'Approval comments', '承認コメント', '審批意見', 'Commenti di approvazione'),
  },
  ANNOUNCEMENT: { words: words('公告', 'Announcements', 'お知らせ', '公告', 'Annunci') },
  EXPENSE_REMARK: { words: words('报销备注', 'Expense remarks', '経費備考', '報銷備註', 'Note delle spese') },
  NICKNAME: { words: words('昵称', 'Nicknames', 'ニックネーム', '暱稱', 'Soprannomi') },
  AI_CHAT: { words: words('AI 对话', 'AI chat', 'AIチャット', 'AI 對話', 'Chat IA') },
});
export const sensitiveWordScopes = sensitiveWordScope.values;

const sensitiveWordCategory = /* @__PURE__ */ defineEnum({
  POLITICS: { words: words('涉政', 'Politics', '政治', '涉政', 'Politica') },
  PORNOGRAPHY: { words: words('色情', 'Pornography', 'アダルト', '色情', 'Pornografia') },
  VIOLENCE: { words: words('暴力', 'Violence', '暴力', '暴力', 'Violenza') },
  GAMBLING: { words: words('赌博', 'Gambling', '賭博', '賭博', "Gioco d'azzardo") },
  ADVERTISING: { words: words('广告引流', 'Advertising', '広告', '廣告引流', 'Pubblicità') },
  ABUSE: { words: words('辱骂', 'Abuse', '侮辱', '辱罵', 'Insulti') },
  FRAUD: { words: words('欺诈', 'Fraud', '詐欺', '詐欺', 'Frode') },
  OTHER: { words: words('其他', 'Other', 'その他', '其他', 'Altro') },
});

const sensitiveWordHandling = /* @__PURE__ */ defineEnum({
  BLOCK: { words: words('禁止提交', 'Block', 'ブロック', '禁止提交', 'Blocca'), tone: 'danger' },
  REVIEW: {
    words: words('人工审核', 'Hold for review', '要審査', '人工審核', 'Trattieni per revisione'),
    tone: 'warning',
  },
  REPLACE: { words: words('替换显示', 'Mask', '置換', '替換顯示', 'Maschera'), tone: 'info' },
});

/** A word the platform blocks, holds for review or masks in user texts. */
export const sensitiveWordResource = defineResource({
  name: 'sensitive-word',
  scope: 'global',
  schema: z.object({
    word: text(50),
    category: z.enum(sensitiveWordCategory.values),
    handling: z.enum(sensitiveWordHandling.values),
    /** What REPLACE puts instead; *** when empty. */
    replacement: optionalText(50),
    scopes: z.array(z.enum(sensitiveWordScopes)).min(1),
    language: z.enum(translationLanguages).default('zh-cn'),
    remark: optionalText(200),
    enabled,
  }),
  permissions: referenceData,
  title: 'word',
  keyword: ['word', 'remark'],
  filters: { category: 'in', handling: 'in', language: 'eq', enabled: 'eq' },
  sortable: ['word', 'category'],
  unique: [['language', 'word']],
  importable: true,
  fields: {
    word: { label: words('敏感词', 'Word', 'ワード', '敏感詞', 'Parola') },
    category: {
      label: words('类别', 'Category', 'カテゴリ', '類別', 'Categoria'),
      enum: sensitiveWordCategory.words,
    },
    handling: {
      label: words('处理方式', 'Handling', '処理方法', '處理方式', 'Gestione'),
      enum: sensitiveWordHandling.words,
    },
    replacement: {
      label: words('替换为', 'Replace with', '置換文字', '替換為', 'Sostituisci con'),
      hint: words(
        '为空时替换为 ***',
        '*** when empty',
        '空欄なら *** に置換',
        '為空時替換為 ***',
        '*** se vuoto',
      ),
    },
    scopes: {
      label: words('生效范围', 'Applies to', '適用範囲', '生效範圍', 'Si applica a'),
      enum: sensitiveWordScope.words,
    },
    language: { label: words('语言', 'Language', '言語', '語言', 'Lingua'), enum: translationLanguage.words },
    remark: described.remark,
    enabled: described.enabled,
  },
});

// ---------------------------------------------------------------------------------------------
// Location service

const location = { read: 'location:read', write: 'location:write' } as const;

export const locationLevel = /* @__PURE__ */ defineEnum({
  COUNTRY: { words: words('国家/地区', 'Country or region', '国・地域', '國家/地區', 'Paese o regione') },
  STATE: { words: words('省/州', 'State or province', '州・省', '省/州', 'Stato o provincia') },
  CITY: { words: words('城市', 'City', '都市', '城市', 'Città') },
  DISTRICT: { words: words('区/县', 'District or county', '区・県', '區/縣', 'Distretto o contea') },
  TOWN: { words: words('乡镇', 'Town', '町村', '鄉鎮', 'Comune') },
});
export const locationLevels = locationLevel.values;

const locationCode: FieldDescription = {
  label: words('位置代码', 'Location code', 'ロケーションコード', '位置代碼', 'Codice località'),
  kind: 'code',
};

/** A place of the location tree: a country, a state or province, a city, a district. */
export const locationResource = defineResource({
  name: 'location',
  scope: 'global',
  schema: z.object({
    locationCode: code(20),
    name: text(60),
    nameEn: optionalText(100),
    /** Pinyin initials, for the quick search of Chinese names. */
    shortPinyin: z
      .string()
      .regex(/^[A-Z]{1,20}$/)
      .optional(),
    level: z.enum(locationLevels),
    /** The location code of the place above it; none for a country. */
    parentCode: code(20).optional(),
    countryCode,
    /** The location type's code (location-type). */
    typeCode: code(32).optional(),
    /** IANA time zone, e.g. Asia/Shanghai. */
    timeZone: z
      .string()
      .regex(/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/)
      .optional(),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    enabled,
  }),
  permissions: location,
  title: 'name',
  keyword: ['name', 'nameEn', 'shortPinyin', 'locationCode'],
  filters: { level: 'eq', countryCode: 'eq', parentCode: 'eq', typeCode: 'eq', enabled: 'eq' },
  sortable: ['locationCode', 'name', 'level'],
  unique: [['locationCode']],
  defaultSort: { field: 'locationCode', direction: 'asc' },
  importable: true,
  fields: {
    locationCode,
    name: described.name,
    nameEn: described.nameEn,
    shortPinyin: {
      label: words('拼音首字母', 'Pinyin initials', 'ピンイン頭文字', '拼音首字母', 'Iniziali pinyin'),
    },
    level: { label: words('层级', 'Level', '階層', '層級', 'Livello'), enum: locationLevel.words },
    parentCode: {
      label: words('上级位置', 'Parent', '上位ロケーション', '上級位置', 'Località superiore'),
      reference: { resource: 'location', valueField: 'locationCode', labelField: 'name' },
    },
    countryCode: described.countryCode,
    typeCode: {
      label: words('位置类型', 'Location type', 'ロケーション種別', '位置類型', 'Tipo di località'),
      reference: { resource: 'location-type', valueField: 'typeCode', labelField: 'name' },
    },
    timeZone: described.timeZone,
    latitude: described.latitude,
    longitude: described.longitude,
    enabled: described.enabled,
  },
});

const syncFrequency = /* @__PURE__ */ defineEnum({
  HOURLY: { words: words('每小时', 'Hourly', '毎時', '每小時', 'Ogni ora') },
  DAILY: { words: words('每天', 'Daily', '毎日', '每天', 'Ogni giorno') },
  WEEKLY: { words: words('每周', 'Weekly', '毎週', '每週', 'Ogni settimana') },
  MANUAL: { words: words('手动', 'By hand', '手動', '手動', 'Manuale') },
});

const syncResult = /* @__PURE__ */ defineEnum({
  NEVER: { words: words('未同步', 'Never', '未同期', '未同步', 'Mai'), tone: 'neutral' },
  SUCCESS: { words: words('成功', 'Succeeded', '成功', '成功', 'Riuscita'), tone: 'success' },
  PARTIAL: { words: words('部分成功', 'Partly', '一部成功', '部分成功', 'Parziale'), tone: 'warning' },
  FAILED: { words: words('失败', 'Failed', '失敗', '失敗', 'Non riuscita'), tone: 'danger' },
});

/** A travel supplier the platform connects to, and how its data is synchronised. */
export const locationVendorResource = defineResource({
  name: 'location-vendor',
  scope: 'global',
  schema: z.object({
    vendorCode: z.enum(travelVendors),
    vendorName: text(60),
    serviceTypes: z.array(z.enum(travelServiceTypes)).min(1),
    apiBaseUrl: url,
    /** How often location and product data are pulled from it. */
    syncFrequency: z.enum(syncFrequency.values),
    lastSyncAt: instant.optional(),
    lastSyncResult: z.enum(syncResult.values).default('NEVER'),
    contactName: optionalText(60),
    contactMobile: mobile.optional(),
    contactEmail: email.optional(),
    contractEndDate: date.optional(),
    enabled,
  }),
  permissions: location,
  title: 'vendorName',
  keyword: ['vendorName', 'vendorCode', 'contactName'],
  filters: { vendorCode: 'eq', syncFrequency: 'in', lastSyncResult: 'in', enabled: 'eq' },
  sortable: ['vendorCode', 'vendorName', 'lastSyncAt'],
  unique: [['vendorCode']],
  fields: {
    vendorCode: travel.vendorCode,
    vendorName: {
      label: words('供应商名称', 'Vendor name', 'サプライヤー名', '供應商名稱', 'Nome del fornitore'),
    },
    serviceTypes: travel.serviceTypes,
    apiBaseUrl: {
      label: words('接口地址', 'API base URL', 'APIベースURL', '介面位址', 'URL base delle API'),
      kind: 'url',
    },
    syncFrequency: {
      label: words('同步频率', 'Sync frequency', '同期頻度', '同步頻率', 'Frequenza di sincronizzazione'),
      enum: syncFrequency.words,
      hint: words(
        '从供应商拉取位置与产品数据的频率',
        'How often location and product data are pulled from it',
        'ロケーションと商品データを取得する頻度',
        '從供應商拉取位置與產品資料的頻率',
        'Ogni quanto si scaricano dal fornitore i dati di località e prodotti',
      ),
    },
    lastSyncAt: {
      label: words('最近同步时间', 'Last sync', '最終同期', '最近同步時間', 'Ultima sincronizzazione'),
      kind: 'dateTime',
    },
    lastSyncResult: {
      label: words(
        '最近同步结果',
        'Last sync result',
        '最終同期結果',
        '最近同步結果',
        'Esito ultima sincronizzazione',
      ),
      enum: syncResult.words,
    },
    contactName: described.contactName,
    contactMobile: described.contactMobile,
    contactEmail: described.contactEmail,
    contractEndDate: {
      label: words('合作到期日', 'Contract ends', '契約終了日', '合作到期日', 'Fine del contratto'),
      kind: 'date',
    },
    enabled: described.enabled,
  },
});

const bookingChannel = /* @__PURE__ */ defineEnum({
  ONLINE: {
    words: words('线上自助', 'Online self-service', 'オンライン', '線上自助', 'Self-service online'),
  },
  OFFLINE: { words: words('线下代订', 'Offline agent', 'オフライン代行', '線下代訂', 'Agente offline') },
  API: { words: words('接口直连', 'API connection', 'API連携', '介面直連', 'Connessione API') },
});

const settlementMode = /* @__PURE__ */ defineEnum({
  MONTHLY: {
    words: words(
      '企业月结',
      'Monthly company billing',
      '月次法人精算',
      '企業月結',
      'Fatturazione mensile aziendale',
    ),
  },
  PREPAID: {
    words: words('企业预存', 'Company prepaid', '法人前払い', '企業預存', "Prepagato dall'azienda"),
  },
  PERSONAL_PAY: {
    words: words('个人支付', 'Paid by the traveller', '個人払い', '個人支付', 'Pagato dal viaggiatore'),
  },
});

const feeMode = /* @__PURE__ */ defineEnum({
  PER_ORDER: { words: words('按订单', 'Per order', '注文ごと', '按訂單', 'Per ordine') },
  PER_TICKET: {
    words: words(
      '按票/间夜',
      'Per ticket or night',
      'チケット・泊ごと',
      '按票/間夜',
      'Per biglietto o notte',
    ),
  },
  PERCENT: {
    words: words(
      '按比例（%）',
      'Percent of amount',
      '金額の割合（%）',
      '按比例（%）',
      "Percentuale dell'importo",
    ),
  },
});

/** A tenant's use of one travel service: its supplier, channel, fees and settlement. */
export const travelServiceSettingResource = defineResource({
  name: 'travel-service-setting',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    serviceType: z.enum(travelServiceTypes),
    vendorCode: z.enum(travelVendors),
    channel: z.enum(bookingChannel.values),
    /** The tenant's corporate agreement number with the supplier, for agreement prices. */
    agreementCode: code(40).optional(),
    settlementMode: z.enum(settlementMode.values),
    serviceFee: money.default(0),
    feeMode: z.enum(feeMode.values).default('PER_ORDER'),
    /** Whether bookings need an approved travel requisition. */
    requisitionRequired: z.boolean().default(true),
    /** Booking this many days ahead at least; 0 for no rule. */
    advanceDays: z.number().int().min(0).max(60).default(0),
    effectiveDate: date,
    expireDate: date.optional(),
    contactName: optionalText(60),
    remark: optionalText(300),
    enabled,
  }),
  permissions: location,
  title: 'vendorCode',
  keyword: ['agreementCode', 'contactName'],
  filters: {
    tenantId: 'eq',
    serviceType: 'eq',
    vendorCode: 'in',
    channel: 'in',
    settlementMode: 'in',
    enabled: 'eq',
    effectiveDate: 'range',
  },
  sortable: ['vendorCode', 'effectiveDate'],
  unique: [['tenantId', 'serviceType', 'vendorCode']],
  fields: {
    tenantId: described.tenantId,
    serviceType: travel.serviceType,
    vendorCode: travel.vendorCode,
    channel: {
      label: words('预订渠道', 'Channel', '予約チャネル', '預訂管道', 'Canale'),
      enum: bookingChannel.words,
    },
    agreementCode: {
      label: words('协议编号', 'Agreement no.', '契約番号', '協議編號', 'N. accordo'),
      kind: 'code',
      hint: words(
        '企业与供应商的协议价编号',
        'The corporate agreement with the vendor',
        'サプライヤーとの法人契約番号',
        '企業與供應商的協議價編號',
        "L'accordo aziendale con il fornitore",
      ),
    },
    settlementMode: {
      label: words('结算方式', 'Settlement', '精算方法', '結算方式', 'Liquidazione'),
      enum: settlementMode.words,
    },
    serviceFee: {
      label: words('服务费', 'Service fee', 'サービス料', '服務費', 'Commissione'),
      kind: 'money',
    },
    feeMode: {
      label: words('收费方式', 'Fee basis', '課金方法', '收費方式', 'Base della commissione'),
      enum: feeMode.words,
    },
    requisitionRequired: {
      label: words(
        '需关联出差申请',
        'Needs a travel requisition',
        '出張申請が必要',
        '需關聯出差申請',
        'Richiede una richiesta di trasferta',
      ),
      kind: 'switch',
    },
    advanceDays: {
      label: words('提前预订天数', 'Book days ahead', '事前予約日数', '提前預訂天數', 'Giorni di anticipo'),
      kind: 'number',
      unit: unit.days,
      hint: words('0 表示不限制', '0: no rule', '0は制限なし', '0 表示不限制', '0: nessuna regola'),
    },
    effectiveDate: described.effectiveDate,
    expireDate: described.expireDate,
    contactName: described.contactName,
    remark: described.remark,
    enabled: described.enabled,
  },
});

const stationCode: FieldDescription = {
  label: words('电报码', 'Station code', '駅コード', '電報碼', 'Codice stazione'),
  kind: 'code',
  hint: words(
    '12306 三位字母电报码',
    'The three-letter 12306 telegraph code',
    '12306の英字3桁電報コード',
    '12306 三位字母電報碼',
    'Il codice telegrafico 12306 di tre lettere',
  ),
};

/** A railway station, by its telegraph code. */
export const railwayStationResource = defineResource({
  name: 'railway-station',
  scope: 'global',
  schema: z.object({
    /** The three-letter telegraph code 12306 uses (BJP, SHH...). */
    stationCode: z.string().regex(/^[A-Z]{3}$/),
    name: text(30),
    pinyin: z
      .string()
      .regex(/^[a-z]{1,40}$/)
      .optional(),
    cityAdCode,
    cityName: text(60),
    railwayBureau: optionalText(30),
    highSpeed: z.boolean().default(false),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    enabled,
  }),
  permissions: location,
  title: 'name',
  keyword: ['name', 'pinyin', 'stationCode', 'cityName'],
  filters: { cityAdCode: 'eq', highSpeed: 'eq', railwayBureau: 'eq', enabled: 'eq' },
  sortable: ['stationCode', 'name', 'cityAdCode'],
  unique: [['stationCode']],
  defaultSort: { field: 'stationCode', direction: 'asc' },
  importable: true,
  fields: {
    stationCode,
    name: { label: words('站名', 'Station', '駅名', '站名', 'Stazione') },
    pinyin: { label: words('拼音', 'Pinyin', 'ピンイン', '拼音', 'Pinyin') },
    cityAdCode: described.cityAdCode,
    cityName: shared.cityName,
    railwayBureau: {
      label: words('所属路局', 'Railway bureau', '鉄道局', '所屬路局', 'Compartimento ferroviario'),
    },
    highSpeed: {
      label: words('高铁站', 'High-speed station', '高速鉄道駅', '高鐵站', 'Stazione alta velocità'),
      kind: 'switch',
    },
    latitude: described.latitude,
    longitude: described.longitude,
    enabled: described.enabled,
  },
});

/** A station offered for a city without one, or beside its own (a county served by the next city's station). */
export const nearRailwayStationResource = defineResource({
  name: 'near-railway-station',
  scope: 'global',
  schema: z.object({
    cityAdCode,
    cityName: text(60),
    stationCode: z.string().regex(/^[A-Z]{3}$/),
    stationName: text(30),
    distanceKm: z.number().min(0).max(1000),
    /** Typical travel time from the city centre. */
    travelMinutes: z.number().int().min(0).max(1440).optional(),
    sequence,
    enabled,
  }),
  permissions: location,
  title: 'stationName',
  keyword: ['cityName', 'stationName', 'stationCode'],
  filters: { cityAdCode: 'eq', stationCode: 'eq', enabled: 'eq' },
  sortable: ['cityAdCode', 'distanceKm', 'sequence'],
  unique: [['cityAdCode', 'stationCode']],
  importable: true,
  fields: {
    cityAdCode: described.cityAdCode,
    cityName: shared.cityName,
    stationCode: {
      label: words('火车站', 'Station', '駅', '火車站', 'Stazione'),
      reference: { resource: 'railway-station', valueField: 'stationCode', labelField: 'name' },
    },
    stationName: { label: words('站名', 'Station name', '駅名', '站名', 'Nome della stazione') },
    distanceKm: shared.distanceKm,
    travelMinutes: shared.travelMinutes,
    sequence: described.sortOrder,
    enabled: described.enabled,
  },
});

/** A kind of place searched for: city, airport, station, business district, scenic spot... */
export const locationTypeResource = defineResource({
  name: 'location-type',
  scope: 'global',
  schema: z.object({
    typeCode: code(32),
    name: text(30),
    nameEn: text(60),
    /** The services whose searches offer places of this type. */
    serviceTypes: z.array(z.enum(travelServiceTypes)).default([]),
    description: optionalText(200),
    sequence,
    enabled,
  }),
  permissions: location,
  title: 'name',
  keyword: ['name', 'nameEn', 'typeCode'],
  filters: { enabled: 'eq' },
  sortable: ['sequence', 'typeCode'],
  unique: [['typeCode']],
  defaultSort: { field: 'sequence', direction: 'asc' },
  importable: true,
  fields: {
    typeCode: {
      label: words('类型编码', 'Type code', '種別コード', '類型編碼', 'Codice tipo'),
      kind: 'code',
    },
    name: described.name,
    nameEn: described.nameEn,
    serviceTypes: travel.serviceTypes,
    description: described.description,
    sequence: described.sortOrder,
    enabled: described.enabled,
  },
});

/** An airport: IATA and ICAO codes, city, terminals. */
export const airportResource = defineResource({
  name: 'airport',
  scope: 'global',
  schema: z.object({
    iataCode: z.string().regex(/^[A-Z]{3}$/),
    icaoCode: z
      .string()
      .regex(/^[A-Z]{4}$/)
      .optional(),
    name: text(60),
    nameEn: optionalText(120),
    cityAdCode,
    cityName: text(60),
    countryCode,
    terminals: z.array(text(10)).max(10).default([]),
    international: z.boolean().default(false),
    timeZone: z
      .string()
      .regex(/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/)
      .optional(),
    enabled,
  }),
  permissions: location,
  title: 'name',
  keyword: ['name', 'nameEn', 'iataCode', 'icaoCode', 'cityName'],
  filters: { countryCode: 'eq', cityAdCode: 'eq', international: 'eq', enabled: 'eq' },
  sortable: ['iataCode', 'name', 'cityAdCode'],
  unique: [['iataCode']],
  defaultSort: { field: 'iataCode', direction: 'asc' },
  importable: true,
  fields: {
    iataCode: { label: words('三字码', 'IATA code', 'IATAコード', '三字碼', 'Codice IATA'), kind: 'code' },
    icaoCode: { label: words('四字码', 'ICAO code', 'ICAOコード', '四字碼', 'Codice ICAO'), kind: 'code' },
    name: { label: words('机场名称', 'Airport', '空港名', '機場名稱', 'Aeroporto') },
    nameEn: described.nameEn,
    cityAdCode: described.cityAdCode,
    cityName: shared.cityName,
    countryCode: described.countryCode,
    terminals: { label: words('航站楼', 'Terminals', 'ターミナル', '航廈', 'Terminal') },
    international: {
      label: words('国际机场', 'International', '国際空港', '國際機場', 'Internazionale'),
      kind: 'switch',
    },
    timeZone: described.timeZone,
    enabled: described.enabled,
  },
});

/** An airport offered for a city without one, or beside its own. */
export const nearAirportResource = defineResource({
  name: 'near-airport',
  scope: 'global',
  schema: z.object({
    cityAdCode,
    cityName: text(60),
    iataCode: z.string().regex(/^[A-Z]{3}$/),
    airportName: text(60),
    distanceKm: z.number().min(0).max(1000),
    travelMinutes: z.number().int().min(0).max(1440).optional(),
    sequence,
    enabled,
  }),
  permissions: location,
  title: 'airportName',
  keyword: ['cityName', 'airportName', 'iataCode'],
  filters: { cityAdCode: 'eq', iataCode: 'eq', enabled: 'eq' },
  sortable: ['cityAdCode', 'distanceKm', 'sequence'],
  unique: [['cityAdCode', 'iataCode']],
  importable: true,
  fields: {
    cityAdCode: described.cityAdCode,
    cityName: shared.cityName,
    iataCode: {
      label: words('机场', 'Airport', '空港', '機場', 'Aeroporto'),
      reference: { resource: 'airport', valueField: 'iataCode', labelField: 'name' },
    },
    airportName: { label: words('机场名称', 'Airport name', '空港名', '機場名稱', "Nome dell'aeroporto") },
    distanceKm: shared.distanceKm,
    travelMinutes: shared.travelMinutes,
    sequence: described.sortOrder,
    enabled: described.enabled,
  },
});

export const cabinClass = /* @__PURE__ */ defineEnum({
  FIRST: { words: words('头等舱', 'First', 'ファースト', '頭等艙', 'Prima') },
  BUSINESS: { words: words('公务舱', 'Business', 'ビジネス', '商務艙', 'Business') },
  PREMIUM_ECONOMY: {
    words: words('超级经济舱', 'Premium economy', 'プレミアムエコノミー', '豪華經濟艙', 'Premium economy'),
  },
  ECONOMY: { words: words('经济舱', 'Economy', 'エコノミー', '經濟艙', 'Economy') },
});
export const cabinClasses = cabinClass.values;

/** What an airline's booking class letter means: its cabin, and the discount it sells at. */
export const airlineCabinMappingResource = defineResource({
  name: 'airline-cabin-mapping',
  scope: 'global',
  schema: z.object({
    airlineCode: z.string().regex(/^[A-Z0-9]{2,3}$/, ValidationMessage.AIRLINE_CODE),
    /** The booking class letter (Y, B, M...). */
    cabinCode: z.string().regex(/^[A-Z]$/),
    cabinClass: z.enum(cabinClasses),
    cabinName: text(30),
    /** Percent of the full economy fare. */
    discountPercent: z.number().min(0).max(1000).optional(),
    domestic: z.boolean().default(true),
    effectiveDate: date,
    expireDate: date.optional(),
    enabled,
  }),
  permissions: location,
  title: 'cabinName',
  keyword: ['airlineCode', 'cabinCode', 'cabinName'],
  filters: { airlineCode: 'eq', cabinClass: 'in', domestic: 'eq', enabled: 'eq', effectiveDate: 'range' },
  sortable: ['airlineCode', 'cabinCode', 'effectiveDate'],
  unique: [['airlineCode', 'cabinCode', 'domestic', 'effectiveDate']],
  importable: true,
  fields: {
    airlineCode: {
      label: words('航空公司', 'Airline', '航空会社', '航空公司', 'Compagnia aerea'),
      reference: { lookup: 'airline' },
    },
    cabinCode: {
      label: words('舱位代码', 'Booking class', '予約クラス', '艙位代碼', 'Classe di prenotazione'),
      kind: 'code',
    },
    cabinClass: { label: words('舱等', 'Cabin', 'キャビン', '艙等', 'Cabina'), enum: cabinClass.words },
    cabinName: { label: words('舱位名称', 'Name', '名称', '艙位名稱', 'Nome') },
    discountPercent: {
      label: words('折扣（%）', 'Discount (%)', '割引率（%）', '折扣（%）', 'Sconto (%)'),
      kind: 'number',
      unit: unit.percent,
      hint: words(
        '相对经济舱全价的百分比',
        'Percent of the full economy fare',
        'エコノミー正規運賃に対する割合',
        '相對經濟艙全價的百分比',
        'Percentuale della tariffa economy piena',
      ),
    },
    domestic: { label: words('国内航线', 'Domestic', '国内線', '國內航線', 'Nazionale'), kind: 'switch' },
    effectiveDate: described.effectiveDate,
    expireDate: described.expireDate,
    enabled: described.enabled,
  },
});

const riskLevel = /* @__PURE__ */ defineEnum({
  LOW: { words: words('低风险', 'Low', '低', '低風險', 'Basso'), tone: 'success' },
  MEDIUM: { words: words('中风险', 'Medium', '中', '中風險', 'Medio'), tone: 'warning' },
  HIGH: { words: words('高风险', 'High', '高', '高風險', 'Alto'), tone: 'danger' },
});

const travelPolicy = /* @__PURE__ */ defineEnum({
  NORMAL: { words: words('正常出行', 'Normal', '通常', '正常出行', 'Normale') },
  REMIND: {
    words: words(
      '预订时提醒',
      'Warn when booking',
      '予約時に注意喚起',
      '預訂時提醒',
      'Avviso in prenotazione',
    ),
  },
  APPROVAL_REQUIRED: {
    words: words('需额外审批', 'Extra approval', '追加承認が必要', '需額外審批', 'Approvazione aggiuntiva'),
  },
  BLOCKED: { words: words('禁止预订', 'No bookings', '予約禁止', '禁止預訂', 'Prenotazioni bloccate') },
});

/** A city's epidemic risk and the travel rule it set for bookings there. */
export const covid19CityResource = defineResource({
  name: 'covid-19-city',
  scope: 'global',
  schema: z.object({
    cityAdCode,
    cityName: text(60),
    riskLevel: z.enum(riskLevel.values),
    travelPolicy: z.enum(travelPolicy.values),
    quarantineDays: z.number().int().min(0).max(28).default(0),
    effectiveDate: date,
    expireDate: date.optional(),
    /** Where the rule comes from: the health commission notice. */
    source: optionalText(200),
    remark: optionalText(300),
    enabled,
  }),
  permissions: location,
  title: 'cityName',
  keyword: ['cityName', 'cityAdCode'],
  filters: { riskLevel: 'in', travelPolicy: 'in', cityAdCode: 'eq', enabled: 'eq', effectiveDate: 'range' },
  sortable: ['cityAdCode', 'effectiveDate', 'riskLevel'],
  unique: [['cityAdCode', 'effectiveDate']],
  importable: true,
  fields: {
    cityAdCode: described.cityAdCode,
    cityName: shared.cityName,
    riskLevel: {
      label: words('风险等级', 'Risk level', 'リスクレベル', '風險等級', 'Livello di rischio'),
      enum: riskLevel.words,
    },
    travelPolicy: {
      label: words('出行管控', 'Travel rule', '出張ルール', '出行管控', 'Regola di viaggio'),
      enum: travelPolicy.words,
    },
    quarantineDays: {
      label: words('隔离天数', 'Quarantine days', '隔離日数', '隔離天數', 'Giorni di quarantena'),
      kind: 'number',
      unit: unit.days,
    },
    effectiveDate: described.effectiveDate,
    expireDate: described.expireDate,
    source: { label: words('政策来源', 'Source', '出典', '政策來源', 'Fonte') },
    remark: described.remark,
    enabled: described.enabled,
  },
});

export const trainType = /* @__PURE__ */ defineEnum({
  G: { words: words('高铁（G）', 'High-speed (G)', '高速鉄道（G）', '高鐵（G）', 'Alta velocità (G)') },
  D: { words: words('动车（D）', 'Bullet (D)', '動車（D）', '動車（D）', 'Treno rapido (D)') },
  C: { words: words('城际（C）', 'Intercity (C)', '都市間（C）', '城際（C）', 'Intercity (C)') },
  Z: {
    words: words('直达（Z）', 'Direct express (Z)', '直通特急（Z）', '直達（Z）', 'Espresso diretto (Z)'),
  },
  T: { words: words('特快（T）', 'Express (T)', '特急（T）', '特快（T）', 'Espresso (T)') },
  K: { words: words('快速（K）', 'Fast (K)', '快速（K）', '快速（K）', 'Veloce (K)') },
  OTHER: { words: words('其他', 'Other', 'その他', '其他', 'Altro') },
});
export const trainTypes = trainType.values;

const trainBlacklistReason = /* @__PURE__ */ defineEnum({
  VENDOR_UNSUPPORTED: {
    words: words(
      '供应商不支持',
      'Vendor cannot book it',
      'サプライヤー非対応',
      '供應商不支援',
      'Il fornitore non lo prenota',
    ),
  },
  FREQUENT_CANCELLATION: {
    words: words('频繁停运', 'Often cancelled', '運休が多い', '頻繁停駛', 'Spesso soppresso'),
  },
  PRICE_ERROR: { words: words('票价异常', 'Wrong fares', '運賃異常', '票價異常', 'Tariffe errate') },
  POLICY: {
    words: words('企业差旅政策', 'Travel policy', '出張規程', '企業差旅政策', 'Politica di viaggio'),
  },
  COMPLAINT: { words: words('客户投诉', 'Complaints', '苦情', '客戶投訴', 'Reclami') },
});

const railwayStationReference = {
  resource: 'railway-station',
  valueField: 'stationCode',
  labelField: 'name',
};

/** A train that booking must not offer, for all tenants or one. */
export const trainBlacklistResource = defineResource({
  name: 'train-blacklist',
  scope: 'global',
  schema: z.object({
    trainNo: z.string().regex(/^[A-Z]?\d{1,5}$/),
    trainType: z.enum(trainTypes),
    fromStationCode: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    toStationCode: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    reason: z.enum(trainBlacklistReason.values),
    /** Only this tenant; every tenant when empty. */
    tenantId: tenantId.optional(),
    startDate: date,
    endDate: date.optional(),
    remark: optionalText(300),
    enabled,
  }),
  permissions: location,
  title: 'trainNo',
  keyword: ['trainNo', 'remark'],
  filters: { trainType: 'in', reason: 'in', tenantId: 'eq', enabled: 'eq', startDate: 'range' },
  sortable: ['trainNo', 'startDate'],
  unique: [['trainNo', 'startDate']],
  fields: {
    trainNo: { label: words('车次', 'Train no.', '列車番号', '車次', 'N. treno'), kind: 'code' },
    trainType: {
      label: words('车型', 'Train type', '列車種別', '車型', 'Tipo di treno'),
      enum: trainType.words,
    },
    fromStationCode: {
      label: words('出发站', 'From station', '出発駅', '出發站', 'Stazione di partenza'),
      reference: railwayStationReference,
    },
    toStationCode: {
      label: words('到达站', 'To station', '到着駅', '到達站', 'Stazione di arrivo'),
      reference: railwayStationReference,
    },
    reason: {
      label: words('拉黑原因', 'Reason', '理由', '列入黑名單原因', 'Motivo'),
      enum: trainBlacklistReason.words,
    },
    tenantId: described.optionalTenantId,
    startDate: described.startDate,
    endDate: described.endDate,
    remark: described.remark,
    enabled: described.enabled,
  },
});

/** A search word shown as a quick pick in a travel service's place search. */
export const locationHotKeywordResource = defineResource({
  name: 'location-hot-keyword',
  scope: 'global',
  schema: z.object({
    keyword: text(30),
    serviceType: z.enum(travelServiceTypes),
    /** The city it is offered in; every city when empty. */
    cityAdCode: cityAdCode.optional(),
    cityName: optionalText(60),
    /** The place it selects (location, airport or station code). */
    targetCode: code(20).optional(),
    sequence,
    searchCount: z.number().int().min(0).max(100_000_000).default(0),
    startDate: date.optional(),
    endDate: date.optional(),
    enabled,
  }),
  permissions: location,
  title: 'keyword',
  keyword: ['keyword', 'cityName'],
  filters: { serviceType: 'in', cityAdCode: 'eq', enabled: 'eq' },
  sortable: ['sequence', 'searchCount', 'keyword'],
  unique: [['serviceType', 'cityAdCode', 'keyword']],
  defaultSort: { field: 'sequence', direction: 'asc' },
  importable: true,
  fields: {
    keyword: { label: words('搜索词', 'Keyword', 'キーワード', '搜尋詞', 'Parola chiave') },
    serviceType: travel.serviceType,
    cityAdCode: {
      ...described.cityAdCode,
      hint: words(
        '为空表示所有城市',
        'Empty: every city',
        '空欄の場合は全都市',
        '為空表示所有城市',
        'Vuoto: tutte le città',
      ),
    },
    cityName: shared.cityName,
    targetCode: {
      label: words(
        '指向位置代码',
        'Place it selects',
        '対象ロケーションコード',
        '指向位置代碼',
        'Luogo selezionato',
      ),
      kind: 'code',
      hint: words(
        '位置、机场三字码或车站电报码',
        'A location, airport or station code',
        'ロケーション・空港・駅のコード',
        '位置、機場三字碼或車站電報碼',
        'Un codice di località, aeroporto o stazione',
      ),
    },
    sequence: described.sortOrder,
    searchCount: { label: words('搜索次数', 'Searches', '検索回数', '搜尋次數', 'Ricerche'), kind: 'number' },
    startDate: {
      label: words('展示开始', 'Shown from', '表示開始', '展示開始', 'Visibile dal'),
      kind: 'date',
    },
    endDate: {
      label: words('展示结束', 'Shown until', '表示終了', '展示結束', 'Visibile fino al'),
      kind: 'date',
    },
    enabled: described.enabled,
  },
});

const locationOperation = /* @__PURE__ */ defineEnum({
  CREATE: { words: words('新增', 'Created', '追加', '新增', 'Creata') },
  UPDATE: { words: words('修改', 'Updated', '更新', '修改', 'Aggiornata') },
  DISABLE: { words: words('停用', 'Disabled', '無効化', '停用', 'Disattivata') },
  MERGE: { words: words('合并', 'Merged', '統合', '合併', 'Unita') },
});

const locationChangeSource = /* @__PURE__ */ defineEnum({
  MANUAL: { words: words('人工维护', 'By hand', '手動', '人工維護', 'Manuale') },
  VENDOR_SYNC: {
    words: words('供应商同步', 'Vendor sync', 'サプライヤー同期', '供應商同步', 'Sincronizzazione fornitore'),
  },
  IMPORT: { words: words('批量导入', 'Import', '一括取込', '批次匯入', 'Importazione') },
});

const locationReviewStatus = /* @__PURE__ */ defineEnum({
  PENDING_REVIEW: {
    words: words('待审核', 'Pending review', 'レビュー待ち', '待審核', 'In attesa di revisione'),
    tone: 'warning',
  },
  APPLIED: { words: words('已生效', 'Applied', '反映済み', '已生效', 'Applicata'), tone: 'success' },
  REJECTED: { words: words('已驳回', 'Rejected', '却下', '已駁回', 'Respinta'), tone: 'danger' },
});

/** A change to location data, from a supplier's sync, an import or a person, with its review. */
export const locationRecordResource = defineResource({
  name: 'location-record',
  scope: 'global',
  schema: z.object({
    locationCode: code(20),
    locationName: text(60),
    operation: z.enum(locationOperation.values),
    source: z.enum(locationChangeSource.values),
    vendorCode: z.enum(travelVendors).optional(),
    field: optionalText(40),
    oldValue: optionalText(500),
    newValue: optionalText(500),
    operator: text(60),
    operatedAt: instant,
    reviewStatus: z.enum(locationReviewStatus.values).default('PENDING_REVIEW'),
    reviewRemark: optionalText(300),
  }),
  permissions: location,
  title: 'locationName',
  keyword: ['locationName', 'locationCode', 'operator'],
  filters: {
    locationCode: 'eq',
    operation: 'in',
    source: 'in',
    vendorCode: 'in',
    reviewStatus: 'in',
    operatedAt: 'range',
  },
  sortable: ['operatedAt', 'locationCode'],
  defaultSort: { field: 'operatedAt', direction: 'desc' },
  fields: {
    locationCode,
    locationName: { label: words('位置名称', 'Location', 'ロケーション名', '位置名稱', 'Località') },
    operation: { label: words('操作', 'Change', '操作', '操作', 'Modifica'), enum: locationOperation.words },
    source: { label: words('来源', 'Source', 'ソース', '來源', 'Origine'), enum: locationChangeSource.words },
    vendorCode: travel.vendorCode,
    field: { label: words('变更字段', 'Field', '項目', '變更欄位', 'Campo') },
    oldValue: { label: words('原值', 'Old value', '変更前', '原值', 'Valore precedente') },
    newValue: { label: words('新值', 'New value', '変更後', '新值', 'Nuovo valore') },
    operator: { label: words('操作人', 'By', '操作者', '操作人', 'Operatore') },
    operatedAt: {
      label: words('操作时间', 'At', '操作日時', '操作時間', 'Data e ora'),
      kind: 'dateTime',
    },
    reviewStatus: {
      label: words('审核状态', 'Review', 'レビュー', '審核狀態', 'Revisione'),
      enum: locationReviewStatus.words,
    },
    reviewRemark: {
      label: words('审核意见', 'Review remark', 'レビューコメント', '審核意見', 'Nota di revisione'),
      kind: 'longText',
    },
  },
});

// ---------------------------------------------------------------------------------------------
// Travel booking (/index-zhenxuan)

/** The tones of the booking statuses: waiting on the agents, done, or refused. */
const bookingStatusTones: Readonly<Record<BookingStatus, Tone>> = {
  TO_BOOK: 'warning',
  BOOKED: 'success',
  TO_REFUND: 'warning',
  REFUNDED: 'neutral',
  TO_CHANGE: 'warning',
  CHANGED: 'success',
  DELETED: 'neutral',
  AWAITING_PRICE_AUDIT: 'info',
  PRICE_AUDIT_DONE: 'info',
  AWAITING_INFO_CONFIRMATION: 'info',
  INFO_CONFIRMED: 'info',
  INFO_UNSUITABLE: 'danger',
  REFUND_APPROVAL_STARTED: 'info',
  REFUND_APPROVAL_REJECTED: 'danger',
  CHANGE_APPROVAL_STARTED: 'info',
  CHANGE_APPROVAL_REJECTED: 'danger',
};

/** A travel booking handled by the booking agents: one trip segment, with its booking status. */
export const travelBookingResource = defineResource({
  name: 'travel-booking',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** Made by the server on create (BK + date + sequence). */
    bookingNo: code(32).optional(),
    serviceType: z.enum(travelServiceTypes),
    travellerName: text(60),
    travellerUserOID: userOid.optional(),
    travellerMobile: mobile.optional(),
    travellerStatus: z.enum(employeeStatuses).default('ACTIVE'),
    bookerName: text(60),
    /** The approved travel requisition it books against. */
    requisitionCode: code(40).optional(),
    /** Departure and arrival cities; the hotel's city only for a hotel. */
    fromCity: text(60),
    toCity: optionalText(60),
    /** Flight or train number, hotel name, car type. */
    product: text(100),
    startDate: date,
    endDate: date.optional(),
    vendorCode: z.enum(travelVendors),
    amount: money,
    currencyCode: currencyCode.default('CNY'),
    bookingStatus: z.enum(bookingStatuses).default('TO_BOOK'),
    remark: optionalText(500),
  }),
  permissions: { read: 'booking:read', write: 'booking:write' },
  title: 'bookingNo',
  keyword: ['bookingNo', 'travellerName', 'requisitionCode', 'product'],
  filters: {
    tenantId: 'eq',
    serviceType: 'in',
    bookingStatus: 'in',
    vendorCode: 'in',
    startDate: 'range',
    amount: 'range',
    travellerName: 'contains',
  },
  sortable: ['bookingNo', 'startDate', 'amount'],
  unique: [['bookingNo']],
  defaultSort: { field: 'startDate', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    bookingNo: {
      label: words('预订单号', 'Booking no.', '予約番号', '預訂單號', 'N. prenotazione'),
      kind: 'code',
      generated: { prefix: 'BK' },
    },
    serviceType: travel.serviceType,
    travellerName: { label: words('出行人', 'Traveller', '出張者', '出行人', 'Viaggiatore') },
    travellerUserOID: {
      label: words(
        '出行人账号',
        'Traveller account',
        '出張者アカウント',
        '出行人帳號',
        'Account del viaggiatore',
      ),
      reference: { lookup: 'staff' },
    },
    travellerMobile: {
      label: words('出行人手机', 'Traveller mobile', '出張者携帯', '出行人手機', 'Cellulare del viaggiatore'),
      kind: 'phone',
    },
    travellerStatus: {
      label: words('员工状态', 'Employee status', '従業員状態', '員工狀態', 'Stato del dipendente'),
      enum: /* @__PURE__ */ messageEnum(employeeStatuses, employeeStatusMessages),
    },
    bookerName: { label: words('预订人', 'Booked by', '予約者', '預訂人', 'Prenotato da') },
    requisitionCode: {
      label: words(
        '出差申请单号',
        'Travel requisition',
        '出張申請番号',
        '出差申請單號',
        'Richiesta di trasferta',
      ),
      kind: 'code',
    },
    fromCity: { label: words('出发城市', 'From', '出発地', '出發城市', 'Da') },
    toCity: { label: words('到达城市', 'To', '到着地', '到達城市', 'A') },
    product: {
      label: words(
        '航班/车次/酒店',
        'Flight, train or hotel',
        '便・列車・ホテル',
        '航班/車次/飯店',
        'Volo, treno o hotel',
      ),
      hint: words(
        '航班号、车次、酒店名称或车型',
        'Flight or train number, hotel name, car type',
        '便名、列車番号、ホテル名、車種',
        '航班號、車次、飯店名稱或車型',
        "Numero di volo o di treno, nome dell'hotel, tipo di auto",
      ),
    },
    startDate: {
      label: words('出行日期', 'Travel date', '出発日', '出行日期', 'Data del viaggio'),
      kind: 'date',
    },
    endDate: {
      label: words(
        '返回/离店日期',
        'Return or check-out',
        '帰着・チェックアウト日',
        '返回/退房日期',
        'Ritorno o check-out',
      ),
      kind: 'date',
    },
    vendorCode: travel.vendorCode,
    amount: {
      label: words('金额', 'Amount', '金額', '金額', 'Importo'),
      kind: 'money',
      currencyField: 'currencyCode',
    },
    currencyCode: described.currencyCode,
    bookingStatus: {
      label: words('预订状态', 'Booking status', '予約状況', '預訂狀態', 'Stato della prenotazione'),
      enum: /* @__PURE__ */ messageEnum(bookingStatuses, bookingStatusMessages, bookingStatusTones),
    },
    remark: described.remark,
  },
});

/** The resources of this area of the console, by name. */
export const referenceAreaResources = {
  'translation-language': translationLanguageResource,
  'translation-entry': translationEntryResource,
  'minority-translation': minorityTranslationResource,
  'translation-release': translationReleaseResource,
  'print-translation': printTranslationResource,
  'authority-role': authorityRoleResource,
  'login-way': loginWayResource,
  'cs-document': csDocumentResource,
  'cs-label-message': csLabelMessageResource,
  'cs-ai-record': csAiRecordResource,
  'cs-api-callback': csApiCallbackResource,
  'cs-feedback': csFeedbackResource,
  'cs-feedback-event': csFeedbackEventResource,
  'cs-developer-mode': csDeveloperModeResource,
  'cs-diagnosis-log': csDiagnosisLogResource,
  'cs-diagnosis-request': csDiagnosisRequestResource,
  'cs-training-template': csTrainingTemplateResource,
  'vendor-city-mapping': vendorCityMappingResource,
  'common-bank': commonBankResource,
  'sensitive-word': sensitiveWordResource,
  location: locationResource,
  'location-vendor': locationVendorResource,
  'travel-service-setting': travelServiceSettingResource,
  'railway-station': railwayStationResource,
  'near-railway-station': nearRailwayStationResource,
  'location-type': locationTypeResource,
  airport: airportResource,
  'near-airport': nearAirportResource,
  'airline-cabin-mapping': airlineCabinMappingResource,
  'covid-19-city': covid19CityResource,
  'train-blacklist': trainBlacklistResource,
  'location-hot-keyword': locationHotKeywordResource,
  'location-record': locationRecordResource,
  'travel-booking': travelBookingResource,
} as const satisfies Record<string, ResourceDescriptor>;
