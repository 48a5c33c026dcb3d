import { useSession } from '@opsdesk/auth/react';
import { environmentFromHost } from '@opsdesk/http';
import { Breadcrumb, ErrorBoundary, Spinner } from '@opsdesk/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../app/ConsoleContext';
import { SignedInProviders } from '../app/SignedInProviders';
import { catalogue } from '../catalogue';
import { currentPageOf, DEFAULT_PAGE, matchRoute, menuOf, openableRoutes } from '../catalogue/model';
import { useShellLocale, useText } from '../i18n';
import { NotFound } from './NotFound';
import { ScreenRoute } from './ScreenRoute';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { useVisibility } from './visibility';

// Its search data (titles, pinyin initials) loads the first time it opens.
const CommandPalette = lazy(() =>
  import('./CommandPalette').then((module) => ({ default: module.CommandPalette })),
);

const COLLAPSED_KEY = 'opsdesk.menuCollapsed';

const Frame = styled.div<{ $collapsed: boolean }>`
  display: grid;
  grid-template-columns: ${({ $collapsed }) => ($collapsed ? '56px' : '248px')} 1fr;
  grid-template-rows: auto 1fr;
  height: 100vh;
  background: var(--ops-color-bg);
  color: var(--ops-color-text);
`;

const Aside = styled.aside`
  grid-row: 1 / span 2;
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-inline-end: 1px solid var(--ops-color-border);
  background: var(--ops-color-surface);
`;

const Brand = styled(Link)`
  display: block;
  padding: var(--ops-space-3) var(--ops-space-4);
  font-weight: var(--ops-font-weight-bold);
  color: var(--ops-color-primary);
  text-decoration: none;
  white-space: nowrap;
  overflow: hidden;
`;

const Content = styled.main`
  min-width: 0;
  overflow: auto;
  padding: var(--ops-space-4) var(--ops-space-5) var(--ops-space-8);

  &:focus {
    outline: none;
  }
`;

const Crumbs = styled.div`
  margin-block-end: var(--ops-space-3);
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: -9999px;
  &:focus {
    inset-inline-start: var(--ops-space-2);
    top: var(--ops-space-2);
    z-index: 1000;
    padding: var(--ops-space-2) var(--ops-space-3);
    background: var(--ops-color-surface-raised);
    border-radius: var(--ops-radius-sm);
  }
`;

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Every route of the catalogue, plus the two addresses that lead to the dashboard. */
function CatalogueRoutes() {
  return (
    <Routes>
      {catalogue.routes.map((route) => (
        <Route key={route.key} path={route.path} element={<ScreenRoute route={route} />} />
      ))}
      <Route path="/" element={<Navigate to={DEFAULT_PAGE} replace />} />
      <Route path="/main" element={<Navigate to={DEFAULT_PAGE} replace />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/** The signed-in console: the session gate, then the layout with its providers. */
export function MainLayout() {
  const session = useSession();
  const location = useLocation();
  const t = useText();
  if (session.status === 'signed-out') {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (session.status === 'loading' || !session.user) return <Spinner label={t('app.loading')} />;
  return (
    <Suspense fallback={<Spinner label={t('app.loading')} />}>
      <SignedInProviders>
        <Layout />
      </SignedInProviders>
    </Suspense>
  );
}

/** Menu, header, breadcrumb, the current screen, and the command palette. */
function Layout() {
  const location = useLocation();
  const locale = useShellLocale();
  const t = useText();
  const { language } = useConsole();
  const visibility = useVisibility();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [paletteOpen, setPaletteOpen] = useState(false);
  // Mounted from its first opening on, so that it keeps its state and its closing animation.
  const [paletteUsed, setPaletteUsed] = useState(false);
  if (paletteOpen && !paletteUsed) setPaletteUsed(true);

  const menu = useMemo(
    () =>
      menuOf(catalogue, visibility, {
        production: environmentFromHost(window.location.hostname) === 'release',
      }),
    [visibility],
  );
  const openable = useMemo(
    () => openableRoutes(catalogue, visibility).filter((route) => !route.path.includes(':')),
    [visibility],
  );
  const currentPage = useMemo(
    () => currentPageOf(catalogue, location.pathname, locale),
    [location.pathname, locale],
  );

  // The page title follows the route and the language (spec §4).
  useEffect(() => {
    const route = matchRoute(catalogue, location.pathname)?.route;
    document.title = route ? `${route.title[locale]} · ${t('app.name')}` : t('app.name');
  }, [location.pathname, locale, t, language]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setPaletteOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      localStorage.setItem(COLLAPSED_KEY, String(next));
    } catch {
      // A full storage only forgets the choice.
    }
  };

  return (
    <Frame $collapsed={collapsed}>
      <SkipLink href="#main-content">{t('app.skipToContent')}</SkipLink>
      <Aside>
        <Brand to="/main/dashboard">{collapsed ? 'O' : t('app.name')}</Brand>
        <SideMenu menu={menu} collapsed={collapsed} />
      </Aside>
      <Header
        collapsed={collapsed}
        onToggleMenu={toggle}
        onOpenPalette={() => setPaletteOpen(true)}
        refreshKey={location.pathname}
      />
      <Content id="main-content" tabIndex={-1}>
        <Crumbs>
          <Breadcrumb
            items={currentPage.map((entry) => ({
              key: entry.key,
              name: entry.name,
              ...(entry.url ? { url: entry.url } : {}),
            }))}
            renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
          />
        </Crumbs>
        <ErrorBoundary key={location.pathname}>
          <Suspense fallback={<Spinner label={t('app.loading')} />}>
            <CatalogueRoutes />
          </Suspense>
        </ErrorBoundary>
      </Content>
      {paletteUsed ? (
        <Suspense fallback={null}>
          <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} routes={openable} />
        </Suspense>
      ) : null}
    </Frame>
  );
}
