import type {
  cityLevelResource,
  costCenterItemResource,
  costCenterResource,
  creditModelResource,
  creditRuleConditionResource,
  expenseLabelResource,
  formResource,
  labelResource,
  receiptedCompanyResource,
  receiptTitleResource,
  setOfBooksResource,
  tenantExpenseTypeResource,
} from '@opsdesk/api';
import type { z } from 'zod';
import {
  banks,
  chineseIndustries,
  costCenterKinds,
  creditConditionTemplates,
  creditModelTemplates,
  expenseLabelTemplates,
  expenseTypes,
  formTemplates,
  labelTemplates,
  productLineNames,
  projectNames,
  salesRegionNames,
  streets,
  supplierBrands,
  type Locale,
} from '../data/business';
import { chineseCities, internationalCities } from '../data/places';
import type { SeedContext } from './context';
import type { DepartmentNode } from './organisation';
import type { PlannedRow, SeedFields } from './plan';
import type { Random } from './random';
import type { CompanySketch, TenantSketch } from './tenants';
import { seedOid, unifiedSocialCreditCode } from './values';

type Rows<R extends { schema: z.ZodObject }> = PlannedRow<SeedFields<R['schema']>>[];

export interface FinanceSetup {
  readonly expenseTypes: Rows<typeof tenantExpenseTypeResource>;
  readonly setsOfBooks: Rows<typeof setOfBooksResource>;
  readonly costCenters: Rows<typeof costCenterResource>;
  readonly costCenterItems: Rows<typeof costCenterItemResource>;
  readonly forms: Rows<typeof formResource>;
  readonly labels: Rows<typeof labelResource>;
  readonly expenseLabels: Rows<typeof expenseLabelResource>;
  readonly creditModels: Rows<typeof creditModelResource>;
  readonly creditConditions: Rows<typeof creditRuleConditionResource>;
  readonly receiptTitles: Rows<typeof receiptTitleResource>;
  readonly receiptedCompanies: Rows<typeof receiptedCompanyResource>;
  readonly cityLevels: Rows<typeof cityLevelResource>;
}

/** The currency a company keeps its books in, by the country it is registered in. */
export const currencyOfCountry: Readonly<Record<string, string>> = {
  CN: 'CNY',
  HK: 'HKD',
  MO: 'MOP',
  SG: 'SGD',
  JP: 'JPY',
  US: 'USD',
  GB: 'GBP',
  DE: 'EUR',
  FR: 'EUR',
  NL: 'EUR',
  IT: 'EUR',
  AU: 'AUD',
  MY: 'MYR',
  TH: 'THB',
};

const cityLevelNames: Readonly<Record<Locale, readonly string[]>> = {
  zh: ['一线城市', '新一线城市', '二线城市', '其他城市', '境外城市'],
  en: [
    'Tier 1 cities (China)',
    'New tier 1 cities (China)',
    'Tier 2 cities (China)',
    'Other cities',
    'International',
  ],
  ja: ['一級都市', '新一級都市', '二級都市', 'その他の都市', '海外都市'],
};

const booksName: Readonly<Record<Locale, (name: string, currency: string) => string>> = {
  zh: (name, currency) => `${name} ${currency} 账簿`,
  en: (name, currency) => `${name} ${currency} ledger`,
  ja: (name, currency) => `${name} ${currency} 帳簿`,
};

/** A Chinese office address of a company: province, city, street, number, floor. */
function addressOf(rng: Random, company: CompanySketch): string {
  const city = chineseCities.find((candidate) => candidate.adCode === company.adCode);
  const province = city && city.province !== `${city.name}市` ? city.province : '';
  return `${province}${company.cityName ?? ''}市${rng.pick(streets)}${rng.int(1, 999)}号${rng.int(2, 32)}楼`;
}

/**
 * Small companies pay VAT as small-scale taxpayers (annual sales under five million yuan); the
 * headquarters of bigger groups and most of their subsidiaries are general taxpayers.
 */
function taxpayerKindOf(
  rng: Random,
  tenant: TenantSketch,
  company: CompanySketch,
): 'GENERAL' | 'SMALL_SCALE' {
  if (tenant.employees < 200) return 'SMALL_SCALE';
  return company.headquarters || tenant.employees >= 2000 || rng.chance(0.5) ? 'GENERAL' : 'SMALL_SCALE';
}

