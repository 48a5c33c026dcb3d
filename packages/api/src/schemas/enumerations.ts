import { z } from 'zod';

/** The enumerations the console's forms read by code. Any other code in the data may be asked for too. */
export const knownEnumerationCodes = [
  'CLOUDENV',
  'DEPLOY_ENV',
  'REGION',
  'CRM_CONTRACT_TYPE',
  'CRM_BUY_TYPE',
] as const;

/** Custom enumeration templates have a type above this; system enumerations have one from 0 to it. */
export const SYSTEM_ENUMERATION_TYPE_MAX = 2000;

/** An enumeration item (picker identifier `value`), its name in the request's language where it has one. */
export const enumItemSchema = z.object({
  id: z.number().int().positive(),
  customEnumerationCode: z.string().min(1),
  name: z.string(),
  code: z.string(),
  value: z.string(),
  enabled: z.boolean(),
  sequence: z.number().int(),
  type: z.number().int().nullable(),
});

export type EnumItem = z.infer<typeof enumItemSchema>;

/** The codes of the enumerations that have items. */
export const enumCodesSchema = z.array(z.string().min(1));

/** One enumeration of a type, with its items in sequence. */
export const enumerationByTypeSchema = z.object({
  customEnumerationCode: z.string().min(1),
  type: z.number().int(),
  items: z.array(enumItemSchema),
});

export type EnumerationByType = z.infer<typeof enumerationByTypeSchema>;

/** A cloud environment (selector: name and code). */
export const cloudEnvironmentSchema = z.object({
  id: z.number().int().positive(),
  code: z.string().min(1),
  name: z.string(),
  region: z.string(),
  provider: z.string().nullable(),
  description: z.string().nullable(),
  enabled: z.boolean(),
});

export type CloudEnvironment = z.infer<typeof cloudEnvironmentSchema>;

/** A standard currency (selector: currency code and currencyName). */
export const standardCurrencySchema = z.object({
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  /** The English name, or the Chinese one when asked for with `language=chineseName` or in Chinese. */
  currencyName: z.string(),
  chineseName: z.string(),
  symbol: z.string().nullable(),
  decimals: z.number().int().min(0),
  enabled: z.boolean(),
});

export type StandardCurrency = z.infer<typeof standardCurrencySchema>;
