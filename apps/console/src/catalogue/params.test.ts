import { tenantEntryProducts } from '@opsdesk/api';
import { describe, expect, it } from 'vitest';
import type { ResourceScreen } from '../resources/types';
import { catalogue } from './index';
import { buildCatalogue, hrefOf, matchRoute } from './model';
import { applyRouteFields, meetsExpectation, recordParams, resolveRoute } from './params';
import type { CatalogueEntry, ResourceView, RouteDefinition } from './types';

const routeOf = (key: string): RouteDefinition => {
  const entry = catalogue.byKey.get(key);
  if (entry?.kind !== 'route') throw new Error(`no route ${key}`);
  return entry;
};

async function screenOf(route: RouteDefinition): Promise<ResourceScreen> {
  const module = await route.load();
  if (!('screen' in module)) throw new Error(`${route.key} loads no resource screen`);
  return module.screen;
}

/** What an address opens: its route, the route whose screen renders, the view, and the screen applied. */
async function open(pathname: string) {
  const matched = matchRoute(catalogue, pathname);
  if (!matched) return undefined;
  const resolved = resolveRoute(catalogue, matched.route, matched.params);
  if (!resolved.found) return { route: matched.route.key, found: false as const };
  const view = resolved.view as ResourceView;
  const applied = applyRouteFields(await screenOf(resolved.screenRoute), view, resolved.fields);
  return {
    route: matched.route.key,
    found: applied !== undefined,
    screenRoute: resolved.screenRoute.key,
    view,
    fixed: applied?.screen.fixed,
    expected: applied?.expected,
    screen: applied?.screen,
  };
}

const SO = '/main/system-operation';

describe('the invoice routes the spec names as details', () => {
  it.each([
    ['/main/invoice-management-finance/42', 'invoice-management-finance-record'],
    [
      '/main/invoice-management-finance/invoice-management-finance-detail/42',
      'invoice-management-finance-detail',
    ],
    ['/main/invoice-management/42', 'invoice-management-record'],
    ['/main/invoice-management/invoice-management-detail/42', 'invoice-management-detail'],
  ])('%s opens the detail (%s)', async (pathname, key) => {
    const opened = await open(pathname);
    expect(opened).toMatchObject({ route: key, found: true, view: 'detail', expected: {} });
    // The screen knows the route as its detail: its own links and actions stay on it.
    expect(opened?.screen?.routes.detail).toBe(key);
  });

  it('links each list to its bare /{id} detail and edits on edit/{id}', async () => {
    const ledger = await screenOf(routeOf('invoice-management-finance'));
    const requests = await screenOf(routeOf('invoice-management'));
    expect(ledger.routes).toMatchObject({
      detail: 'invoice-management-finance-record',
      edit: 'invoice-management-finance-edit',
    });
    expect(requests.routes).toMatchObject({
      detail: 'invoice-management-record',
      edit: 'invoice-management-edit',
    });
    expect(await open('/main/invoice-management-finance/edit/42')).toMatchObject({ view: 'edit' });
    expect(await open('/main/invoice-management/edit/42')).toMatchObject({ view: 'edit' });
  });

  it('answers the 404 page for an id that is no record id', async () => {
    expect(await open('/main/invoice-management-finance/edit')).toMatchObject({ found: false });
    expect(await open('/main/invoice-management/0')).toMatchObject({ found: false });
    expect(await open('/main/invoice-management/12abc')).toMatchObject({ found: false });
  });
});

describe('copyFlag of the marketing info details', () => {
  it.each(['marketing-info-details', 'marketing-info-details-earchive'])(
    '%s: 0 opens the detail, 1 a copy to create from, anything else the 404 page',
    async (key) => {
      const base = `/main/marketing/marketing-info/${key}/7`;
      expect(await open(`${base}/0`)).toMatchObject({ route: key, found: true, view: 'detail' });
      expect(await open(`${base}/1`)).toMatchObject({ route: key, found: true, view: 'copy' });
      for (const flag of ['2', 'true', '01', 'copy', 'constructor'])
        expect(await open(`${base}/${flag}`), flag).toMatchObject({ found: false });
    },
  );

  it('links to a message as it is (copyFlag 0)', () => {
    expect(recordParams(routeOf('marketing-info-details'), { id: 7 }, {})).toEqual({ id: 7, copyFlag: 0 });
  });
});

