import {
  Fragment,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import styled from 'styled-components';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { Input } from '../../components/Input';
import { Select } from '../../components/Select';
import { Spinner } from '../../components/Spinner';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { copyToClipboard } from './copyToClipboard';
import {
  CopyIcon,
  Failure,
  PaneStatus,
  SearchIcon,
  type DescribeError,
  searchBoxStyle,
} from './directoryParts';
import {
  invoiceFieldNames,
  invoiceFields,
  invoiceFieldsText,
  readAnswer,
  taxpayerKinds,
  taxpayerKindTone,
  type InvoiceFieldName,
  type InvoiceTitle,
  type SearchInvoiceTitles,
  type TaxpayerKind,
} from './invoiceTitles';
import { useDebouncedValue } from './useDebouncedValue';
import { useOpenState } from './useOpenState';

export interface InvoiceTitleDialogProps<T extends InvoiceTitle = InvoiceTitle> {
  /** Searches titles by name or tax number, of one taxpayer kind or all (the empty query lists them). */
  readonly searchTitles: SearchInvoiceTitles<T>;
  /** The `key` of the title chosen before: selected when it shows. */
  readonly value?: string | null;
  /** OK (or Enter, or a double click on a title): the title chosen. The dialog closes. */
  readonly onConfirm: (title: T) => void;
  /** Cancel, Escape or ×. The dialog closes. */
  readonly onCancel?: () => void;
  /** Open state, controlled. */
  readonly open?: boolean;
  /** Open state at first, uncontrolled. */
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a Button); the focus returns to it when the dialog closes. */
  readonly trigger?: ReactElement;
  /** The title of the dialog; "Choose an invoice title" in the interface language by default. */
  readonly title?: string;
  /** Milliseconds the search waits after the last key; 300 by default. */
  readonly debounceMs?: number;
  /** Describes a failed call (`describeError` of `@opsdesk/http`, language bound). */
  readonly describeError?: DescribeError;
  /** Copies a text; the Clipboard API with a fallback by default. True when it worked. */
  readonly copy?: (text: string) => Promise<boolean>;
}

const DEFAULT_DEBOUNCE_MS = 300;

/**
 * Picks an invoice title (a receipt title of spec §3, identified by `key`): a search by name or tax
 * number with a taxpayer-kind filter, the titles with their tax number and kind (general or
 * small-scale taxpayer), and the fields printed on an invoice of the one selected, each with a copy
 * button that says whether the copy worked. Keyboard: Down from the search box enters the list; Up,
 * Down, Home and End select; Enter chooses (as OK does). Transport-free: `searchTitles` is shaped
 * like `listReceiptTitles` of `@opsdesk/api`.
 */
export function InvoiceTitleDialog<T extends InvoiceTitle = InvoiceTitle>(props: InvoiceTitleDialogProps<T>) {
  const [open, setOpen] = useOpenState(props.open, props.defaultOpen, props.onOpenChange);
  const { onCancel } = props;
  const onOpenChange = useCallback(
    (next: boolean) => {
      if (!next) onCancel?.();
      setOpen(next);
    },
    [onCancel, setOpen],
  );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {props.trigger ? <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger> : null}
      {open ? <InvoiceTitleContent {...props} onDone={() => setOpen(false)} /> : null}
    </Dialog.Root>
  );
}

type SearchState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly rows: readonly T[]; readonly total: number }
  | { readonly status: 'error'; readonly error: unknown };

