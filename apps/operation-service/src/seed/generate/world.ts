import {
  authSourceResource,
  cityLevelResource,
  companyResource,
  contractResource,
  costCenterItemResource,
  costCenterResource,
  creditModelResource,
  creditRuleConditionResource,
  crmCustomerResource,
  departmentPositionResource,
  departmentResource,
  expenseLabelResource,
  formResource,
  labelResource,
  orderResource,
  preOpenOrderResource,
  receiptedCompanyResource,
  receiptTitleResource,
  setOfBooksResource,
  staffResource,
  tenantExpenseTypeResource,
  tenantResource,
  userGroupResource,
} from '@opsdesk/api';
import { must } from '../../must';
import { authSourceTypeNames } from '../data/reference';
import { planAdminArea } from '../areas/admin';
import { planBookingArea } from '../areas/booking';
import { planContentArea } from '../areas/content';
import { planCustomerServiceArea } from '../areas/customer-service';
import { planFinanceArea } from '../areas/finance';
import { planI18nArea } from '../areas/i18n';
import { planLocationArea } from '../areas/location';
import { planReferenceArea } from '../areas/reference';
import { planSystemArea } from '../areas/system';
import { planTenantArea } from '../areas/tenant';
import { SeedContext } from './context';
import { planCommerce, type CommerceOptions } from './commerce';
import { planFinance, type FinanceSetup } from './finance';
import { planOrganisation, type Organisation } from './organisation';
import { step, type PlannedRow, type PlannedStep, type SeedFields, type SeedPlan } from './plan';
import { planConfigurations, planProfiles } from './profiles';
import type { Random } from './random';
import { planReference } from './reference';
import { drawSandbox, drawTenant, fixedTenants, tenantInsertRuns, type TenantSketch } from './tenants';

export type SeedScale = 'demo' | 'test';

export interface ScaleSpec {
  /** Tenants in all, the three fixed ones included. */
  readonly tenants: number;
  /** Staff records in all. */
  readonly staff: number;
  /** Staff of the fixed tenants: the provider, the demo tenant, Globex. */
  readonly fixedStaff: readonly [number, number, number];
  readonly crmCustomers: number;
  /** Tenants with a single sign-on source of their own. */
  readonly tenantAuthSources: number;
  /** Whether the demo tenant has a retired company beside its headquarters. */
  readonly retiredDemoCompany: boolean;
  /** Whether the demo tenant has its subsidiaries and branches. */
  readonly demoSubsidiaries: boolean;
  readonly contractTotal?: CommerceOptions['contractTotal'];
}

/**
 * The test scale's contracts total either under 10,000.00 or between 100,000.00 and 120,000.00:
 * the resource tests add contracts of 8,000, 56,000 and 120,000.50 and expect range searches and
 * sorts over all contracts to find exactly theirs.
 */
const testContractTotal = (rng: Random) =>
  rng.chance(0.5) ? rng.int(200_000, 999_900) : rng.int(10_000_100, 11_999_900);

export const scales: Readonly<Record<SeedScale, ScaleSpec>> = {
  demo: {
    tenants: 600,
    staff: 5000,
    fixedStaff: [60, 320, 80],
    crmCustomers: 800,
    tenantAuthSources: 10,
    retiredDemoCompany: true,
    demoSubsidiaries: true,
  },
  test: {
    tenants: 20,
    staff: 200,
    fixedStaff: [15, 40, 15],
    crmCustomers: 24,
    tenantAuthSources: 2,
    retiredDemoCompany: false,
    // Tests list the demo tenant's companies and expect its headquarters alone.
    demoSubsidiaries: false,
    contractTotal: testContractTotal,
  },
};

/**
 * Spreads `total` staff over tenants in proportion to the square root of their head counts
 * (rounding up or down at random, so that the total holds when most shares are below one).
 */
