import {
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
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Dialog } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { Input } from '../../components/Input';
import { Spinner } from '../../components/Spinner';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import {
  choiceKey,
  departmentChoice,
  departmentKey,
  heldState,
  initialChoices,
  isAtMax,
  personChoice,
  personKey,
  removeChoice,
  toggleAll,
  toggleChoice,
  type AddressBookChoice,
  type AddressBookDepartment,
  type AddressBookDepartmentMatch,
  type AddressBookLoaders,
  type AddressBookPerson,
  type ChoiceRules,
} from './addressBook';
import { ChosenList } from './ChosenList';
import { DepartmentTree } from './DepartmentTree';
import { ROOT_KEY } from './departmentTreeModel';
import {
  DepartmentIcon,
  Failure,
  PaneStatus,
  SearchIcon,
  type DescribeError,
  searchBoxStyle,
} from './directoryParts';
import { PersonList } from './PersonList';
import { useDebouncedValue } from './useDebouncedValue';
import { useDepartmentTree } from './useDepartmentTree';
import { useOpenState } from './useOpenState';
import { usePagedList, type PagedList } from './usePagedList';

/** What the address book is asked for: one person or many, whole departments too, a limit. */
export interface AddressBookOptions<
  P extends AddressBookPerson = AddressBookPerson,
  D extends AddressBookDepartment = AddressBookDepartment,
> {
  /** The title; "Address book" in the interface language by default. */
  readonly title?: string;
  /** Many choices (checkboxes) rather than one (radio); false by default. */
  readonly multiple?: boolean;
  /** At most this many choices (multiple choice only). */
  readonly max?: number;
  /** A department can be chosen as a whole (Space on it in the tree, or the checkbox above its people). */
  readonly selectDepartments?: boolean;
  /** The choices held when the dialog opens (preselected). */
  readonly value?: readonly AddressBookChoice<P, D>[];
}

export interface AddressBookDialogProps<
  P extends AddressBookPerson = AddressBookPerson,
  D extends AddressBookDepartment = AddressBookDepartment,
>
  extends AddressBookLoaders<P, D>, AddressBookOptions<P, D> {
  /** Open state, controlled. */
  readonly open?: boolean;
  /** Open state at first, uncontrolled. */
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a Button); the focus returns to it when the dialog closes. */
  readonly trigger?: ReactElement;
  /** OK: the choices, in the order they were made. The dialog closes. */
  readonly onConfirm: (chosen: AddressBookChoice<P, D>[]) => void;
  /** Cancel, Escape or ×: nothing chosen. The dialog closes. */
  readonly onCancel?: () => void;
  /** Milliseconds the search waits after the last key; 300 by default. */
  readonly debounceMs?: number;
  /** Describes a failed call (`describeError` of `@opsdesk/http`, language bound). */
  readonly describeError?: DescribeError;
}

const DEFAULT_DEBOUNCE_MS = 300;

/**
 * The address book: the department tree on the left (children load on expansion), the people of
 * the open department on the right, a search across the company above, the chosen ones as
 * removable tags below; one choice or many, up to `max`, whole departments with
 * `selectDepartments`. Transport-free: it reads through the injected loaders, shaped like the
 * `@opsdesk/api` calls (`listRootDepartments`, `listChildDepartments`, `searchStaffByKeyword`,
 * `searchDepartmentsLike`). Keyboard: the search box first (Down enters the results), Tab to the
 * tree (arrows, Home, End, letters; Enter opens, Space chooses a department), Tab to the people
 * (arrows, Home, End; Space or Enter chooses), Tab to the tags (Delete removes), then OK.
 */
export function AddressBookDialog<
  P extends AddressBookPerson = AddressBookPerson,
  D extends AddressBookDepartment = AddressBookDepartment,
>(props: AddressBookDialogProps<P, D>) {
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
      {open ? <AddressBookContent {...props} onDone={() => setOpen(false)} /> : null}
    </Dialog.Root>
  );
}

type ContentProps<P extends AddressBookPerson, D extends AddressBookDepartment> = AddressBookDialogProps<
  P,
  D
> & {
  readonly onDone: () => void;
};

