// @vitest-environment jsdom
import { screen as page } from '@testing-library/react';
import { useContext } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { catalogue } from '../catalogue';
import type { RouteDefinition, ScreenModule } from '../catalogue/types';
import type { GenericScreenProps } from '../resources/GenericScreen';
import { renderInConsole } from '../resources/test/renderInConsole';
import { RecordExpectationContext } from '../resources/useRecord';
import { RouteScreen, renderedRoutes } from './ScreenRoute';

// The generic screens load records; here they say what they were given.
vi.mock('../resources/GenericScreen', () => ({
  preloadGenericScreen: () => undefined,
  GenericScreen: function GenericScreen({ screen, view }: GenericScreenProps) {
    const expectation = useContext(RecordExpectationContext);
    return (
      <output aria-label="screen">
        {JSON.stringify({
          view,
          list: screen.routes.list,
          fixed: screen.fixed ?? null,
          expected: expectation?.fields ?? null,
        })}
      </output>
    );
  },
}));

async function show(key: string, pathname: string) {
  const route = catalogue.byKey.get(key) as RouteDefinition;
  const routes = renderedRoutes(route);
  const loaded = await Promise.all(routes.map((other) => other.load()));
  const modules = new Map<string, ScreenModule>(
    routes.map((other, index) => [other.key, loaded[index] as ScreenModule]),
  );
  const view = renderInConsole(
    <MemoryRouter initialEntries={[pathname]}>
      <Routes>
        <Route path={route.path} element={<RouteScreen route={route} modules={modules} />} />
      </Routes>
    </MemoryRouter>,
  );
  const shown = page.queryByLabelText('screen');
  const result = shown?.textContent ? (JSON.parse(shown.textContent) as Record<string, unknown>) : undefined;
  const notFound = view.container.querySelector('[data-status="404"]') !== null;
  view.unmount();
  return { shown: result, notFound };
}

const SO = '/main/system-operation';

describe('a route with parameters', () => {
  it('opens a marketing message as a copy with copyFlag 1, and the 404 page with another flag', async () => {
    const base = '/main/marketing/marketing-info/marketing-info-details/7';
    expect((await show('marketing-info-details', `${base}/0`)).shown).toMatchObject({ view: 'detail' });
    expect((await show('marketing-info-details', `${base}/1`)).shown).toMatchObject({ view: 'copy' });
    expect(await show('marketing-info-details', `${base}/9`)).toEqual({ shown: undefined, notFound: true });
  });

  it('renders the invoice lists’ bare /{id} as the detail', async () => {
    expect(
      (await show('invoice-management-finance-record', '/main/invoice-management-finance/4')).shown,
    ).toMatchObject({ view: 'detail', list: 'invoice-management-finance' });
    expect((await show('invoice-management-record', '/main/invoice-management/4')).shown).toMatchObject({
      view: 'detail',
      list: 'invoice-management',
    });
  });

  it('filters a product’s list by its product and expects it of the records its detail opens', async () => {
    expect((await show('wechat-enter', '/main/tenant-manage/wechat-enter')).shown).toEqual({
      view: 'list',
      list: 'wechat-enter',
      fixed: { product: 'WECHAT' },
      expected: null,
    });
    expect(
      (await show('wechat-enter-detail', '/main/tenant-manage/wechat-enter/detail/3')).shown,
    ).toMatchObject({
      view: 'detail',
      expected: { product: 'WECHAT' },
    });
  });

  it('renders an SQL request in the role its role-id names', async () => {
    expect(
      (await show('sql-service-application-detail', `${SO}/sql-service-application/detail/5/operator`)).shown,
    ).toMatchObject({ view: 'detail', list: 'sql-service-operation' });
    expect(
      (await show('sql-service-operation-form', `${SO}/sql-service-operation/form/new/requester`)).shown,
    ).toMatchObject({ view: 'create', list: 'sql-service-application' });
    expect(
      (await show('sql-service-operation-form', `${SO}/sql-service-operation/form/5/auditor`)).notFound,
    ).toBe(true);
  });

  it('makes a release plan in the sprint its sprintId names, and refuses a malformed sourceId', async () => {
    expect(
      (await show('iteration-release-plan-new', `${SO}/iteration-release-plan/new/new/new/SP2025-07`)).shown,
    ).toMatchObject({ view: 'create', fixed: { sprintCode: 'SP2025-07' }, expected: null });
    expect(
      (await show('iteration-release-plan-detail', `${SO}/iteration-release-plan/detail/5/x/SP2025-07`))
        .notFound,
    ).toBe(true);
  });
});