function assignStaff(rng: Random, tenants: readonly TenantSketch[], total: number, min: number): void {
  const weights = tenants.map((tenant) =>
    tenant.sandbox ? 0.25 : Math.sqrt(tenant.employees) * (0.7 + rng.next() * 0.6),
  );
  const sum = weights.reduce((a, b) => a + b, 0);
  tenants.forEach((tenant, index) => {
    const share = ((weights[index] ?? 0) * total) / sum;
    const count = Math.floor(share) + (rng.next() < share % 1 ? 1 : 0);
    tenant.staffCount = Math.max(min, Math.min(150, count));
  });
}

function tenantRows(
  tenants: readonly TenantSketch[],
): PlannedRow<SeedFields<typeof tenantResource.schema>>[] {
  return tenants.map((tenant) => ({
    key: tenant.key,
    ...(tenant.sourceKey && { refs: { sourceTenantId: tenant.sourceKey } }),
    createdAt: tenant.createdAt,
    data: {
      tenantName: tenant.name,
      tenantCode: tenant.code,
      region: tenant.region,
      cloudEnv: tenant.cloudEnv,
      licensed: tenant.licensed,
      sandbox: tenant.sandbox,
      messagingPlatform: tenant.messagingPlatform,
      ...(tenant.groupCode && { tenantGroupCode: tenant.groupCode }),
      ...(tenant.contact && {
        contactName: tenant.contact.name,
        contactEmail: tenant.contact.email,
        contactMobile: tenant.contact.mobile,
      }),
      ...(tenant.licenceExpireDate && { licenceExpireDate: tenant.licenceExpireDate }),
      enabled: tenant.enabled,
    },
  }));
}

function companyRows(
  tenants: readonly TenantSketch[],
): PlannedRow<SeedFields<typeof companyResource.schema>>[] {
  return tenants.flatMap((tenant) =>
    tenant.companies.map((company) => ({
      key: company.key,
      refs: { tenantId: tenant.key },
      createdAt: tenant.createdAt,
      data: {
        name: company.name,
        companyCode: company.code,
        companyTypeName: company.type,
        ...(company.taxNumber && { taxNumber: company.taxNumber }),
        enabled: company.enabled,
      },
    })),
  );
}

/** The steps that write tenants, their companies and organisations. */
function organisationSteps(
  tenants: readonly TenantSketch[],
  organisations: readonly Organisation[],
): PlannedStep[] {
  return [
    ...tenantInsertRuns(tenants).map((run) => step(tenantResource, tenantRows(run))),
    step(companyResource, companyRows(tenants)),
    step(
      departmentResource,
      organisations.flatMap((organisation) => organisation.departments),
    ),
    step(
      departmentPositionResource,
      organisations.flatMap((organisation) => organisation.positions),
    ),
    step(
      staffResource,
      organisations.flatMap((organisation) => organisation.staff),
    ),
    step(
      userGroupResource,
      organisations.flatMap((organisation) => organisation.userGroups),
    ),
  ];
}

function financeSteps(setups: readonly FinanceSetup[]): PlannedStep[] {
  const all = <T>(pick: (setup: FinanceSetup) => readonly T[]): T[] => setups.flatMap(pick);
  return [
    step(
      tenantExpenseTypeResource,
      all((setup) => setup.expenseTypes),
    ),
    step(
      setOfBooksResource,
      all((setup) => setup.setsOfBooks),
    ),
    step(
      costCenterResource,
      all((setup) => setup.costCenters),
    ),
    step(
      costCenterItemResource,
      all((setup) => setup.costCenterItems),
    ),
    step(
      formResource,
      all((setup) => setup.forms),
    ),
    step(
      labelResource,
      all((setup) => setup.labels),
    ),
    step(
      expenseLabelResource,
      all((setup) => setup.expenseLabels),
    ),
    step(
      creditModelResource,
      all((setup) => setup.creditModels),
    ),
    step(
      creditRuleConditionResource,
      all((setup) => setup.creditConditions),
    ),
    step(
      receiptTitleResource,
      all((setup) => setup.receiptTitles),
    ),
    step(
      receiptedCompanyResource,
      all((setup) => setup.receiptedCompanies),
    ),
    step(
      cityLevelResource,
      all((setup) => setup.cityLevels),
    ),
  ];
}

