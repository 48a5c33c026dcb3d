import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type MutableRefObject,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { announce } from '../../a11y/announce';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useConfirm } from '../../components/ConfirmProvider/useConfirm';
import { Dialog } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { IconButton } from '../../components/IconButton';
import { Input } from '../../components/Input';
import { Skeleton } from '../../components/Skeleton';
import { Tag } from '../../components/Tag';
import type { DescribedError } from '../../components/ToastProvider/useToast';
import { useUiText, type UiText } from '../../i18n/text';
import { PencilIcon, StarIcon, TrashIcon } from './icons';
import {
  SAVED_FILTER_NAME_MAX_LENGTH,
  validateSavedFilterName,
  type SavedFilterNameProblem,
} from './savedFilterName';
import { SavedFiltersError, type SavedFilter, type SavedFiltersErrorKind } from './savedFilters';
import {
  Count,
  Current,
  ErrorDetail,
  Item,
  ItemActions,
  ItemError,
  ItemMain,
  ItemName,
  ItemSummary,
  List,
  RenameForm,
  SaveForm,
  SavePanel,
  Section,
  SectionHeading,
} from './SavedFiltersDialog.styles';
import type { SavedFiltersState } from './useSavedFilters';
import { useOpenState } from './useOpenState';

export interface SavedFiltersDialogProps<F> {
  /** The list's saved filters: what `useSavedFilters(store)` returns. */
  readonly saved: SavedFiltersState<F>;
  /** The filters the list has now: what "Save current filters as" saves. */
  readonly currentFilters: F;
  /** Applies a saved filter's filters to the list; the dialog then closes. */
  readonly onApply: (filter: SavedFilter<F>) => void;
  /** False while the list has no filter set: there is nothing to save, and the dialog says so. */
  readonly canSave?: boolean;
  /** One line of words for a set of filters ("Region: East China · Status: Active"). */
  readonly describeFilters?: (filters: F) => ReactNode;
  /**
   * How a failed call reads for the user, e.g. `describeError` of @opsdesk/http. Without it an error
   * of the shape `{ message, spanId }` shows as it is; the local store's errors are translated here.
   */
  readonly describeError?: (error: unknown) => DescribedError | undefined;
  readonly open?: boolean;
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a button); the focus returns to it on close. */
  readonly trigger?: ReactElement;
  /** Opens with the focus in the name field (the menu's "Save current filters as…"). */
  readonly focusName?: boolean;
  /** Where the focus goes on close when the dialog was opened from code (a menu's button). */
  readonly returnFocusRef?: RefObject<HTMLElement | null>;
  /** The title; "Saved filters" in the current language by default. */
  readonly title?: string;
}

const nameProblemIds: Readonly<Record<SavedFilterNameProblem, string>> = {
  required: 'ui.savedFiltersDialog.nameRequired',
  tooLong: 'ui.savedFiltersDialog.nameTooLong',
  duplicate: 'ui.savedFiltersDialog.nameDuplicate',
};

const errorKindIds: Readonly<Record<SavedFiltersErrorKind, string>> = {
  ...nameProblemIds,
  quota: 'ui.savedFiltersDialog.storageFull',
  storage: 'ui.savedFiltersDialog.storageFailed',
  notFound: 'ui.savedFiltersDialog.notFound',
};

const nameProblems: ReadonlySet<SavedFiltersErrorKind> = new Set(['required', 'tooLong', 'duplicate']);

function nameProblemOf(error: unknown): SavedFilterNameProblem | undefined {
  return error instanceof SavedFiltersError && nameProblems.has(error.kind)
    ? (error.kind as SavedFilterNameProblem)
    : undefined;
}

function asDescribedError(error: unknown): DescribedError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, spanId } = error as { message?: unknown; spanId?: unknown };
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  return { message, spanId: typeof spanId === 'string' && spanId !== '' ? spanId : undefined };
}