function AddressBookContent<P extends AddressBookPerson, D extends AddressBookDepartment>(
  props: ContentProps<P, D>,
) {
  const t = useUiText();
  const { describeError } = props;
  const multiple = props.multiple ?? false;
  const selectDepartments = props.selectDepartments ?? false;
  const rules: ChoiceRules = useMemo(() => ({ multiple, max: props.max }), [multiple, props.max]);
  type Choice = AddressBookChoice<P, D>;

  const [chosen, setChosen] = useState<readonly Choice[]>(() => initialChoices(props.value, rules));
  const [refused, setRefused] = useState(false);
  const chosenKeys = useMemo(() => new Set(chosen.map(choiceKey)), [chosen]);
  const full = isAtMax(chosen, rules);

  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), props.debounceMs ?? DEFAULT_DEBOUNCE_MS);
  const searching = text.trim() !== '';
  const searchInput = useRef<HTMLInputElement | null>(null);
  const main = useRef<HTMLDivElement | null>(null);

  // The loaders, read through a ref: an owner's new arrow functions do not reload anything.
  const loaders = useRef<AddressBookLoaders<P, D>>(props);
  loaders.current = props;

  const tree = useDepartmentTree<D>(
    useCallback((departmentOID, signal) => loaders.current.loadChildren(departmentOID, { signal }), []),
  );
  const [openDepartment, setOpenDepartment] = useState<D | undefined>(undefined);
  const [revealKey, setRevealKey] = useState<string | undefined>(undefined);
  const onRevealed = useCallback(() => setRevealKey(undefined), []);

  // The first root opens (and expands) by itself once the roots are there.
  const roots = tree.lists.get(ROOT_KEY);
  const firstRoot = roots?.status === 'ready' ? roots.items[0] : undefined;
  const { expandPath } = tree;
  useEffect(() => {
    if (firstRoot === undefined) return;
    setOpenDepartment((current) => current ?? firstRoot);
    if (firstRoot.hasChildren) expandPath([firstRoot.departmentOID]);
  }, [firstRoot, expandPath]);

  const openOID = openDepartment?.departmentOID;
  const people = usePagedList<P>(
    openOID ?? '',
    openOID === undefined ? null : (page, signal) => loaders.current.loadPeople(openOID, page, { signal }),
    personKey,
  );
  const foundPeople = usePagedList<P>(
    query,
    query === '' ? null : (page, signal) => loaders.current.searchPeople(query, page, { signal }),
    personKey,
  );
  const searchDepartments = props.searchDepartments;
  const foundDepartments = usePagedList<AddressBookDepartmentMatch<D>>(
    query,
    query === '' || searchDepartments === undefined
      ? null
      : (page, signal) => (loaders.current.searchDepartments ?? searchDepartments)(query, page, { signal }),
    departmentKey,
  );

  const apply = (outcome: { readonly chosen: readonly Choice[]; readonly refused?: 'max' }) => {
    setChosen(outcome.chosen);
    setRefused(outcome.refused === 'max');
  };
  const togglePerson = (person: P) => apply(toggleChoice(chosen, personChoice(person), rules));
  const toggleDepartment = (department: D) => {
    const choice = departmentChoice(department);
    if (chosenKeys.has(choiceKey(choice))) apply({ chosen: removeChoice(chosen, choiceKey(choice)) });
    else apply(toggleChoice(chosen, choice, rules));
  };

  const openFromSearch = (match: AddressBookDepartmentMatch<D>) => {
    setText('');
    tree.expandPath(match.path.map((ancestor) => ancestor.departmentOID));
    setOpenDepartment(match);
    setRevealKey(match.departmentOID);
  };

  const enterResults = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const target = main.current?.querySelector<HTMLElement>(
      '[role="option"][tabindex="0"], [role="treeitem"][tabindex="0"], [data-result]',
    );
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  const confirm = () => {
    props.onConfirm([...chosen]);
    props.onDone();
  };

  // Opened from code rather than by a Dialog.Trigger: the focus goes back to what had it.
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null,
  );

  return (
    <Dialog.Content
      size="lg"
      aria-describedby={undefined}
      onCloseAutoFocus={(event) => {
        if (props.trigger) return;
        event.preventDefault();
        if (opener?.isConnected) opener.focus();
      }}
      onEscapeKeyDown={(event) => {
        // Escape in a search box with text clears it; the next Escape closes.
        if (text !== '' && document.activeElement === searchInput.current) {
          event.preventDefault();
          setText('');
        }
      }}
    >
      <Dialog.Title>{props.title ?? t('ui.addressBook.title')}</Dialog.Title>
      <Main ref={main}>
        <SearchBox
          ref={searchInput}
          label={t('ui.addressBook.searchLabel')}
          hideLabel
          type="search"
          autoComplete="off"
          placeholder={t('ui.addressBook.searchPlaceholder')}
          prefix={<SearchIcon />}
          clearable
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={enterResults}
        />
        <Panes data-searching={searching || undefined}>
          {searching ? (
            <SearchResults
              query={text.trim()}
              settled={query === text.trim()}
              people={foundPeople}
              departments={searchDepartments ? foundDepartments : undefined}
              multiple={multiple}
              chosenKeys={chosenKeys}
              full={full}
              onToggle={togglePerson}
              onOpenDepartment={openFromSearch}
              describeError={describeError}
            />
          ) : (
            <>
              <TreePane>
                <DepartmentTree
                  label={t('ui.addressBook.departments')}
                  lists={tree.lists}
                  expanded={tree.expanded}
                  rows={tree.rows}
                  openKey={openOID}
                  chosenKeys={
                    new Set(
                      chosen.flatMap((choice) =>
                        choice.kind === 'department' ? [choice.department.departmentOID] : [],
                      ),
                    )
                  }
                  chooseOnSpace={selectDepartments}
                  revealKey={revealKey}
                  onRevealed={onRevealed}
                  onToggle={tree.toggle}
                  onOpen={setOpenDepartment}
                  onChoose={toggleDepartment}
                  onRetry={tree.load}
                  describeError={describeError}
                />
              </TreePane>
              <PeoplePane
                department={openDepartment}
                people={people}
                multiple={multiple}
                selectDepartments={selectDepartments}
                chosen={chosen}
                chosenKeys={chosenKeys}
                full={full}
                onToggle={togglePerson}
                onToggleAll={(all) => apply(toggleAll(chosen, all.map(personChoice), rules))}
                onToggleDepartment={toggleDepartment}
                describeError={describeError}
              />
            </>
          )}
        </Panes>
        <ChosenList
          chosen={chosen}
          rules={rules}
          refused={refused}
          onRemove={(key) => apply({ chosen: removeChoice(chosen, key) })}
          onClear={() => apply({ chosen: [] })}
          onEmptied={() => searchInput.current?.focus()}
        />
      </Main>
      <Dialog.Footer>
        <Dialog.Close asChild>
          <Button>{t('ui.common.cancel')}</Button>
        </Dialog.Close>
        <Button variant="primary" disabled={!multiple && chosen.length === 0} onClick={confirm}>
          {multiple ? t('ui.addressBook.confirmCount', { count: chosen.length }) : t('ui.common.confirm')}
        </Button>
      </Dialog.Footer>
    </Dialog.Content>
  );
}

