import { createBrowserRouter } from 'react-router-dom';

/**
 * The routes of the console: the login page, and everything else in the signed-in layout, which
 * matches the path against the route catalogue itself. Both are chunks of their own, and so is
 * every screen: the entry holds neither the catalogue nor a screen.
 */
export function createConsoleRouter() {
  return createBrowserRouter([
    {
      path: '/login',
      lazy: () => import('../shell/LoginPage').then((module) => ({ Component: module.LoginPage })),
    },
    {
      path: '*',
      lazy: () => import('../shell/MainLayout').then((module) => ({ Component: module.MainLayout })),
    },
  ]);
}
