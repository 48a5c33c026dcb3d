import type { z } from 'zod';
import type { ApiLocale } from '../constants/messages';
import { translateValidationMessage } from '../constants/translate';
import type { ResourceDescriptor } from './define';

// Validation in the words of the people who meet it: every zod issue becomes a sentence in the
// user's language that names the field by its label ("Bank name is required", "银行名称不能为空") and
// lists an enum's allowed values by their words. No zod default text reaches a person: the service's
// 400 answers, the console's forms and the import's row errors all word issues here.

type Sentence =
  | 'required'
  | 'tooLong'
  | 'tooShort'
  | 'tooSmall'
  | 'tooSmallExclusive'
  | 'tooBig'
  | 'tooBigExclusive'
  | 'tooFewItems'
  | 'tooManyItems'
  | 'notNumber'
  | 'notInteger'
  | 'notMultiple'
  | 'invalid'
  | 'email'
  | 'url'
  | 'dateTime'
  | 'oneOf'
  | 'unknownFields'
  | 'duplicate'
  | 'referenceNotFound';

const sentences: Readonly<Record<ApiLocale, Readonly<Record<Sentence, string>>>> = {
  en: {
    required: '{field} is required',
    tooLong: '{field} can be at most {max} characters',
    tooShort: '{field} needs at least {min} characters',
    tooSmall: '{field} must be at least {min}',
    tooSmallExclusive: '{field} must be greater than {min}',
    tooBig: '{field} must be at most {max}',
    tooBigExclusive: '{field} must be less than {max}',
    tooFewItems: '{field} needs at least {min} items',
    tooManyItems: '{field} can hold at most {max} items',
    notNumber: '{field} must be a number',
    notInteger: '{field} must be a whole number',
    notMultiple: '{field} must be a multiple of {divisor}',
    invalid: '{field} is not valid',
    email: '{field} is not a valid e-mail address',
    url: '{field} is not a valid web address',
    dateTime: '{field} is not a valid date and time',
    oneOf: '{field} must be one of: {values}',
    unknownFields: 'Unknown fields: {keys}',
    duplicate: '{field} “{value}” already exists',
    referenceNotFound: '{field}: “{value}” was not found',
  },
  'zh-CN': {
    required: '{field}不能为空',
    tooLong: '{field}不能超过 {max} 个字符',
    tooShort: '{field}至少需要 {min} 个字符',
    tooSmall: '{field}不能小于 {min}',
    tooSmallExclusive: '{field}必须大于 {min}',
    tooBig: '{field}不能大于 {max}',
    tooBigExclusive: '{field}必须小于 {max}',
    tooFewItems: '{field}至少需要 {min} 项',
    tooManyItems: '{field}最多 {max} 项',
    notNumber: '{field}必须是数字',
    notInteger: '{field}必须是整数',
    notMultiple: '{field}必须是 {divisor} 的倍数',
    invalid: '{field}格式不正确',
    email: '{field}不是有效的邮箱地址',
    url: '{field}不是有效的网址',
    dateTime: '{field}不是有效的日期时间',
    oneOf: '{field}只能是以下之一：{values}',
    unknownFields: '未知字段：{keys}',
    duplicate: '{field}“{value}”已存在',
    referenceNotFound: '{field}“{value}”不存在',
  },
  ja: {
    required: '{field}を入力してください',
    tooLong: '{field}は{max}文字以内で入力してください',
    tooShort: '{field}は{min}文字以上で入力してください',
    tooSmall: '{field}は{min}以上で入力してください',
    tooSmallExclusive: '{field}は{min}より大きい値を入力してください',
    tooBig: '{field}は{max}以下で入力してください',
    tooBigExclusive: '{field}は{max}未満で入力してください',
    tooFewItems: '{field}は{min}件以上必要です',
    tooManyItems: '{field}は{max}件までです',
    notNumber: '{field}には数値を入力してください',
    notInteger: '{field}には整数を入力してください',
    notMultiple: '{field}は{divisor}の倍数で入力してください',
    invalid: '{field}の形式が正しくありません',
    email: '{field}のメールアドレスが正しくありません',
    url: '{field}の URL が正しくありません',
    dateTime: '{field}の日時が正しくありません',
    oneOf: '{field}は次のいずれかを選んでください：{values}',
    unknownFields: '不明な項目：{keys}',
    duplicate: '{field}「{value}」は既に存在します',
    referenceNotFound: '{field}「{value}」が見つかりません',
  },
  'zh-TW': {
    required: '{field}不能為空',
    tooLong: '{field}不能超過 {max} 個字元',
    tooShort: '{field}至少需要 {min} 個字元',
    tooSmall: '{field}不能小於 {min}',
    tooSmallExclusive: '{field}必須大於 {min}',
    tooBig: '{field}不能大於 {max}',
    tooBigExclusive: '{field}必須小於 {max}',
    tooFewItems: '{field}至少需要 {min} 項',
    tooManyItems: '{field}最多 {max} 項',
    notNumber: '{field}必須是數字',
    notInteger: '{field}必須是整數',
    notMultiple: '{field}必須是 {divisor} 的倍數',
    invalid: '{field}格式不正確',
    email: '{field}不是有效的電子郵件地址',
    url: '{field}不是有效的網址',
    dateTime: '{field}不是有效的日期時間',
    oneOf: '{field}只能是以下之一：{values}',
    unknownFields: '未知欄位：{keys}',
    duplicate: '{field}「{value}」已存在',
    referenceNotFound: '{field}「{value}」不存在',
  },
  it: {
    required: '{field} è obbligatorio',
    tooLong: '{field} può avere al massimo {max} caratteri',
    tooShort: '{field} deve avere almeno {min} caratteri',
    tooSmall: '{field} deve essere almeno {min}',
    tooSmallExclusive: '{field} deve essere maggiore di {min}',
    tooBig: '{field} deve essere al massimo {max}',
    tooBigExclusive: '{field} deve essere minore di {max}',
    tooFewItems: '{field} richiede almeno {min} elementi',
    tooManyItems: '{field} può contenere al massimo {max} elementi',
    notNumber: '{field} deve essere un numero',
    notInteger: '{field} deve essere un numero intero',
    notMultiple: '{field} deve essere un multiplo di {divisor}',
    invalid: '{field} non è valido',
    email: '{field} non è un indirizzo e-mail valido',
    url: '{field} non è un indirizzo web valido',
    dateTime: '{field} non è una data e ora valida',
    oneOf: '{field} deve essere uno tra: {values}',
    unknownFields: 'Campi sconosciuti: {keys}',
    duplicate: '{field}: il valore «{value}» esiste già',
    referenceNotFound: '{field}: «{value}» non trovato',
  },
};

