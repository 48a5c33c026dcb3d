import {
  authorityRoleResource,
  loginWayResource,
  menuAuthorities,
  roleCodes,
  roles,
  type Authority,
  type MenuKey,
} from '@opsdesk/api';
import type { z } from 'zod';
import { must } from '../../must';
import { providerAuthSources } from '../data/reference';
import { areaPlanning, type AreaPlanning } from '../generate/areaPlanning';
import type { SeedContext } from '../generate/context';
import { step, type PlannedRow, type PlannedStep, type SeedFields } from '../generate/plan';
import { tenantKey, type TenantSketch } from '../generate/tenants';
import type { SeedScale } from '../generate/world';

type Rows<R extends { readonly schema: z.ZodObject }> = PlannedRow<SeedFields<R['schema']>>[];

/** Built-in roles: Chinese name and what it is for. */
const roleNames: Readonly<Record<string, readonly [name: string, description: string]>> = {
  SUPER_ADMIN: ['超级管理员', '拥有全部功能并负责分配角色，不能移除角色管理及其子菜单'],
  FINANCE_ADMIN: ['财务管理员', '负责审核、付款与财务报表'],
  CUSTOMER_SERVICE: ['客服专员', '查询客户数据、处理反馈与诊断'],
  CONTENT_EDITOR: ['内容编辑', '维护公告、帮助内容、营销信息与多语言'],
  DEPLOYMENT_ENGINEER: ['部署工程师', '负责版本发布、系统运维与云环境'],
  EMPLOYEE: ['普通员工', '仅查看基础数据'],
  BOOKING_AGENT: ['差旅预订员', '为本租户员工代订机票、酒店与火车票'],
};

function menusOf(authorities: readonly Authority[], permitAll: boolean): MenuKey[] {
  return (Object.keys(menuAuthorities) as MenuKey[]).filter((key) => {
    const read = menuAuthorities[key].read;
    return permitAll || read === null || authorities.includes(read);
  });
}

/**
 * The login ways, and the authority roles. A way with single sign-on hands over to an auth source
 * of the seed: the tenant's own (`signOnSources`: client names by tenant code), else the provider's
 * integration with the tenant's messaging platform.
 */
