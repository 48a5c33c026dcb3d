// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { announcerRegion } from '../../a11y/announce';
import { ConfirmProvider } from '../../components/ConfirmProvider/ConfirmProvider';
import { quotaExceeded } from '../../components/DataTable/test/MemoryStorage';
import { SavedFiltersError, type SavedFilter, type SavedFiltersStore } from './savedFilters';
import { SavedFiltersDialog, type SavedFiltersDialogProps } from './SavedFiltersDialog';
import {
  deferred,
  describeTenantFilters,
  memoryStore,
  type TenantFilters,
} from './test/savedFiltersFixtures';
import { renderWithTexts } from './test/texts';
import { useSavedFilters, type UseSavedFiltersOptions } from './useSavedFilters';

type Props = Partial<Omit<SavedFiltersDialogProps<TenantFilters>, 'saved'>>;

function Harness({
  store,
  options,
  ...props
}: Props & {
  readonly store: SavedFiltersStore<TenantFilters>;
  readonly options?: UseSavedFiltersOptions<TenantFilters>;
}) {
  const saved = useSavedFilters(store, options);
  return (
    <ConfirmProvider>
      <SavedFiltersDialog
        defaultOpen
        saved={saved}
        currentFilters={{ region: 'north', status: 'Active' }}
        onApply={() => undefined}
        describeFilters={describeTenantFilters}
        {...props}
      />
    </ConfirmProvider>
  );
}

function setup(store: SavedFiltersStore<TenantFilters> = memoryStore().store, props: Props = {}) {
  const user = userEvent.setup();
  renderWithTexts(<Harness store={store} {...props} />);
  return { user, store };
}

const dialog = () => screen.getByRole('dialog', { name: 'Saved filters' });
const list = () => within(dialog()).getByRole('list', { name: /Your saved filters/ });
const names = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span span')?.textContent);
const nameField = () => within(dialog()).getByRole('textbox', { name: 'Name' });
const announced = (text: string) => waitFor(() => expect(announcerRegion('polite')?.textContent).toBe(text));

// The first render (styled-components, Radix, the DataTable) took 4 s on a 2-core machine under load.
const SLOW_MACHINE_TIMEOUT = 15_000;