interface PeoplePaneProps<P extends AddressBookPerson, D extends AddressBookDepartment> {
  readonly department: D | undefined;
  readonly people: PagedList<P>;
  readonly multiple: boolean;
  readonly selectDepartments: boolean;
  readonly chosen: readonly AddressBookChoice<P, D>[];
  readonly chosenKeys: ReadonlySet<string>;
  readonly full: boolean;
  readonly onToggle: (person: P) => void;
  readonly onToggleAll: (people: readonly P[]) => void;
  readonly onToggleDepartment: (department: D) => void;
  readonly describeError: DescribeError | undefined;
}

/** The people of the open department, with its name, its head count and the "choose all" boxes. */
function PeoplePane<P extends AddressBookPerson, D extends AddressBookDepartment>(
  props: PeoplePaneProps<P, D>,
) {
  const t = useUiText();
  const headingId = useId();
  const { department, people } = props;
  if (department === undefined) {
    return (
      <Pane>
        <PaneStatus>{t('ui.addressBook.chooseDepartmentHint')}</PaneStatus>
      </Pane>
    );
  }
  const listLabel = t('ui.addressBook.members', { department: department.name });
  const all = heldState(props.chosen, people.items.map(personChoice));
  const departmentChosen = props.chosenKeys.has(departmentKey(department));
  return (
    <Pane aria-labelledby={headingId}>
      <PaneHead>
        <PaneTitle id={headingId}>
          <span>{department.name}</span>
          {people.status === 'ready' ? (
            <Count>{t('ui.addressBook.peopleCount', { count: people.total })}</Count>
          ) : null}
        </PaneTitle>
        {props.selectDepartments || (props.multiple && people.items.length > 0) ? (
          <PaneTools>
            {props.selectDepartments ? (
              <Checkbox
                label={t('ui.addressBook.wholeDepartment')}
                checked={departmentChosen}
                disabled={props.full && !departmentChosen && props.multiple}
                onCheckedChange={() => props.onToggleDepartment(department)}
              />
            ) : null}
            {props.multiple && people.items.length > 0 ? (
              <Checkbox
                label={t('ui.addressBook.selectAll')}
                checked={all === 'all' ? true : all === 'some' ? 'indeterminate' : false}
                disabled={all === 'none' && props.full}
                onCheckedChange={() => props.onToggleAll(people.items)}
              />
            ) : null}
          </PaneTools>
        ) : null}
      </PaneHead>
      <Scroll>
        <PagedPeople
          list={people}
          label={listLabel}
          multiple={props.multiple}
          chosenKeys={props.chosenKeys}
          full={props.full}
          onToggle={props.onToggle}
          showDepartment={false}
          loadingText={t('ui.addressBook.loadingPeople')}
          failedText={t('ui.addressBook.peopleFailed')}
          empty={
            <EmptyState
              size="sm"
              title={t('ui.addressBook.noPeople')}
              description={t('ui.addressBook.noPeopleHint')}
            />
          }
          describeError={props.describeError}
        />
      </Scroll>
    </Pane>
  );
}

