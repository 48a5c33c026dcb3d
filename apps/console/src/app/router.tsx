import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { announceLocation } from './location';

/** The router's `/login`: hands the page back to the entry, which shows the login page itself. */
function ToLogin() {
  useEffect(() => announceLocation(), []);
  return null;
}

/**
 * The routes of the signed-in console: everything in the signed-in layout, which matches the path
 * against the route catalogue itself; `/login` goes back to the entry. A chunk of its own (with
 * react-router), and so is the layout and every screen: the login page loads none of them.
 */
export function createConsoleRouter() {
  return createBrowserRouter([
    { path: '/login', element: <ToLogin /> },
    {
      path: '*',
      lazy: () => import('../shell/MainLayout').then((module) => ({ Component: module.MainLayout })),
    },
  ]);
}

export default function ConsoleRouter() {
  const router = useMemo(() => createConsoleRouter(), []);
  return <RouterProvider router={router} />;
}
