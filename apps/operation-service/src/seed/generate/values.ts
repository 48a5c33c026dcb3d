import { createHash } from 'node:crypto';
import type { Random } from './random';

/**
 * A stable oid for a seeded record: a name-based (version 5, SHA-1) UUID of the record's key, so
 * that every run gives the same `userOID`, `departmentOID` and `costCenterOID`.
 */
export function seedOid(key: string): string {
  const hash = createHash('sha1').update(`opsdesk-seed:${key}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const DAY = 24 * 3600 * 1000;

/** The calendar date (UTC) `days` after `from`, as YYYY-MM-DD. */
export function dateAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * DAY).toISOString().slice(0, 10);
}

/** The instant `days` (possibly fractional) after `from`. */
export function instantAfter(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY);
}

/** A YYYY-MM-DD date moved by whole months, clamped to the month's last day (Jan 31 + 1 = Feb 28). */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateAfter(new Date(`${date}T00:00:00Z`), days);
}

/** Whole days from `a` to `b` (YYYY-MM-DD or instants). */
export function daysBetween(a: string | Date, b: string | Date): number {
  const time = (value: string | Date) =>
    typeof value === 'string' ? new Date(`${value}T00:00:00Z`).getTime() : value.getTime();
  return Math.round((time(b) - time(a)) / DAY);
}

/** An amount of money from a number of cents: exactly two decimals. */
export function money(cents: number): number {
  return Math.round(cents) / 100;
}

/** The alphabet of the unified social credit code (GB 32100): digits and letters but I, O, S, V, Z. */
const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORG_CODE_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/**
 * A valid 18-character unified social credit code of an enterprise (9 = market regulator,
 * 1 = enterprise) registered in `adCode`: the organisation code carries its GB 11714 check
 * character and the whole code its GB 32100 check character.
 */
export function unifiedSocialCreditCode(rng: Random, adCode: string): string {
  const body = rng.digits(8);
  const orgSum = [...body].reduce(
    (sum, digit, index) => sum + Number(digit) * (ORG_CODE_WEIGHTS[index] ?? 0),
    0,
  );
  const orgCheck = 11 - (orgSum % 11);
  const orgCode = `${body}${orgCheck === 10 ? 'X' : orgCheck === 11 ? '0' : String(orgCheck)}`;
  const first17 = `91${adCode.padEnd(6, '0').slice(0, 6)}${orgCode}`;
  return `${first17}${uscCheckCharacter(first17)}`;
}

/** The GB 32100 check character of the first 17 characters of a unified social credit code. */
export function uscCheckCharacter(first17: string): string {
  const sum = [...first17].reduce(
    (total, character, index) => total + USCC_ALPHABET.indexOf(character) * (USCC_WEIGHTS[index] ?? 0),
    0,
  );
  const check = (31 - (sum % 31)) % 31;
  return USCC_ALPHABET[check] ?? '0';
}

/** Mainland China mobile number segments of the three carriers (and their virtual operators). */
// prettier-ignore
const CN_MOBILE_PREFIXES = [
  '130', '131', '132', '133', '134', '135', '136', '137', '138', '139', '147', '150', '151', '152', '153',
  '155', '156', '157', '158', '159', '166', '173', '175', '176', '177', '178', '180', '181', '182', '183',
  '184', '185', '186', '187', '188', '189', '191', '198', '199',
];

/** How a mobile number of a country looks: its calling code and the digits after it. */
const MOBILE_PLANS: Readonly<Record<string, (rng: Random) => string>> = {
  CN: (rng) => `${rng.pick(CN_MOBILE_PREFIXES)}${rng.digits(8)}`,
  HK: (rng) => `+852${rng.pick(['5', '6', '9'])}${rng.digits(7)}`,
  MO: (rng) => `+8536${rng.digits(7)}`,
  SG: (rng) => `+65${rng.pick(['8', '9'])}${rng.digits(7)}`,
  JP: (rng) => `+81${rng.pick(['70', '80', '90'])}${rng.digits(8)}`,
  US: (rng) =>
    `+1${rng.pick(['212', '415', '650', '408', '206', '312', '617', '512', '646', '213', '310', '202'])}${rng.int(2, 9)}${rng.digits(6)}`,
  DE: (rng) => `+49${rng.pick(['151', '152', '157', '160', '170', '171', '176'])}${rng.digits(8)}`,
  FR: (rng) => `+33${rng.pick(['6', '7'])}${rng.digits(8)}`,
  NL: (rng) => `+316${rng.digits(8)}`,
  IT: (rng) => `+393${rng.digits(9)}`,
  GB: (rng) => `+447${rng.digits(9)}`,
  AU: (rng) => `+614${rng.digits(8)}`,
  MY: (rng) => `+601${rng.pick(['2', '6', '7', '9'])}${rng.digits(7)}`,
  TH: (rng) => `+66${rng.pick(['6', '8', '9'])}${rng.digits(8)}`,
};

/**
 * A mobile number of `country` that no other seeded person has. The demo accounts' numbers
 * (1380000xxxx) are never drawn, so a search by mobile finds the account it means.
 */
export function uniqueMobile(rng: Random, country: string, taken: Set<string>): string {
  const plan = MOBILE_PLANS[country] ?? MOBILE_PLANS.CN;
  if (!plan) throw new Error('no mobile plan');
  for (;;) {
    const mobile = plan(rng);
    if (mobile.startsWith('1380000') || taken.has(mobile)) continue;
    taken.add(mobile);
    return mobile;
  }
}

/** Lower-case ASCII for e-mail addresses and codes: accents dropped, anything else removed. */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
