import { useCallback, useEffect } from 'react';
import { useUiText } from '../../i18n/text';
import { useConfirm } from '../ConfirmProvider/useConfirm';

export interface UnsavedChangesPrompt {
  /**
   * Asks before leaving while there are unsaved changes; true to leave. Call it from the app
   * router's blocker: `if (blocker.state === 'blocked') confirmLeave().then((leave) => leave ?
   * blocker.proceed() : blocker.reset())`.
   */
  readonly confirmLeave: () => Promise<boolean>;
}

/**
 * Protects unsaved changes: while `dirty`, the browser asks before the tab is closed or reloaded
 * (beforeunload), and `confirmLeave` asks before the app's own navigation.
 */
export function useUnsavedChangesPrompt(dirty: boolean): UnsavedChangesPrompt {
  const t = useUiText();
  const confirm = useConfirm();

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const confirmLeave = useCallback(
    async () =>
      !dirty ||
      confirm({
        title: t('ui.form.unsaved.title'),
        description: t('ui.form.unsaved.description'),
        confirmLabel: t('ui.form.unsaved.leave'),
        cancelLabel: t('ui.form.unsaved.stay'),
        variant: 'danger',
      }),
    [confirm, dirty, t],
  );

  return { confirmLeave };
}