describe('the sprint overview details', () => {
  it('opens the sprint with a sourceId that is an id, and the 404 page without one', async () => {
    expect(await open(`${SO}/overview-page/detail/3/9`)).toMatchObject({
      route: 'overview-page-detail',
      found: true,
      view: 'detail',
      expected: {},
    });
    for (const source of ['x', '0', '-1', '1.5'])
      expect(await open(`${SO}/overview-page/detail/3/${source}`), source).toMatchObject({ found: false });
  });

  it("opens the operators' page of a sprint only for that sprint's code", async () => {
    const opened = await open(`${SO}/overview-page/detail-operation/3/SP2025-07`);
    expect(opened).toMatchObject({
      route: 'overview-page-detail-operation',
      view: 'detail',
      expected: { sprintCode: 'SP2025-07' },
    });
    expect(opened?.screen?.actions?.map((action) => action.key)).toContain('code-freeze');
    // Not a sprint code at all.
    expect(
      await open(`${SO}/overview-page/detail-operation/3/${encodeURIComponent('no code')}`),
    ).toMatchObject({ found: false });
  });

  it('links to a sprint with its own code', () => {
    const sprint = { id: 3, sprintCode: 'SP2025-07' };
    expect(recordParams(routeOf('overview-page-detail-operation'), sprint, {})).toEqual({
      id: 3,
      sprintId: 'SP2025-07',
    });
    expect(recordParams(routeOf('overview-page-detail'), sprint, {})).toEqual({ id: 3, sourceId: 3 });
  });
});

describe('sourceId of the release requests', () => {
  it.each([
    'single-service-request',
    'single-service-release',
    'middleware-service-request',
    'middleware-service-release',
  ])('%s/detail/{id}/{sourceId} needs an id as its sourceId', async (list) => {
    expect(await open(`${SO}/${list}/detail/5/8`)).toMatchObject({
      route: `${list}-detail`,
      found: true,
      view: 'detail',
    });
    expect(await open(`${SO}/${list}/detail/5/abc`)).toMatchObject({ found: false });
  });
});

