import type { SeedContext } from './context';
import { currencyOfCountry } from './finance';
import type { PlannedConfiguration, PlannedProfile } from './plan';
import type { Random } from './random';
import type { TenantSketch } from './tenants';

/**
 * The general function profile: the switches every tenant starts from. Profile checks read nested
 * paths (`expense.report.enabled`, `budget.control.mode`), so the profile is nested the same way.
 */
export const generalProfile = {
  expense: {
    report: { enabled: true },
    application: { enabled: true, required: false },
    loan: { enabled: true, maxOutstandingDays: 30 },
    proxy: { enabled: true },
    attachment: { required: true, maxCount: 9 },
  },
  budget: { control: { mode: 'WARN' }, period: 'MONTH' },
  travel: {
    booking: { enabled: true, channels: ['FLIGHT', 'HOTEL', 'TRAIN', 'CAR'] },
    standard: { control: 'WARN' },
  },
  invoice: { ocr: { enabled: true }, verification: { enabled: true }, duplicateCheck: { enabled: true } },
  payment: { enabled: false, batchLimit: 200 },
  currency: { multi: { enabled: false }, base: 'CNY' },
  approval: { countersign: { enabled: true }, delegate: { enabled: true }, autoApproveSameApprover: true },
  account: { password: { minLength: 8, maxLength: 32, expireDays: 90 }, sso: { enabled: false } },
  language: { default: 'zh_cn' },
  companyMode: { enabled: true },
} as const;

const languageOf = { zh: 'zh_cn', en: 'en', ja: 'ja' } as const;

/** Where a tenant differs from the general profile: what it bought, how strictly it controls. */
function tenantProfile(
  tenant: TenantSketch,
  packages: readonly string[],
  sso: boolean,
): Record<string, unknown> {
  const paying = tenant.lifecycle === 'PAID' || tenant.lifecycle === 'LAPSED';
  const baseCurrency = currencyOfCountry[tenant.companies[0]?.country ?? 'CN'] ?? 'CNY';
  const profile: Record<string, unknown> = { packages: [...packages] };
  if (paying && packages.includes('BUDGET_CTRL'))
    profile.budget = { control: { mode: tenant.employees >= 2000 ? 'BLOCK' : 'WARN' } };
  // Trials run without budgets; once a trial has ended, bookings stop too.
  if (!paying) profile.budget = { control: { mode: 'NONE' } };
  if (tenant.lifecycle === 'TRIAL_ENDED') profile.travel = { booking: { enabled: false } };
  if (packages.includes('PAYMENT_HUB')) profile.payment = { enabled: true };
  if (baseCurrency !== 'CNY' || tenant.companies.length > 2)
    profile.currency = { multi: { enabled: true }, base: baseCurrency };
  if (tenant.locale !== 'zh') profile.language = { default: languageOf[tenant.locale] };
  if (sso) profile.account = { sso: { enabled: true } };
  if (tenant.sandbox) profile.sandbox = { resetAllowed: true };
  return profile;
}

/** The function packages a tenant's licence includes. */
function packagesOf(rng: Random, tenant: TenantSketch): string[] {
  if (tenant.lifecycle === 'TRIAL' || tenant.lifecycle === 'TRIAL_ENDED' || tenant.sandbox)
    return ['EXPENSE_STD', 'TRAVEL_MGMT', 'INVOICE_CLOUD'];
  const packages = [tenant.employees >= 1000 ? 'EXPENSE_PRO' : 'EXPENSE_STD', 'INVOICE_CLOUD'];
  if (rng.chance(0.5)) packages.push('TRAVEL_MGMT');
  if (tenant.employees >= 1000 || rng.chance(0.2)) packages.push('BUDGET_CTRL');
  if (tenant.employees >= 3000 || rng.chance(0.15)) packages.push('PAYMENT_HUB', 'AP_SHARED');
  if (tenant.groupCode === 'KA' || tenant.groupCode === 'MNC') packages.push('MULTI_ORG', 'SSO_PLUS');
  if (tenant.groupCode === 'PILOT') packages.push('SMART_AUDIT', 'DATA_INSIGHT');
  return packages;
}

export function planProfiles(
  context: SeedContext,
  tenants: readonly TenantSketch[],
  ssoTenants: ReadonlySet<string>,
  includeGeneral: boolean,
): PlannedProfile[] {
  return [
    ...(includeGeneral ? [{ roleType: 'GENERAL' as const, profile: generalProfile }] : []),
    ...tenants
      .filter((tenant) => !tenant.provider)
      .map((tenant) => ({
        roleType: 'TENANT' as const,
        tenantKey: tenant.key,
        profile: tenantProfile(
          tenant,
          packagesOf(context.rng.fork(`packages:${tenant.code}`), tenant),
          ssoTenants.has(tenant.code),
        ),
      })),
  ];
}

const timezoneOf: Readonly<Record<string, string>> = {
  CN: 'Asia/Shanghai',
  HK: 'Asia/Hong_Kong',
  SG: 'Asia/Singapore',
  JP: 'Asia/Tokyo',
  US: 'America/New_York',
  GB: 'Europe/London',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  NL: 'Europe/Amsterdam',
  IT: 'Europe/Rome',
  AU: 'Australia/Sydney',
  MY: 'Asia/Kuala_Lumpur',
  TH: 'Asia/Bangkok',
};

/** Fiscal years start in January, but in April in Japan, Hong Kong and the United Kingdom. */
const fiscalYearStartOf: Readonly<Record<string, string>> = { JP: '04-01', HK: '04-01', GB: '04-06' };

/**
 * The configurations companies saved: the settings over the defaults, and the further settings
 * the console's forms read. Companies of tenants that never set anything keep the defaults.
 */
export function planConfigurations(
  context: SeedContext,
  tenants: readonly TenantSketch[],
): PlannedConfiguration[] {
  const configurations: PlannedConfiguration[] = [];
  for (const tenant of tenants) {
    if (tenant.setup === 'none') continue;
    const rng = context.rng.fork(`configuration:${tenant.code}`);
    for (const company of tenant.companies) {
      if (tenant.index >= 3 && rng.chance(0.3)) continue;
      const strict = tenant.groupCode === 'FINANCE' || tenant.groupCode === 'SOE';
      configurations.push({
        companyKey: company.key,
        configuration: {
          baseCurrency: currencyOfCountry[company.country] ?? 'USD',
          uploadMaxSizeMb: rng.pick([3, 3, 5, 10]),
          attachmentMaxCount: rng.pick([9, 9, 12, 20]),
          passwordMinLength: strict ? 12 : rng.pick([8, 8, 10]),
          passwordMaxLength: rng.pick([32, 32, 64]),
          language: languageOf[tenant.locale],
          timezone: timezoneOf[company.country] ?? 'Asia/Shanghai',
          fiscalYearStart: fiscalYearStartOf[company.country] ?? '01-01',
          setOfBooksCode: 'SOB01',
          receiptRequiredAbove: rng.pick([0, 100, 200, 500]),
          invoiceTitleCheck: company.taxNumber !== undefined,
        },
      });
    }
  }
  return configurations;
}