interface PagedPeopleProps<P extends AddressBookPerson> {
  readonly list: PagedList<P>;
  readonly label: string;
  readonly multiple: boolean;
  readonly chosenKeys: ReadonlySet<string>;
  readonly full: boolean;
  readonly onToggle: (person: P) => void;
  readonly showDepartment: boolean;
  readonly loadingText: string;
  readonly failedText: string;
  readonly empty: ReactElement;
  readonly describeError: DescribeError | undefined;
}

/** A paged list of people in its states: loading, failed (Retry), empty, the list and "Load more". */
function PagedPeople<P extends AddressBookPerson>(props: PagedPeopleProps<P>) {
  const t = useUiText();
  const { list } = props;
  if (list.status === 'idle' || list.status === 'loading') {
    return (
      <PaneStatus>
        <Spinner size="sm" showLabel label={props.loadingText} />
      </PaneStatus>
    );
  }
  if (list.status === 'error') {
    return (
      <Failure
        title={props.failedText}
        error={list.error}
        describeError={props.describeError}
        spanIdText="ui.addressBook.spanId"
        onRetry={list.retry}
      />
    );
  }
  if (list.items.length === 0) return props.empty;
  return (
    <>
      <PersonList
        label={props.label}
        people={list.items}
        multiple={props.multiple}
        chosenKeys={props.chosenKeys}
        full={props.full}
        onToggle={props.onToggle}
        showDepartment={props.showDepartment}
      />
      {list.moreFailed ? (
        <More>
          <Failure
            inline
            title={t('ui.addressBook.moreFailed')}
            error={list.error}
            describeError={props.describeError}
            spanIdText="ui.addressBook.spanId"
            onRetry={list.retry}
          />
        </More>
      ) : list.hasMore ? (
        <More>
          <Button size="sm" variant="ghost" loading={list.loadingMore} onClick={list.loadMore}>
            {t('ui.addressBook.loadMore', { shown: list.items.length, total: list.total })}
          </Button>
        </More>
      ) : null}
    </>
  );
}

interface SearchResultsProps<P extends AddressBookPerson, D extends AddressBookDepartment> {
  readonly query: string;
  /** The search has caught up with the text typed. */
  readonly settled: boolean;
  readonly people: PagedList<P>;
  readonly departments: PagedList<AddressBookDepartmentMatch<D>> | undefined;
  readonly multiple: boolean;
  readonly chosenKeys: ReadonlySet<string>;
  readonly full: boolean;
  readonly onToggle: (person: P) => void;
  readonly onOpenDepartment: (department: AddressBookDepartmentMatch<D>) => void;
  readonly describeError: DescribeError | undefined;
}

