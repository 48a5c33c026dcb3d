import { commonBankResource, sensitiveWordResource, vendorCityMappingResource } from '@opsdesk/api';
import type { z } from 'zod';
import { chineseCities } from '../data/places';
import { vendorServices } from '../data/reference';
import { areaPlanning, type AreaPlanning } from '../generate/areaPlanning';
import type { SeedContext } from '../generate/context';
import { step, type PlannedRow, type PlannedStep, type SeedFields } from '../generate/plan';
import type { TenantSketch } from '../generate/tenants';
import { instantAfter } from '../generate/values';
import type { SeedScale } from '../generate/world';
import { bankEntries, sensitiveWords } from './reference-data';

type Rows<R extends { readonly schema: z.ZodObject }> = PlannedRow<SeedFields<R['schema']>>[];

const instant = (now: Date, days: number) => instantAfter(now, days).toISOString();

function referenceDataSteps(area: AreaPlanning): PlannedStep[] {
  const { rng, size, now } = area;
  const mappings: Rows<typeof vendorCityMappingResource> = [];
  const vendors = ['CTRIP', 'TONGCHENG', 'MEITUAN', 'DIDI', 'AMADEUS'] as const;
  outer: for (const vendor of vendors) {
    const service = vendorServices[vendor][0];
    const cities = chineseCities.filter((city) => !city.countryCode).slice(0, 40);
    for (const [index, city] of cities.entries()) {
      if (mappings.length >= size(150, 5)) break outer;
      const status = rng.weighted([
        ['MAPPED', 85],
        ['UNMAPPED', 10],
        ['CONFLICT', 5],
      ] as const);
      const code =
        vendor === 'AMADEUS'
          ? `C${city.adCode}`
          : vendor === 'DIDI'
            ? city.adCode.slice(0, 4)
            : String(index + 1 + vendors.indexOf(vendor) * 1000);
      mappings.push({
        data: {
          vendor,
          serviceType: service,
          vendorCityCode: code,
          vendorCityName: vendor === 'AMADEUS' ? city.nameEn.toUpperCase() : city.name,
          ...(status !== 'UNMAPPED' && { cityAdCode: city.adCode, cityName: city.name }),
          countryCode: 'CN',
          mappingStatus: status,
          lastSyncedAt: instant(now, -rng.int(0, 20) - rng.next()),
          enabled: status !== 'CONFLICT',
        },
      });
    }
  }

  const banks: Rows<typeof commonBankResource> = bankEntries
    .slice(0, size(bankEntries.length, 4))
    .map(([bankCode, bankName, bankNameEn, shortName, swiftCode, cnaps, countryCode, bankType, hotline]) => ({
      data: {
        bankCode,
        bankName,
        bankNameEn,
        shortName,
        swiftCode,
        ...(cnaps && { cnapsCode: cnaps }),
        countryCode,
        bankType,
        ...(hotline && { hotline }),
        enabled: true,
      },
    }));

  const scopesBy = {
    FRAUD: ['FEEDBACK', 'COMMENT', 'EXPENSE_REMARK', 'AI_CHAT'],
    GAMBLING: ['FEEDBACK', 'COMMENT', 'NICKNAME', 'AI_CHAT'],
    ADVERTISING: ['FEEDBACK', 'COMMENT', 'NICKNAME'],
    ABUSE: ['FEEDBACK', 'COMMENT', 'NICKNAME', 'AI_CHAT'],
    VIOLENCE: ['FEEDBACK', 'COMMENT', 'ANNOUNCEMENT', 'AI_CHAT'],
    PORNOGRAPHY: ['FEEDBACK', 'COMMENT', 'NICKNAME', 'AI_CHAT'],
    POLITICS: ['FEEDBACK', 'COMMENT', 'ANNOUNCEMENT', 'NICKNAME', 'AI_CHAT'],
    OTHER: ['FEEDBACK', 'COMMENT'],
  } as const;
  const words: Rows<typeof sensitiveWordResource> = sensitiveWords
    .slice(0, size(sensitiveWords.length, 3))
    .map(([word, category, handling], index) => ({
      data: {
        word,
        category,
        handling,
        ...(handling === 'REPLACE' && { replacement: '**' }),
        scopes: [...scopesBy[category]],
        language: 'zh-cn',
        ...(index % 9 === 0 && { remark: '来自客服投诉案例' }),
        enabled: index % 13 !== 12,
      },
    }));

  return [
    step(vendorCityMappingResource, mappings),
    step(commonBankResource, banks),
    step(sensitiveWordResource, words),
  ];
}

/**
 * The records of the reference area's resources that `generate/reference.ts` does not write: the
 * travel vendors' city mappings, the common banks and the sensitive words.
 */
export function planReferenceArea(
  context: SeedContext,
  tenants: readonly TenantSketch[],
  scale: SeedScale,
): PlannedStep[] {
  return referenceDataSteps(areaPlanning(context, tenants, scale, 'reference-data'));
}
