// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../../components/Button';
import { choiceName, personChoice, type AddressBookChoice } from './addressBook';
import { AddressBookProvider } from './AddressBookProvider';
import {
  createDirectoryFixture,
  personNamed,
  type FixtureDepartment,
  type FixturePerson,
} from './test/directoryFixture';
import { renderInDirectory } from './test/renderInDirectory';
import { useAddressBook } from './useAddressBook';

type Result = AddressBookChoice<FixturePerson, FixtureDepartment>[] | null | 'pending';

function Picker({ multiple = false }: { multiple?: boolean }) {
  const pick = useAddressBook<FixturePerson, FixtureDepartment>();
  const [result, setResult] = useState<Result>('pending');
  return (
    <>
      <Button
        onClick={async () =>
          setResult(
            await pick({ multiple, title: 'Approvers', value: [personChoice(personNamed('李慧敏'))] }),
          )
        }
      >
        Add approvers
      </Button>
      <output>
        {result === 'pending' ? 'pending' : result === null ? 'cancelled' : result.map(choiceName).join(',')}
      </output>
    </>
  );
}

function setup(multiple = false) {
  const user = userEvent.setup();
  renderInDirectory(
    <AddressBookProvider {...createDirectoryFixture()} debounceMs={0}>
      <Picker multiple={multiple} />
    </AddressBookProvider>,
  );
  return user;
}

describe('useAddressBook', { timeout: 20_000 }, () => {
  it('opens the address book with the options asked for', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Add approvers' }));
    expect(screen.getByRole('dialog', { name: 'Approvers' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Chosen' }).textContent).toContain('李慧敏');
  });

  it('resolves with the choices on OK', async () => {
    const user = setup(true);
    await user.click(screen.getByRole('button', { name: 'Add approvers' }));
    await user.click(await screen.findByRole('option', { name: /王建国/ }));
    await user.click(screen.getByRole('button', { name: 'OK (2)' }));
    expect(await screen.findByText('李慧敏,王建国')).toBeTruthy();
  });

  it('resolves with null on Cancel, and gives the focus back to what opened it', async () => {
    const user = setup();
    const opener = screen.getByRole('button', { name: 'Add approvers' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('cancelled')).toBeTruthy();
    expect(document.activeElement).toBe(opener);
  });

  it('resolves with null on Escape', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Add approvers' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByText('cancelled')).toBeTruthy();
  });

  it('can be asked again after an answer', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Add approvers' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Add approvers' }));
    expect(screen.getByRole('dialog', { name: 'Approvers' })).toBeTruthy();
  });

  it('says what is missing without a provider', () => {
    function Lonely() {
      useAddressBook();
      return null;
    }
    const original = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Lonely />)).toThrow(/AddressBookProvider/);
    } finally {
      console.error = original;
    }
  });
});
