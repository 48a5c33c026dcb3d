import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { ConfirmProvider } from '../../components/ConfirmProvider/ConfirmProvider';
import { SavedFiltersDialog } from './SavedFiltersDialog';
import {
  describeTenantFilters,
  simulatedStore,
  type SimulatedStoreOptions,
  type TenantFilters,
} from './test/savedFiltersFixtures';
import { WithTableSettingsTexts } from './test/texts';
import { useSavedFilters } from './useSavedFilters';

/** The build machines are often busy (and the saved-filter calls answer after a delay): wait up to 5 s. */
const slow = { timeout: 5_000 };

interface DemoProps extends SimulatedStoreOptions {
  readonly open?: boolean;
  readonly focusName?: boolean;
  /** The list has no filter set. */
  readonly noFilters?: boolean;
}

function Demo({ open = false, focusName = false, noFilters = false, ...store }: DemoProps) {
  // One store for the story's life, as the console keeps one per list and user.
  const [source] = useState(() => simulatedStore(store));
  const [filters, setFilters] = useState<TenantFilters>(
    noFilters ? {} : { region: 'north', status: 'Active' },
  );
  const saved = useSavedFilters(source);
  const summary = useMemo(() => describeTenantFilters(filters), [filters]);
  return (
    <ConfirmProvider>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <strong>Tenants</strong>
        <output data-testid="filters" style={{ fontSize: 13 }}>
          Filters: {summary || 'none'}
        </output>
        <SavedFiltersDialog
          trigger={<Button>Saved filters</Button>}
          defaultOpen={open}
          focusName={focusName}
          saved={saved}
          currentFilters={filters}
          canSave={!noFilters}
          describeFilters={describeTenantFilters}
          onApply={(filter) => setFilters(filter.filters)}
        />
      </div>
    </ConfirmProvider>
  );
}

const meta: Meta = {
  title: 'Packages/ui/Dialogs/SavedFiltersDialog',
  component: SavedFiltersDialog,
  tags: ['autodocs'],
  decorators: [
    (Story, context) => (
      <WithTableSettingsTexts locale={String(context.globals.locale)}>
        <Story />
      </WithTableSettingsTexts>
    ),
  ],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `
Saved filter conditions of a list: save the list's current filters under a name, apply one, rename it
inline, make one the default (applied when the list opens; one at most) and delete with a
confirmation. Names are required, at most 50 characters and unique in the list (case, full-width
forms and spacing aside); the rules are \`validateSavedFilterName\`, and the messages are translated.
Loading, empty and error (with **Retry**) states; a failed save, rename or delete keeps what the user
typed and shows why, with the span id of a failed call. Deleting asks through \`useConfirm\`, so mount
a \`ConfirmProvider\` above it (the console does). \`SavedFiltersMenu\` is the compact toolbar button
that applies in one click and opens this dialog.

The dialog is transport-free: it works on the state of \`useSavedFilters(store)\`, and the store is
any \`SavedFiltersStore<F>\` — \`{ list, save, rename, setDefault, remove }\`, all async, all may fail.
The console's keeps them on the operation-service so that they follow the user between browsers;
\`createLocalSavedFiltersStore(savedFiltersKey(listId, userId))\` keeps them in local storage (its
errors, such as the storage-full of spec §5, are \`SavedFiltersError\`s the dialog translates).

| prop | |
| --- | --- |
| \`saved\` | what \`useSavedFilters(store, { onDefault })\` returns |
| \`currentFilters\`, \`canSave\` | what "Save current filters as" saves; \`canSave={false}\` while no filter is set |
| \`onApply(filter)\` | applies \`filter.filters\` to the list; the dialog then closes |
| \`describeFilters(filters)\` | one line of words under each name |
| \`describeError(error)\` | \`{ message, spanId }\` of a failed call, e.g. \`describeError\` of @opsdesk/http |
| \`open\`, \`defaultOpen\`, \`onOpenChange\`, \`trigger\`, \`focusName\`, \`returnFocusRef\` | how it opens and where the focus goes |

\`\`\`tsx
import { SavedFiltersMenu, useSavedFilters, type SavedFiltersStore } from '@opsdesk/ui';
import { describeError } from '@opsdesk/http';

// The console's store: the operation-service keeps the saved filters per list and user.
const tenantFiltersStore = (http: HttpClient): SavedFiltersStore<TenantFilters> => ({
  list: () => http.get('/saved-filters', { params: { list: 'tenants' } }).then((r) => r.data),
  save: (name, filters) => http.post('/saved-filters', { list: 'tenants', name, filters }).then((r) => r.data),
  rename: (id, name) => http.patch(\`/saved-filters/\${id}\`, { name }).then(() => undefined),
  setDefault: (id) => http.put('/saved-filters/default', { list: 'tenants', id }).then(() => undefined),
  remove: (id) => http.delete(\`/saved-filters/\${id}\`).then(() => undefined),
});

function TenantToolbar({ filters, setFilters }: Props) {
  const http = useHttp();
  const store = useMemo(() => tenantFiltersStore(http), [http]);
  const saved = useSavedFilters(store, { onDefault: (filter) => setFilters(filter.filters) });
  return (
    <SavedFiltersMenu
      saved={saved}
      currentFilters={filters}
      canSave={Object.keys(filters).length > 0}
      onApply={(filter) => setFilters(filter.filters)}
      describeFilters={describeTenantFilters}
      describeError={(error) => describeError(error)}
    />
  );
}
\`\`\`
`,
      },
    },
  },
};