/** The words of a failure: the local store's in the user's language, others as described. */
export function describeSavedFiltersError(
  error: unknown,
  text: UiText,
  describeError?: (error: unknown) => DescribedError | undefined,
): DescribedError | undefined {
  if (error instanceof SavedFiltersError) return { message: text(errorKindIds[error.kind]) };
  return describeError ? describeError(error) : asDescribedError(error);
}

/**
 * Saved filter conditions of a list: save the current filters under a name, apply, rename inline,
 * set or clear the default (one at most), delete with a confirmation. Works on the state of
 * `useSavedFilters(store)`, so the store (the console's, on the operation-service, or
 * `createLocalSavedFiltersStore`) is injected. Loading, empty and error (with retry) states; a failed
 * save, rename or delete keeps what the user typed and says why. Deleting asks through `useConfirm`:
 * mount a `ConfirmProvider` above it (without one the browser's own confirm asks).
 *
 * ```tsx
 * const saved = useSavedFilters(store, { onDefault: (filter) => setFilters(filter.filters) });
 * <SavedFiltersDialog
 *   trigger={<Button>Saved filters</Button>}
 *   saved={saved}
 *   currentFilters={filters}
 *   onApply={(filter) => setFilters(filter.filters)}
 *   describeError={(error) => describeError(error)}
 * />;
 * ```
 */
