import {
  listRecords,
  updateRecord,
  type RecordListQuery,
  type ResourceDescriptor,
  type StoredRecord,
} from '@opsdesk/api';
import { describeError, HttpError } from '@opsdesk/http';
import {
  Alert,
  announce,
  Badge,
  Button,
  EmptyState,
  IconButton,
  ResultPage,
  Skeleton,
  useToast,
  useUnsavedChangesPrompt,
} from '@opsdesk/ui';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../../../app/ConsoleContext';
import { PageHeader, PageSection } from '../../../resources/layout';
import { useLocalText } from '../localText';
import { sortScreenMessages } from './messages';
import { moveBy, moveItem, orderChanges, sameOrder } from './reorder';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--ops-space-4);
  align-items: start;

  &[data-aside='true'] {
    grid-template-columns: minmax(0, 1fr) 300px;
  }
  @media (max-width: 1100px) {
    &[data-aside='true'] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

const Hint = styled.p`
  margin: 0 0 var(--ops-space-3);
  color: var(--ops-color-text-muted);
  font-size: var(--ops-font-size-sm);
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--ops-space-2);
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto 3.5rem minmax(0, 1fr) auto;
  gap: var(--ops-space-3);
  align-items: center;
  padding: var(--ops-space-2) var(--ops-space-3);
  border: 1px solid var(--ops-color-border);
  border-radius: var(--ops-radius-md);
  background: var(--ops-color-surface);

  &:focus-visible {
    outline: 2px solid var(--ops-color-focus);
    outline-offset: 2px;
  }
  &[data-highlight='true'] {
    border-color: var(--ops-color-primary);
    background: var(--ops-color-primary-subtle);
  }
  /* Dimmed by its background, not by opacity, so that its text keeps its contrast. */
  &[data-dimmed='true'] {
    background: var(--ops-color-surface-sunken);
  }
  &[data-dragging='true'] {
    opacity: 0.5;
  }
  &[data-drop-target='true'] {
    border-style: dashed;
    border-color: var(--ops-color-primary);
  }
  &[draggable='true'] {
    cursor: grab;
  }
`;

const Handle = styled.span`
  color: var(--ops-color-text-muted);
  font-size: var(--ops-font-size-lg);
  user-select: none;
`;

const Place = styled.span`
  display: grid;
  gap: 2px;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

const Controls = styled.div`
  display: flex;
  gap: var(--ops-space-1);
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
  justify-content: flex-end;
  align-items: center;
  position: sticky;
  bottom: 0;
  padding: var(--ops-space-3) 0;
  background: var(--ops-color-bg);
`;

const Pending = styled.span`
  color: var(--ops-color-text-muted);
  font-size: var(--ops-font-size-sm);
`;

/** The buttons of a row, and the row itself, as focus targets after a move. */
type FocusControl = 'row' | 'top' | 'up' | 'down';

export interface SortScreenProps {
  /** The resource whose records are ordered; its `sortOrder` field is rewritten. */
  readonly resource: ResourceDescriptor;
  /** The page's title (the one h1). */
  readonly title: string;
  readonly subtitle?: ReactNode;
  /** Above the list: a switcher of what is ordered (a topic, a position). */
  readonly toolbar?: ReactNode;
  /** The filters selecting the records to order. */
  readonly query: RecordListQuery;
  /** The record's name, for button labels and announcements. */
  readonly itemLabel: (record: StoredRecord) => string;
  /** What a row shows of its record. */
  readonly renderItem: (record: StoredRecord) => ReactNode;
  /** A record shown highlighted (the one the route names). */
  readonly highlightId?: number | undefined;
  /** Records shown dimmed (past ones). */
  readonly dimmed?: (record: StoredRecord) => boolean;
  /** Whether the user may change the order; without it the order is shown read-only. */
  readonly canSave: boolean;
  /** Why the order is read-only, when it is; a general text by default. */
  readonly readOnlyReason?: string | undefined;
  /** Where Cancel goes: the list the screen opened from. */
  readonly backHref?: string | undefined;
  /** Beside the list: a preview of the order being made. */
  readonly aside?: (ordered: readonly StoredRecord[]) => ReactNode;
}

const SIZE = 500;
const keyOf = (record: StoredRecord) => record.id;

/** The fields a record is saved with: every schema field it has, without id, version and audit columns. */
function fieldsOf(resource: ResourceDescriptor, record: StoredRecord): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const field of Object.keys(resource.shape)) {
    if (record[field] !== undefined && record[field] !== null) fields[field] = record[field];
  }
  return fields;
}

interface LoadState {
  /** The order as stored at the last load or save. */
  readonly saved: readonly StoredRecord[];
  /** The order being made, with each record's latest version. */
  readonly order: readonly StoredRecord[];
  readonly loading: boolean;
  readonly error: { message: string; spanId?: string | undefined } | undefined;
}

/**
 * A sortable list of records: loads them by `sortOrder`, lets the user move them by dragging, by
 * the buttons of each row or by Alt+Up/Down (each move announced), and saves `sortOrder` 10, 20,
 * 30... to the records whose stored value no longer fits (each with its version). A 409 reloads the
 * list and says why.
 */
export function SortScreen({
  resource,
  title,
  subtitle,
  toolbar,
  query,
  itemLabel,
  renderItem,
  highlightId,
  dimmed,
  canSave,
  readOnlyReason,
  backHref,
  aside,
}: SortScreenProps) {
  const { http, language } = useConsole();
  const text = useLocalText(sortScreenMessages);
  const toast = useToast();
  const navigate = useNavigate();
  const instructionsId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [state, setState] = useState<LoadState>({
    saved: [],
    order: [],
    loading: true,
    error: undefined,
  });
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [focusTarget, setFocusTarget] = useState<{ id: number; control: FocusControl } | undefined>();
  const [dragging, setDragging] = useState<number | undefined>();
  const [dropIndex, setDropIndex] = useState<number | undefined>();

  const queryKey = JSON.stringify(query);
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    const filters = JSON.parse(queryKey) as RecordListQuery;
    listRecords(
      http,
      resource.name,
      {
        // The request layer adds the interface language as `language` to every call, which a
        // resource with a `language` field would read as a filter: every language is ordered here.
        ...(resource.filters.language && !('language' in filters) ? { language: '' } : {}),
        ...filters,
        sort: 'sortOrder,asc',
        size: SIZE,
      },
      { signal: controller.signal },
    ).then(
      (page) => setState({ saved: page.content, order: page.content, loading: false, error: undefined }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const described = describeError(error, { language });
        setState((previous) => ({
          ...previous,
          loading: false,
          error: { message: described.message, spanId: described.spanId },
        }));
      },
    );
    return () => controller.abort();
  }, [http, language, resource.name, resource.filters.language, queryKey, reloads]);

  const { order, saved } = state;
  const dirty = !sameOrder(saved, order, keyOf);
  const changes = useMemo(
    () => (dirty ? orderChanges(order, (record) => record.sortOrder) : []),
    [dirty, order],
  );
  const editable = canSave && !saving;

  const { confirmLeave } = useUnsavedChangesPrompt(dirty && !saving);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmLeave().then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirmLeave]);

  // After a move, focus follows the moved record: the same button when it can still move that way.
  useLayoutEffect(() => {
    if (!focusTarget || !listRef.current) return;
    const row = listRef.current.querySelector<HTMLElement>(`[data-sort-id="${focusTarget.id}"]`);
    const button =
      focusTarget.control === 'row'
        ? null
        : row?.querySelector<HTMLButtonElement>(`[data-control="${focusTarget.control}"]`);
    (button && !button.disabled ? button : row)?.focus();
    setFocusTarget(undefined);
  }, [focusTarget]);

  const move = useCallback(
    (record: StoredRecord, offset: number, control: FocusControl) => {
      const next = moveBy(order, keyOf, record.id, offset);
      const name = itemLabel(record);
      const position = next.findIndex((item) => item.id === record.id) + 1;
      if (next === order) {
        announce(text('sortScreen.atEdge', { name, position }));
        return;
      }
      setState((previous) => ({ ...previous, order: next }));
      setFocusTarget({ id: record.id, control });
      announce(text('sortScreen.moved', { name, position, total: next.length }));
    },
    [itemLabel, order, text],
  );

  const onRowKeyDown = (event: KeyboardEvent<HTMLLIElement>, record: StoredRecord) => {
    if (!editable || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(record, event.key === 'ArrowUp' ? -1 : 1, 'row');
  };

  const onDragStart = (event: DragEvent<HTMLLIElement>, record: StoredRecord) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', String(record.id));
    setDragging(record.id);
  };
  const onDragOver = (event: DragEvent<HTMLLIElement>, index: number) => {
    if (dragging === undefined) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (dropIndex !== index) setDropIndex(index);
  };
  const endDrag = () => {
    setDragging(undefined);
    setDropIndex(undefined);
  };
  const onDrop = (event: DragEvent<HTMLLIElement>, index: number) => {
    event.preventDefault();
    const from = order.findIndex((item) => item.id === dragging);
    const record = order[from];
    endDrag();
    if (!record) return;
    const next = moveItem(order, from, index);
    if (next === order) return;
    setState((previous) => ({ ...previous, order: next }));
    announce(text('sortScreen.moved', { name: itemLabel(record), position: index + 1, total: next.length }));
  };

  const save = async () => {
    setSaving(true);
    setConflict(false);
    let current = order;
    let written = 0;
    try {
      for (const change of changes) {
        const record = change.item;
        const stored = await updateRecord(http, resource.name, record.id, record.version, {
          ...fieldsOf(resource, record),
          sortOrder: change.sortOrder,
        });
        written += 1;
        current = current.map((item) => (item.id === stored.id ? stored : item));
        setState((previous) => ({ ...previous, order: current }));
      }
      setState((previous) => ({ ...previous, saved: current, order: current }));
      toast.success(text('sortScreen.saved', { count: written }));
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        // Someone else's change wins: show theirs, and say why the order is back.
        setConflict(true);
        toast.warning(text('sortScreen.conflict'));
        reload();
      } else {
        toast.toastError(error, (failure) => describeError(failure, { language }));
        if (written > 0) toast.info(text('sortScreen.savedPartly', { saved: written }));
      }
    } finally {
      setSaving(false);
    }
  };

  const header = <PageHeader title={title} subtitle={subtitle} />;
  if (state.loading && order.length === 0) {
    return (
      <>
        {header}
        {toolbar ? <PageSection>{toolbar}</PageSection> : null}
        <Skeleton.Text lines={8} />
      </>
    );
  }
  if (state.error) {
    return (
      <>
        {header}
        {toolbar ? <PageSection>{toolbar}</PageSection> : null}
        <ResultPage
          status={500}
          reason={state.error.message}
          spanId={state.error.spanId}
          onRetry={reload}
          headingLevel={2}
        />
      </>
    );
  }

  const placeOf = new Map(saved.map((record, index) => [record.id, index]));
  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          <>
            {subtitle}
            {subtitle ? ' · ' : null}
            {text('sortScreen.total', { count: order.length })}
          </>
        }
      />
      {toolbar ? <PageSection>{toolbar}</PageSection> : null}
      {conflict ? (
        <PageSection>
          <Alert variant="warning" dismissible onDismiss={() => setConflict(false)}>
            {text('sortScreen.conflict')}
          </Alert>
        </PageSection>
      ) : null}
      {!canSave ? (
        <PageSection>
          <Alert variant="info">{readOnlyReason ?? text('sortScreen.readOnly')}</Alert>
        </PageSection>
      ) : null}
      <Layout data-aside={aside ? 'true' : 'false'}>
        <PageSection>
          {order.length === 0 ? (
            <EmptyState title={text('sortScreen.empty')} />
          ) : (
            <>
              {canSave ? <Hint id={instructionsId}>{text('sortScreen.instructions')}</Hint> : null}
              <List ref={listRef} aria-label={text('sortScreen.list')} aria-busy={saving || state.loading}>
                {order.map((record, index) => {
                  const name = itemLabel(record);
                  const movedHere = placeOf.get(record.id) !== index;
                  return (
                    <Row
                      key={record.id}
                      data-sort-id={record.id}
                      data-highlight={record.id === highlightId ? 'true' : 'false'}
                      data-dimmed={dimmed?.(record) ? 'true' : 'false'}
                      data-dragging={dragging === record.id ? 'true' : 'false'}
                      data-drop-target={dropIndex === index && dragging !== record.id ? 'true' : 'false'}
                      tabIndex={editable ? 0 : undefined}
                      aria-describedby={editable ? instructionsId : undefined}
                      draggable={editable}
                      onKeyDown={(event) => onRowKeyDown(event, record)}
                      onDragStart={(event) => onDragStart(event, record)}
                      onDragOver={(event) => onDragOver(event, index)}
                      onDrop={(event) => onDrop(event, index)}
                      onDragEnd={endDrag}
                    >
                      <Handle aria-hidden="true">{editable ? '⠿' : ''}</Handle>
                      <Place>
                        <span>{text('sortScreen.position', { position: index + 1 })}</span>
                        {movedHere ? <Badge tone="info">{text('sortScreen.changed')}</Badge> : null}
                      </Place>
                      <div data-part="content">{renderItem(record)}</div>
                      {canSave ? (
                        <Controls>
                          <IconButton
                            size="sm"
                            data-control="top"
                            label={text('sortScreen.moveTop', { name })}
                            icon={<span aria-hidden="true">⤒</span>}
                            disabled={!editable || index === 0}
                            onClick={() => move(record, -order.length, 'top')}
                          />
                          <IconButton
                            size="sm"
                            data-control="up"
                            label={text('sortScreen.moveUp', { name })}
                            icon={<span aria-hidden="true">↑</span>}
                            disabled={!editable || index === 0}
                            onClick={() => move(record, -1, 'up')}
                          />
                          <IconButton
                            size="sm"
                            data-control="down"
                            label={text('sortScreen.moveDown', { name })}
                            icon={<span aria-hidden="true">↓</span>}
                            disabled={!editable || index === order.length - 1}
                            onClick={() => move(record, 1, 'down')}
                          />
                        </Controls>
                      ) : null}
                    </Row>
                  );
                })}
              </List>
            </>
          )}
        </PageSection>
        {aside ? <div>{aside(order)}</div> : null}
      </Layout>
      <Footer>
        {dirty ? <Pending>{text('sortScreen.pending', { count: changes.length })}</Pending> : null}
        {backHref ? (
          <Button variant="secondary" onClick={() => navigate(backHref)}>
            {text('sortScreen.cancel')}
          </Button>
        ) : null}
        {canSave ? (
          <>
            <Button
              variant="secondary"
              disabled={!dirty || saving}
              onClick={() => setState((previous) => ({ ...previous, order: previous.saved }))}
            >
              {text('sortScreen.reset')}
            </Button>
            <Button variant="primary" loading={saving} disabled={!dirty} onClick={() => void save()}>
              {text('sortScreen.save')}
            </Button>
          </>
        ) : null}
      </Footer>
    </>
  );
}
