import type {
  AddressBookDepartment,
  AddressBookDepartmentMatch,
  AddressBookLoaders,
  AddressBookPage,
  AddressBookPerson,
} from '../addressBook';

/**
 * A simulated company directory for tests and stories: the departments and staff of 艾克米科技 and
 * its Chengdu subsidiary, answered like `@opsdesk/api` answers them (`DepartmentLookup`,
 * `DepartmentMatchLookup`, `Page<StaffLookup>`). All names, numbers and addresses are made up.
 */

export interface FixtureDepartment extends AddressBookDepartment {
  readonly code: string;
  readonly managerName: string | null;
  readonly parentDepartmentOID: string | null;
  readonly companyName: string;
}

export interface FixturePerson extends AddressBookPerson {
  readonly employeeID: string;
  readonly departmentOID: string;
  readonly departmentName: string;
  readonly position: string;
  readonly mobile: string;
  readonly email: string;
  readonly companyName: string;
  readonly status: 'ACTIVE';
}

interface DepartmentSeed {
  readonly name: string;
  readonly code: string;
  /** People directly in it: [name, position] or a count of generated people. */
  readonly people?: readonly (readonly [string, string])[] | number;
  readonly children?: readonly DepartmentSeed[];
}

const HQ = '艾克米科技有限公司';
const CHENGDU = '成都艾克米网络科技有限公司';

const seeds: readonly (DepartmentSeed & { readonly company: string })[] = [
  {
    company: HQ,
    name: HQ,
    code: 'ACME',
    people: [
      ['王建国', '董事长'],
      ['李慧敏', '总经理'],
    ],
    children: [
      {
        name: '总裁办',
        code: 'ACME-CEO',
        people: [
          ['周雅琴', '总裁助理'],
          ['陈思远', '战略分析师'],
        ],
      },
      {
        name: '研发中心',
        code: 'ACME-RD',
        people: [['刘志强', '研发总监']],
        children: [
          { name: '前端开发部', code: 'ACME-RD-FE', people: 26 },
          { name: '后端开发部', code: 'ACME-RD-BE', people: 14 },
          { name: '测试部', code: 'ACME-RD-QA', people: 6 },
        ],
      },
      { name: '产品部', code: 'ACME-PD', people: 8 },
      {
        name: '销售中心',
        code: 'ACME-SA',
        people: [['赵丽华', '销售副总裁']],
        children: [
          {
            name: '华东大区',
            code: 'ACME-SA-E',
            people: 3,
            children: [
              { name: '上海办事处', code: 'ACME-SA-E-SH', people: 7 },
              { name: '杭州办事处', code: 'ACME-SA-E-HZ', people: 4 },
            ],
          },
          { name: '华南大区', code: 'ACME-SA-S', people: 5 },
          { name: '华北大区', code: 'ACME-SA-N', people: 5 },
        ],
      },
      { name: '财务部', code: 'ACME-FI', people: 6 },
      { name: '人力资源部', code: 'ACME-HR', people: 5 },
      { name: '行政部', code: 'ACME-AD', people: 0 },
    ],
  },
  {
    company: CHENGDU,
    name: CHENGDU,
    code: 'ACCD',
    people: [['孙德胜', '分公司总经理']],
    children: [
      { name: '运营部', code: 'ACCD-OP', people: 6 },
      { name: '客户成功部', code: 'ACCD-CS', people: 4 },
    ],
  },
];

const surnames = Array.from(
  '张王李赵刘陈杨黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段漕钱汤尹黎易常武乔贺赖龚文',
);
const givenNames = [
  '伟',
  '芳',
  '娜',
  '秀英',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀兰',
  '霞',
  '平',
  '刚',
  '桂英',
  '婷',
  '浩然',
  '子涵',
  '欣怡',
  '梓萱',
  '宇轩',
  '思彤',
  '一诺',
  '俊杰',
  '雨桐',
  '晨曦',
  '嘉怡',
  '佳琪',
  '文博',
  '天佑',
  '若曦',
  '志远',
  '海燕',
  '建华',
  '晓东',
  '国栋',
  '雪梅',
  '春燕',
];
const positionsByCode: Readonly<Record<string, readonly string[]>> = {
  FE: ['高级前端工程师', '前端工程师', '前端技术专家', 'UI 开发工程师'],
  BE: ['高级后端工程师', 'Java 开发工程师', 'Go 开发工程师', '架构师'],
  QA: ['测试工程师', '自动化测试工程师', '测试经理'],
  PD: ['产品经理', '高级产品经理', '交互设计师', '视觉设计师'],
  E: ['区域销售经理', '客户经理'],
  SH: ['客户经理', '销售代表', '售前顾问'],
  HZ: ['客户经理', '销售代表'],
  S: ['区域销售经理', '客户经理', '销售代表'],
  N: ['区域销售经理', '客户经理', '销售代表'],
  FI: ['财务经理', '会计', '出纳', '税务专员'],
  HR: ['人力资源经理', '招聘专员', '薪酬福利专员'],
  OP: ['运营经理', '运营专员', '内容运营'],
  CS: ['客户成功经理', '实施顾问'],
};

