import type { tenantPlatforms } from '@opsdesk/api';
import {
  businessCities,
  chineseBrands,
  chineseIndustries,
  chineseLegalForms,
  CompanyType,
  englishBrands,
  englishIndustries,
  englishLegalForms,
  foreignEntities,
  japaneseBranches,
  japaneseBrands,
  japaneseCities,
  japaneseIndustries,
  type IndustryEntry,
  type Locale,
} from '../data/business';
import { chineseCities } from '../data/places';
import type { RegionCode, TenantGroupCode } from '../data/reference';
import type { SeedContext } from './context';
import { drawName, emailLocalPart, uniqueEmail, type EmailPattern, type NamingCountry } from './people';
import type { Random } from './random';
import { addDays, addMonths, dateAfter, instantAfter, unifiedSocialCreditCode, uniqueMobile } from './values';

/**
 * Where a tenant is in its life with the provider: paying, paid once and not renewed, trying the
 * product, or a trial that ended without a purchase.
 */
export type Lifecycle = 'PAID' | 'LAPSED' | 'TRIAL' | 'TRIAL_ENDED';

/** How much a tenant has set up: forms, cost centers, receipt titles... or just its organisation. */
export type SetupLevel = 'full' | 'basic' | 'none';

/** The workplace-messaging platform a tenant uses the product through, or NONE. */
export type MessagingPlatform = (typeof tenantPlatforms)[number];

/** A licence term the tenant bought: one contract each. */
export interface Term {
  readonly start: string;
  readonly end: string;
  readonly months: number;
}

export interface CompanySketch {
  /** The key its id is registered under: `company:<tenant code>/<company code>`. */
  readonly key: string;
  readonly code: string;
  /** The part of the code after the tenant code: HQ, SH, SG... */
  readonly suffix: string;
  readonly name: string;
  readonly type: string;
  /** The country it is registered in. */
  readonly country: string;
  /** For a company in mainland China: its city's code, name and telephone area code. */
  readonly adCode?: string;
  readonly cityName?: string;
  readonly areaCode?: string;
  /** The unified social credit code of a company in mainland China. */
  readonly taxNumber?: string;
  readonly enabled: boolean;
  readonly headquarters: boolean;
  /** Its share of the tenant's staff, relative to the other companies'. */
  readonly weight: number;
}

export interface Contact {
  readonly name: string;
  readonly email: string;
  readonly mobile: string;
}

export interface TenantSketch {
  readonly index: number;
  readonly code: string;
  readonly key: string;
  readonly name: string;
  /** Brand and industry in the tenant's language: subsidiaries are named after them. */
  readonly brand: string;
  readonly industryPhrase: string;
  readonly locale: Locale;
  readonly naming: NamingCountry;
  readonly region: RegionCode;
  readonly cloudEnv: string;
  readonly domain: string;
  /** The industry a CRM customer is filed under. */
  readonly industry: string;
  readonly lifecycle: Lifecycle;
  readonly licensed: 0 | 1;
  readonly sandbox: boolean;
  /** For a sandbox: the key of the tenant it was created from. */
  readonly sourceKey?: string;
  readonly messagingPlatform: MessagingPlatform;
  readonly enabled: boolean;
  readonly groupCode?: TenantGroupCode;
  readonly createdAt: Date;
  readonly terms: readonly Term[];
  readonly licenceExpireDate?: string;
  /** The tenant's real head count, which seats are bought for; only some of them are seeded. */
  readonly employees: number;
  /** How many staff records to seed: set once every tenant is drawn, to reach the scale's total. */
  staffCount: number;
  readonly setup: SetupLevel;
  readonly companies: readonly CompanySketch[];
  readonly emailPattern: EmailPattern;
  readonly employeeIdPrefix: string;
  readonly employeeIdStart: number;
  readonly employeeIdDigits: number;
  readonly contact?: Contact;
  /** The provider's own tenant: no customer record, no contracts. */
  readonly provider: boolean;
}

export const tenantCodeOf = (index: number) => `T${String(index).padStart(4, '0')}`;
export const tenantKey = (code: string) => `tenant:${code}`;
export const companyKey = (tenantCode: string, companyCode: string) => `company:${tenantCode}/${companyCode}`;

const cityByAdCode = new Map(chineseCities.map((city) => [city.adCode, city]));