/** How a sentence names a field: by its label, or (no label known) as "this field". */
const subject: Readonly<
  Record<ApiLocale, { readonly named: (label: string) => string; readonly unnamed: string }>
> = {
  en: { named: (label) => label, unnamed: 'This field' },
  'zh-CN': { named: (label) => label, unnamed: '该字段' },
  ja: { named: (label) => label, unnamed: 'この項目' },
  'zh-TW': { named: (label) => label, unnamed: '此欄位' },
  it: { named: (label) => `Il campo «${label}»`, unnamed: 'Questo campo' },
};

const listSeparator: Readonly<Record<ApiLocale, string>> = {
  en: ', ',
  'zh-CN': '、',
  ja: '、',
  'zh-TW': '、',
  it: ', ',
};

const labelSeparator: Readonly<Record<ApiLocale, string>> = {
  en: ': ',
  'zh-CN': '：',
  ja: '：',
  'zh-TW': '：',
  it: ': ',
};

function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** One of the sentences above, in a locale, about the field of that label (none: "this field"). */
export function validationSentence(
  sentence: Sentence,
  locale: ApiLocale,
  label: string | undefined,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const field = label ? subject[locale].named(label) : subject[locale].unnamed;
  const text = fill(sentences[locale][sentence], { ...values, field });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A message about one field, saying which field: the message itself when it already names the
 * label, else the label and the message (`银行代码：只能包含字母…`). For the error toast and import rows.
 */
export function withFieldLabel(label: string | undefined, message: string, locale: ApiLocale): string {
  if (!label || message.includes(label)) return message;
  return `${label}${labelSeparator[locale]}${message}`;
}

/** What an error map needs to name a field and the words of its values. */
export interface IssueWording {
  /** The label of the field at a path (the first key names a resource's field). */
  readonly labelOf?: (path: readonly PropertyKey[]) => string | undefined;
  /** The words of a value the field at a path may take (an enum value), or undefined. */
  readonly valueWords?: (path: readonly PropertyKey[], value: unknown) => string | undefined;
  /** The words of every value the field at a path may take, when its description lists them. */
  readonly allowedWords?: (path: readonly PropertyKey[]) => readonly string[] | undefined;
}

type RawIssue = z.core.$ZodRawIssue;

/** The sentence of one zod issue, in a locale. */
export function issueMessage(issue: RawIssue, locale: ApiLocale, wording: IssueWording = {}): string {
  const path = issue.path ?? [];
  const label = wording.labelOf?.(path);
  const say = (sentence: Sentence, values?: Record<string, string | number>) =>
    validationSentence(sentence, locale, label, values);
  const input = issue.input;
  // A value left out is missing, whatever rule would have judged it (an enum, a format, a type).
  if (
    issue.code !== 'custom' &&
    issue.code !== 'unrecognized_keys' &&
    (input === undefined || input === null) &&
    path.length > 0
  )
    return say('required');
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined || input === null) return say('required');
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint')
        return say(issue.expected === 'number' ? 'notNumber' : 'notInteger');
      return say('invalid');
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? say('required') : say('tooShort', { min });
      if (issue.origin === 'array' || issue.origin === 'set')
        return min <= 1 ? say('required') : say('tooFewItems', { min });
      return say(issue.inclusive === false ? 'tooSmallExclusive' : 'tooSmall', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return say('tooLong', { max });
      if (issue.origin === 'array' || issue.origin === 'set') return say('tooManyItems', { max });
      return say(issue.inclusive === false ? 'tooBigExclusive' : 'tooBig', { max });
    }
    case 'invalid_format':
      if (issue.format === 'email') return say('email');
      if (issue.format === 'url') return say('url');
      if (issue.format === 'datetime' || issue.format === 'date' || issue.format === 'time')
        return say('dateTime');
      return say('invalid');
    case 'not_multiple_of':
      return say('notMultiple', { divisor: String(issue.divisor) });
    case 'invalid_value': {
      const values = issue.values.map((value) => wording.valueWords?.(path, value) ?? String(value));
      return say('oneOf', { values: values.join(listSeparator[locale]) });
    }
    case 'invalid_union': {
      // A choice of literals (`licensed`: 0 or 1) the description words: say which values it takes.
      const allowed = wording.allowedWords?.(path);
      return allowed ? say('oneOf', { values: allowed.join(listSeparator[locale]) }) : say('invalid');
    }
    case 'unrecognized_keys':
      return validationSentence('unknownFields', locale, undefined, { keys: issue.keys.join(', ') });
    case 'custom':
      // A check of the contract's own carries a message id (`validation.code`...), worded elsewhere.
      return typeof issue.message === 'string' && issue.message !== ''
        ? translateValidationMessage(issue.message, locale)
        : say('invalid');
    default:
      return say('invalid');
  }
}

