import { useMenu } from '@opsdesk/auth/react';
import { ForbiddenPage } from '@opsdesk/auth/react';
import { ResultPage, Spinner } from '@opsdesk/ui';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { catalogue } from '../catalogue';
import { ancestorsOf, DEFAULT_PAGE, isEntryVisible } from '../catalogue/model';
import type { RouteDefinition, ScreenModule } from '../catalogue/types';
import { useShellLocale, useText } from '../i18n';
import { GenericScreen, preloadGenericScreen } from '../resources/GenericScreen';
import { useVisibility } from './visibility';

const screens = new Map<string, ComponentType>();

/** One lazy component per route: its module loads once, the first time the route opens. */
function screenOf(route: RouteDefinition): ComponentType {
  const known = screens.get(route.key);
  if (known) return known;
  const Screen = lazy(async (): Promise<{ default: ComponentType }> => {
    // Most routes of these views are resource screens: their generic screen loads alongside.
    const view = route.view === 'custom' ? 'list' : route.view;
    if (route.view !== 'custom') preloadGenericScreen(view);
    const module: ScreenModule = await route.load();
    if ('screen' in module) {
      const screen = module.screen;
      return { default: () => <GenericScreen screen={screen} route={route} view={view} /> };
    }
    return { default: module.default };
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
