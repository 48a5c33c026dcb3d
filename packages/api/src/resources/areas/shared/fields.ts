import { z } from 'zod';
import { apiMessages, type ApiMessageId } from '../../../constants/messages';
import { words, type EnumDescription, type FieldDescription, type Tone, type Words } from '../../describe';
import { code } from '../../fields';

// Field schemas and descriptions that the i18n, admin, customer-service, reference, location and
// booking areas share (they were one area, `reference.ts`, before the console's taxonomy split it).
// Not an area: the area modules import it, and the package does not export it.

/** An instant, ISO 8601 with its offset (as the API answers audit times). */
export const instant = z.iso.datetime({ offset: true });
/** The userOID of an employee: the oid of its staff record. */
export const userOid = z.string().uuid();
export const sequence = z.number().int().min(0).max(100_000).default(0);
/** A city's code as the city picker hands it on: a GB/T 2260 code or a UN/LOCODE abroad. */
export const cityAdCode = code(12);

// ---------------------------------------------------------------------------------------------
// Words the descriptions of these areas share

/** A text of the api's message catalogue in every language. */
/* @__NO_SIDE_EFFECTS__ */
export function messageWords(id: ApiMessageId): Words {
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
export function messageEnum<V extends string | number>(
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

export const unit = {
  percent: words('%', '%', '%', '%', '%'),
  days: words('天', 'days', '日', '天', 'giorni'),
  minutes: words('分钟', 'minutes', '分', '分鐘', 'minuti'),
  seconds: words('秒', 'seconds', '秒', '秒', 'secondi'),
  milliseconds: words('毫秒', 'ms', 'ミリ秒', '毫秒', 'ms'),
  kilometres: words('公里', 'km', 'km', '公里', 'km'),
  characters: words('字符', 'characters', '文字', '字元', 'caratteri'),
  times: words('次', 'times', '回', '次', 'volte'),
} as const satisfies Record<string, Words>;

/** Fields several resources of these areas share. */
export const shared = {
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