export function SavedFiltersDialog<F>({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  focusName = false,
  returnFocusRef,
  ...editor
}: SavedFiltersDialogProps<F>) {
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  const opener = useRef<HTMLElement | null>(null);
  const nameRef = useRef<HTMLInputElement | null>(null);
  const escape = useRef<(() => boolean) | null>(null);

  useLayoutEffect(() => {
    // Before the dialog takes the focus: where to give it back when opened from code.
    if (isOpen && typeof document !== 'undefined' && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
  }, [isOpen]);

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      {isOpen ? (
        <Dialog.Content
          size="md"
          onOpenAutoFocus={(event) => {
            if (!focusName || !nameRef.current || nameRef.current.disabled) return;
            event.preventDefault();
            nameRef.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (trigger && !returnFocusRef) return;
            event.preventDefault();
            const target = returnFocusRef?.current ?? opener.current;
            if (target?.isConnected) target.focus();
          }}
          onEscapeKeyDown={(event) => {
            // Escape in the rename field cancels the rename, not the dialog.
            if (escape.current?.()) event.preventDefault();
          }}
        >
          <SavedFiltersEditor
            {...editor}
            nameRef={nameRef}
            escape={escape}
            onApplied={() => setOpen(false)}
          />
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}

type EditorProps<F> = Omit<
  SavedFiltersDialogProps<F>,
  'open' | 'defaultOpen' | 'onOpenChange' | 'trigger' | 'focusName' | 'returnFocusRef'
> & {
  readonly nameRef: MutableRefObject<HTMLInputElement | null>;
  readonly escape: MutableRefObject<(() => boolean) | null>;
  readonly onApplied: () => void;
};

interface Editing {
  readonly id: string;
  readonly value: string;
  /** Shown once Save was pressed, then kept up to date as the user types. */
  readonly checked: boolean;
  readonly pending: boolean;
  readonly error?: unknown;
}

interface RowFailure {
  readonly action: 'default' | 'delete';
  readonly error: unknown;
}

/** What to focus once the list has re-rendered. */
type FocusTarget = { readonly id: string; readonly control: 'apply' | 'rename' } | 'name';

function SavedFiltersEditor<F>({
  saved,
  currentFilters,
  onApply,
  canSave = true,
  describeFilters,
  describeError,
  title,
  nameRef,
  escape,
  onApplied,
}: EditorProps<F>) {
  const text = useUiText();
  const confirm = useConfirm();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const focusTarget = useRef<FocusTarget | null>(null);

  const [name, setName] = useState('');
  const [nameChecked, setNameChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<{ readonly error: unknown }>();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [pending, setPending] = useState<Readonly<Record<string, 'default' | 'delete'>>>({});
  const [failures, setFailures] = useState<Readonly<Record<string, RowFailure>>>({});

  const items = saved.items;
  const loaded = saved.status === 'ready';

  useLayoutEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    if (target === 'name') {
      nameRef.current?.focus();
      return;
    }
    const row = Array.from(listRef.current?.children ?? []).find(
      (candidate): candidate is HTMLElement =>
        candidate instanceof HTMLElement && candidate.dataset.filterId === target.id,
    );
    row?.querySelector<HTMLElement>(`[data-action="${target.control}"]`)?.focus();
  });

  escape.current = () => {
    if (!editing) return false;
    focusTarget.current = { id: editing.id, control: 'rename' };
    setEditing(null);
    return true;
  };

  // The store's own answer (a duplicate another tab saved, say) wins over the local check.
  const storeNameProblem = nameProblemOf(saveError?.error);
  const nameProblem = nameChecked ? (validateSavedFilterName(name, items) ?? storeNameProblem) : undefined;
  const nameError = nameProblem
    ? text(nameProblemIds[nameProblem], { max: SAVED_FILTER_NAME_MAX_LENGTH })
    : undefined;

  const failureAlert = (title: string, error: unknown) => {
    const described = describeSavedFiltersError(error, text, describeError);
    return (
      <Alert variant="error" title={title}>
        {described ? (
          <>
            <ErrorDetail>{described.message}</ErrorDetail>
            {described.spanId ? <ErrorDetail data-span-id="">spanId: {described.spanId}</ErrorDetail> : null}
          </>
        ) : null}
      </Alert>
    );
  };

  const setFailure = (id: string, failure: RowFailure | undefined) =>
    setFailures((current) => {
      const { [id]: _removed, ...rest } = current;
      return failure ? { ...rest, [id]: failure } : rest;
    });
  const setRowPending = (id: string, action: 'default' | 'delete' | undefined) =>
    setPending((current) => {
      const { [id]: _removed, ...rest } = current;
      return action ? { ...rest, [id]: action } : rest;
    });

  const submitSave = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !canSave) return;
    setNameChecked(true);
    setSaveError(undefined);
    if (validateSavedFilterName(name, items)) {
      nameRef.current?.focus();
      return;
    }
    setSaving(true);
    try {
      const created = await saved.save(name, currentFilters);
      setName('');
      setNameChecked(false);
      announce(text('ui.savedFiltersDialog.saved', { name: created.name }));
    } catch (error) {
      // What the user typed stays; the field or the alert says what went wrong.
      setSaveError({ error });
      if (nameProblemOf(error)) nameRef.current?.focus();
    } finally {
      setSaving(false);
    }
  };

  const apply = (filter: SavedFilter<F>) => {
    onApply(filter);
    announce(text('ui.savedFiltersDialog.applied', { name: filter.name }));
    onApplied();
  };

  const toggleDefault = async (filter: SavedFilter<F>) => {
    if (pending[filter.id]) return;
    setRowPending(filter.id, 'default');
    setFailure(filter.id, undefined);
    try {
      await saved.setDefault(filter.isDefault ? null : filter.id);
      announce(
        text(filter.isDefault ? 'ui.savedFiltersDialog.defaultCleared' : 'ui.savedFiltersDialog.defaultSet', {
          name: filter.name,
        }),
      );
    } catch (error) {
      setFailure(filter.id, { action: 'default', error });
    } finally {
      setRowPending(filter.id, undefined);
    }
  };

  const startRename = (filter: SavedFilter<F>) => {
    setFailure(filter.id, undefined);
    setEditing({ id: filter.id, value: filter.name, checked: false, pending: false });
  };

  const submitRename = async (event: FormEvent, filter: SavedFilter<F>) => {
    event.preventDefault();
    if (!editing || editing.pending) return;
    const value = editing.value;
    if (validateSavedFilterName(value, items, filter.id)) {
      setEditing({ ...editing, checked: true, error: undefined });
      return;
    }
    setEditing({ ...editing, checked: true, pending: true, error: undefined });
    try {
      await saved.rename(filter.id, value);
      focusTarget.current = { id: filter.id, control: 'rename' };
      setEditing(null);
      announce(text('ui.savedFiltersDialog.renamed', { name: value.trim() }));
    } catch (error) {
      setEditing((current) => (current?.id === filter.id ? { ...current, pending: false, error } : current));
    }
  };

  const remove = async (filter: SavedFilter<F>, index: number) => {
    if (pending[filter.id]) return;
    const confirmed = await confirm({
      title: text('ui.savedFiltersDialog.deleteTitle', { name: filter.name }),
      description: text('ui.savedFiltersDialog.deleteDescription'),
      confirmLabel: text('ui.savedFiltersDialog.deleteConfirm'),
      variant: 'danger',
    });
    if (!confirmed) return;
    setRowPending(filter.id, 'delete');
    setFailure(filter.id, undefined);
    try {
      await saved.remove(filter.id);
      const neighbour = items[index + 1] ?? items[index - 1];
      focusTarget.current = neighbour ? { id: neighbour.id, control: 'apply' } : 'name';
      announce(text('ui.savedFiltersDialog.deleted', { name: filter.name }));
    } catch (error) {
      setFailure(filter.id, { action: 'delete', error });
    } finally {
      setRowPending(filter.id, undefined);
    }
  };

  const renderItem = (filter: SavedFilter<F>, index: number) => {
    const failure = failures[filter.id];
    if (editing?.id === filter.id) {
      const problem = editing.checked ? validateSavedFilterName(editing.value, items, filter.id) : undefined;
      const storeProblem = nameProblemOf(editing.error);
      const shown = problem ?? storeProblem;
      return (
        <Item key={filter.id} data-filter-id={filter.id} data-editing="">
          <RenameForm onSubmit={(event) => void submitRename(event, filter)} noValidate>
            <Input
              size="sm"
              hideLabel
              label={text('ui.savedFiltersDialog.newName', { name: filter.name })}
              value={editing.value}
              autoFocus
              onFocus={(event) => event.currentTarget.select()}
              onChange={(event) => setEditing({ ...editing, value: event.currentTarget.value })}
              error={shown ? text(nameProblemIds[shown], { max: SAVED_FILTER_NAME_MAX_LENGTH }) : undefined}
            />
            <Button type="submit" size="sm" variant="primary" loading={editing.pending}>
              {text('ui.savedFiltersDialog.save')}
            </Button>
            <Button
              size="sm"
              onClick={() => {
                focusTarget.current = { id: filter.id, control: 'rename' };
                setEditing(null);
              }}
            >
              {text('ui.common.cancel')}
            </Button>
          </RenameForm>
          {editing.error !== undefined && !storeProblem ? (
            <ItemError>
              {failureAlert(text('ui.savedFiltersDialog.renameFailed', { name: filter.name }), editing.error)}
            </ItemError>
          ) : null}
        </Item>
      );
    }
    return (
      <Item key={filter.id} data-filter-id={filter.id}>
        <ItemMain>
          <ItemName>
            <span>{filter.name}</span>
            {filter.isDefault ? <Tag tone="primary">{text('ui.savedFiltersDialog.default')}</Tag> : null}
          </ItemName>
          {describeFilters ? <ItemSummary>{describeFilters(filter.filters)}</ItemSummary> : null}
        </ItemMain>
        <ItemActions>
          <Button
            size="sm"
            data-action="apply"
            aria-label={text('ui.savedFiltersDialog.applyNamed', { name: filter.name })}
            onClick={() => apply(filter)}
          >
            {text('ui.savedFiltersDialog.apply')}
          </Button>
          <IconButton
            size="sm"
            aria-pressed={filter.isDefault}
            label={text('ui.savedFiltersDialog.useByDefault', { name: filter.name })}
            icon={<StarIcon filled={filter.isDefault} />}
            loading={pending[filter.id] === 'default'}
            onClick={() => void toggleDefault(filter)}
          />
          <IconButton
            size="sm"
            data-action="rename"
            label={text('ui.savedFiltersDialog.rename', { name: filter.name })}
            icon={<PencilIcon />}
            onClick={() => startRename(filter)}
          />
          <IconButton
            size="sm"
            label={text('ui.savedFiltersDialog.delete', { name: filter.name })}
            icon={<TrashIcon />}
            loading={pending[filter.id] === 'delete'}
            onClick={() => void remove(filter, index)}
          />
        </ItemActions>
        {failure ? (
          <ItemError>
            {failureAlert(
              failure.action === 'delete'
                ? text('ui.savedFiltersDialog.deleteFailed', { name: filter.name })
                : text('ui.savedFiltersDialog.defaultFailed'),
              failure.error,
            )}
          </ItemError>
        ) : null}
      </Item>
    );
  };

  const current = describeFilters && canSave ? describeFilters(currentFilters) : null;

  return (
    <>
      <Dialog.Title>{title ?? text('ui.savedFiltersDialog.title')}</Dialog.Title>
      <Dialog.Description>{text('ui.savedFiltersDialog.description')}</Dialog.Description>
      <Dialog.Body>
        <Section aria-labelledby={`${headingId}-save`}>
          <SectionHeading id={`${headingId}-save`}>
            {text('ui.savedFiltersDialog.saveHeading')}
          </SectionHeading>
          <SavePanel>
            {current != null ? (
              <Current>
                <span>{text('ui.savedFiltersDialog.currentFilters')}</span>
                {current}
              </Current>
            ) : null}
            <SaveForm onSubmit={(event) => void submitSave(event)} noValidate>
              <Input
                ref={nameRef}
                hideLabel
                label={text('ui.savedFiltersDialog.nameLabel')}
                placeholder={text('ui.savedFiltersDialog.namePlaceholder')}
                value={name}
                disabled={!canSave}
                autoComplete="off"
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  if (storeNameProblem) setSaveError(undefined);
                }}
                description={
                  canSave
                    ? text('ui.savedFiltersDialog.nameHint', { max: SAVED_FILTER_NAME_MAX_LENGTH })
                    : text('ui.savedFiltersDialog.nothingToSave')
                }
                error={nameError}
              />
              <Button type="submit" variant="primary" loading={saving} disabled={!canSave}>
                {text('ui.savedFiltersDialog.save')}
              </Button>
            </SaveForm>
            {saveError && !storeNameProblem
              ? failureAlert(text('ui.savedFiltersDialog.saveFailed'), saveError.error)
              : null}
          </SavePanel>
        </Section>
        <Section aria-labelledby={`${headingId}-list`}>
          <SectionHeading id={`${headingId}-list`}>
            {text('ui.savedFiltersDialog.listHeading')}{' '}
            {loaded && items.length > 0 ? <Count>{items.length}</Count> : null}
          </SectionHeading>
          {saved.status === 'error' ? (
            <Alert
              variant="error"
              title={text('ui.savedFiltersDialog.loadFailed')}
              actions={
                <Button size="sm" onClick={saved.reload}>
                  {text('ui.common.retry')}
                </Button>
              }
            >
              {describeSavedFiltersError(saved.error, text, describeError)?.message}
            </Alert>
          ) : saved.status === 'loading' && items.length === 0 ? (
            <Skeleton.Text lines={3} label={text('ui.savedFiltersDialog.loading')} />
          ) : items.length === 0 ? (
            <EmptyState
              size="sm"
              title={text('ui.savedFiltersDialog.emptyTitle')}
              description={text('ui.savedFiltersDialog.emptyDescription')}
            />
          ) : (
            <List
              ref={listRef}
              aria-labelledby={`${headingId}-list`}
              aria-busy={saved.status === 'loading' || undefined}
            >
              {items.map(renderItem)}
            </List>
          )}
        </Section>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.Close asChild>
          <Button>{text('ui.common.close')}</Button>
        </Dialog.Close>
      </Dialog.Footer>
    </>
  );
}