function businessCity(adCode: string) {
  const entry = businessCities.find(([code]) => code === adCode);
  const city = cityByAdCode.get(adCode);
  if (!entry || !city) throw new Error(`Seed: ${adCode} is not a business city.`);
  return { adCode, code: entry[1], areaCode: entry[2], name: city.name };
}

const drawBusinessCity = (rng: Random) =>
  businessCity(rng.weighted(businessCities.map(([adCode, , , weight]) => [adCode, weight] as const)));

/** The licence terms of a customer from its sign-up day: paid ones reach today, lapsed ones stop short. */
function licenceTerms(rng: Random, signup: string, lifecycle: Lifecycle, today: string): Term[] {
  if (lifecycle !== 'PAID' && lifecycle !== 'LAPSED') return [];
  const terms: Term[] = [];
  let start = signup;
  for (;;) {
    const months = rng.weighted([
      [12, 70],
      [24, 20],
      [36, 10],
    ] as const);
    const end = addDays(addMonths(start, months), -1);
    if (lifecycle === 'LAPSED' && end >= today) break;
    terms.push({ start, end, months });
    if (end >= today) break;
    start = addDays(end, 1);
  }
  return terms;
}

function companyCountFor(rng: Random, employees: number): number {
  if (employees < 100) return rng.chance(0.25) ? 2 : 1;
  if (employees < 500) return rng.weighted([[1, 30], [2, 35], [3, 25], [4, 10]] as const); // prettier-ignore
  if (employees < 2000) return rng.int(2, 6);
  if (employees < 10000) return rng.int(3, 7);
  return rng.int(4, 10);
}

interface DrawnIdentity {
  readonly name: string;
  readonly brand: string;
  readonly industry: IndustryEntry;
  readonly domain: string;
  readonly country: string;
  readonly hqCity?: ReturnType<typeof businessCity>;
}

function uniqueDomain(context: SeedContext, base: string, alternative: string): string {
  for (const candidate of [base, alternative]) {
    if (!context.domains.has(candidate)) {
      context.domains.add(candidate);
      return `${candidate}.example`;
    }
  }
  for (let n = 2; ; n += 1) {
    const candidate = `${alternative}${n}`;
    if (!context.domains.has(candidate)) {
      context.domains.add(candidate);
      return `${candidate}.example`;
    }
  }
}

/** A company name not used by any other tenant or customer, in the tenant's language. */
export function drawIdentity(
  rng: Random,
  context: SeedContext,
  locale: Locale,
  country: string,
  taken: Set<string>,
): DrawnIdentity {
  for (let attempt = 0; ; attempt += 1) {
    // Thousands of names can be drawn per language; a list that runs out must say so, not spin.
    if (attempt > 5000) throw new Error(`Seed: no ${locale} company name is left to draw.`);
    if (locale === 'zh') {
      const [brand, brandLatin] = rng.pick(chineseBrands);
      const industry = rng.pick(chineseIndustries);
      const city = drawBusinessCity(rng);
      const form = rng.weighted(chineseLegalForms);
      // Shenzhen and Guangzhou registrations carry 市 (深圳市...); national ones no city at all.
      const prefix = rng.chance(0.2)
        ? ''
        : ['SZ', 'GZ', 'DG', 'FS'].includes(city.code)
          ? `${city.name}市`
          : city.name;
      const name = `${prefix}${brand}${industry[0]}${form}`;
      if (taken.has(name)) continue;
      taken.add(name);
      const domain = uniqueDomain(
        context,
        `${brandLatin}${industry[2]}`,
        `${brandLatin}-${city.code.toLowerCase()}`,
      );
      return { name, brand, industry, domain, country, hqCity: city };
    }
    if (locale === 'ja') {
      const [brand, brandLatin] = rng.pick(japaneseBrands);
      const industry = rng.pick(japaneseIndustries);
      // Regional companies often carry their city: 大阪三和工業株式会社.
      const city = rng.chance(0.35) ? rng.pick(japaneseCities) : '';
      const name = rng.chance(0.5)
        ? `株式会社${city}${brand}${industry[0]}`
        : `${city}${brand}${industry[0]}株式会社`;
      if (taken.has(name)) continue;
      taken.add(name);
      const domain = uniqueDomain(context, `${brandLatin}-${industry[2]}`, `${brandLatin}${industry[2]}-jp`);
      return { name, brand, industry, domain, country };
    }
    const brand = rng.pick(englishBrands);
    const industry = rng.pick(englishIndustries);
    const form = rng.pick(englishLegalForms[country] ?? ['Ltd']);
    const name = `${brand} ${industry[0]} ${form}`;
    if (taken.has(name)) continue;
    taken.add(name);
    const latin = `${brand}${industry[0]}`.toLowerCase();
    const domain = uniqueDomain(context, latin, `${latin}-${country.toLowerCase()}`);
    return { name, brand, industry, domain, country };
  }
}

