import { useMenu } from '@opsdesk/auth/react';
import { ForbiddenPage } from '@opsdesk/auth/react';
import { ResultPage, Spinner } from '@opsdesk/ui';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { catalogue } from '../catalogue';
import { ancestorsOf, DEFAULT_PAGE, isEntryVisible } from '../catalogue/model';
import { applyRouteFields, resolveRoute } from '../catalogue/params';
import type { ResourceView, RouteDefinition, ScreenModule } from '../catalogue/types';
import { useShellLocale, useText } from '../i18n';
import { GenericScreen, preloadGenericScreen } from '../resources/GenericScreen';
import { RecordExpectationContext, type RecordExpectation } from '../resources/useRecord';
import { NotFound } from './NotFound';
import { useVisibility } from './visibility';

const screens = new Map<string, ComponentType>();

/**
 * The routes whose screens a route may render: itself, and the routes of the roles its `{role-id}`
 * names (the other side's screen over the same records).
 */
export function renderedRoutes(route: RouteDefinition): RouteDefinition[] {
  const keys = new Set([route.key]);
  for (const parameter of Object.values(route.params ?? {})) {
    if (parameter.kind === 'role') for (const key of Object.values(parameter.routes)) keys.add(key);
  }
  return [...keys].flatMap((key) => {
    const entry = catalogue.byKey.get(key);
    return entry?.kind === 'route' ? [entry] : [];
  });
}

/** Whether a route's parameters or path say anything its screen must be told. */
const hasMeaning = (route: RouteDefinition) =>
  Object.keys(route.params ?? {}).length > 0 || Object.keys(route.fixed ?? {}).length > 0;

/**
 * A route's screen with what its address says applied (see `resolveRoute`): the screen and view its
 * parameters open, its fixed field values, the record it must open; the 404 page for an address
 * whose parameters do not fit. `modules` holds the screen modules of `renderedRoutes(route)`.
 */
export function RouteScreen({
  route,
  modules,
}: {
  route: RouteDefinition;
  modules: ReadonlyMap<string, ScreenModule>;
}) {
  const params = useParams();
  const resolved = resolveRoute(catalogue, route, params);
  const module = resolved.found ? modules.get(resolved.screenRoute.key) : undefined;
  const screen = module && 'screen' in module ? module.screen : undefined;
  const view: ResourceView | 'custom' = resolved.found ? resolved.view : 'custom';
  // One key for the same values, so that the screen (and a list's query) stays the same object.
  const fieldsKey = resolved.found ? JSON.stringify(resolved.fields) : '';
  const applied = useMemo(
    () =>
      screen && view !== 'custom'
        ? applyRouteFields(screen, view, JSON.parse(fieldsKey || '{}') as Record<string, string>)
        : undefined,
    [screen, view, fieldsKey],
  );
  const expectation = useMemo(
    (): RecordExpectation | undefined =>
      applied && Object.keys(applied.expected).length > 0
        ? { resource: applied.screen.resource.name, fields: applied.expected }
        : undefined,
    [applied],
  );
  if (!module) return <NotFound />;
  if (!('screen' in module)) {
    const Component = module.default;
    return <Component />;
  }
  if (!applied || view === 'custom') return <NotFound />;
  return (
    <RecordExpectationContext.Provider value={expectation}>
      <GenericScreen screen={applied.screen} route={route} view={view} />
    </RecordExpectationContext.Provider>
  );
}

/** One lazy component per route: its module loads once, the first time the route opens. */
function screenOf(route: RouteDefinition): ComponentType {
  const known = screens.get(route.key);
  if (known) return known;
  const Screen = lazy(async (): Promise<{ default: ComponentType }> => {
    // Most routes of these views are resource screens: their generic screen loads alongside.
    const view = route.view === 'custom' ? 'list' : route.view;
    if (route.view !== 'custom') preloadGenericScreen(view);
    const meaningful = hasMeaning(route);
    const routes = meaningful ? renderedRoutes(route) : [route];
    const loaded: ScreenModule[] = await Promise.all(routes.map((other) => other.load()));
    const own = loaded[0];
    // A bespoke screen reads its own parameters; a resource screen's are read first (`RouteScreen`).
    if (!meaningful && own && !('screen' in own)) return { default: own.default };
    const modules = new Map(routes.map((other, index) => [other.key, loaded[index] as ScreenModule]));
    return { default: () => <RouteScreen route={route} modules={modules} /> };
  });
  screens.set(route.key, Screen);
  return Screen;
}

/**
 * A route of the catalogue: refused with the 403 page when its menu is not the user's (the spec's
 * menu rule) or its admin/tenant flag does not match the mode, else its screen.
 */
export function ScreenRoute({ route }: { route: RouteDefinition }) {
  const t = useText();
  const locale = useShellLocale();
  const navigate = useNavigate();
  const visibility = useVisibility();
  const menu = useMenu(route.menuKey);
  const Screen = useMemo(() => screenOf(route), [route]);
  if (!menu.allowed && route.menuKey !== 'dashboard') {
    return (
      <ForbiddenPage
        decision={menu.decision}
        locale={locale}
        homeHref={DEFAULT_PAGE}
        onBack={() => navigate(-1)}
      />
    );
  }
  const flagged = [...ancestorsOf(catalogue, route), route].every((entry) =>
    isEntryVisible(catalogue, entry, visibility),
  );
  if (!flagged) return <ResultPage status={403} reason={t('error.modeRequired')} homeHref={DEFAULT_PAGE} />;
  return (
    <Suspense fallback={<Spinner label={t('app.loading')} />}>
      <Screen />
    </Suspense>
  );
}
