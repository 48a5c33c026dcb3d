/**
 * Reading and writing numbers as people type them, in every interface language: full-width digits,
 * pasted "1,234.50" or "1.234,50", and the spec's cap (§5, §9): a calculation result holds at most
 * 15 digits, the most a double keeps exactly.
 */
export const MAX_CALCULATION_DIGITS = 15;

export interface NumberSeparators {
  readonly group: string;
  readonly decimal: string;
}

const separatorCache = new Map<string, NumberSeparators>();

/** The group and decimal separators of a locale (`it`: "." and ","; `en`, `zh-CN`, `ja`: "," and "."). */
export function separatorsOf(locale: string): NumberSeparators {
  let found = separatorCache.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
    found = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    separatorCache.set(locale, found);
  }
  return found;
}

/** Full-width digits and signs (as typed with a Chinese or Japanese input method) to ASCII. */
export function toHalfWidth(text: string): string {
  return text
    .replace(/[\uFF10-\uFF19]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[\uFF0C\u3001]/g, ',')
    .replace(/[\uFF0E\u3002]/g, '.')
    .replace(/[\uFF0D\u2212\u2012\u2013]/g, '-')
    .replace(/\uFF0B/g, '+');
}

/**
 * A typed or pasted number in canonical form (`-1234.5`, `12.`, `-`, `''`), or null when it is
 * not a number in the making. With both "," and "." the last one is the decimal separator; with one
 * of them only, it is the locale's decimal separator unless it repeats or is the locale's group one.
 */
export function canonicalNumberText(text: string, locale: string): string | null {
  const { decimal } = separatorsOf(locale);
  let cleaned = toHalfWidth(text).replace(/[\s\u00A0\u202F'’_]/g, '');
  cleaned = cleaned.replace(/^\+/, '');
  if (!/^-?[\d.,]*$/.test(cleaned)) return null;
  const lastComma = cleaned.lastIndexOf(',');
  const lastDot = cleaned.lastIndexOf('.');
  let decimalMark: string | null = null;
  if (lastComma >= 0 && lastDot >= 0) decimalMark = lastComma > lastDot ? ',' : '.';
  else if (lastComma >= 0 || lastDot >= 0) {
    const mark = lastComma >= 0 ? ',' : '.';
    const repeats = cleaned.indexOf(mark) !== cleaned.lastIndexOf(mark);
    decimalMark = !repeats && mark === decimal ? mark : null;
  }
  let canonical = cleaned.replace(/[.,]/g, '');
  if (decimalMark) {
    const at = cleaned.lastIndexOf(decimalMark);
    const integer = cleaned.slice(0, at);
    const fraction = cleaned.slice(at + 1);
    // Group marks only before the decimal separator, and one decimal separator.
    if (/[.,]/.test(fraction) || integer.includes(decimalMark)) return null;
    canonical = `${integer.replace(/[.,]/g, '')}.${fraction}`;
  }
  return /^-?\d*(\.\d*)?$/.test(canonical) ? canonical : null;
}

/** Digits a canonical number holds, leading zeros of the integer part aside. */
export function countDigits(canonical: string): { integer: number; fraction: number } {
  const [integer = '', fraction = ''] = canonical.replace('-', '').split('.');
  return { integer: integer.replace(/^0+/, '').length, fraction: fraction.length };
}

/** Whether a canonical number fits the 15-digit cap once shown with `decimals` decimals. */
export function fitsDigitCap(canonical: string, decimals?: number): boolean {
  const { integer, fraction } = countDigits(canonical);
  return integer + Math.max(fraction, decimals ?? 0) <= MAX_CALCULATION_DIGITS;
}

/** The number of a canonical text, or null for an empty or unfinished one (`-`, `.`). */
export function canonicalToNumber(canonical: string): number | null {
  if (!/\d/.test(canonical)) return null;
  const value = Number(canonical.endsWith('.') ? canonical.slice(0, -1) : canonical);
  return Number.isFinite(value) ? value : null;
}

/** Parses what people type or paste: `'1,234.50'` → 1234.5, `'１２３'` → 123, `'abc'` → null. */
export function parseLocaleNumber(text: string, locale: string): number | null {
  const canonical = canonicalNumberText(text, locale);
  return canonical == null ? null : canonicalToNumber(canonical);
}

/** Rounds half away from zero at `decimals` decimals, without binary surprises (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  if (String(value).includes('e')) return Number(value.toFixed(decimals));
  const sign = value < 0 ? -1 : 1;
  const rounded = Math.round(Number(`${Math.abs(value)}e${decimals}`));
  return sign * Number(`${rounded}e-${decimals}`);
}

/** How many decimals a number has as written (`0.05` → 2). */
export function decimalsOf(value: number): number {
  const text = String(value);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  return text.split('.')[1]?.length ?? 0;
}

/** A number for display: grouped, with `decimals` decimals when given (money: 2). */
export function formatNumberText(value: number, locale: string, decimals?: number, grouping = true): string {
  return new Intl.NumberFormat(locale, {
    useGrouping: grouping,
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? 20,
  }).format(value);
}