describe('the iteration release plan forms and details', () => {
  const plan = `${SO}/iteration-release-plan`;
  const operation = `${SO}/iteration-release-plan-operation`;

  it("creates a plan in the sprint its sprintId names, the sprint fixed in the requester's form", async () => {
    const opened = await open(`${plan}/new/new/new/SP2025-07`);
    expect(opened).toMatchObject({ route: 'iteration-release-plan-new', view: 'create' });
    expect(opened?.fixed).toEqual({ sprintCode: 'SP2025-07' });
    expect(opened?.expected).toEqual({});
  });

  it('leaves the sprint to the requester when sprintId is new', async () => {
    const opened = await open(`${plan}/new/new/new/new`);
    expect(opened).toMatchObject({ found: true, view: 'create' });
    expect(opened?.fixed).toBeUndefined();
  });

  it('refuses a form that creates addressed with a record, and a malformed sourceId', async () => {
    expect(await open(`${plan}/new/5/new/SP2025-07`)).toMatchObject({ found: false });
    expect(await open(`${plan}/new/new/x/SP2025-07`)).toMatchObject({ found: false });
  });

  it("opens the operators' form on the plan, which must be of the sprint sprintId names", async () => {
    const opened = await open(`${operation}/new/5/5/SP2025-07`);
    expect(opened).toMatchObject({ route: 'iteration-release-plan-operation-new', view: 'edit' });
    expect(opened?.fixed).toEqual({ sprintCode: 'SP2025-07' });
    expect(opened?.expected).toEqual({ sprintCode: 'SP2025-07' });
    expect(await open(`${operation}/new/new/5/SP2025-07`)).toMatchObject({ found: false });
    expect(await open(`${operation}/new/5/5/new`)).toMatchObject({ found: false });
  });

  it.each(['iteration-release-plan', 'iteration-release-plan-operation'])(
    '%s/detail shows a plan only under its own sprint',
    async (list) => {
      const opened = await open(`${SO}/${list}/detail/5/5/SP2025-07`);
      expect(opened).toMatchObject({ route: `${list}-detail`, view: 'detail' });
      expect(opened?.expected).toEqual({ sprintCode: 'SP2025-07' });
      expect(await open(`${SO}/${list}/detail/5/5/new`)).toMatchObject({ found: false });
    },
  );

  it("links a plan with its sprint's code, and a new plan with new", () => {
    const record = { id: 5, sprintCode: 'SP2025-07' };
    expect(recordParams(routeOf('iteration-release-plan-detail'), record, {})).toEqual({
      id: 5,
      sourceId: 5,
      sprintId: 'SP2025-07',
    });
    expect(
      recordParams(routeOf('iteration-release-plan-new'), { strategy: 'FULL' }, {}, { create: true }),
    ).toEqual({ id: 'new', sourceId: 'new', sprintId: 'new' });
    // Saved from the form that created it: the new plan's detail, not `new`.
    expect(
      recordParams(routeOf('iteration-release-plan-detail'), record, {
        id: 'new',
        sourceId: 'new',
        sprintId: 'new',
      }),
    ).toEqual({ id: 5, sourceId: 5, sprintId: 'SP2025-07' });
  });
});

describe('role-id of the SQL requests', () => {
  const application = `${SO}/sql-service-application`;
  const operation = `${SO}/sql-service-operation`;

  it("opens the requester's form to create and the operator's form to handle a request, under either list", async () => {
    for (const list of [application, operation]) {
      const requester = await open(`${list}/form/new/requester`);
      expect(requester).toMatchObject({ screenRoute: 'sql-service-application-form', view: 'create' });
      expect(requester?.screen?.routes.list).toBe('sql-service-application');
      const operator = await open(`${list}/form/5/operator`);
      expect(operator).toMatchObject({ screenRoute: 'sql-service-operation-form', view: 'edit' });
      expect(operator?.screen?.routes.list).toBe('sql-service-operation');
    }
  });

  it('shows the detail with the actions of the role that views it', async () => {
    const requester = await open(`${operation}/detail/5/requester`);
    const operator = await open(`${application}/detail/5/operator`);
    expect(requester).toMatchObject({ route: 'sql-service-operation-detail', view: 'detail' });
    expect(requester?.screenRoute).toBe('sql-service-application-detail');
    expect(operator?.screenRoute).toBe('sql-service-operation-detail');
    const keys = (opened: typeof requester) => opened?.screen?.actions?.map((action) => action.key) ?? [];
    expect(keys(requester)).not.toEqual(keys(operator));
  });

  it('answers the 404 page for an unknown role, or a form that does not fit the role', async () => {
    expect(await open(`${application}/detail/5/dba`)).toMatchObject({ found: false });
    expect(await open(`${application}/detail/5/5`)).toMatchObject({ found: false });
    expect(await open(`${application}/form/5/requester`)).toMatchObject({ found: false });
    expect(await open(`${operation}/form/new/operator`)).toMatchObject({ found: false });
  });

  it("links to a request in the role of the route's own list", () => {
    expect(recordParams(routeOf('sql-service-application-detail'), { id: 5 }, {})).toEqual({
      id: 5,
      'role-id': 'requester',
    });
    expect(recordParams(routeOf('sql-service-operation-form'), { id: 5 }, {})).toEqual({
      id: 5,
      'role-id': 'operator',
    });
    expect(recordParams(routeOf('sql-service-application-form'), {}, {}, { create: true })).toEqual({
      id: 'new',
      'role-id': 'requester',
    });
  });
});