export default meta;
type Story = StoryObj;

const dialog = () => screen.getByRole('dialog', { name: 'Saved filters' });
const findList = () => within(dialog()).findByRole('list', { name: /Your saved filters/ }, slow);
const nameField = () => within(dialog()).getByRole('textbox', { name: 'Name' });
const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Saved filters' }));
  return screen.findByRole('dialog', { name: 'Saved filters' }, slow);
};

/** Opened from a button: apply a saved filter, the dialog closes and the list shows its filters. */
export const Default: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const opened = await openDialog(canvasElement);
    await userEvent.click(
      await within(opened).findByRole('button', { name: 'Apply “Overseas on AWS”' }, slow),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await expect(within(canvasElement).getByTestId('filters')).toHaveTextContent(
      'Region: Overseas · Cloud: AWS',
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Saved filters' })).toHaveFocus();
  },
};

/** Open: the saved filters, the default one tagged and starred. */
export const Open: Story = {
  render: () => <Demo open />,
  play: async () => {
    const list = await findList();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      within(list).getByRole('button', { name: 'Use “East China, renewal due” by default' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Loading: a placeholder while the list is on its way. */
export const Loading: Story = {
  render: () => <Demo open listPending />,
  play: async () => {
    await expect(
      await within(await screen.findByRole('dialog', {}, slow)).findByRole('status', {}, slow),
    ).toHaveTextContent('Loading saved filters…');
  },
};

/** Empty: nothing saved yet, and how to save. */
export const Empty: Story = {
  render: () => <Demo open items={[]} />,
  play: async () => {
    await expect(
      await within(await screen.findByRole('dialog', {}, slow)).findByText('No saved filters yet', {}, slow),
    ).toBeVisible();
  },
};

/** The list could not be loaded: the error says so, with a Retry. */
export const LoadError: Story = {
  render: () => <Demo open failLoads={1} />,
  play: async () => {
    const alert = await within(await screen.findByRole('dialog', {}, slow)).findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('The saved filters could not be loaded');
    await expect(alert).toHaveTextContent('The operation service did not answer in time.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Retry after a failed load: the list arrives. */
export const RetryAfterLoadError: Story = {
  render: () => <Demo open failLoads={1} />,
  play: async () => {
    const alert = await within(await screen.findByRole('dialog', {}, slow)).findByRole('alert', {}, slow);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(within(await findList()).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Save the current filters under a name: it joins the list and the field empties. */
export const SaveCurrentFilters: Story = {
  render: () => <Demo open focusName />,
  play: async () => {
    await findList();
    await waitFor(() => expect(nameField()).toHaveFocus(), slow);
    await userEvent.type(nameField(), 'North China, active{Enter}');
    await expect(await within(dialog()).findByText('North China, active', {}, slow)).toBeVisible();
    await expect(nameField()).toHaveValue('');
  },
};

/** Names are required, 50 characters at most, and unique in the list. */
export const NameValidation: Story = {
  render: () => <Demo open />,
  play: async () => {
    await findList();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await expect(within(dialog()).getByText('Enter a name')).toBeVisible();
    await userEvent.type(nameField(), 'expired trials');
    await expect(
      within(dialog()).getByText('This list already has saved filters with that name'),
    ).toBeVisible();
    await expect(nameField()).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Saving failed: the error and its span id show, and the typed name stays. */
export const SaveFailed: Story = {
  render: () => (
    <Demo
      open
      fail={{ save: { message: 'The server is busy, please retry.', spanId: '9c2f7a1e4b6d8053' } }}
    />
  ),
  play: async () => {
    await findList();
    await userEvent.type(nameField(), 'North China{Enter}');
    const alert = await within(dialog()).findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('The filters could not be saved');
    await expect(alert).toHaveTextContent('spanId: 9c2f7a1e4b6d8053');
    await expect(nameField()).toHaveValue('North China');
  },
};

/** Local storage full (spec §5), with the local store: the storage-full alert. */
export const StorageFull: Story = {
  render: () => <Demo open storageFull delay={0} />,
  play: async () => {
    await findList();
    await userEvent.type(nameField(), 'North China{Enter}');
    await expect(await within(dialog()).findByRole('alert', {}, slow)).toHaveTextContent(
      'The browser storage is full.',
    );
  },
};

/** Rename inline: Enter saves, Escape cancels without closing the dialog. */
export const Rename: Story = {
  render: () => <Demo open />,
  play: async () => {
    const list = await findList();
    await userEvent.click(within(list).getByRole('button', { name: 'Rename “Expired trials”' }));
    const field = within(list).getByRole('textbox', { name: 'New name for “Expired trials”' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Trials to follow up{Enter}');
    await expect(await within(list).findByText('Trials to follow up', {}, slow)).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: 'Rename “Overseas on AWS”' }));
    await userEvent.keyboard('{Escape}');
    await expect(dialog()).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Rename “Overseas on AWS”' })).toHaveFocus();
  },
};

/** Renaming failed: the new name stays in the field and the error shows under it. */
export const RenameFailed: Story = {
  render: () => <Demo open fail={{ rename: { message: 'You may only rename your own saved filters.' } }} />,
  play: async () => {
    const list = await findList();
    await userEvent.click(within(list).getByRole('button', { name: 'Rename “Expired trials”' }));
    const field = within(list).getByRole('textbox', { name: 'New name for “Expired trials”' });
    await waitFor(() => expect(field).toHaveFocus(), slow);
    await userEvent.keyboard('{End} (2026){Enter}');
    await expect(await within(list).findByRole('alert', {}, slow)).toHaveTextContent(
      '“Expired trials” could not be renamed',
    );
    await expect(field).toHaveValue('Expired trials (2026)');
  },
};

/** One default at most: starring another moves it. */
export const SetDefault: Story = {
  render: () => <Demo open />,
  play: async () => {
    const list = await findList();
    const star = within(list).getByRole('button', { name: 'Use “Overseas on AWS” by default' });
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'), slow);
    await expect(
      within(list).getByRole('button', { name: 'Use “East China, renewal due” by default' }),
    ).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Changing the default failed: the error shows under the saved filter. */
export const SetDefaultFailed: Story = {
  render: () => (
    <Demo open fail={{ setDefault: { message: 'Operation failed', spanId: '0d3e5f7a9b1c2d4e' } }} />
  ),
  play: async () => {
    const list = await findList();
    await userEvent.click(within(list).getByRole('button', { name: 'Use “Expired trials” by default' }));
    await expect(await within(list).findByRole('alert', {}, slow)).toHaveTextContent(
      'The default could not be changed',
    );
  },
};

/** Delete asks first; the focus then moves to the next saved filter. */
export const Delete: Story = {
  render: () => <Demo open />,
  play: async () => {
    const list = await findList();
    await userEvent.click(within(list).getByRole('button', { name: 'Delete “Expired trials”' }));
    const question = await screen.findByRole(
      'alertdialog',
      {
        name: 'Delete the saved filter “Expired trials”?',
      },
      slow,
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('Expired trials')).toBeNull(), slow);
    await waitFor(
      () => expect(within(list).getByRole('button', { name: 'Apply “Overseas on AWS”' })).toHaveFocus(),
      slow,
    );
  },
};

/** Deleting failed: the saved filter stays, with the error. */
export const DeleteFailed: Story = {
  render: () => <Demo open fail={{ remove: { message: 'Save failed' } }} />,
  play: async () => {
    const list = await findList();
    await userEvent.click(within(list).getByRole('button', { name: 'Delete “Overseas on AWS”' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', {}, slow)).getByRole('button', { name: 'Delete' }),
    );
    await expect(await within(list).findByRole('alert', {}, slow)).toHaveTextContent(
      '“Overseas on AWS” could not be deleted',
    );
    await expect(within(list).getByText('Overseas on AWS')).toBeVisible();
  },
};

/** No filter set on the list: nothing to save, and the field says so. */
export const NothingToSave: Story = {
  render: () => <Demo open noFilters />,
  play: async () => {
    await findList();
    await expect(nameField()).toBeDisabled();
    await expect(within(dialog()).getByText('Set some filters on the list first.')).toBeVisible();
  },
};

/** Dark theme, compact, in Traditional Chinese. */
export const DarkCompactTraditionalChinese: Story = {
  globals: { theme: 'dark', density: 'compact', locale: 'zh-TW' },
  render: () => <Demo open />,
  play: async () => {
    const opened = await screen.findByRole('dialog', { name: '常用篩選條件' }, slow);
    await expect(
      await within(opened).findByRole('button', { name: '套用「Expired trials」' }, slow),
    ).toBeVisible();
  },
};

/** In Italian. */
export const Italian: Story = {
  globals: { locale: 'it' },
  render: () => <Demo open />,
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Filtri salvati' }, slow)).toBeVisible();
  },
};
