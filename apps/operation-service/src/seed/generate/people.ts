import {
  chineseGivenNames,
  chineseSurnames,
  englishGivenNames,
  englishSurnames,
  europeanNames,
  hongKongSurnames,
  japaneseGivenNames,
  japaneseSurnames,
  singaporeSurnames,
  type NameEntry,
} from '../data/names';
import { WeightedTable, type Random } from './random';
import { asciiSlug } from './values';

/** A person's name as shown, and the Latin parts an e-mail address is made of. */
export interface PersonName {
  readonly fullName: string;
  readonly givenLatin: string;
  readonly familyLatin: string;
}

/** The country whose naming customs a tenant's staff follow. */
export type NamingCountry = 'CN' | 'HK' | 'SG' | 'JP' | 'US' | 'DE' | 'FR' | 'NL' | 'IT' | 'GB';

interface Naming {
  readonly given: WeightedTable<NameEntry>;
  readonly family: WeightedTable<NameEntry>;
  /** Family name first, no space (Chinese); family name first with a space (Japanese); given first. */
  readonly order: 'family-joined' | 'family-spaced' | 'given-first';
}

const table = (entries: readonly NameEntry[]) =>
  new WeightedTable(entries.map((entry) => [entry, entry[2]] as const));

const namings = new Map<NamingCountry, Naming>();

function namingOf(country: NamingCountry): Naming {
  const cached = namings.get(country);
  if (cached) return cached;
  const english = table(englishGivenNames);
  let naming: Naming;
  switch (country) {
    case 'CN':
      naming = { given: table(chineseGivenNames), family: table(chineseSurnames), order: 'family-joined' };
      break;
    case 'JP':
      naming = { given: table(japaneseGivenNames), family: table(japaneseSurnames), order: 'family-spaced' };
      break;
    case 'HK':
      naming = { given: english, family: table(hongKongSurnames), order: 'given-first' };
      break;
    case 'SG':
      naming = { given: english, family: table(singaporeSurnames), order: 'given-first' };
      break;
    case 'US':
      naming = { given: english, family: table(englishSurnames), order: 'given-first' };
      break;
    default: {
      const names = europeanNames[country];
      naming = { given: table(names.given), family: table(names.surnames), order: 'given-first' };
    }
  }
  namings.set(country, naming);
  return naming;
}

/** A name drawn in proportion to how common its parts are in `country`. */
export function drawName(rng: Random, country: NamingCountry): PersonName {
  const naming = namingOf(country);
  const [given, givenLatin] = naming.given.draw(rng);
  const [family, familyLatin] = naming.family.draw(rng);
  const fullName =
    naming.order === 'family-joined'
      ? `${family}${given}`
      : naming.order === 'family-spaced'
        ? `${family} ${given}`
        : `${given} ${family}`;
  return { fullName, givenLatin: asciiSlug(givenLatin), familyLatin: asciiSlug(familyLatin) };
}

/** How a company makes its staff's e-mail addresses. */
export type EmailPattern = 'familygiven' | 'given.family' | 'family.given' | 'initialfamily';

export function emailLocalPart(name: PersonName, pattern: EmailPattern): string {
  switch (pattern) {
    case 'familygiven':
      return `${name.familyLatin}${name.givenLatin}`;
    case 'given.family':
      return `${name.givenLatin}.${name.familyLatin}`;
    case 'family.given':
      return `${name.familyLatin}.${name.givenLatin}`;
    case 'initialfamily':
      return `${name.givenLatin.slice(0, 1)}${name.familyLatin}`;
  }
}

/**
 * An address at `domain` that no one else at the company has: namesakes get a number, as mail
 * administrators do it (zhangwei, zhangwei2).
 */
export function uniqueEmail(local: string, domain: string, taken: Set<string>): string {
  for (let n = 1; ; n += 1) {
    const email = `${local}${n === 1 ? '' : n}@${domain}`;
    if (!taken.has(email)) {
      taken.add(email);
      return email;
    }
  }
}