/**
 * A zod error map in a locale: pass it per parse (`schema.safeParse(value, { error })`). A check
 * that carries its own message id (`validation.code`) keeps it: the caller translates that id.
 */
export function validationErrorMap(locale: ApiLocale, wording: IssueWording = {}): z.core.$ZodErrorMap {
  return (issue) => issueMessage(issue, locale, wording);
}

/** The wording of a resource's fields: their labels and their enum values' words in a locale. */
export function resourceWording(
  resource: Pick<ResourceDescriptor, 'fields'>,
  locale: ApiLocale,
): IssueWording {
  const describedAt = (path: readonly PropertyKey[]) =>
    typeof path[0] === 'string' ? resource.fields[path[0]] : undefined;
  return {
    labelOf: (path) => describedAt(path)?.label[locale],
    valueWords: (path, value) => describedAt(path)?.enum?.[String(value)]?.words[locale],
    allowedWords: (path) => {
      const described = describedAt(path)?.enum;
      return described && Object.values(described).map((entry) => entry.words[locale]);
    },
  };
}

/** The error map of a resource's record in a locale: its fields' labels, its enums' words. */
export function resourceErrorMap(
  resource: Pick<ResourceDescriptor, 'fields'>,
  locale: ApiLocale,
): z.core.$ZodErrorMap {
  return validationErrorMap(locale, resourceWording(resource, locale));
}
