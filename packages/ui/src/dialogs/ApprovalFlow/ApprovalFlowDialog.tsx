import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { announce } from '../../a11y/announce';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import {
  ApprovalFlowDesigner,
  type ApprovalFlowDesignerHandle,
  type ApprovalFlowDesignerProps,
} from './ApprovalFlowDesigner';
import type { ApprovalFlowModel } from './model';
import { validateFlow } from './validate';

export interface ApprovalFlowDialogProps extends Omit<
  ApprovalFlowDesignerProps,
  'value' | 'onChange' | 'height' | 'readOnly' | 'onIssuesChange'
> {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The saved flow: the dialog edits a copy and gives it to `onSave`. */
  readonly value: ApprovalFlowModel;
  /**
   * Saves the flow (the console calls its API). The dialog closes when it resolves and shows the
   * error's message when it rejects. A flow with problems is never passed: Save lists them instead.
   */
  readonly onSave: (model: ApprovalFlowModel) => Promise<void>;
  /** "Approval flow" unless told (the form's name is a good title). */
  readonly title?: ReactNode;
  readonly description?: ReactNode;
}

const Body = styled(Dialog.Body)`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-3']};
`;

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : String(error);

/**
 * The approval-flow designer in a large dialog with Save and Cancel. Save checks the flow with
 * `validateFlow` first: with problems it lists them and keeps the dialog open; otherwise it awaits
 * `onSave` and closes. Cancel (or Escape, or the ×) drops the changes.
 */
export function ApprovalFlowDialog({
  open,
  onOpenChange,
  value,
  onSave,
  title,
  description,
  formFields,
  ...designerProps
}: ApprovalFlowDialogProps) {
  const t = useUiText();
  const [draft, setDraft] = useState(value);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const designerRef = useRef<ApprovalFlowDesignerHandle | null>(null);

  // Every opening starts again from the saved flow.
  useEffect(() => {
    if (open) {
      setDraft(value);
      setFailure(null);
      setSaving(false);
    }
  }, [open, value]);

  const save = async () => {
    if (saving) return;
    setFailure(null);
    if (validateFlow(draft, { formFields }).length > 0) {
      announce(t('ui.approvalFlow.dialog.invalid'), 'assertive');
      designerRef.current?.showIssues();
      return;
    }
    setSaving(true);
    try {
      await onSave(draft);
      onOpenChange(false);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (saving ? undefined : onOpenChange(next))}>
      <Dialog.Content
        size="xl"
        onEscapeKeyDown={(event) => {
          // Escape inside the designer's panel closes the panel, not the dialog.
          if (event.target instanceof Element && event.target.closest('[data-flow-escape]'))
            event.preventDefault();
        }}
      >
        <Dialog.Title>{title ?? t('ui.approvalFlow.dialog.title')}</Dialog.Title>
        {description != null ? <Dialog.Description>{description}</Dialog.Description> : null}
        <Body>
          {failure !== null ? (
            <Alert variant="error">{t('ui.approvalFlow.dialog.saveFailed', { message: failure })}</Alert>
          ) : null}
          <ApprovalFlowDesigner
            ref={designerRef}
            {...designerProps}
            formFields={formFields}
            value={draft}
            onChange={setDraft}
            height="min(600px, calc(100vh - 300px))"
          />
        </Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button disabled={saving}>{t('ui.approvalFlow.dialog.cancel')}</Button>
          </Dialog.Close>
          <Button variant="primary" loading={saving} onClick={() => void save()}>
            {t('ui.approvalFlow.dialog.save')}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