/** What a tenant has set up to run expenses: only tenants that use the product have it. */
export function planFinance(
  context: SeedContext,
  tenant: TenantSketch,
  nodes: readonly DepartmentNode[],
): FinanceSetup {
  const rng = context.rng.fork(`finance:${tenant.code}`);
  const rich = tenant.index < 3;
  const full = tenant.setup === 'full';
  const refs = { tenantId: tenant.key };
  const at = tenant.createdAt;
  const setup: FinanceSetup = {
    expenseTypes: [],
    setsOfBooks: [],
    costCenters: [],
    costCenterItems: [],
    forms: [],
    labels: [],
    expenseLabels: [],
    creditModels: [],
    creditConditions: [],
    receiptTitles: [],
    receiptedCompanies: [],
    cityLevels: [],
  };
  if (tenant.setup === 'none' || tenant.provider) return setup;

  const typeCount = rich ? expenseTypes.length : full ? rng.int(8, 14) : rng.int(5, 7);
  for (const [name, code, category] of expenseTypes.slice(0, typeCount)) {
    setup.expenseTypes.push({
      refs,
      data: { name, code, category, enabled: !rng.chance(0.04) },
      createdAt: at,
    });
  }

  const formCount = rich ? formTemplates.length : full ? rng.int(5, 10) : rng.int(3, 4);
  for (const [formName, formCode, formType, documentCategory] of formTemplates.slice(0, formCount)) {
    setup.forms.push({
      refs,
      data: { formName, formCode, formType, documentCategory, enabled: true },
      createdAt: at,
    });
  }
  // Subsidiaries with rules of their own get their own copy of the reimbursement form.
  const [companyForm] = formTemplates;
  for (const company of tenant.companies.slice(1)) {
    if (!companyForm || !full || !company.enabled || !(rich || rng.chance(0.3))) continue;
    const [formName, formCode, formType, documentCategory] = companyForm;
    setup.forms.push({
      refs: { ...refs, companyId: company.key },
      data: {
        formName: `${formName}（${company.cityName ?? company.suffix}）`,
        formCode: `${formCode}_${company.suffix}`,
        formType,
        documentCategory,
        enabled: true,
      },
      createdAt: at,
    });
  }

  const labelCount = rich ? labelTemplates.length : full ? rng.int(4, 10) : 3;
  for (const [name, type, documentCategory, description] of rich
    ? labelTemplates
    : rng.sample(labelTemplates, labelCount)) {
    setup.labels.push({
      refs,
      data: {
        name,
        type,
        documentCategory,
        description,
        enabled: !rng.chance(0.05),
      },
      createdAt: at,
    });
  }

  const bookCurrencies = [
    ...new Set(tenant.companies.map((company) => currencyOfCountry[company.country] ?? 'USD')),
  ].slice(0, full ? 3 : 1);
  bookCurrencies.forEach((currencyCode, index) => {
    setup.setsOfBooks.push({
      refs,
      data: {
        setOfBooksName: booksName[tenant.locale](tenant.brand, currencyCode).slice(0, 60),
        setOfBooksCode: `SOB${String(index + 1).padStart(2, '0')}`,
        currencyCode,
        enabled: true,
      },
      createdAt: at,
    });
  });

  if (!full) return setup;

  setup.cityLevels.push(...cityLevelsOf(tenant));

  for (const [name, code, color] of rich
    ? expenseLabelTemplates
    : rng.sample(expenseLabelTemplates, rng.int(4, 8))) {
    setup.expenseLabels.push({ refs, data: { name, code, color, enabled: true }, createdAt: at });
  }

  const kinds = rich
    ? costCenterKinds
    : costCenterKinds.filter((kind) => kind.code === 'DEPT' || rng.chance(kind.code === 'PROJ' ? 0.6 : 0.3));
  for (const kind of kinds) {
    const code = `CC-${kind.code}`;
    const oid = seedOid(`cost-center:${tenant.code}:${code}`);
    const key = `cost-center:${tenant.code}:${code}`;
    setup.costCenters.push({ refs, key, oid, data: { name: kind.name, code, enabled: true }, createdAt: at });
    const items: (readonly [string, string])[] =
      kind.items === 'departments'
        ? nodes
            .filter((node) => node.company.headquarters && node.template)
            .map((node) => [node.name, node.code] as const)
        : kind.items === 'projects'
          ? rng
              .sample(projectNames, rng.int(4, 12))
              .map((name, index) => [name, `PRJ${String(index + 1).padStart(3, '0')}`] as const)
          : kind.items === 'products'
            ? rng
                .sample(productLineNames, rng.int(3, 8))
                .map((name, index) => [name, `PL${String(index + 1).padStart(2, '0')}`] as const)
            : rng
                .sample(salesRegionNames, rng.int(4, 8))
                .map((name, index) => [name, `RG${String(index + 1).padStart(2, '0')}`] as const);
    items.forEach(([name, itemCode], index) => {
      setup.costCenterItems.push({
        refs,
        data: {
          costCenterOid: oid,
          itemNumber: 1001 + index,
          name: name.slice(0, 60),
          code: itemCode,
          enabled: !rng.chance(0.05),
        },
        createdAt: at,
      });
    });
  }

  if (rich || rng.chance(0.4)) {
    for (const model of creditModelTemplates.slice(0, rich ? 3 : rng.int(1, 2))) {
      const key = `credit-model:${tenant.code}:${model.code}`;
      setup.creditModels.push({ refs, key, data: { ...model, enabled: true }, createdAt: at });
      for (const [conditionCode, conditionName, description] of rng.sample(
        creditConditionTemplates,
        rng.int(3, 6),
      )) {
        setup.creditConditions.push({
          refs: { ...refs, ruleSetId: key },
          data: { conditionCode, conditionName, description },
          createdAt: at,
        });
      }
    }
  }

  // VAT receipt titles and receipted companies exist for companies registered in mainland China.
  for (const company of tenant.companies) {
    if (!company.taxNumber) continue;
    setup.receiptTitles.push({
      refs,
      data: {
        key: `TITLE-${company.code}`,
        titleName: company.name,
        taxNumber: company.taxNumber,
        taxpayerKind: taxpayerKindOf(rng, tenant, company),
        address: addressOf(rng, company),
        telephone: `${company.areaCode ?? '021'}-${rng.int(2, 8)}${rng.digits(7)}`,
        bankName: `${rng.pick(banks)}${company.cityName ?? ''}分行`,
        bankAccount: `${rng.int(1, 9)}${rng.digits(rng.int(15, 18))}`,
        enabled: company.enabled,
      },
      createdAt: at,
    });
    setup.receiptedCompanies.push({
      refs,
      data: { companyName: company.name, taxNumber: company.taxNumber, enabled: company.enabled },
      createdAt: at,
    });
  }
  // Suppliers whose invoices the tenant receives most: hotels, travel agencies, caterers.
  const headquarters = tenant.companies[0];
  if (headquarters?.adCode && headquarters.cityName) {
    const sectors = chineseIndustries.filter(([, sector]) => sector === '餐饮酒店' || sector === '交通物流');
    for (let i = 0; i < (rich ? 4 : rng.int(0, 2)); i += 1) {
      const name = `${headquarters.cityName}${rng.pick(supplierBrands)}${rng.pick(sectors)[0]}有限公司`;
      if (setup.receiptedCompanies.some((row) => row.data.companyName === name)) continue;
      setup.receiptedCompanies.push({
        refs,
        data: {
          companyName: name,
          taxNumber: unifiedSocialCreditCode(rng, headquarters.adCode),
          enabled: true,
        },
        createdAt: at,
      });
    }
  }
  return setup;
}

