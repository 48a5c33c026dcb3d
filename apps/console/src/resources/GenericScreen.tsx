import type { ResourceView, RouteDefinition } from '../catalogue/types';
import { ResourceDetail } from './ResourceDetail';
import { ResourceForm } from './ResourceForm';
import { ResourceList } from './ResourceList';
import type { ResourceScreen } from './types';

export interface GenericScreenProps {
  readonly screen: ResourceScreen;
  readonly route: RouteDefinition;
  readonly view: ResourceView;
}

/** The generic screen of a resource route: its list, detail page, or create, edit or copy form. */
export default function GenericScreen({ screen, route, view }: GenericScreenProps) {
  switch (view) {
    case 'list':
      return <ResourceList screen={screen} route={route} />;
    case 'detail':
      return <ResourceDetail screen={screen} route={route} />;
    default:
      return <ResourceForm key={view} screen={screen} route={route} mode={view} />;
  }
}
