import type { StoredRecord } from '@opsdesk/api';
import { Drawer, Skeleton } from '@opsdesk/ui';
import { lazy, Suspense } from 'react';
import { useText, useTitle } from '../i18n';
import type { DrawerState } from './RecordDrawer';
import type { ResourceScreen } from './types';

// The form (and its form library) loads the first time a drawer opens.
const EditableForm = lazy(() =>
  import('./ResourceForm').then((module) => ({ default: module.EditableForm })),
);

export interface RecordDrawerPanelProps {
  readonly screen: ResourceScreen;
  readonly state: DrawerState;
  readonly onClose: () => void;
  readonly onSaved: (record: StoredRecord) => void;
  /** Where the focus goes back when the drawer closes: what had it when the drawer was asked for. */
  readonly returnFocus: () => HTMLElement | null;
}

/**
 * The drawer of `RecordDrawer` (Radix dialog, the drawer's styles): a module of its own, loaded
 * when the browser is idle or at the latest when the drawer first opens.
 */
export function RecordDrawerPanel({ screen, state, onClose, onSaved, returnFocus }: RecordDrawerPanelProps) {
  const t = useText();
  const title = useTitle();
  const name = title(screen.recordName);
  return (
    <Drawer.Root open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Drawer.Content
        size="lg"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // The drawer has no trigger of its own to go back to: the button that opened it.
          const opener = returnFocus();
          if (!opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
      >
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