function adminSteps(area: AreaPlanning, signOnSources: ReadonlyMap<string, string>): PlannedStep[] {
  const { size, customers } = area;
  const builtIn: Rows<typeof authorityRoleResource> = roleCodes
    .slice(0, size(roleCodes.length, 3))
    .map((code) => {
      const role = roles[code];
      const [roleName, description] = roleNames[code] ?? [code, ''];
      return {
        data: {
          roleCode: code,
          roleName,
          description,
          authorities: [...role.authorities],
          menuKeys: menusOf(role.authorities, role.permitAll),
          permitAll: role.permitAll,
          tenantBound: role.tenantBound,
          builtIn: true,
          enabled: true,
        },
      };
    });
  const custom: [string, string, string, Authority[], boolean][] = [
    [
      'AUDITOR',
      '审计只读',
      '内审查看财务与合同，不可修改',
      ['finance:read', 'contract:read', 'order:read', 'tenant:read'],
      true,
    ],
    [
      'I18N_EDITOR',
      '多语言维护员',
      '维护译文并提交上线申请',
      ['i18n:read', 'i18n:write', 'reference:read'],
      true,
    ],
    [
      'LOCATION_OPS',
      '位置数据运营',
      '维护城市、机场、车站与供应商映射',
      ['location:read', 'location:write', 'reference:read', 'reference:write'],
      true,
    ],
    [
      'CS_LEADER',
      '客服主管',
      '处理客服事务、开发者模式与员工离职，租户只读',
      ['customer-service:read', 'customer-service:write', 'staff:read', 'staff:write', 'tenant:read'],
      true,
    ],
    [
      'FINANCE_AUDITOR',
      '财务审核员',
      '审核报销与付款单据，不能付款',
      ['finance:read', 'finance:audit', 'order:read', 'contract:read'],
      true,
    ],
    ['CASHIER', '出纳', '执行付款并查看财务报表', ['finance:read', 'finance:pay', 'finance:report'], true],
    [
      'MARKETING_OPS',
      '营销运营',
      '维护营销信息、线索与公告',
      ['marketing:read', 'marketing:write', 'content:read', 'content:write'],
      true,
    ],
    [
      'RELEASE_MANAGER',
      '发布经理',
      '审批版本发布与停机公告',
      ['deploy:read', 'deploy:request', 'deploy:operate', 'cloud-env:read'],
      true,
    ],
    [
      'SALES_OPS',
      '销售运营（停用）',
      '原销售运营角色，已合并到财务管理员',
      ['crm:read', 'crm:write', 'contract:read'],
      false,
    ],
  ];
  const customRows: Rows<typeof authorityRoleResource> = custom
    .slice(0, size(custom.length, 1))
    .map(([roleCode, roleName, description, authorities, enabled]) => ({
      data: {
        roleCode,
        roleName,
        description,
        authorities,
        menuKeys: menusOf(authorities, false),
        permitAll: false,
        tenantBound: false,
        builtIn: false,
        enabled,
      },
    }));

  const ways: Rows<typeof loginWayResource> = [
    {
      data: {
        name: '运营平台登录',
        domainName: 'ops.opsdesk.example',
        loginMethods: ['PASSWORD', 'SMS_CODE'],
        defaultMethod: 'PASSWORD',
        passwordMinLength: 10,
        passwordMaxLength: 32,
        lockAfterFailures: 5,
        lockMinutes: 30,
        supportHint: '没有账号？请联系运营平台管理员开通',
        enabled: true,
      },
    },
  ];
  const methods = ['FEISHU', 'WECHAT', 'DINGTALK', 'YUNZHIJIA'] as const;
  for (const tenant of customers.slice(0, size(24, 2))) {
    const slug = tenant.domain.replace(/\.example$/, '').replace(/[^a-z0-9]+/g, '-');
    const messaging = area.rng.pick(methods);
    const sso = area.rng.chance(0.4);
    ways.push({
      refs: { tenantId: tenantKey(tenant.code) },
      data: {
        name: `${tenant.name}登录`.slice(0, 60),
        domainName: `${slug}.expense.opsdesk.example`,
        loginMethods: sso ? ['SSO', 'PASSWORD'] : ['PASSWORD', messaging, 'QR_CODE'],
        defaultMethod: sso ? 'SSO' : 'PASSWORD',
        ...(sso && {
          authSourceClientName:
            signOnSources.get(tenant.code) ??
            must(
              providerAuthSources.find((source) => source.sourceType === messaging)?.clientName,
              `the provider's ${messaging} sign-on`,
            ),
        }),
        passwordMinLength: area.rng.pick([8, 8, 10, 12]),
        passwordMaxLength: 32,
        lockAfterFailures: area.rng.pick([3, 5, 5, 10]),
        lockMinutes: area.rng.pick([15, 30, 60]),
        enabled: area.rng.chance(0.9),
      },
    });
  }
  return [step(authorityRoleResource, [...builtIn, ...customRows]), step(loginWayResource, ways)];
}

/**
 * The records of the admin area's resources: the authority roles and the login ways. (The auth
 * sources and the default permissions, also the admin area's, are planned in `generate/`:
 * `generate/reference.ts` and, for the tenants' own sign-on sources, `generate/world.ts`.)
 * `signOnSources` are the client names of the tenants' own sign-on sources, by tenant code.
 */
export function planAdminArea(
  context: SeedContext,
  tenants: readonly TenantSketch[],
  scale: SeedScale,
  signOnSources: ReadonlyMap<string, string> = new Map(),
): PlannedStep[] {
  return adminSteps(areaPlanning(context, tenants, scale, 'admin'), signOnSources);
}