/**
 * Draws `count` tenants from `firstIndex` on; every twentieth or so is a sandbox of an earlier one
 * (and at least one is, once there is a paying tenant to copy).
 */
function drawTenants(
  context: SeedContext,
  firstIndex: number,
  count: number,
  parents: TenantSketch[],
  options: { readonly headquartersOnly?: boolean } = {},
): TenantSketch[] {
  const rng = context.rng.fork(`sandboxes:${firstIndex}`);
  const drawn: TenantSketch[] = [];
  const withSandbox = new Set<string>();
  const lastChance = firstIndex + Math.min(count - 1, 12);
  for (let index = firstIndex; index < firstIndex + count; index += 1) {
    const candidates = parents.filter(
      (parent) => parent.lifecycle === 'PAID' && !parent.provider && !withSandbox.has(parent.code),
    );
    if (candidates.length > 0 && (rng.chance(0.05) || (index >= lastChance && withSandbox.size === 0))) {
      const parent = rng.pick(candidates);
      withSandbox.add(parent.code);
      drawn.push(drawSandbox(context, index, parent));
      continue;
    }
    const tenant = drawTenant(context, index, options);
    drawn.push(tenant);
    parents.push(tenant);
  }
  return drawn;
}

/**
 * Sign-on sources of tenants that log their staff in through their own workplace messaging: the
 * demo tenant's DingTalk, and one source of a random kind for each other tenant.
 */
function tenantAuthSources(
  rng: Random,
  tenants: readonly TenantSketch[],
): PlannedRow<SeedFields<typeof authSourceResource.schema>>[] {
  return tenants.map((tenant, index) => {
    const sourceType = index === 0 ? 'DINGTALK' : rng.pick(tenantSourceTypes);
    const slug = tenant.domain.replace(/\.example$/, '').replace(/[^a-z0-9]+/g, '-');
    return {
      refs: { tenantId: tenant.key },
      data: {
        sourceType,
        name: `${tenant.name} ${authSourceTypeNames[sourceType]}`.slice(0, 60),
        clientName: `${slug}-${sourceType.toLowerCase()}`.slice(0, 40),
        domainName: `${slug}.opsdesk.example`,
        authUrl: `https://sso.${tenant.domain}/oauth2/authorize`,
        appId: `${sourceType.toLowerCase()}_${rng.chars('abcdef0123456789', 16)}`,
        enabled: true,
      },
    };
  });
}

const tenantSourceTypes = ['FEISHU', 'WECHAT', 'DINGTALK', 'YUNZHIJIA'] as const;

export interface PlannedSeed {
  readonly plan: SeedPlan;
  readonly tenants: readonly TenantSketch[];
}

