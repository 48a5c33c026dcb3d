import {
  airlineResource,
  authSourceResource,
  cityResource,
  cloudEnvResource,
  countryResource,
  currencyResource,
  defaultPermissionResource,
  enumerationItemResource,
  exchangeRateResource,
  functionPackageResource,
  menuAuthorities,
  tenantGroupResource,
  tenantNoticeRuleResource,
  type MenuKey,
} from '@opsdesk/api';
import { chineseCities, CityType, countries, internationalCities } from '../data/places';
import {
  airlines,
  buyTypes,
  cloudEnvironments,
  contractTypes,
  currencies,
  deployEnvironments,
  enumerationTemplates,
  functionPackages,
  menuPermissionNames,
  noticeRules,
  providerAuthSources,
  regions,
  systemEnumerations,
  tenantGroups,
  type EnumerationEntry,
} from '../data/reference';
import type { SeedContext } from './context';
import { step, type PlannedRow, type PlannedStep, type SeedFields } from './plan';
import { addMonths, dateAfter } from './values';

type EnumerationFields = SeedFields<typeof enumerationItemResource.schema>;

function enumeration(
  code: string,
  entries: readonly EnumerationEntry[],
  options: { type?: number; disabled?: readonly string[] } = {},
): PlannedRow<EnumerationFields>[] {
  return entries.map(([value, name, nameEn], index) => ({
    data: {
      customEnumerationCode: code,
      value,
      name,
      nameEn,
      code: value,
      ...(options.type !== undefined && { type: options.type }),
      sequence: (index + 1) * 10,
      enabled: !options.disabled?.includes(value),
    },
  }));
}

/**
 * Monthly exchange rates into yuan (and from it into the currencies customers travel to most) for
 * the last year: a random walk of a percent or two a month around today's rate.
 */
function exchangeRates(context: SeedContext): PlannedRow<SeedFields<typeof exchangeRateResource.schema>>[] {
  const rng = context.rng.fork('exchange-rates');
  const firstOfMonth = `${dateAfter(context.now, 0).slice(0, 7)}-01`;
  const rows: PlannedRow<SeedFields<typeof exchangeRateResource.schema>>[] = [];
  const round = (value: number) => Number(value.toPrecision(6));
  for (const currency of currencies) {
    if (currency.code === 'CNY') continue;
    let rate = currency.cnyRate;
    for (let month = 0; month < 12; month += 1) {
      const effectiveDate = addMonths(firstOfMonth, -month);
      rows.push({
        data: { fromCurrency: currency.code, toCurrency: 'CNY', rate: round(rate), effectiveDate },
      });
      if (['USD', 'EUR', 'HKD', 'JPY', 'SGD', 'GBP'].includes(currency.code)) {
        rows.push({
          data: { fromCurrency: 'CNY', toCurrency: currency.code, rate: round(1 / rate), effectiveDate },
        });
      }
      rate *= 1 + (rng.next() - 0.5) * 0.03;
    }
  }
  return rows;
}

/** The provider's reference data: enumerations, environments, places, currencies, airlines... */
export function planReference(context: SeedContext): PlannedStep[] {
  const enumerationItems = [
    ...enumeration(
      'CLOUDENV',
      cloudEnvironments.map((env) => [env.code, env.name, env.nameEn] as const),
      { disabled: cloudEnvironments.filter((env) => !env.enabled).map((env) => env.code) },
    ),
    ...enumeration('DEPLOY_ENV', deployEnvironments),
    ...enumeration(
      'REGION',
      regions.map((region) => [region.code, region.name, region.nameEn] as const),
    ),
    ...enumeration('CRM_CONTRACT_TYPE', contractTypes),
    ...enumeration('CRM_BUY_TYPE', buyTypes),
    ...[...systemEnumerations, ...enumerationTemplates].flatMap((entry) =>
      enumeration(entry.code, entry.items, {
        type: entry.type,
        ...(entry.disabled && { disabled: entry.disabled }),
      }),
    ),
  ];
  const cities = [
    ...chineseCities.map((city) => ({
      data: {
        adCode: city.adCode,
        name: city.name,
        nameEn: city.nameEn,
        typeDescription: city.type,
        countryCode: city.countryCode ?? 'CN',
        provinceName: city.province,
        enabled: true,
      },
    })),
    ...internationalCities.map(([adCode, name, nameEn, countryCode]) => ({
      data: { adCode, name, nameEn, typeDescription: CityType.INTERNATIONAL, countryCode, enabled: true },
    })),
  ];
  return [
    step(
      cloudEnvResource,
      cloudEnvironments.map((env) => ({
        data: {
          code: env.code,
          name: env.name,
          region: env.region,
          provider: env.provider,
          description: env.description,
          enabled: env.enabled,
        },
      })),
    ),
    step(enumerationItemResource, enumerationItems),
    step(
      currencyResource,
      currencies.map((currency) => ({
        data: {
          currencyCode: currency.code,
          currencyName: currency.name,
          chineseName: currency.chineseName,
          symbol: currency.symbol,
          decimals: currency.decimals,
          enabled: true,
        },
      })),
    ),
    step(exchangeRateResource, exchangeRates(context)),
    step(
      countryResource,
      countries.map(([code, adCode, name, nameEn, continent]) => ({
        data: { code, name, nameEn, continent, adCode },
      })),
    ),
    step(cityResource, cities),
    step(
      airlineResource,
      airlines.map(([code, name, nameEn, countryCode]) => ({ data: { code, name, nameEn, countryCode } })),
    ),
    step(
      tenantGroupResource,
      tenantGroups.map((group) => ({
        data: {
          tenantGroupName: group.name,
          tenantGroupCode: group.code,
          ...(group.description && { description: group.description }),
          enabled: !('enabled' in group) || group.enabled,
        },
      })),
    ),
    step(
      tenantNoticeRuleResource,
      noticeRules.map((rule) => ({ data: rule })),
    ),
    step(
      functionPackageResource,
      functionPackages.map((pkg) => ({
        data: {
          pkgCode: pkg.code,
          pkgName: pkg.name,
          pkgDescription: pkg.description,
          enabled: !('enabled' in pkg) || pkg.enabled,
        },
      })),
    ),
    step(
      defaultPermissionResource,
      (Object.keys(menuAuthorities) as MenuKey[]).map((key) => {
        const { read, write } = menuAuthorities[key];
        return {
          data: {
            permissionName: menuPermissionNames[key],
            permissionCode: `menu.${key}`,
            resourceKey: key,
            description: write
              ? `读取：${read ?? '登录即可'}；修改：${write}`
              : `读取：${read ?? '登录即可'}；只读菜单`,
          },
        };
      }),
    ),
    step(
      authSourceResource,
      providerAuthSources.map((source) => ({
        data: {
          sourceType: source.sourceType,
          name: source.name,
          clientName: source.clientName,
          ...(source.domainName && { domainName: source.domainName }),
          authUrl: source.authUrl,
          appId: source.appId,
          enabled: source.enabled ?? true,
        },
      })),
    ),
  ];
}
