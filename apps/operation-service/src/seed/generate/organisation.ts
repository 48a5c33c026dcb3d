import type {
  departmentPositionResource,
  departmentResource,
  staffResource,
  userGroupResource,
  employeeStatuses,
} from '@opsdesk/api';
import { demoAccounts } from '../accounts';
import {
  departmentTemplates,
  providerDepartmentTemplates,
  userGroupTemplates,
  type DepartmentTemplate,
  type Locale,
} from '../data/business';
import type { SeedContext } from './context';
import { drawName, emailLocalPart, uniqueEmail } from './people';
import type { PlannedRow, SeedFields } from './plan';
import type { Random } from './random';
import type { CompanySketch, TenantSketch } from './tenants';
import { instantAfter, seedOid, uniqueMobile } from './values';

type DepartmentFields = SeedFields<typeof departmentResource.schema>;
type PositionFields = SeedFields<typeof departmentPositionResource.schema>;
type StaffFields = SeedFields<typeof staffResource.schema>;
type UserGroupFields = SeedFields<typeof userGroupResource.schema>;

/** A department of one company, as the staff generator fills it. */
export interface DepartmentNode {
  readonly oid: string;
  readonly code: string;
  readonly name: string;
  readonly company: CompanySketch;
  readonly parentOid?: string;
  readonly template?: DepartmentTemplate;
  readonly enabled: boolean;
  /** How many of the company's staff work here, relative to its other departments. */
  readonly weight: number;
  managerName?: string;
}

export interface Organisation {
  readonly departments: PlannedRow<DepartmentFields>[];
  readonly positions: PlannedRow<PositionFields>[];
  readonly staff: PlannedRow<StaffFields>[];
  readonly userGroups: PlannedRow<UserGroupFields>[];
  /** Every department of the tenant: its cost centers are made from them. */
  readonly nodes: readonly DepartmentNode[];
  /** Names of the staff of each department template code (the provider's sales people own deals). */
  readonly staffByTemplate: ReadonlyMap<string, string[]>;
  /** Who the staff records are, in the order of `staff`: other records of the tenant point at them. */
  readonly members: readonly StaffMember[];
}

/** A seeded staff member, as records that belong to an employee (customer-service documents) name it. */
export interface StaffMember {
  readonly tenantCode: string;
  /** The oid of the staff record: the employee's userOID. */
  readonly userOID: string;
  readonly employeeID: string;
  readonly fullName: string;
  readonly departmentName: string;
  readonly companyName: string;
  readonly status: (typeof employeeStatuses)[number];
  /** When the staff record was created: nothing of the employee's is older. */
  readonly since: Date;
}

/** The oid of a staff record: stable per tenant and employee number, so the plan can hand it on. */
export const staffOid = (tenantCode: string, employeeID: string) =>
  seedOid(`staff:${tenantCode}:${employeeID}`);

const positionTitle = (position: DepartmentTemplate['positions'][number], locale: Locale) =>
  locale === 'zh' ? position[0] : locale === 'ja' ? position[2] : position[1];

/** How many people work in a department of a template, relative to the others. */
function templateWeight(template: DepartmentTemplate): number {
  if (template.children && template.children.length > 0) return 0.6;
  return template.positions.length + (/^(SALES|RD|CS|SVC|DLV|OPS)/.test(template.code) ? 2 : 0);
}

/**
 * The departments of one company: the company itself at the root, the departments a company of
 * its size has, and their sub-departments once it is big enough.
 */
function departmentsOf(
  rng: Random,
  tenant: TenantSketch,
  company: CompanySketch,
  staffInCompany: number,
): DepartmentNode[] {
  const templates = tenant.provider ? providerDepartmentTemplates : departmentTemplates;
  const prefix = company.suffix;
  const root: DepartmentNode = {
    oid: seedOid(`department:${tenant.code}:${prefix}`),
    code: prefix,
    name: company.name,
    company,
    enabled: true,
    weight: 0.3,
  };
  const nodes: DepartmentNode[] = [root];
  const wanted = company.headquarters
    ? Math.min(templates.length, 3 + Math.floor(staffInCompany / 6))
    : Math.min(templates.length, 2 + Math.floor(staffInCompany / 10));
  const chosen = company.headquarters
    ? templates.slice(0, wanted)
    : [
        ...templates.filter((template) => template.core).slice(0, 2),
        ...rng.sample(templates.slice(3), wanted - 2),
      ];
  const withChildren = staffInCompany >= 25;
  const add = (template: DepartmentTemplate, parent: DepartmentNode) => {
    const node: DepartmentNode = {
      oid: seedOid(`department:${tenant.code}:${prefix}-${template.code}`),
      code: `${prefix}-${template.code}`,
      name: template.name[tenant.locale],
      company,
      parentOid: parent.oid,
      template,
      // Now and then a department was merged away and switched off.
      enabled: !rng.chance(0.03),
      weight: templateWeight(template),
    };
    nodes.push(node);
    if (withChildren) for (const child of template.children ?? []) add(child, node);
  };
  for (const template of chosen) add(template, root);
  return nodes;
}