/** Everything the seed of a scale writes, drawn from one random stream and the clock. */
export function planSeed(scale: SeedScale, now: Date): PlannedSeed {
  const spec = scales[scale];
  const context = new SeedContext(now, `opsdesk-seed/${scale}`);
  const fixed = fixedTenants(context, {
    retiredCompany: spec.retiredDemoCompany,
    subsidiaries: spec.demoSubsidiaries,
  });
  const drawn = drawTenants(context, fixed.length, spec.tenants - fixed.length, [...fixed]);
  const tenants = [...fixed, ...drawn];
  assignStaff(context.rng.fork('staff'), drawn, spec.staff - spec.fixedStaff.reduce((a, b) => a + b, 0), 2);
  fixed.forEach((tenant, index) => {
    tenant.staffCount = spec.fixedStaff[index] ?? 0;
  });

  const organisations = tenants.map((tenant) => planOrganisation(context, tenant));
  const providerSales = organisations[0]?.staffByTemplate.get('BD') ?? [];
  const owners = providerSales.length > 0 ? providerSales : ['王经理'];
  const commerce = planCommerce(context, tenants, {
    customers: spec.crmCustomers,
    owners,
    ...(spec.contractTotal && { contractTotal: spec.contractTotal }),
  });
  const setups = tenants.map((tenant, index) =>
    planFinance(context, tenant, organisations[index]?.nodes ?? []),
  );

  const ssoRng = context.rng.fork('sso');
  const ssoTenants = [
    fixed[1] as TenantSketch,
    ...ssoRng
      .shuffle(
        drawn.filter((tenant) => tenant.lifecycle === 'PAID' && tenant.setup === 'full' && !tenant.sandbox),
      )
      .slice(0, spec.tenantAuthSources - 1),
  ];
  const tenantSources = tenantAuthSources(ssoRng, ssoTenants);
  // The tenants' own sign-on sources by tenant code: their login ways hand over to them.
  const signOnSources = new Map(
    ssoTenants.map((tenant, index) => [tenant.code, must(tenantSources[index], tenant.code).data.clientName]),
  );

  const plan: SeedPlan = {
    salt: `seed/${scale}`,
    steps: [
      ...planReference(context),
      ...organisationSteps(tenants, organisations),
      step(authSourceResource, tenantSources),
      step(crmCustomerResource, commerce.customers),
      step(contractResource, commerce.contracts),
      step(orderResource, commerce.orders),
      step(preOpenOrderResource, commerce.preOpenOrders),
      ...financeSteps(setups),
      // The areas of the console: each draws from its own random stream (the six from i18n to
      // booking from streams under `area:reference`, where they were once planned as one area:
      // generate/areaPlanning.ts).
      ...planTenantArea(context, tenants, scale),
      ...planFinanceArea(context, tenants, scale),
      ...planContentArea(context, tenants, scale),
      ...planSystemArea(context, tenants, scale),
      ...planI18nArea(context, tenants, scale),
      ...planAdminArea(context, tenants, scale, signOnSources),
      // Customer service looks up the documents of the tenants' real staff.
      ...planCustomerServiceArea(
        context,
        tenants,
        scale,
        organisations.flatMap((organisation) => organisation.members),
      ),
      ...planReferenceArea(context, tenants, scale),
      ...planLocationArea(context, tenants, scale),
      ...planBookingArea(context, tenants, scale),
    ],
    functionProfiles: planProfiles(context, tenants, new Set(ssoTenants.map((tenant) => tenant.code)), true),
    companyConfigurations: planConfigurations(context, tenants),
  };
  return { plan, tenants };
}

/**
 * More tenants, each with its headquarters and some staff, for benchmarks that need a bigger
 * database than the demo: drawn like the demo's, from `firstIndex` on (after the demo's codes).
 */
export function planExtraTenants(options: {
  readonly firstIndex: number;
  readonly tenants: number;
  readonly staff: number;
  readonly now: Date;
}): SeedPlan {
  const context = new SeedContext(options.now, `opsdesk-seed/extra-${options.firstIndex}`);
  const tenants = drawTenants(context, options.firstIndex, options.tenants, [], { headquartersOnly: true });
  // Most of these tenants get no staff record or one: their staff were never imported.
  assignStaff(context.rng.fork('staff'), tenants, options.staff, 0);
  const organisations = tenants.map((tenant) =>
    tenant.staffCount > 0
      ? planOrganisation(context, tenant)
      : {
          departments: [],
          positions: [],
          staff: [],
          userGroups: [],
          nodes: [],
          staffByTemplate: new Map(),
          members: [],
        },
  );
  return {
    salt: `extra/${options.firstIndex}`,
    steps: organisationSteps(tenants, organisations),
    functionProfiles: [],
    companyConfigurations: [],
  };
}
