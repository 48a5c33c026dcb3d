import { apiMessages, type ApiMessageId } from '../../../constants/messages';
import {
  defineEnum,
  words,
  type EnumDefinition,
  type EnumValueDescription,
  type FieldDescription,
  type Tone,
  type Words,
} from '../../describe';

// Field descriptions and enum words that resources of several areas share (the first screens'
// resources wrote them, once together in `core.ts`): the words of a value set the message catalogue
// names, a field's description, and the code, taxpayer number and OID fields. Not an area: the area
// modules import it, and the package does not export it.

/** A text of `apiMessages` in every language: the words of a value set the constants already name. */
export const messageWords = (id: ApiMessageId): Words =>
  words(
    apiMessages['zh-CN'][id],
    apiMessages.en[id],
    apiMessages.ja[id],
    apiMessages['zh-TW'][id],
    apiMessages.it[id],
  );

/** An enum whose values (in their order) are a value set of the constants, worded by its message ids. */
/* @__NO_SIDE_EFFECTS__ */
export function enumOfMessages<const V extends string>(
  values: readonly [V, ...V[]],
  messages: Readonly<Record<V, ApiMessageId>>,
  tones?: Readonly<Partial<Record<V, Tone>>>,
): EnumDefinition<V> {
  const described = {} as Record<V, EnumValueDescription>;
  for (const value of values) {
    const tone = tones?.[value];
    described[value] = { words: messageWords(messages[value]), ...(tone && { tone }) };
  }
  return defineEnum<V>(described);
}

export const field = (label: Words, more: Omit<FieldDescription, 'label'> = {}): FieldDescription => ({
  label,
  ...more,
});
export const shared = {
  code: field(words('编码', 'Code', 'コード', '代碼', 'Codice'), { kind: 'code' }),
  taxNumber: field(words('纳税人识别号', 'Taxpayer number', '納税者番号', '納稅人識別號', 'Codice fiscale'), {
    kind: 'code',
  }),
  /** A UUID naming a record by its OID: shown as a code. */
  oid: (label: Words) => field(label, { kind: 'code' }),
} as const;
