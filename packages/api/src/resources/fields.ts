import { z } from 'zod';
import { ValidationMessage } from '../constants/validation';

/** Field types every resource uses the same way. */
export const text = (max = 100) => z.string().trim().min(1).max(max);
export const optionalText = (max = 500) => z.string().trim().max(max).optional();
/** Codes: letters, digits, dash, underscore and dot. */
export const code = (max = 64) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, ValidationMessage.CODE);
export const enabled = z.boolean().default(true);
export const tenantId = z.number().int().positive();
export const companyId = z.number().int().positive();
/** Money: at most 15 digits, 2 decimals. */
export const money = z
  .number()
  .min(-9_999_999_999_999.99)
  .max(9_999_999_999_999.99)
  // Read the decimal text: multiplying by 100 in floating point misjudges some amounts (77420177.85).
  .refine((value) => /^-?\d+(\.\d{1,2})?$/.test(String(value)), ValidationMessage.MONEY);
/** A calendar date, YYYY-MM-DD. */
export const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ValidationMessage.DATE);
export const email = z.string().trim().email().max(254);
/**
 * A web address: an http or https URL of at most 500 characters, trimmed. Every URL field of the
 * resources is one, so that no `javascript:`, `data:` or other scheme is stored for a screen to open
 * as a link; such a value fails as the `url` check does, worded "… is not a valid web address".
 * A string with the url check, not `z.url()`, so that the service's templates still read it as a
 * URL column (they read a text field's format from its string schema).
 */
export const webAddress = z
  .string()
  .trim()
  .url({ protocol: /^https?$/ })
  .max(500);
/** ISO 4217: three capital letters. */
export const currencyCode = z.string().regex(/^[A-Z]{3}$/, ValidationMessage.CURRENCY_CODE);
/** ISO 3166 alpha-2: two capital letters. */
export const countryCode = z.string().regex(/^[A-Z]{2}$/, ValidationMessage.COUNTRY_CODE);
/** A taxpayer identification number: 15 to 20 capital letters and digits. */
export const taxNumber = z.string().regex(/^[0-9A-Z]{15,20}$/, ValidationMessage.TAX_NUMBER);
export const mobile = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{6,15}$/, ValidationMessage.MOBILE);