describe('SavedFiltersDialog', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  it('shows a loading placeholder until the list arrives', async () => {
    const answer = deferred<SavedFilter<TenantFilters>[]>();
    const { store } = memoryStore();
    setup({ ...store, list: () => answer.promise });
    expect(within(dialog()).getByRole('status').textContent).toBe('Loading saved filters…');
    answer.resolve(await store.list());
    await waitFor(() =>
      expect(names()).toEqual(['East China, renewal due', 'Expired trials', 'Overseas on AWS']),
    );
  });

  it('says when there is no saved filter yet', async () => {
    setup(memoryStore([]).store);
    expect(await within(dialog()).findByText('No saved filters yet')).toBeTruthy();
  });

  it('shows the load failure with the error and loads again on Retry', async () => {
    const { store } = memoryStore();
    const list = vi
      .fn<SavedFiltersStore<TenantFilters>['list']>()
      .mockRejectedValueOnce({ message: 'The operation service did not answer', spanId: '7f3a' })
      .mockImplementation(() => store.list());
    const { user } = setup({ ...store, list });
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toContain('The saved filters could not be loaded');
    expect(alert.textContent).toContain('The operation service did not answer');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(names()).toHaveLength(3));
  });

  it('describes each saved filter with describeFilters', async () => {
    setup();
    expect(await within(dialog()).findByText('Region: Overseas · Cloud: AWS')).toBeTruthy();
  });

  it('saves the current filters under a name, then clears the field', async () => {
    const { user, store } = setup();
    await within(dialog()).findByRole('list', { name: /Your saved filters/ });
    await user.type(nameField(), 'North China, active{Enter}');
    await waitFor(() => expect(names()).toContain('North China, active'));
    expect((await store.list()).at(-1)).toMatchObject({
      name: 'North China, active',
      filters: { region: 'north', status: 'Active' },
    });
    expect((nameField() as HTMLInputElement).value).toBe('');
    await announced('“North China, active” saved');
  });

  it.each([
    ['', 'Enter a name'],
    ['x'.repeat(51), 'Use at most 50 characters'],
    ['expired TRIALS', 'This list already has saved filters with that name'],
  ])('refuses the name %j with a translated message and saves nothing', async (typed, message) => {
    const { store } = memoryStore();
    const save = vi.spyOn(store, 'save');
    const { user } = setup(store);
    await within(dialog()).findByRole('list', { name: /Your saved filters/ });
    if (typed) {
      await user.click(nameField());
      await user.paste(typed);
    }
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog()).getByText(message)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the typed name and shows the error when saving fails', async () => {
    const { store } = memoryStore();
    const { user } = setup({
      ...store,
      save: () => Promise.reject({ message: 'Service unavailable', spanId: 'a1b2c3' }),
    });
    await within(dialog()).findByRole('list', { name: /Your saved filters/ });
    await user.type(nameField(), 'North{Enter}');
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toContain('The filters could not be saved');
    expect(alert.textContent).toContain('Service unavailable');
    expect(alert.textContent).toContain('spanId: a1b2c3');
    expect((nameField() as HTMLInputElement).value).toBe('North');
  });

  it("shows the store's refusal of a duplicate name on the field", async () => {
    const { store } = memoryStore();
    const { user } = setup({ ...store, save: () => Promise.reject(new SavedFiltersError('duplicate')) });
    await within(dialog()).findByRole('list', { name: /Your saved filters/ });
    await user.type(nameField(), 'Saved in another tab{Enter}');
    await waitFor(() => expect(nameField().getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog()).getByText('This list already has saved filters with that name')).toBeTruthy();
  });

  it('says the browser storage is full when the local store cannot write (spec §5)', async () => {
    const { store, storage } = memoryStore();
    storage.failure = quotaExceeded;
    const { user } = setup(store);
    await within(dialog()).findByRole('list', { name: /Your saved filters/ });
    await user.type(nameField(), 'North{Enter}');
    expect((await within(dialog()).findByRole('alert')).textContent).toContain(
      'The browser storage is full.',
    );
  });

  it('offers nothing to save while the list has no filter set', async () => {
    setup(undefined, { canSave: false });
    expect((nameField() as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog()).getByText('Set some filters on the list first.')).toBeTruthy();
  });

  it('applies a saved filter and closes', async () => {
    const onApply = vi.fn();
    const { user } = setup(undefined, { onApply });
    await user.click(await within(dialog()).findByRole('button', { name: 'Apply “Expired trials”' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ id: 'f-expired-trials' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('renames inline and gives the focus back to the rename button', async () => {
    const { user, store } = setup();
    await user.click(await within(dialog()).findByRole('button', { name: 'Rename “Expired trials”' }));
    const field = within(dialog()).getByRole('textbox', { name: 'New name for “Expired trials”' });
    expect((field as HTMLInputElement).value).toBe('Expired trials');
    await user.clear(field);
    await user.type(field, 'Trials to follow up{Enter}');
    await waitFor(() => expect(names()[1]).toBe('Trials to follow up'));
    expect((await store.list())[1]?.name).toBe('Trials to follow up');
    expect(document.activeElement).toBe(
      within(dialog()).getByRole('button', { name: 'Rename “Trials to follow up”' }),
    );
  });

  it('refuses to rename to a name another saved filter has', async () => {
    const { store } = memoryStore();
    const rename = vi.spyOn(store, 'rename');
    const { user } = setup(store);
    await user.click(await within(dialog()).findByRole('button', { name: 'Rename “Expired trials”' }));
    const field = within(dialog()).getByRole('textbox', { name: 'New name for “Expired trials”' });
    await user.clear(field);
    await user.type(field, 'Overseas on AWS{Enter}');
    expect(within(dialog()).getByText('This list already has saved filters with that name')).toBeTruthy();
    expect(rename).not.toHaveBeenCalled();
  });

  it('keeps the new name typed and shows the error when renaming fails', async () => {
    const { store } = memoryStore();
    const { user } = setup({ ...store, rename: () => Promise.reject({ message: 'Forbidden' }) });
    await user.click(await within(dialog()).findByRole('button', { name: 'Rename “Expired trials”' }));
    const field = within(dialog()).getByRole('textbox', { name: 'New name for “Expired trials”' });
    await user.clear(field);
    await user.type(field, 'Trials{Enter}');
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toContain('“Expired trials” could not be renamed');
    expect(alert.textContent).toContain('Forbidden');
    expect((field as HTMLInputElement).value).toBe('Trials');
  });

  it('cancels a rename with Escape without closing the dialog', async () => {
    const { user } = setup();
    await user.click(await within(dialog()).findByRole('button', { name: 'Rename “Expired trials”' }));
    await user.keyboard('{Escape}');
    expect(dialog()).toBeTruthy();
    expect(within(dialog()).queryByRole('textbox', { name: /New name/ })).toBeNull();
    expect(document.activeElement).toBe(
      within(dialog()).getByRole('button', { name: 'Rename “Expired trials”' }),
    );
  });

  it('keeps one default: setting another moves it, pressing it again clears it', async () => {
    const { user, store } = setup();
    const star = await within(dialog()).findByRole('button', { name: 'Use “Expired trials” by default' });
    await user.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(
      within(dialog())
        .getByRole('button', { name: 'Use “East China, renewal due” by default' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect((await store.list()).filter((item) => item.isDefault).map((item) => item.id)).toEqual([
      'f-expired-trials',
    ]);
    await user.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    expect((await store.list()).some((item) => item.isDefault)).toBe(false);
  });

  it('shows the Default tag on the default saved filter', async () => {
    setup();
    const item = (await within(dialog()).findByText('East China, renewal due')).closest('li');
    expect(item?.textContent).toContain('Default');
  });

  it('deletes after confirmation and moves the focus to the next saved filter', async () => {
    const { user, store } = setup();
    await user.click(await within(dialog()).findByRole('button', { name: 'Delete “Expired trials”' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Delete the saved filter “Expired trials”?',
    });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names()).toEqual(['East China, renewal due', 'Overseas on AWS']));
    expect((await store.list()).map((item) => item.id)).not.toContain('f-expired-trials');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog()).getByRole('button', { name: 'Apply “Overseas on AWS”' }),
      ),
    );
  });

  it('keeps the saved filter when the deletion is cancelled', async () => {
    const { store } = memoryStore();
    const remove = vi.spyOn(store, 'remove');
    const { user } = setup(store);
    await user.click(await within(dialog()).findByRole('button', { name: 'Delete “Expired trials”' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
    expect(names()).toContain('Expired trials');
  });

  it('keeps the saved filter and shows the error when deleting fails', async () => {
    const { store } = memoryStore();
    const { user } = setup({ ...store, remove: () => Promise.reject({ message: 'Conflict' }) });
    await user.click(await within(dialog()).findByRole('button', { name: 'Delete “Expired trials”' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toContain('“Expired trials” could not be deleted');
    expect(names()).toContain('Expired trials');
  });

  it('opens with the focus in the name field when asked', async () => {
    setup(undefined, { focusName: true });
    await waitFor(() => expect(document.activeElement).toBe(nameField()));
  });
});

describe('useSavedFilters', () => {
  it('hands the default saved filter over after the first load, to apply as the list opens', async () => {
    const onDefault = vi.fn();
    renderWithTexts(<Harness store={memoryStore().store} options={{ onDefault }} open={false} />);
    await waitFor(() => expect(onDefault).toHaveBeenCalledTimes(1));
    expect(onDefault).toHaveBeenCalledWith(expect.objectContaining({ id: 'f-east-renewal' }));
  });
});