/** People across the company matching the search (and departments, when they are searched too). */
function SearchResults<P extends AddressBookPerson, D extends AddressBookDepartment>(
  props: SearchResultsProps<P, D>,
) {
  const t = useUiText();
  const headingId = useId();
  const { people, departments } = props;
  const waiting = !props.settled || people.status === 'idle' || people.status === 'loading';
  const matches = departments?.status === 'ready' ? departments.items : [];
  const nothing =
    !waiting &&
    people.status === 'ready' &&
    people.items.length === 0 &&
    matches.length === 0 &&
    departments?.status !== 'loading';
  return (
    <Pane aria-labelledby={headingId} data-wide>
      <PaneHead>
        <PaneTitle id={headingId}>
          <span>{t('ui.addressBook.searchResults')}</span>
          {!waiting && people.status === 'ready' && (people.total > 0 || matches.length === 0) ? (
            <Count>{t('ui.addressBook.peopleCount', { count: people.total })}</Count>
          ) : null}
        </PaneTitle>
      </PaneHead>
      <Scroll>
        {waiting ? (
          <PaneStatus>
            <Spinner size="sm" showLabel label={t('ui.addressBook.searching')} />
          </PaneStatus>
        ) : nothing ? (
          <EmptyState
            size="sm"
            title={t('ui.addressBook.nothingFound', { query: props.query })}
            description={t('ui.addressBook.nothingFoundHint')}
          />
        ) : (
          <>
            {matches.length > 0 ? (
              <Section aria-label={t('ui.addressBook.departmentsHeading')}>
                <SectionTitle aria-hidden="true">{t('ui.addressBook.departmentsHeading')}</SectionTitle>
                <ul>
                  {matches.map((match) => (
                    <li key={match.departmentOID}>
                      <DepartmentResult
                        type="button"
                        data-result
                        aria-label={t('ui.addressBook.openDepartment', { name: match.name })}
                        onClick={() => props.onOpenDepartment(match)}
                      >
                        <DepartmentIcon />
                        <span>
                          <strong>{match.name}</strong>
                          {match.path.length > 0 ? (
                            <small>
                              {[...match.path.map((ancestor) => ancestor.name), match.name].join(' / ')}
                            </small>
                          ) : null}
                        </span>
                      </DepartmentResult>
                    </li>
                  ))}
                </ul>
              </Section>
            ) : null}
            {matches.length > 0 && people.status === 'ready' && people.items.length > 0 ? (
              <SectionTitle aria-hidden="true">{t('ui.addressBook.peopleHeading')}</SectionTitle>
            ) : null}
            {people.status === 'ready' && people.items.length === 0 ? null : (
              <PagedPeople
                list={people}
                label={t('ui.addressBook.searchResults')}
                multiple={props.multiple}
                chosenKeys={props.chosenKeys}
                full={props.full}
                onToggle={props.onToggle}
                showDepartment
                loadingText={t('ui.addressBook.searching')}
                failedText={t('ui.addressBook.searchFailed')}
                empty={<></>}
                describeError={props.describeError}
              />
            )}
          </>
        )}
      </Scroll>
    </Pane>
  );
}

const Main = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-height: 0;
  padding: ${tokens['space-4']} ${tokens['space-6']};
`;

const Panes = styled.div`
  display: grid;
  grid-template-columns: 248px minmax(0, 1fr);
  height: min(400px, calc(100vh - 340px));
  min-height: 240px;
  margin-top: ${tokens['space-3']};
  overflow: hidden;
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface']};
  &[data-searching] {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const TreePane = styled.div`
  min-height: 0;
  overflow: auto;
  border-inline-end: 1px solid ${tokens['color-border']};
  background: ${tokens['color-surface-sunken']};
`;

const Pane = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
`;

const PaneHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens['space-1']} ${tokens['space-4']};
  padding: ${tokens['space-2']} ${tokens['space-4']};
  border-bottom: 1px solid ${tokens['color-border']};
`;

const PaneTitle = styled.h3`
  display: flex;
  align-items: baseline;
  gap: ${tokens['space-2']};
  min-width: 0;
  margin: 0;
  font-size: ${tokens['font-size-md']};
  font-weight: ${tokens['font-weight-bold']};
  line-height: 28px;
  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Count = styled.span`
  flex: none;
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  font-weight: ${tokens['font-weight-regular']};
`;

const PaneTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens['space-4']};
  font-size: ${tokens['font-size-sm']};
  & label {
    font-size: ${tokens['font-size-sm']};
    white-space: nowrap;
  }
`;

const Scroll = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${tokens['space-2']} ${tokens['space-4']} ${tokens['space-3']};
`;

const Section = styled.section`
  padding-bottom: ${tokens['space-1']};
  border-bottom: 1px solid ${tokens['color-border']};
  & > ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const SectionTitle = styled.p`
  margin: 0;
  padding: ${tokens['space-2']} ${tokens['space-4']} ${tokens['space-1']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-xs']};
  font-weight: ${tokens['font-weight-medium']};
`;

const DepartmentResult = styled.button`
  display: flex;
  align-items: center;
  gap: ${tokens['space-3']};
  width: calc(100% - 2 * ${tokens['space-2']});
  margin: 1px ${tokens['space-2']};
  padding: 6px ${tokens['space-3']};
  border: 0;
  border-radius: ${tokens['radius-md']};
  background: transparent;
  color: ${tokens['color-text']};
  font: inherit;
  text-align: start;
  cursor: pointer;
  & > svg {
    flex: none;
    color: ${tokens['color-text-muted']};
  }
  & > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  & strong {
    font-weight: ${tokens['font-weight-medium']};
  }
  & small {
    overflow: hidden;
    color: ${tokens['color-text-muted']};
    font-size: ${tokens['font-size-xs']};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover {
    background: ${tokens['color-surface-sunken']};
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: -2px;
  }
`;

const SearchBox = styled(Input)`
  ${searchBoxStyle}
`;
