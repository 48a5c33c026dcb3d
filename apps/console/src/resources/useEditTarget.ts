import type { StoredRecord } from '@opsdesk/api';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useRecordHref } from '../catalogue/links';
import type { ResourcePermissions } from './access';
import type { DrawerState } from './RecordDrawer';
import type { ResourceScreen } from './types';

export interface EditTarget {
  /**
   * How a record is edited, as the action of its Edit button: its own edit route when the catalogue
   * has one, else the drawer when the screen has a form; undefined when the user may not write.
   */
  readonly edit: (record: StoredRecord) => (() => void) | undefined;
  /** The action of the New button, decided the same way (the route starts from the screen's defaults). */
  readonly create: (() => void) | undefined;
  /** The drawer's state, for the RecordDrawer of the screen. */
  readonly drawer: DrawerState;
  readonly closeDrawer: () => void;
}

/**
 * Where a screen creates and edits its records: on a route of its own (navigated to) or, for the
 * screens whose catalogue has no create or edit route, in a drawer over the list or the detail page.
 */
export function useEditTarget(screen: ResourceScreen, permissions: ResourcePermissions): EditTarget {
  const navigate = useNavigate();
  const hrefOf = useRecordHref(useParams());
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const { canWrite } = permissions;
  const hasForm = screen.form.length > 0;
  const { create: createRoute, edit: editRoute } = screen.routes;

  const edit = useCallback(
    (record: StoredRecord) => {
      const href = canWrite ? hrefOf(editRoute, record) : undefined;
      if (href) return () => void navigate(href);
      if (canWrite && !editRoute && hasForm) return () => setDrawer({ mode: 'edit', record });
      return undefined;
    },
    [canWrite, editRoute, hasForm, hrefOf, navigate],
  );

  const createHref = canWrite
    ? hrefOf(createRoute, { ...(screen.defaults ?? {}), ...(screen.fixed ?? {}) }, { create: true })
    : undefined;
  const create = createHref
    ? () => void navigate(createHref)
    : canWrite && !createRoute && hasForm
      ? () => setDrawer({ mode: 'create' })
      : undefined;

  const closeDrawer = useCallback(() => setDrawer(null), []);
  return { edit, create, drawer, closeDrawer };
}
