import { lazy } from 'react';
import type { ResourceView, RouteDefinition } from '../catalogue/types';
import type { ResourceScreen } from './types';

export interface GenericScreenProps {
  readonly screen: ResourceScreen;
  readonly route: RouteDefinition;
  readonly view: ResourceView;
}

/*
 * The list, the detail page and the forms are chunks of their own: a list does not load the form
 * library, a form does not load the table's dialogs. Each loads once, for every resource.
 */
const loaders = {
  list: () => import('./ResourceList'),
  detail: () => import('./ResourceDetail'),
  form: () => import('./ResourceForm'),
} as const;

type Part = keyof typeof loaders;

const partOf = (view: ResourceView): Part => (view === 'list' || view === 'detail' ? view : 'form');

/** Starts loading the generic screen of a view (a route about to open), without waiting for it. */
export function preloadGenericScreen(view: ResourceView): void {
  void loaders[partOf(view)]().catch(() => undefined);
}

const List = lazy(() => loaders.list().then((module) => ({ default: module.ResourceList })));
const Detail = lazy(() => loaders.detail().then((module) => ({ default: module.ResourceDetail })));
const Form = lazy(() => loaders.form().then((module) => ({ default: module.ResourceForm })));

/** The generic screen of a resource route: its list, detail page, or create, edit or copy form. */
export function GenericScreen({ screen, route, view }: GenericScreenProps) {
  switch (view) {
    case 'list':
      return <List screen={screen} route={route} />;
    case 'detail':
      return <Detail screen={screen} route={route} />;
    default:
      return <Form key={view} screen={screen} route={route} mode={view} />;
  }
}
