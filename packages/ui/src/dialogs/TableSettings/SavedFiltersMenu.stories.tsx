import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmProvider } from '../../components/ConfirmProvider/ConfirmProvider';
import { SavedFiltersMenu } from './SavedFiltersMenu';
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

function Toolbar(store: SimulatedStoreOptions) {
  const [source] = useState(() => simulatedStore(store));
  const [filters, setFilters] = useState<TenantFilters>({});
  const [appliedId, setAppliedId] = useState<string | null>(null);
  // The default saved filter applies as the list opens.
  const saved = useSavedFilters(source, {
    onDefault: (filter) => {
      setFilters(filter.filters);
      setAppliedId(filter.id);
    },
  });
  return (
    <ConfirmProvider>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', minHeight: 260 }}>
        <strong>Tenants</strong>
        <SavedFiltersMenu
          saved={saved}
          appliedId={appliedId}
          currentFilters={filters}
          canSave={Object.keys(filters).length > 0}
          describeFilters={describeTenantFilters}
          onApply={(filter) => {
            setFilters(filter.filters);
            setAppliedId(filter.id);
          }}
        />
        <output data-testid="filters" style={{ fontSize: 13 }}>
          Filters: {describeTenantFilters(filters) || 'none'}
        </output>
      </div>
    </ConfirmProvider>
  );
}

const meta: Meta = {
  title: 'Packages/ui/Dialogs/SavedFiltersMenu',
  component: SavedFiltersMenu,
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
The compact "Saved filters" button of a list's toolbar. Its menu applies a saved filter in one click
(the applied one is ticked and named on the button, the default one tagged), and opens the
\`SavedFiltersDialog\` to save the current filters (focus in the name field) or to manage them. It takes
the dialog's props plus \`appliedId\` and \`size\`; the focus comes back to the button when the dialog
closes. A failed load offers a retry in the menu.

\`\`\`tsx
const saved = useSavedFilters(store, { onDefault: (filter) => applyFilters(filter) });
<SavedFiltersMenu
  saved={saved}
  appliedId={applied?.id}
  currentFilters={filters}
  canSave={hasFilters(filters)}
  onApply={applyFilters}
  describeFilters={describeTenantFilters}
/>;
\`\`\`
`,
      },
    },
  },
};

export default meta;
type Story = StoryObj;

const menuButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Saved filters/ });

/** The default saved filter applied as the list opened; another one applies in one click. */
export const Default: Story = {
  render: () => <Toolbar />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(menuButton(canvasElement)).toHaveTextContent('East China, renewal due'), slow);
    await userEvent.click(menuButton(canvasElement));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Expired trials' }, slow));
    await expect(within(canvasElement).getByTestId('filters')).toHaveTextContent('Status: Trial expired');
    await expect(menuButton(canvasElement)).toHaveTextContent('Expired trials');
  },
};

/** Open: the saved filters, the applied one ticked, the default tagged, then save and manage. */
export const Open: Story = {
  render: () => <Toolbar />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(menuButton(canvasElement)).toHaveTextContent('East China, renewal due'), slow);
    await userEvent.click(menuButton(canvasElement));
    await expect(
      await screen.findByRole('menuitem', { name: /East China, renewal due/ }, slow),
    ).toHaveAttribute('aria-current', 'true');
  },
};

/** "Save current filters as…" opens the dialog with the focus in the name field. */
export const SaveCurrentFilters: Story = {
  render: () => <Toolbar />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(menuButton(canvasElement)).toHaveTextContent('East China, renewal due'), slow);
    await userEvent.click(menuButton(canvasElement));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save current filters as…' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Saved filters' }, slow);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus(), slow);
  },
};

/** "Manage saved filters…" opens the dialog; closing it gives the focus back to the button. */
export const Manage: Story = {
  render: () => <Toolbar />,
  play: async ({ canvasElement }) => {
    await userEvent.click(menuButton(canvasElement));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Manage saved filters…' }, slow));
    await screen.findByRole('dialog', { name: 'Saved filters' }, slow);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await waitFor(() => expect(menuButton(canvasElement)).toHaveFocus(), slow);
  },
};

/** Loading: the menu says so. */
export const Loading: Story = {
  render: () => <Toolbar listPending />,
  play: async ({ canvasElement }) => {
    await userEvent.click(menuButton(canvasElement));
    await expect(await screen.findByRole('menuitem', { name: 'Loading…' }, slow)).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Nothing saved yet, and no filter set: nothing to apply or save. */
export const Empty: Story = {
  render: () => <Toolbar items={[]} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(menuButton(canvasElement));
    await expect(await screen.findByRole('menuitem', { name: 'No saved filters yet' }, slow)).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: 'Save current filters as…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The list could not be loaded: the menu offers a retry and stays open. */
export const LoadError: Story = {
  render: () => <Toolbar failLoads={1} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(menuButton(canvasElement));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Could not load: retry' }, slow));
    await expect(await screen.findByRole('menuitem', { name: 'Overseas on AWS' }, slow)).toBeVisible();
  },
};

/** In Simplified Chinese, dark. */
export const DarkChinese: Story = {
  globals: { theme: 'dark', locale: 'zh-CN' },
  render: () => <Toolbar />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^常用筛选/ });
    await waitFor(() => expect(button).toHaveTextContent('East China, renewal due'), slow);
    await userEvent.click(button);
    await expect(await screen.findByRole('menuitem', { name: '将当前筛选条件保存为…' }, slow)).toBeVisible();
  },
};
