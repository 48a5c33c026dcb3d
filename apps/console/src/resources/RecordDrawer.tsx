import type { StoredRecord } from '@opsdesk/api';
import { Drawer } from '@opsdesk/ui';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@opsdesk/ui';
import { useText, useTitle } from '../i18n';
import type { ResourceScreen } from './types';

// The form (and its form library) loads the first time a drawer opens.
const EditableForm = lazy(() =>
  import('./ResourceForm').then((module) => ({ default: module.EditableForm })),
);

export type DrawerState =
  { readonly mode: 'create' } | { readonly mode: 'edit'; readonly record: StoredRecord } | null;

/**
 * The create and edit form in a drawer over the list or the detail page, for screens whose catalogue
 * has no create or edit route of their own (the spec lists many such screens).
 */
export function RecordDrawer({
  screen,
  state,
  onClose,
  onSaved,
}: {
  readonly screen: ResourceScreen;
  readonly state: DrawerState;
  readonly onClose: () => void;
  readonly onSaved: (record: StoredRecord) => void;
}) {
  const t = useText();
  const title = useTitle();
  const name = title(screen.recordName);
  return (
    <Drawer.Root open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Drawer.Content size="lg" aria-describedby={undefined}>
        <Drawer.Title>
          {state?.mode === 'edit' ? t('resource.editNamed', { name }) : t('resource.new', { name })}
        </Drawer.Title>
        <Drawer.Body>
          {state ? (
            <Suspense fallback={<Skeleton.Text lines={6} />}>
              <EditableForm
                key={state.mode === 'edit' ? `${state.record.id}:${state.record.version}` : 'new'}
                screen={screen}
                mode={state.mode}
                record={state.mode === 'edit' ? state.record : undefined}
                inDrawer={{ onSaved, onCancel: onClose }}
              />
            </Suspense>
          ) : null}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
