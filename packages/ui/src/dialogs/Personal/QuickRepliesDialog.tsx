import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { announce } from '../../a11y/announce';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useConfirm } from '../../components/ConfirmProvider/useConfirm';
import { Dialog } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { Form, FormField, useZodForm } from '../../components/Form';
import { IconButton } from '../../components/IconButton';
import { Spinner } from '../../components/Spinner';
import { Textarea } from '../../components/Textarea';
import type { DescribedError } from '../../components/ToastProvider/useToast';
import { useUiText, type UiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { uiIssue } from '../../validation/uiIssue';
import { useOpenState, type PersonalDialogOpenProps } from './personalDialogParts';
import {
  opinionLimits,
  quickReplyProblem,
  QuickReplyStoreError,
  type OpinionKind,
  type QuickRepliesStore,
  type QuickReply,
  type QuickReplyProblem,
} from './quickReplies';

export interface QuickRepliesDialogProps extends PersonalDialogOpenProps {
  /** Which opinion's replies: `signOff` (500 characters each) or `reply` (200). */
  readonly kind: OpinionKind;
  readonly store: QuickRepliesStore;
  /** Called with the replies after each change the user made (add, edit, move, delete). */
  readonly onRepliesChange?: (replies: readonly QuickReply[]) => void;
  /** Words a store failure (e.g. `describeError` of @opsdesk/http); the generic error text otherwise. */
  readonly describeError?: (error: unknown) => DescribedError;
  /** Where the focus goes when the dialog closes, when it was opened without its `trigger`. */
  readonly onCloseAutoFocus?: (event: Event) => void;
}

type RowAction = 'moveUp' | 'moveDown' | 'edit' | 'delete';
type FocusTarget = { readonly id: string; readonly action: RowAction } | 'text';

function problemMessage(problem: QuickReplyProblem, limit: number) {
  if (problem === 'required') return uiIssue('ui.validation.required');
  if (problem === 'tooLong') return uiIssue('ui.quickReplies.tooLong', { limit });
  return uiIssue('ui.quickReplies.duplicate');
}

function problemText(t: UiText, problem: QuickReplyProblem, limit: number) {
  const { params } = problemMessage(problem, limit);
  return t(params.messageId, params.values ? { ...params.values } : undefined);
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-2']};
`;

const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${tokens['space-1']} ${tokens['space-3']};
  & > h3 {
    margin: 0;
    font-size: ${tokens['font-size-md']};
    font-weight: ${tokens['font-weight-medium']};
  }
  & > p {
    margin: 0;
    color: ${tokens['color-text-muted']};
    font-size: ${tokens['font-size-sm']};
  }
`;

const ReplyList = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-md']};
`;

const ReplyRow = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${tokens['space-3']};
  padding: ${tokens['space-2']} ${tokens['space-2']} ${tokens['space-2']} ${tokens['space-3']};
  & + & {
    border-top: 1px solid ${tokens['color-border']};
  }
  &[data-editing] {
    background: ${tokens['color-primary-subtle']};
  }
`;

const Position = styled.span`
  flex: none;
  min-width: 1.5em;
  padding-top: 3px;
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  font-variant-numeric: tabular-nums;
`;

const ReplyText = styled.p`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  padding-top: 2px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const RowActions = styled.div`
  display: flex;
  flex: none;
  gap: 2px;
`;

const Editor = styled.div`
  margin-top: ${tokens['space-5']};
  padding-top: ${tokens['space-4']};
  border-top: 1px solid ${tokens['color-border']};
`;

const EditorActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${tokens['space-2']};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-3']};
`;

function ArrowIcon({ up }: { readonly up: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={up ? 'M8 13V3M4 7l4-4 4 4' : 'M8 3v10M4 9l4 4 4-4'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PencilIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M10.5 2.5l3 3-8 8H2.5v-3zM9 4l3 3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.8 6.5v4.5M9.2 6.5v4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

type ManagerProps = Pick<QuickRepliesDialogProps, 'kind' | 'store' | 'onRepliesChange' | 'describeError'>;

/** The dialog's body and footer, mounted while it is open: the list, its actions and the editor. */
function QuickRepliesManager({ kind, store, onRepliesChange, describeError }: ManagerProps) {
  const t = useUiText();
  const confirm = useConfirm();
  const limit = opinionLimits[kind];
  const ids = useId();
  const [replies, setReplies] = useState<readonly QuickReply[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [actionError, setActionError] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const rows = useRef(new Map<string, HTMLLIElement>());
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const mounted = useRef(true);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const loaded = await store.list(kind);
      if (!mounted.current) return;
      setReplies(loaded);
      setStatus('ready');
    } catch {
      if (mounted.current) setStatus('failed');
    }
  }, [store, kind]);

  useEffect(() => {
    mounted.current = true;
    void load();
    return () => {
      mounted.current = false;
    };
  }, [load]);

  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget === 'text') {
      textRef.current?.focus();
    } else {
      const row = rows.current.get(focusTarget.id);
      const button =
        row?.querySelector<HTMLElement>(`[data-action="${focusTarget.action}"]:not(:disabled)`) ??
        row?.querySelector<HTMLElement>('[data-action]:not(:disabled)');
      button?.focus();
    }
    setFocusTarget(null);
  }, [focusTarget]);

  const describe = (error: unknown): string => {
    if (error instanceof QuickReplyStoreError) {
      if (error.code === 'quota') return t('ui.quickReplies.storageFull');
      if (error.code === 'notFound') return t('ui.quickReplies.notFound');
    }
    return describeError?.(error).message || t('ui.common.error');
  };

  const change = (next: readonly QuickReply[]) => {
    setReplies(next);
    onRepliesChange?.(next);
  };

  const schema = useMemo(
    () =>
      z.object({ text: z.string() }).superRefine((values, context) => {
        const problem = quickReplyProblem(
          { ...(editingId === null ? {} : { id: editingId }), kind, text: values.text },
          replies,
        );
        if (problem) context.addIssue({ code: 'custom', path: ['text'], ...problemMessage(problem, limit) });
      }),
    [editingId, kind, limit, replies],
  );
  const form = useZodForm(schema, { defaultValues: { text: '' } });

  const edit = (reply: QuickReply) => {
    setActionError(null);
    setEditingId(reply.id);
    form.reset({ text: reply.text });
    setFocusTarget('text');
  };

  const stopEditing = () => {
    const id = editingId;
    setEditingId(null);
    form.reset({ text: '' });
    if (id !== null) setFocusTarget({ id, action: 'edit' });
  };

  const move = async (id: string, by: -1 | 1) => {
    const from = replies.findIndex((reply) => reply.id === id);
    const to = from + by;
    const item = replies[from];
    if (!item || to < 0 || to >= replies.length) return;
    const previous = replies;
    const next = replies.filter((reply) => reply.id !== id);
    next.splice(to, 0, item);
    setActionError(null);
    change(next);
    setFocusTarget({ id, action: by < 0 ? 'moveUp' : 'moveDown' });
    announce(t('ui.quickReplies.moved', { position: to + 1, total: next.length }));
    try {
      await store.reorder(next.map((reply) => reply.id));
    } catch (error) {
      if (!mounted.current) return;
      change(previous);
      setActionError(describe(error));
    }
  };

  const remove = async (reply: QuickReply) => {
    setActionError(null);
    const confirmed = await confirm({
      title: t('ui.quickReplies.deleteTitle'),
      description: reply.text,
      confirmLabel: t('ui.quickReplies.delete'),
      variant: 'danger',
    });
    if (!confirmed) return;
    try {
      await store.remove(reply.id);
    } catch (error) {
      if (mounted.current) setActionError(describe(error));
      return;
    }
    if (!mounted.current) return;
    const index = replies.findIndex((item) => item.id === reply.id);
    const next = replies.filter((item) => item.id !== reply.id);
    change(next);
    if (editingId === reply.id) {
      setEditingId(null);
      form.reset({ text: '' });
    }
    announce(t('ui.quickReplies.deleted'));
    const neighbour = next[index] ?? next[index - 1];
    setFocusTarget(neighbour ? { id: neighbour.id, action: 'delete' } : 'text');
  };

  const save = async ({ text }: { text: string }) => {
    let saved: QuickReply;
    try {
      saved = await store.save({ ...(editingId === null ? {} : { id: editingId }), kind, text: text.trim() });
    } catch (error) {
      // The store's own rules (another tab added the same reply) land on the field like the form's.
      if (error instanceof QuickReplyStoreError && error.code !== 'quota' && error.code !== 'notFound') {
        throw { validationErrors: [{ field: 'text', message: problemText(t, error.code, limit) }] };
      }
      throw error;
    }
    if (editingId === null) {
      change([...replies, saved]);
      announce(t('ui.quickReplies.added'));
    } else {
      change(replies.map((reply) => (reply.id === saved.id ? saved : reply)));
      announce(t('ui.quickReplies.changed'));
      setFocusTarget({ id: saved.id, action: 'edit' });
    }
    setEditingId(null);
    form.reset({ text: '' });
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLLIElement>, id: string) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    void move(id, event.key === 'ArrowUp' ? -1 : 1);
  };

  const editing = editingId !== null;
  const listTitleId = `${ids}-list`;
  const hintId = `${ids}-hint`;
  return (
    <>
      <Dialog.Body>
        <Stack>
          {actionError && (
            <Alert key={actionError} variant="error" dismissible onDismiss={() => setActionError(null)}>
              {actionError}
            </Alert>
          )}
          <Section aria-labelledby={listTitleId}>
            <SectionHeader>
              <h3 id={listTitleId}>{t('ui.quickReplies.saved')}</h3>
              {replies.length > 1 && <p id={hintId}>{t('ui.quickReplies.reorderHint')}</p>}
            </SectionHeader>
            {status === 'loading' && <Spinner size="sm" label={t('ui.quickReplies.loading')} showLabel />}
            {status === 'failed' && (
              <Alert
                variant="error"
                actions={
                  <Button size="sm" onClick={() => void load()}>
                    {t('ui.common.retry')}
                  </Button>
                }
              >
                {t('ui.quickReplies.loadFailed')}
              </Alert>
            )}
            {status === 'ready' && replies.length === 0 && (
              <EmptyState
                size="sm"
                title={t('ui.quickReplies.empty')}
                description={t('ui.quickReplies.emptyDescription')}
              />
            )}
            {status === 'ready' && replies.length > 0 && (
              <ReplyList
                aria-labelledby={listTitleId}
                aria-describedby={replies.length > 1 ? hintId : undefined}
              >
                {replies.map((reply, index) => {
                  const textId = `${ids}-reply-${reply.id}`;
                  const common = { size: 'sm', 'aria-describedby': textId } as const;
                  return (
                    <ReplyRow
                      key={reply.id}
                      ref={(element) => {
                        if (element) rows.current.set(reply.id, element);
                        else rows.current.delete(reply.id);
                      }}
                      data-editing={reply.id === editingId || undefined}
                      onKeyDown={(event) => onRowKeyDown(event, reply.id)}
                    >
                      <Position aria-hidden="true">{index + 1}.</Position>
                      <ReplyText id={textId}>{reply.text}</ReplyText>
                      <RowActions>
                        <IconButton
                          {...common}
                          data-action="moveUp"
                          label={t('ui.quickReplies.moveUp')}
                          icon={<ArrowIcon up />}
                          disabled={index === 0}
                          aria-keyshortcuts="Alt+ArrowUp"
                          onClick={() => void move(reply.id, -1)}
                        />
                        <IconButton
                          {...common}
                          data-action="moveDown"
                          label={t('ui.quickReplies.moveDown')}
                          icon={<ArrowIcon up={false} />}
                          disabled={index === replies.length - 1}
                          aria-keyshortcuts="Alt+ArrowDown"
                          onClick={() => void move(reply.id, 1)}
                        />
                        <IconButton
                          {...common}
                          data-action="edit"
                          label={t('ui.quickReplies.edit')}
                          icon={<PencilIcon />}
                          onClick={() => edit(reply)}
                        />
                        <IconButton
                          {...common}
                          data-action="delete"
                          label={t('ui.quickReplies.delete')}
                          icon={<TrashIcon />}
                          onClick={() => void remove(reply)}
                        />
                      </RowActions>
                    </ReplyRow>
                  );
                })}
              </ReplyList>
            )}
          </Section>
          <Editor>
            <Form
              form={form}
              onSubmit={save}
              describeError={(error) => ({ message: describe(error) })}
              data-editing={editing || undefined}
            >
              <FormField<{ text: string }, 'text'>
                name="text"
                required
                render={({ field, error, required }) => (
                  <Textarea
                    ref={(element) => {
                      textRef.current = element;
                      (field.ref as (element: HTMLTextAreaElement | null) => void)(element);
                    }}
                    id={field.id}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    label={t(editing ? 'ui.quickReplies.editReply' : 'ui.quickReplies.newReply')}
                    required={required}
                    error={error}
                    limit={limit}
                    rows={3}
                  />
                )}
              />
              <EditorActions>
                {editing && <Button onClick={stopEditing}>{t('ui.quickReplies.cancelEdit')}</Button>}
                <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
                  {t(editing ? 'ui.quickReplies.save' : 'ui.quickReplies.add')}
                </Button>
              </EditorActions>
            </Form>
          </Editor>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.Close asChild>
          <Button>{t('ui.quickReplies.done')}</Button>
        </Dialog.Close>
      </Dialog.Footer>
    </>
  );
}

/**
 * Manages the canned replies of one opinion kind: add, edit, reorder (buttons or Alt+↑/Alt+↓) and
 * delete (after a confirmation), each through the injected `store`. Rules: text required, within the
 * kind's limit (sign-off 500, reply 200 characters), no duplicate. A failure is shown in the dialog and
 * the text being written stays; a failed move is undone.
 */
export function QuickRepliesDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  kind,
  store,
  onRepliesChange,
  describeError,
  onCloseAutoFocus,
}: QuickRepliesDialogProps) {
  const t = useUiText();
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Content size="md" data-dialog="quick-replies" onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>{t(`ui.quickReplies.title.${kind}`)}</Dialog.Title>
        <Dialog.Description>
          {t('ui.quickReplies.description', { limit: opinionLimits[kind] })}
        </Dialog.Description>
        <QuickRepliesManager
          kind={kind}
          store={store}
          onRepliesChange={onRepliesChange}
          describeError={describeError}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