describe('{product}-enter', () => {
  const segment = (product: string) => product.toLowerCase();

  it.each([...tenantEntryProducts])('has a list of %s entries, filtered by its product', async (product) => {
    const key = `${segment(product)}-enter`;
    const opened = await open(`/main/tenant-manage/${key}`);
    expect(opened).toMatchObject({ route: key, found: true, view: 'list' });
    expect(opened?.fixed).toEqual({ product });
    expect(routeOf(key).menu).toBe(true);
    expect(opened?.screen?.routes).toEqual({ list: key, detail: `${key}-detail` });
  });

  it.each([...tenantEntryProducts])(
    'shows an entry on the %s detail only when it is of that product',
    async (product) => {
      const key = `${segment(product)}-enter`;
      const opened = await open(`/main/tenant-manage/${key}/detail/12`);
      expect(opened).toMatchObject({ route: `${key}-detail`, view: 'detail', expected: { product } });
      const other = tenantEntryProducts.find((candidate) => candidate !== product);
      expect(meetsExpectation({ product }, opened?.expected ?? {})).toBe(true);
      expect(meetsExpectation({ product: other }, opened?.expected ?? {})).toBe(false);
    },
  );

  it('has a route for every product and no other', () => {
    const lists = catalogue.routes.filter((route) =>
      /^\/main\/tenant-manage\/[a-z]+-enter$/.test(route.path),
    );
    expect(lists.map((route) => route.fixed?.product).sort()).toEqual([...tenantEntryProducts].sort());
  });

  it('matches no route for a segment that names no product', () => {
    for (const pathname of [
      '/main/tenant-manage/foo-enter',
      '/main/tenant-manage/foo-enter/detail/3',
      '/main/tenant-manage/product-enter',
      '/main/tenant-manage/dingtalk-entry',
    ])
      expect(matchRoute(catalogue, pathname), pathname).toBeUndefined();
  });

  it("creates an entry with the list's product", async () => {
    const screen = await screenOf(routeOf('lark-enter'));
    const applied = applyRouteFields(screen, 'create', routeOf('lark-enter').fixed ?? {});
    expect(applied?.screen.fixed).toEqual({ product: 'LARK' });
  });
});

describe('the parameters a route declares', () => {
  const load = () => Promise.reject(new Error('not loaded'));
  const title = { 'zh-CN': 'x', en: 'x', ja: 'x' };
  const at = (key: string, path: string, extra: Partial<RouteDefinition> = {}): CatalogueEntry => ({
    kind: 'route',
    key,
    path,
    title,
    menuKey: 'system-operation',
    menu: false,
    view: 'detail',
    load,
    ...extra,
  });

  it('are parameters of its path', () => {
    expect(() => buildCatalogue([at('a', '/main/a/:id', { params: { sourceId: { kind: 'id' } } })])).toThrow(
      /sourceId/,
    );
    expect(() => buildCatalogue([at('a', '/main/a/:id', { params: { id: { kind: 'id' } } })])).toThrow(
      /"id"/,
    );
  });

  it('give each role a route that says the same of it', () => {
    const routes = { requester: 'mine', operator: 'theirs' };
    const mine = at('mine', '/main/a/:id/:role', {
      params: { role: { kind: 'role', role: 'requester', routes } },
    });
    const theirs = at('theirs', '/main/b/:id/:role', {
      params: { role: { kind: 'role', role: 'operator', routes } },
    });
    expect(() => buildCatalogue([mine, theirs])).not.toThrow();
    expect(() => buildCatalogue([mine, { ...theirs, params: undefined } as CatalogueEntry])).toThrow(
      /operator's view/,
    );
  });

  it('fill every parameter of every catalogue route from a record', () => {
    const record = { id: 3, sprintCode: 'SP2025-07', tenantId: 4, type: 'A' };
    for (const route of catalogue.routes) {
      const params = recordParams(route, record, {});
      if (!params) continue;
      expect(() => hrefOf(route, params), route.key).not.toThrow();
    }
  });
});