/** A stable UUID-like id from a text (fixtures only). */
function oidOf(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b + code, 0x85ebca6b) >>> 0;
  }
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  const h = hex(a) + hex(b) + hex(a ^ b) + hex(Math.imul(a, 31) >>> 0);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function build() {
  const departments: FixtureDepartment[] = [];
  const people: FixturePerson[] = [];
  let serial = 0;
  let nameIndex = 0;
  const addPerson = (department: FixtureDepartment, fullName: string, position: string) => {
    serial += 1;
    const employeeID = `${department.companyName === HQ ? 'AC' : 'CD'}${String(serial).padStart(4, '0')}`;
    people.push({
      userOID: oidOf(`person:${employeeID}`),
      employeeID,
      fullName,
      departmentOID: department.departmentOID,
      departmentName: department.name,
      position,
      mobile: `1${['38', '39', '86', '58', '77'][serial % 5]}${String(10_000_000 + serial * 7_919).slice(-8)}`,
      email: `${employeeID.toLowerCase()}@${department.companyName === HQ ? 'acme-tech.cn' : 'acme-cd.cn'}`,
      companyName: department.companyName,
      status: 'ACTIVE',
    });
  };
  const walk = (seed: DepartmentSeed, parent: FixtureDepartment | null, company: string) => {
    const department: FixtureDepartment = {
      departmentOID: oidOf(`department:${seed.code}`),
      name: seed.name,
      code: seed.code,
      managerName: null,
      parentDepartmentOID: parent?.departmentOID ?? null,
      hasChildren: (seed.children?.length ?? 0) > 0,
      companyName: company,
    };
    departments.push(department);
    if (Array.isArray(seed.people)) {
      for (const [fullName, position] of seed.people) addPerson(department, fullName, position);
    } else {
      const suffix = seed.code.split('-').pop() ?? '';
      const positions = positionsByCode[suffix] ?? ['专员'];
      for (let index = 0; index < Number(seed.people ?? 0); index += 1) {
        const surname = surnames[(nameIndex * 7) % surnames.length] ?? '张';
        const given = givenNames[(nameIndex * 5 + 3) % givenNames.length] ?? '伟';
        nameIndex += 1;
        addPerson(department, surname + given, positions[index % positions.length] ?? '专员');
      }
    }
    for (const child of seed.children ?? []) walk(child, department, company);
  };
  for (const seed of seeds) walk(seed, null, seed.company);
  // The managers: the first person of each department.
  return {
    departments: departments.map((department) => ({
      ...department,
      managerName:
        people.find((person) => person.departmentOID === department.departmentOID)?.fullName ?? null,
    })),
    people,
  };
}

export const directory = build();

/** A department of the fixture by name. */
export function departmentNamed(name: string): FixtureDepartment {
  const found = directory.departments.find((department) => department.name === name);
  if (!found) throw new Error(`No department ${name} in the fixture`);
  return found;
}

/** A person of the fixture by name. */
export function personNamed(name: string): FixturePerson {
  const found = directory.people.find((person) => person.fullName === name);
  if (!found) throw new Error(`No person ${name} in the fixture`);
  return found;
}

/** The ancestors of a department, from the root down to its parent. */
function pathOf(department: FixtureDepartment): { departmentOID: string; name: string }[] {
  const path: { departmentOID: string; name: string }[] = [];
  let parent = directory.departments.find(
    (candidate) => candidate.departmentOID === department.parentDepartmentOID,
  );
  while (parent) {
    path.unshift({ departmentOID: parent.departmentOID, name: parent.name });
    const next = parent.parentDepartmentOID;
    parent = directory.departments.find((candidate) => candidate.departmentOID === next);
  }
  return path;
}