function InvoiceTitleContent<T extends InvoiceTitle>(
  props: InvoiceTitleDialogProps<T> & { readonly onDone: () => void },
) {
  const t = useUiText();
  const listId = useId();
  const [text, setText] = useState('');
  const [kind, setKind] = useState<TaxpayerKind | null>(null);
  const query = useDebouncedValue(text.trim(), props.debounceMs ?? DEFAULT_DEBOUNCE_MS);
  const [search, setSearch] = useState<SearchState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [selectedKey, setSelectedKey] = useState<string | null>(props.value ?? null);
  const [selectedTitle, setSelectedTitle] = useState<T | null>(null);
  const searchInput = useRef<HTMLInputElement | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  const options = useRef(new Map<string, HTMLLIElement>());
  const searchTitles = useRef(props.searchTitles);
  searchTitles.current = props.searchTitles;
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null,
  );

  useEffect(() => {
    const controller = new AbortController();
    setSearch({ status: 'loading' });
    let answer: ReturnType<SearchInvoiceTitles<T>>;
    try {
      answer = searchTitles.current(query, { signal: controller.signal, taxpayerKind: kind ?? undefined });
    } catch (error) {
      answer = Promise.reject(error);
    }
    answer.then(
      (result) => {
        if (!controller.signal.aborted) setSearch({ status: 'ready', ...readAnswer(result) });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSearch({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [query, kind, attempt]);

  const rows = useMemo(() => (search.status === 'ready' ? search.rows : []), [search]);
  // The selection keeps its title while a new search runs, so that the details stay.
  useEffect(() => {
    const found = rows.find((row) => row.key === selectedKey);
    if (found) setSelectedTitle(found);
  }, [rows, selectedKey]);
  const selected = selectedTitle !== null && selectedTitle.key === selectedKey ? selectedTitle : null;
  const activeKey = rows.some((row) => row.key === selectedKey) ? selectedKey : (rows[0]?.key ?? null);

  const select = (row: T, focus = true) => {
    setSelectedKey(row.key);
    setSelectedTitle(row);
    if (focus) {
      const element = options.current.get(row.key);
      element?.focus();
      element?.scrollIntoView?.({ block: 'nearest' });
    }
  };

  const confirm = (title: T | null = selected) => {
    if (!title) return;
    props.onConfirm(title);
    props.onDone();
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const index = rows.findIndex((row) => row.key === activeKey);
    const go = (row: T | undefined) => {
      event.preventDefault();
      if (row) select(row);
    };
    switch (event.key) {
      case 'ArrowDown':
        go(rows[index + 1] ?? rows[index]);
        break;
      case 'ArrowUp':
        go(rows[index - 1] ?? rows[index]);
        break;
      case 'Home':
        go(rows[0]);
        break;
      case 'End':
        go(rows[rows.length - 1]);
        break;
      case ' ':
        go(rows[index]);
        break;
      case 'Enter':
        event.preventDefault();
        confirm(rows[index] ?? null);
        break;
      default:
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown' || rows.length === 0) return;
    event.preventDefault();
    const row = rows.find((candidate) => candidate.key === activeKey) ?? rows[0];
    if (row) select(row);
  };

  const kindOptions: { readonly value: TaxpayerKind | 'ALL'; readonly label: string }[] = [
    { value: 'ALL', label: t('ui.invoiceTitle.allKinds') },
    ...taxpayerKinds.map((value) => ({ value, label: t(`ui.invoiceTitle.kind.${value}`) })),
  ];

  let list: ReactElement;
  if (search.status === 'loading') {
    list = (
      <PaneStatus>
        <Spinner size="sm" showLabel label={t('ui.invoiceTitle.loading')} />
      </PaneStatus>
    );
  } else if (search.status === 'error') {
    list = (
      <Failure
        title={t('ui.invoiceTitle.failed')}
        error={search.error}
        describeError={props.describeError}
        spanIdText="ui.invoiceTitle.spanId"
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );
  } else if (rows.length === 0) {
    list =
      query === '' && kind === null ? (
        <EmptyState size="sm" title={t('ui.invoiceTitle.empty')} />
      ) : (
        <EmptyState
          size="sm"
          title={query === '' ? t('ui.invoiceTitle.empty') : t('ui.invoiceTitle.nothingFound', { query })}
          description={t('ui.invoiceTitle.nothingFoundHint')}
        />
      );
  } else {
    list = (
      <TitleList id={listId} role="listbox" aria-label={t('ui.invoiceTitle.list')} onKeyDown={onListKeyDown}>
        {rows.map((row) => (
          <TitleOption
            key={row.key}
            ref={(element) => {
              if (element) options.current.set(row.key, element);
              else options.current.delete(row.key);
            }}
            role="option"
            aria-selected={row.key === selectedKey}
            tabIndex={row.key === activeKey ? 0 : -1}
            onClick={() => select(row)}
            onDoubleClick={() => confirm(row)}
          >
            <TitleLine>
              <TitleName>{row.titleName}</TitleName>
              <Badge tone={taxpayerKindTone(row.taxpayerKind)}>
                {t(`ui.invoiceTitle.kind.${row.taxpayerKind}`)}
              </Badge>
            </TitleLine>
            <TaxNumber>{row.taxNumber}</TaxNumber>
          </TitleOption>
        ))}
      </TitleList>
    );
  }

  return (
    <Dialog.Content
      ref={content}
      size="lg"
      aria-describedby={undefined}
      onCloseAutoFocus={(event) => {
        if (props.trigger) return;
        event.preventDefault();
        if (opener?.isConnected) opener.focus();
      }}
      onEscapeKeyDown={(event) => {
        if (text !== '' && document.activeElement === searchInput.current) {
          event.preventDefault();
          setText('');
        }
      }}
    >
      <Dialog.Title>{props.title ?? t('ui.invoiceTitle.title')}</Dialog.Title>
      <Main>
        <Filters>
          <SearchBox
            ref={searchInput}
            label={t('ui.invoiceTitle.searchLabel')}
            hideLabel
            type="search"
            autoComplete="off"
            placeholder={t('ui.invoiceTitle.searchPlaceholder')}
            prefix={<SearchIcon />}
            clearable
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onSearchKeyDown}
          />
          <Select
            label={t('ui.invoiceTitle.kindFilter')}
            hideLabel
            options={kindOptions}
            value={kind ?? 'ALL'}
            onValueChange={(value) => setKind(value === null || value === 'ALL' ? null : value)}
          />
        </Filters>
        <Panes>
          <ListPane>
            <ListHead aria-hidden={search.status !== 'ready' || undefined}>
              {search.status === 'ready' && search.rows.length > 0
                ? search.rows.length < search.total
                  ? t('ui.invoiceTitle.partial', { shown: search.rows.length, total: search.total })
                  : t('ui.invoiceTitle.count', { total: search.total })
                : '\u00a0'}
            </ListHead>
            <Scroll>{list}</Scroll>
          </ListPane>
          <TitleDetail title={selected} container={content} copy={props.copy} />
        </Panes>
      </Main>
      <Dialog.Footer>
        <Dialog.Close asChild>
          <Button>{t('ui.common.cancel')}</Button>
        </Dialog.Close>
        <Button variant="primary" disabled={!selected} onClick={() => confirm()}>
          {t('ui.common.confirm')}
        </Button>
      </Dialog.Footer>
    </Dialog.Content>
  );
}

type CopyState = { readonly field: InvoiceFieldName | 'all'; readonly ok: boolean } | null;

/** How long "Copied" or "Copy failed" shows. */
const COPY_FEEDBACK_MS = 2000;

/** The fields of the selected title as an invoice prints them, each with a copy button. */
function TitleDetail({
  title,
  container,
  copy,
}: {
  readonly title: InvoiceTitle | null;
  readonly container: { readonly current: HTMLElement | null };
  readonly copy: ((text: string) => Promise<boolean>) | undefined;
}) {
  const t = useUiText();
  const headingId = useId();
  const [copied, setCopied] = useState<CopyState>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setCopied(null), [title?.key]);

  const labelOf = (field: InvoiceFieldName) => t(`ui.invoiceTitle.field.${field}`);
  const run = async (field: InvoiceFieldName | 'all', text: string) => {
    let ok: boolean;
    try {
      ok = await (copy ? copy(text) : copyToClipboard(text, container.current));
    } catch {
      ok = false;
    }
    setCopied({ field, ok });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPY_FEEDBACK_MS);
  };
  const feedback = (field: InvoiceFieldName | 'all') =>
    copied?.field === field
      ? copied.ok
        ? t('ui.invoiceTitle.copied')
        : t('ui.invoiceTitle.copyFailed')
      : '';

  if (!title) {
    return (
      <DetailPane aria-labelledby={headingId}>
        <DetailHead>
          <DetailTitle id={headingId}>{t('ui.invoiceTitle.detail')}</DetailTitle>
        </DetailHead>
        <PaneStatus>
          <Muted>{t('ui.invoiceTitle.detailEmpty')}</Muted>
        </PaneStatus>
      </DetailPane>
    );
  }
  const fields = invoiceFields(title);
  return (
    <DetailPane aria-labelledby={headingId}>
      <DetailHead>
        <DetailTitle id={headingId}>{t('ui.invoiceTitle.detail')}</DetailTitle>
        <CopyFeedback role="status" data-ok={copied?.field === 'all' ? copied.ok : undefined}>
          {feedback('all')}
        </CopyFeedback>
        <Button
          size="sm"
          variant="ghost"
          iconStart={<CopyIcon />}
          onClick={() => run('all', invoiceFieldsText(title, labelOf))}
        >
          {t('ui.invoiceTitle.copyAll')}
        </Button>
      </DetailHead>
      <Fields>
        {invoiceFieldNames.map((field) => (
          <Fragment key={field}>
            <Field>
              <dt>{labelOf(field)}</dt>
              <dd>
                <FieldValue data-field={field}>
                  {fields[field] === '' ? <Muted>{t('ui.invoiceTitle.notGiven')}</Muted> : fields[field]}
                </FieldValue>
                {fields[field] === '' ? null : (
                  <FieldTools>
                    <CopyButton
                      type="button"
                      aria-label={t('ui.invoiceTitle.copy', { label: labelOf(field) })}
                      title={t('ui.invoiceTitle.copy', { label: labelOf(field) })}
                      onClick={() => run(field, fields[field])}
                    >
                      <CopyIcon />
                    </CopyButton>
                    <CopyFeedback role="status" data-ok={copied?.field === field ? copied.ok : undefined}>
                      {feedback(field)}
                    </CopyFeedback>
                  </FieldTools>
                )}
              </dd>
            </Field>
            {field === 'taxNumber' ? (
              <Field>
                <dt>{t('ui.invoiceTitle.field.taxpayerKind')}</dt>
                <dd>
                  <Badge tone={taxpayerKindTone(title.taxpayerKind)}>
                    {t(`ui.invoiceTitle.kind.${title.taxpayerKind}`)}
                  </Badge>
                </dd>
              </Field>
            ) : null}
          </Fragment>
        ))}
      </Fields>
    </DetailPane>
  );
}

const Main = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${tokens['space-3']};
  min-height: 0;
  padding: ${tokens['space-4']} ${tokens['space-6']};
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 168px;
  gap: ${tokens['space-2']};
`;

const Panes = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  height: min(420px, calc(100vh - 280px));
  min-height: 240px;
  overflow: hidden;
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface']};
`;

const ListPane = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-inline-end: 1px solid ${tokens['color-border']};
`;

const ListHead = styled.p`
  margin: 0;
  padding: ${tokens['space-2']} ${tokens['space-4']};
  border-bottom: 1px solid ${tokens['color-border']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  line-height: 28px;
`;

const Scroll = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
`;

const TitleList = styled.ul`
  margin: 0;
  padding: ${tokens['space-1']} 0;
  list-style: none;
`;

const TitleOption = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 1px ${tokens['space-2']};
  padding: ${tokens['space-2']} ${tokens['space-3']};
  border-radius: ${tokens['radius-md']};
  cursor: pointer;
  outline: none;
  &:hover {
    background: ${tokens['color-surface-sunken']};
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: -2px;
  }
  &[aria-selected='true'] {
    background: ${tokens['color-primary-subtle']};
    box-shadow: inset 3px 0 0 ${tokens['color-primary']};
  }
`;

const TitleLine = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens['space-2']};
  min-width: 0;
`;

const TitleName = styled.span`
  overflow: hidden;
  font-weight: ${tokens['font-weight-medium']};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const TaxNumber = styled.span`
  color: ${tokens['color-text-muted']};
  font-family: ${tokens['font-family-mono']};
  font-size: ${tokens['font-size-sm']};
  letter-spacing: 0.02em;
`;

const DetailPane = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  overflow: auto;
  background: ${tokens['color-surface-sunken']};
`;

const DetailHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens['space-2']};
  padding: ${tokens['space-2']} ${tokens['space-4']};
  border-bottom: 1px solid ${tokens['color-border']};
  & > h3 {
    flex: 1 1 auto;
  }
`;

const DetailTitle = styled.h3`
  margin: 0;
  font-size: ${tokens['font-size-md']};
  font-weight: ${tokens['font-weight-bold']};
  line-height: 28px;
`;

const Fields = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-4']};
  margin: 0;
  padding: ${tokens['space-4']};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-1']};
  & > dt {
    color: ${tokens['color-text-muted']};
    font-size: ${tokens['font-size-sm']};
  }
  & > dd {
    display: flex;
    align-items: flex-start;
    gap: ${tokens['space-2']};
    margin: 0;
  }
`;

const FieldValue = styled.span`
  flex: 0 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
  &[data-field='taxNumber'] {
    font-family: ${tokens['font-family-mono']};
    letter-spacing: 0.02em;
  }
`;

const FieldTools = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${tokens['space-1']};
`;

const CopyButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${tokens['radius-sm']};
  background: transparent;
  color: ${tokens['color-primary']};
  cursor: pointer;
  &:hover {
    background: ${tokens['color-primary-subtle']};
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 1px;
  }
`;

const CopyFeedback = styled.span`
  font-size: ${tokens['font-size-xs']};
  white-space: nowrap;
  &[data-ok='true'] {
    color: ${tokens['color-success']};
  }
  &[data-ok='false'] {
    color: ${tokens['color-danger']};
  }
`;

const Muted = styled.span`
  color: ${tokens['color-text-muted']};
`;

const SearchBox = styled(Input)`
  ${searchBoxStyle}
`;