/** The tenant's city levels for travel standards: cities grouped by how expensive they are. */
function cityLevelsOf(tenant: TenantSketch): Rows<typeof cityLevelResource> {
  const names = cityLevelNames[tenant.locale];
  const tiers = [1, 2, 3, 4].map((tier) => chineseCities.filter((city) => city.tier === tier));
  const groups = [
    ...tiers.map((cities) =>
      cities.map((city) => [city.adCode, tenant.locale === 'zh' ? city.name : city.nameEn] as const),
    ),
    internationalCities.map(
      ([locode, name, nameEn]) => [locode, tenant.locale === 'zh' ? name : nameEn] as const,
    ),
  ];
  const separator = tenant.locale === 'en' ? ', ' : '、';
  return groups.map((cities, index) => ({
    refs: { tenantId: tenant.key },
    data: {
      name: names[index] ?? `L${index + 1}`,
      code: `L${index + 1}`,
      // The list shows a level by a few of its cities.
      description: `${cities
        .slice(0, 4)
        .map(([, name]) => name)
        .join(separator)}${cities.length > 4 ? (tenant.locale === 'en' ? '…' : '等') : ''}`.slice(0, 200),
      cityAdCodes: cities.map(([adCode]) => adCode),
    },
    createdAt: tenant.createdAt,
  }));
}