const statusWeights: readonly (readonly [(typeof employeeStatuses)[number], number])[] = [
  ['ACTIVE', 88],
  ['LEAVING', 4],
  ['LEFT', 8],
];

/** Staff records of the demo accounts that are real people, where the accounts' tenants are seeded. */
const accountStaff: Readonly<Record<string, { template: string; position: number }>> = {
  admin: { template: 'OPS-C', position: 0 },
  finance: { template: 'FIN', position: 0 },
  service: { template: 'SVC', position: 0 },
  content: { template: 'CNT', position: 0 },
  deploy: { template: 'SRE', position: 1 },
  employee: { template: 'SALES', position: 2 },
  agent: { template: 'ADM', position: 1 },
};

/** The organisation of one tenant: departments, positions, staff, user groups. */
export function planOrganisation(context: SeedContext, tenant: TenantSketch): Organisation {
  const rng = context.rng.fork(`organisation:${tenant.code}`);
  const emails = context.emailsAt(tenant.domain);
  // The demo accounts' addresses are taken: generated staff never get one of them.
  for (const account of demoAccounts)
    if (account.email.endsWith(`@${tenant.domain}`)) emails.add(account.email);
  const enabledCompanies = tenant.companies.filter((company) => company.enabled);
  const totalWeight = enabledCompanies.reduce((sum, company) => sum + company.weight, 0);
  const companyStaff = new Map(
    enabledCompanies.map((company) => [
      company.code,
      Math.max(1, Math.round((tenant.staffCount * company.weight) / totalWeight)),
    ]),
  );
  const nodes = tenant.companies.flatMap((company) =>
    departmentsOf(rng, tenant, company, companyStaff.get(company.code) ?? 2),
  );
  const staffByTemplate = new Map<string, string[]>();
  const staff: PlannedRow<StaffFields>[] = [];
  const members: StaffMember[] = [];
  let nextId = tenant.employeeIdStart;
  const employeeID = () => {
    const id = `${tenant.employeeIdPrefix}${String(nextId).padStart(tenant.employeeIdDigits, '0')}`;
    // Numbers of people who left before the seeded history began leave gaps.
    nextId += rng.chance(0.15) ? rng.int(2, 4) : 1;
    return id;
  };
  const env = tenant.sandbox ? 'uat' : 'release';
  const headFilled = new Set<string>();

  const addStaff = (
    node: DepartmentNode,
    fields: { fullName: string; email?: string; mobile?: string; positionIndex?: number },
    status: (typeof employeeStatuses)[number],
  ) => {
    const template = node.template;
    let position: string | undefined;
    if (template) {
      const index =
        fields.positionIndex ??
        (!headFilled.has(node.code) && status === 'ACTIVE'
          ? 0
          : template.positions.length === 1
            ? 0
            : rng.weighted(template.positions.slice(1).map((_, i) => [i + 1, 1 + i * 2] as const)));
      const chosen = template.positions[Math.min(index, template.positions.length - 1)];
      if (chosen) position = positionTitle(chosen, tenant.locale);
      if (index === 0 && status === 'ACTIVE' && !headFilled.has(node.code)) {
        headFilled.add(node.code);
        node.managerName = fields.fullName;
      }
      const names = staffByTemplate.get(template.code) ?? [];
      if (status === 'ACTIVE') names.push(fields.fullName);
      staffByTemplate.set(template.code, names);
    }
    const id = employeeID();
    const oid = staffOid(tenant.code, id);
    const createdAt = instantAfter(tenant.createdAt, rng.int(0, 30) + rng.next());
    staff.push({
      refs: { tenantId: tenant.key, companyId: node.company.key },
      oid,
      data: {
        employeeID: id,
        fullName: fields.fullName,
        ...(fields.mobile && { mobile: fields.mobile }),
        ...(fields.email && { email: fields.email }),
        departmentName: node.name,
        ...(position && { position }),
        env,
        status,
      },
      createdAt,
    });
    members.push({
      tenantCode: tenant.code,
      userOID: oid,
      employeeID: id,
      fullName: fields.fullName,
      departmentName: node.name,
      companyName: node.company.name,
      status,
      since: createdAt,
    });
  };

  // The demo accounts of this tenant that stand for real people are staff too, so a staff search
  // by their e-mail or mobile finds them.
  for (const account of demoAccounts) {
    const placement = accountStaff[account.login];
    const accountTenant = account.tenantCode ?? 'T0000';
    if (!placement || accountTenant !== tenant.code) continue;
    const node = nodes.find(
      (candidate) => candidate.template?.code === placement.template && candidate.company.headquarters,
    );
    if (!node) continue;
    addStaff(
      node,
      {
        fullName: account.name.replace(/\s*\(.*\)$/, ''),
        email: account.email,
        mobile: account.mobile,
        positionIndex: placement.position,
      },
      'ACTIVE',
    );
  }

  const drawPerson = (company: CompanySketch) => {
    const person = drawName(rng, tenant.naming);
    return {
      fullName: person.fullName,
      ...(!rng.chance(0.03) && {
        email: uniqueEmail(emailLocalPart(person, tenant.emailPattern), tenant.domain, emails),
      }),
      ...(!rng.chance(0.05) && { mobile: uniqueMobile(rng, company.country, context.mobiles) }),
    };
  };
  for (const company of enabledCompanies) {
    const inCompany = nodes.filter((node) => node.company === company && node.enabled);
    const count = companyStaff.get(company.code) ?? 0;
    let placed = staff.filter((row) => row.refs?.companyId === company.key).length;
    // Every department gets its head first, as long as the company has the people.
    for (const node of inCompany) {
      if (placed >= count) break;
      if (!node.template || headFilled.has(node.code)) continue;
      addStaff(node, { ...drawPerson(company), positionIndex: 0 }, 'ACTIVE');
      placed += 1;
    }
    for (; placed < count; placed += 1) {
      const node = rng.weighted(inCompany.map((candidate) => [candidate, candidate.weight] as const));
      addStaff(node, drawPerson(company), rng.weighted(statusWeights));
    }
    // The company's root department is led by its general manager.
    const root = inCompany.find((node) => !node.template);
    const general = inCompany.find((node) => node.template?.code === (tenant.provider ? 'OPS-C' : 'GMO'));
    if (root && general?.managerName) root.managerName = general.managerName;
  }

  const departments = nodes.map((node): PlannedRow<DepartmentFields> => ({
    refs: { tenantId: tenant.key, companyId: node.company.key },
    oid: node.oid,
    data: {
      name: node.name.slice(0, 60),
      code: node.code,
      ...(node.parentOid && { parentOid: node.parentOid }),
      ...(node.managerName && { managerName: node.managerName }),
      enabled: node.enabled && node.company.enabled,
    },
    createdAt: tenant.createdAt,
  }));

  // Positions are maintained by the tenants that use job-based approval: the bigger, set-up ones.
  const positions: PlannedRow<PositionFields>[] = [];
  if (tenant.setup === 'full' && (tenant.employees >= 500 || tenant.index < 3)) {
    for (const node of nodes) {
      if (!node.template || !node.company.headquarters) continue;
      node.template.positions.forEach((position, index) => {
        positions.push({
          refs: { tenantId: tenant.key, companyId: node.company.key },
          data: {
            positionCode: `${node.code}-P${index + 1}`,
            positionName: positionTitle(position, tenant.locale),
            departmentOid: node.oid,
            enabled: node.enabled,
          },
          createdAt: tenant.createdAt,
        });
      });
    }
  }

  const userGroups: PlannedRow<UserGroupFields>[] = [];
  const headquarters = tenant.companies[0];
  if (tenant.setup === 'full' && headquarters) {
    const count = tenant.index < 3 ? userGroupTemplates.length : rng.int(2, 5);
    for (const [name, code, description] of userGroupTemplates.slice(0, count)) {
      userGroups.push({
        refs: { tenantId: tenant.key, companyId: headquarters.key },
        data: { name, code, description },
        createdAt: tenant.createdAt,
      });
    }
  }

  return { departments, positions, staff, userGroups, nodes, staffByTemplate, members };
}