function groupFor(
  rng: Random,
  tenant: { employees: number; lifecycle: Lifecycle; industry: string; locale: Locale },
) {
  const candidates: [TenantGroupCode, number][] = [];
  if (tenant.employees >= 5000 && tenant.lifecycle === 'PAID') candidates.push(['KA', 0.9]);
  if (tenant.locale !== 'zh') candidates.push(['MNC', 0.5]);
  if (tenant.industry === '金融') candidates.push(['FINANCE', 0.8]);
  if (tenant.industry === '互联网') candidates.push(['INTERNET', 0.6]);
  if (tenant.industry === '制造业' || tenant.industry === '汽车') candidates.push(['MFG', 0.6]);
  if (tenant.industry === '医药健康') candidates.push(['HEALTH', 0.7]);
  if (tenant.employees < 100 && tenant.lifecycle === 'PAID') candidates.push(['SMB', 0.6]);
  candidates.push(['CHANNEL', 0.06], ['PILOT', 0.04]);
  for (const [code, probability] of candidates) if (rng.chance(probability)) return code;
  return undefined;
}

const naming: Readonly<Record<string, NamingCountry>> = {
  CN: 'CN',
  HK: 'HK',
  SG: 'SG',
  JP: 'JP',
  US: 'US',
  DE: 'DE',
  FR: 'FR',
  NL: 'NL',
  IT: 'IT',
  GB: 'GB',
};

function contactOf(
  rng: Random,
  context: SeedContext,
  country: NamingCountry,
  domain: string,
  pattern: EmailPattern,
) {
  const person = drawName(rng, country);
  return {
    name: person.fullName,
    email: uniqueEmail(emailLocalPart(person, pattern), domain, context.emailsAt(domain)),
    mobile: uniqueMobile(rng, country, context.mobiles),
  };
}