export type FixtureCall = 'children' | 'people' | 'search' | 'departments';

export interface DirectoryFixtureOptions {
  /** Milliseconds each answer takes; 0 by default (a resolved promise). */
  readonly delayMs?: number;
  /** Calls that never answer (the loading states). */
  readonly pending?: readonly FixtureCall[] | ((call: FixtureCall, key: string | null) => boolean);
  /** Calls that fail, how many times in a row (then answer): `Infinity` for always. */
  readonly failures?: Partial<Record<FixtureCall, number>>;
  /** Only the calls whose key (department OID, null for the roots, or query) this says. */
  readonly failWhen?: (call: FixtureCall, key: string | null) => boolean;
  /** Page size of the paged answers; 20 by default. */
  readonly pageSize?: number;
}

/** A failure shaped like `@opsdesk/http`'s `HttpError`: a message and the span id of the answer. */
export class FixtureHttpError extends Error {
  readonly status = 503;
  readonly spanId = '7f3a9c2e51b04d18';
  constructor(message = 'The staff service is unavailable (503)') {
    super(message);
    this.name = 'HttpError';
  }
}

export interface DirectoryFixture extends AddressBookLoaders<FixturePerson, FixtureDepartment> {
  /** Every call made, in order, as `call key [page]`. */
  readonly calls: string[];
}

/** The loaders of the address book over the fixture, with delays, pending calls and failures. */
export function createDirectoryFixture(options: DirectoryFixtureOptions = {}): DirectoryFixture {
  const { delayMs = 0, pageSize = 20 } = options;
  const failed = new Map<FixtureCall, number>();
  const calls: string[] = [];

  const answer = <T>(
    call: FixtureCall,
    key: string | null,
    signal: AbortSignal,
    value: () => T,
  ): Promise<T> => {
    const pending =
      typeof options.pending === 'function'
        ? options.pending(call, key)
        : (options.pending ?? []).includes(call);
    const limit = options.failures?.[call] ?? 0;
    const count = failed.get(call) ?? 0;
    const fails = count < limit && (options.failWhen?.(call, key) ?? true);
    if (fails) failed.set(call, count + 1);
    return new Promise<T>((resolve, reject) => {
      if (pending) return;
      const settle = () => (fails ? reject(new FixtureHttpError()) : resolve(value()));
      const timer = delayMs > 0 ? setTimeout(settle, delayMs) : undefined;
      if (timer === undefined) settle();
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
  };

  const page = <T>(
    items: readonly T[],
    number: number,
  ): AddressBookPage<T> & { number: number; size: number; totalPages: number } => ({
    content: items.slice(number * pageSize, (number + 1) * pageSize),
    totalElements: items.length,
    totalPages: Math.ceil(items.length / pageSize),
    number,
    size: pageSize,
  });

  const matches = (query: string, ...fields: (string | null | undefined)[]) => {
    const text = query.trim().toLocaleLowerCase();
    return fields.some((field) => (field ?? '').toLocaleLowerCase().includes(text));
  };

  return {
    calls,
    loadChildren: (departmentOID, { signal }) => {
      calls.push(`children ${departmentOID ?? 'roots'}`);
      return answer('children', departmentOID, signal, () =>
        directory.departments.filter((department) => department.parentDepartmentOID === departmentOID),
      );
    },
    loadPeople: (departmentOID, number, { signal }) => {
      calls.push(`people ${departmentOID} ${number}`);
      return answer('people', departmentOID, signal, () =>
        page(
          directory.people.filter((person) => person.departmentOID === departmentOID),
          number,
        ),
      );
    },
    searchPeople: (query, number, { signal }) => {
      calls.push(`search ${query} ${number}`);
      return answer('search', query, signal, () =>
        page(
          directory.people.filter((person) =>
            matches(query, person.fullName, person.employeeID, person.email, person.mobile),
          ),
          number,
        ),
      );
    },
    searchDepartments: (query, number, { signal }) => {
      calls.push(`departments ${query} ${number}`);
      return answer('departments', query, signal, () =>
        page<AddressBookDepartmentMatch<FixtureDepartment>>(
          directory.departments
            .filter((department) => matches(query, department.name, department.code))
            .map((department) => ({ ...department, path: pathOf(department) })),
          number,
        ),
      );
    },
  };
}