function employeeIdScheme(rng: Random, domain: string) {
  const letters = domain
    .replace(/[^a-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
  return {
    employeeIdPrefix: rng.pick(['', 'E', 'EMP', letters]),
    employeeIdStart: rng.pick([1, 1001, 10001, 100001]),
    employeeIdDigits: rng.pick([5, 6]),
  };
}

/** The subsidiaries and branches of a tenant besides its headquarters. */
function otherCompanies(
  rng: Random,
  tenant: {
    code: string;
    name: string;
    brand: string;
    industryPhrase: string;
    locale: Locale;
    country: string;
  },
  identity: DrawnIdentity,
  count: number,
): CompanySketch[] {
  const companies: CompanySketch[] = [];
  const used = new Set<string>(['HQ', identity.hqCity?.code ?? '']);
  for (let i = 0; i < count; i += 1) {
    const retired = rng.chance(0.04);
    if (tenant.locale === 'zh') {
      const city = drawBusinessCity(rng);
      if (used.has(city.code)) continue;
      used.add(city.code);
      const branch = rng.chance(0.35);
      const name = branch
        ? `${tenant.name}${city.name}分公司`
        : rng.chance(0.5)
          ? `${tenant.brand}${tenant.industryPhrase}（${city.name}）有限公司`
          : `${city.name}${tenant.brand}${tenant.industryPhrase}有限公司`;
      companies.push({
        key: companyKey(tenant.code, `${tenant.code}-${city.code}`),
        code: `${tenant.code}-${city.code}`,
        suffix: city.code,
        name,
        type: branch ? CompanyType.BRANCH : CompanyType.SUBSIDIARY,
        country: 'CN',
        adCode: city.adCode,
        cityName: city.name,
        areaCode: city.areaCode,
        taxNumber: unifiedSocialCreditCode(rng, city.adCode),
        enabled: !retired,
        headquarters: false,
        weight: branch ? 0.6 : 1,
      });
      continue;
    }
    if (tenant.locale === 'ja' && rng.chance(0.6)) {
      const [suffix, branchName] = rng.pick(japaneseBranches);
      if (used.has(suffix)) continue;
      used.add(suffix);
      companies.push({
        key: companyKey(tenant.code, `${tenant.code}-${suffix}`),
        code: `${tenant.code}-${suffix}`,
        suffix,
        name: `${tenant.name} ${branchName}`,
        type: CompanyType.BRANCH,
        country: 'JP',
        enabled: !retired,
        headquarters: false,
        weight: 0.6,
      });
      continue;
    }
    const [suffix, country, pattern] = rng.pick(foreignEntities);
    if (used.has(suffix) || country === tenant.country) continue;
    used.add(suffix);
    const base =
      tenant.locale === 'ja'
        ? `${tenant.brand}${tenant.industryPhrase}`
        : `${tenant.brand} ${tenant.industryPhrase}`;
    const chinaCity = country === 'CN' ? businessCity('310000') : undefined;
    companies.push({
      key: companyKey(tenant.code, `${tenant.code}-${suffix}`),
      code: `${tenant.code}-${suffix}`,
      suffix,
      name:
        country === 'CN' && tenant.locale === 'ja'
          ? `${base}（上海）有限公司`
          : pattern.replace('{base}', base),
      type: rng.chance(0.1) ? CompanyType.REPRESENTATIVE_OFFICE : CompanyType.SUBSIDIARY,
      country,
      ...(chinaCity && {
        adCode: chinaCity.adCode,
        cityName: chinaCity.name,
        areaCode: chinaCity.areaCode,
        taxNumber: unifiedSocialCreditCode(rng, chinaCity.adCode),
      }),
      enabled: !retired,
      headquarters: false,
      weight: 0.8,
    });
  }
  return companies;
}

function headquarters(
  rng: Random,
  code: string,
  name: string,
  country: string,
  city: ReturnType<typeof businessCity> | undefined,
): CompanySketch {
  return {
    key: companyKey(code, `${code}-HQ`),
    code: `${code}-HQ`,
    suffix: 'HQ',
    name,
    type: CompanyType.HEADQUARTERS,
    country,
    ...(city && {
      adCode: city.adCode,
      cityName: city.name,
      areaCode: city.areaCode,
      taxNumber: unifiedSocialCreditCode(rng, city.adCode),
    }),
    enabled: true,
    headquarters: true,
    weight: 3,
  };
}

const regionCountries: Readonly<Record<RegionCode, readonly (readonly [string, number])[]>> = {
  CN: [['CN', 1]],
  HK: [['HK', 1]],
  SG: [['SG', 1]],
  JP: [['JP', 1]],
  US: [['US', 1]],
  EU: [
    ['DE', 30],
    ['FR', 20],
    ['NL', 20],
    ['GB', 15],
    ['IT', 15],
  ],
};

/**
 * How tenants of a region are on the messaging platforms: in mainland China a good half use the web
 * and apps alone and the rest came through DingTalk, WeCom or Lark; elsewhere few do (Lark's
 * international edition, WeCom in Hong Kong and Singapore).
 */
const platformsByRegion: Readonly<Record<RegionCode, readonly (readonly [MessagingPlatform, number])[]>> = {
  CN: [
    ['NONE', 52],
    ['DINGTALK', 21],
    ['WECHAT', 16],
    ['LARK', 11],
  ],
  HK: [
    ['NONE', 85],
    ['WECHAT', 9],
    ['LARK', 6],
  ],
  SG: [
    ['NONE', 85],
    ['LARK', 9],
    ['WECHAT', 6],
  ],
  JP: [
    ['NONE', 92],
    ['LARK', 8],
  ],
  EU: [
    ['NONE', 95],
    ['LARK', 5],
  ],
  US: [
    ['NONE', 95],
    ['LARK', 5],
  ],
};

const cloudByRegion: Readonly<Record<RegionCode, readonly (readonly [string, number])[]>> = {
  CN: [
    ['ALI_HZ', 45],
    ['ALI_SH', 30],
    ['HUAWEI_BJ', 25],
  ],
  HK: [['ALI_HK', 1]],
  SG: [['AWS_SG', 1]],
  JP: [['AZURE_JP', 1]],
  EU: [['AWS_FRA', 1]],
  US: [['AWS_US', 1]],
};

/** A customer tenant drawn at random: where it is, who it is, how far along with the provider. */
export function drawTenant(
  context: SeedContext,
  index: number,
  options: { readonly headquartersOnly?: boolean } = {},
): TenantSketch {
  const code = tenantCodeOf(index);
  const rng = context.rng.fork(`tenant:${code}`);
  const today = dateAfter(context.now, 0);
  const region = rng.weighted<RegionCode>([
    ['CN', 70],
    ['HK', 6],
    ['SG', 9],
    ['JP', 5],
    ['EU', 6],
    ['US', 4],
  ]);
  const country = rng.weighted(regionCountries[region]);
  const locale: Locale = region === 'CN' ? 'zh' : region === 'JP' ? 'ja' : 'en';
  const identity = drawIdentity(rng, context, locale, country, context.tenantNames);
  const industry = identity.industry[1];
  const lifecycle = rng.weighted<Lifecycle>([
    ['PAID', 58],
    ['LAPSED', 9],
    ['TRIAL', 21],
    ['TRIAL_ENDED', 12],
  ]);
  const employees = rng.logNormal(300, 1.2, 12, 60000);
  const tenureDays =
    lifecycle === 'PAID'
      ? rng.logNormal(700, 0.7, 45, 2900)
      : lifecycle === 'LAPSED'
        ? rng.logNormal(900, 0.5, 400, 2900)
        : lifecycle === 'TRIAL'
          ? rng.int(3, 25)
          : rng.int(40, 500);
  const createdAt = instantAfter(context.now, -tenureDays - rng.next());
  const signup = dateAfter(createdAt, 0);
  const terms = licenceTerms(rng, signup, lifecycle, today);
  const lastTerm = terms[terms.length - 1];
  const licenceExpireDate = lastTerm ? lastTerm.end : addDays(signup, 30);
  const expiredDays = -Math.round((Date.parse(licenceExpireDate) - context.now.getTime()) / 86_400_000);
  const enabled =
    lifecycle === 'LAPSED' && expiredDays > 90
      ? rng.chance(0.5)
      : lifecycle === 'TRIAL_ENDED'
        ? rng.chance(0.6)
        : !rng.chance(0.01);
  // Finance customers run on the dedicated Shanghai cluster, state-owned ones on Huawei Cloud.
  const groupCode = groupFor(rng, { employees, lifecycle, industry, locale });
  const cloudEnv =
    region === 'CN' && groupCode === 'FINANCE'
      ? 'ALI_SH'
      : region === 'CN' && rng.chance(0.06)
        ? 'HUAWEI_BJ'
        : rng.weighted(cloudByRegion[region]);
  const namingCountry = naming[country] ?? 'US';
  const emailPattern = rng.weighted<EmailPattern>(
    locale === 'zh'
      ? [
          ['familygiven', 60],
          ['given.family', 20],
          ['family.given', 20],
        ]
      : [
          ['given.family', 70],
          ['initialfamily', 30],
        ],
  );
  const tenant = {
    code,
    name: identity.name,
    brand: identity.brand,
    industryPhrase: identity.industry[0],
    locale,
    country,
  };
  const companies = [
    headquarters(rng, code, identity.name, country, identity.hqCity),
    ...otherCompanies(
      rng,
      tenant,
      identity,
      options.headquartersOnly ? 0 : companyCountFor(rng, employees) - 1,
    ),
  ];
  return {
    index,
    code,
    key: tenantKey(code),
    name: identity.name,
    brand: identity.brand,
    industryPhrase: identity.industry[0],
    locale,
    naming: namingCountry,
    region,
    cloudEnv,
    domain: identity.domain,
    industry,
    lifecycle,
    licensed: lifecycle === 'PAID' || lifecycle === 'LAPSED' ? 1 : 0,
    sandbox: false,
    // Its own stream, so that drawing it changes nothing else the tenant draws.
    messagingPlatform: context.rng.fork(`platform:${code}`).weighted(platformsByRegion[region]),
    enabled,
    ...(groupCode && { groupCode }),
    createdAt,
    terms,
    licenceExpireDate,
    employees,
    staffCount: 0,
    setup: lifecycle === 'PAID' || lifecycle === 'LAPSED' ? 'full' : lifecycle === 'TRIAL' ? 'basic' : 'none',
    companies,
    emailPattern,
    ...employeeIdScheme(rng, identity.domain),
    contact: contactOf(rng, context, namingCountry, identity.domain, emailPattern),
    provider: false,
  };
}

/**
 * A sandbox of a paying tenant: a copy it tries configurations in, on the same cloud and messaging
 * platform, free, with a handful of test users, pointing back at its source.
 */
export function drawSandbox(context: SeedContext, index: number, parent: TenantSketch): TenantSketch {
  const code = tenantCodeOf(index);
  const rng = context.rng.fork(`tenant:${code}`);
  const name = parent.locale === 'zh' ? `${parent.name}（沙箱）` : `${parent.name} (Sandbox)`;
  context.tenantNames.add(name);
  const domain = `sandbox.${parent.domain}`;
  return {
    ...parent,
    index,
    code,
    key: tenantKey(code),
    name,
    domain,
    licensed: 0,
    sandbox: true,
    sourceKey: parent.key,
    enabled: true,
    createdAt: instantAfter(context.now, -rng.int(5, 400) - rng.next()),
    terms: [],
    employees: parent.employees,
    staffCount: 0,
    setup: 'basic',
    companies: [headquarters(rng, code, name, parent.companies[0]?.country ?? 'CN', undefined)],
    contact: contactOf(rng, context, parent.naming, domain, parent.emailPattern),
    ...employeeIdScheme(rng, domain),
    provider: false,
  };
}

/** The three tenants every test relies on, with the codes, names and settings they expect. */
export function fixedTenants(
  context: SeedContext,
  options: { readonly retiredCompany: boolean; readonly subsidiaries: boolean },
): TenantSketch[] {
  const rng = context.rng.fork('fixed');
  const today = dateAfter(context.now, 0);
  for (const name of ['OpsDesk 运营平台', '艾克米科技有限公司', 'Globex Trading Pte. Ltd.'])
    context.tenantNames.add(name);
  for (const domain of ['opsdesk', 'acme', 'globex']) context.domains.add(domain);

  const hangzhou = businessCity('330100');
  const provider: TenantSketch = {
    index: 0,
    code: 'T0000',
    key: tenantKey('T0000'),
    name: 'OpsDesk 运营平台',
    brand: 'OpsDesk',
    industryPhrase: '运营平台',
    locale: 'zh',
    naming: 'CN',
    region: 'CN',
    cloudEnv: 'ALI_HZ',
    domain: 'opsdesk.example',
    industry: 'IT 服务',
    lifecycle: 'PAID',
    licensed: 1,
    sandbox: false,
    messagingPlatform: 'NONE',
    enabled: true,
    createdAt: instantAfter(context.now, -2200),
    terms: [],
    employees: 420,
    staffCount: 0,
    setup: 'basic',
    companies: [headquarters(rng, 'T0000', 'OpsDesk 运营平台', 'CN', hangzhou)],
    emailPattern: 'given.family',
    employeeIdPrefix: 'OPS',
    employeeIdStart: 1,
    employeeIdDigits: 4,
    provider: true,
  };

  const acmeSignup = dateAfter(context.now, -1290);
  const acmeTerms = licenceTerms(rng.fork('acme'), acmeSignup, 'PAID', today);
  const acmeSubsidiaries = [
    ['310000', '艾克米科技（上海）有限公司', CompanyType.SUBSIDIARY, 1.4],
    ['440300', '深圳艾克米信息技术有限公司', CompanyType.SUBSIDIARY, 1.2],
    ['110000', '艾克米科技有限公司北京分公司', CompanyType.BRANCH, 0.8],
    ['510100', '成都艾克米网络科技有限公司', CompanyType.SUBSIDIARY, 0.7],
  ] as const;
  const acmeCompanies: CompanySketch[] = [
    headquarters(rng, 'T0001', '艾克米科技有限公司', 'CN', hangzhou),
    ...(options.subsidiaries ? acmeSubsidiaries : []).map(([adCode, name, type, weight]): CompanySketch => {
      const city = businessCity(adCode);
      return {
        key: companyKey('T0001', `T0001-${city.code}`),
        code: `T0001-${city.code}`,
        suffix: city.code,
        name,
        type,
        country: 'CN',
        adCode,
        cityName: city.name,
        areaCode: city.areaCode,
        taxNumber: unifiedSocialCreditCode(rng, adCode),
        enabled: true,
        headquarters: false,
        weight,
      };
    }),
  ];
  if (options.retiredCompany) {
    // A company closed in a reorganisation: its records stay reachable as a historic company.
    const wuhan = businessCity('420100');
    acmeCompanies.push({
      key: companyKey('T0001', 'T0001-WH'),
      code: 'T0001-WH',
      suffix: 'WH',
      name: '艾克米科技（武汉）有限公司',
      type: CompanyType.SUBSIDIARY,
      country: 'CN',
      adCode: wuhan.adCode,
      cityName: wuhan.name,
      areaCode: wuhan.areaCode,
      taxNumber: unifiedSocialCreditCode(rng, wuhan.adCode),
      enabled: false,
      headquarters: false,
      weight: 0.2,
    });
  }
  const acme: TenantSketch = {
    index: 1,
    code: 'T0001',
    key: tenantKey('T0001'),
    name: '艾克米科技有限公司',
    brand: '艾克米',
    industryPhrase: '科技',
    locale: 'zh',
    naming: 'CN',
    region: 'CN',
    cloudEnv: 'ALI_HZ',
    domain: 'acme.example',
    industry: 'IT 服务',
    lifecycle: 'PAID',
    licensed: 1,
    sandbox: false,
    // Its staff sign in with DingTalk, and it buys on the DingTalk marketplace.
    messagingPlatform: 'DINGTALK',
    enabled: true,
    groupCode: 'PILOT',
    createdAt: instantAfter(context.now, -1290.6),
    terms: acmeTerms,
    ...(acmeTerms.length > 0 && { licenceExpireDate: acmeTerms[acmeTerms.length - 1]?.end }),
    employees: 1850,
    staffCount: 0,
    setup: 'full',
    companies: acmeCompanies,
    emailPattern: 'familygiven',
    employeeIdPrefix: 'AC',
    employeeIdStart: 10001,
    employeeIdDigits: 5,
    contact: contactOf(rng, context, 'CN', 'acme.example', 'familygiven'),
    provider: false,
  };

  const globexSignup = instantAfter(context.now, -12.4);
  const globex: TenantSketch = {
    index: 2,
    code: 'T0002',
    key: tenantKey('T0002'),
    name: 'Globex Trading Pte. Ltd.',
    brand: 'Globex',
    industryPhrase: 'Trading',
    locale: 'en',
    naming: 'SG',
    region: 'SG',
    cloudEnv: 'AWS_SG',
    domain: 'globex.example',
    industry: '批发贸易',
    lifecycle: 'TRIAL',
    licensed: 0,
    sandbox: false,
    messagingPlatform: 'NONE',
    enabled: true,
    groupCode: 'MNC',
    createdAt: globexSignup,
    terms: [],
    licenceExpireDate: addDays(dateAfter(globexSignup, 0), 30),
    employees: 640,
    staffCount: 0,
    setup: 'full',
    companies: [
      headquarters(rng, 'T0002', 'Globex Trading Pte. Ltd.', 'SG', undefined),
      {
        key: companyKey('T0002', 'T0002-HK'),
        code: 'T0002-HK',
        suffix: 'HK',
        name: 'Globex Trading (Hong Kong) Limited',
        type: CompanyType.SUBSIDIARY,
        country: 'HK',
        enabled: true,
        headquarters: false,
        weight: 1,
      },
      {
        key: companyKey('T0002', 'T0002-SH'),
        code: 'T0002-SH',
        suffix: 'SH',
        name: 'Globex Trading (Shanghai) Co., Ltd.',
        type: CompanyType.SUBSIDIARY,
        country: 'CN',
        adCode: '310000',
        cityName: '上海',
        areaCode: '021',
        taxNumber: unifiedSocialCreditCode(rng, '310000'),
        enabled: true,
        headquarters: false,
        weight: 1,
      },
    ],
    emailPattern: 'given.family',
    employeeIdPrefix: 'GX',
    employeeIdStart: 1001,
    employeeIdDigits: 5,
    contact: contactOf(rng, context, 'SG', 'globex.example', 'given.family'),
    provider: false,
  };
  return [provider, acme, globex];
}

/**
 * The tenants in runs to insert one after the other, a new run starting at each sandbox: a row's
 * reference to another record is resolved before its step is written, so a sandbox must come in a
 * later step than its source (which is drawn before it). The order, and so the ids, stay the same.
 */
export function tenantInsertRuns(tenants: readonly TenantSketch[]): TenantSketch[][] {
  const runs: TenantSketch[][] = [];
  for (const tenant of tenants) {
    const last = runs[runs.length - 1];
    if (!last || tenant.sourceKey) runs.push([tenant]);
    else last.push(tenant);
  }
  return runs;
}
