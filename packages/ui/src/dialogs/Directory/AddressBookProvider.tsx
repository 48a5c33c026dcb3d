import { useCallback, useRef, useState, type ReactNode } from 'react';
import { AddressBookDialog, type AddressBookOptions } from './AddressBookDialog';
import type {
  AddressBookChoice,
  AddressBookDepartment,
  AddressBookLoaders,
  AddressBookPerson,
} from './addressBook';
import type { DescribeError } from './directoryParts';
import { AddressBookContext, type PickFromAddressBook } from './useAddressBook';

export interface AddressBookProviderProps<
  P extends AddressBookPerson = AddressBookPerson,
  D extends AddressBookDepartment = AddressBookDepartment,
> extends AddressBookLoaders<P, D> {
  /** Describes a failed call (`describeError` of `@opsdesk/http`, language bound). */
  readonly describeError?: DescribeError;
  /** Milliseconds the search waits after the last key; 300 by default. */
  readonly debounceMs?: number;
  readonly children?: ReactNode;
}

interface Request<P extends AddressBookPerson, D extends AddressBookDepartment> {
  readonly options: AddressBookOptions<P, D>;
  readonly resolve: (chosen: AddressBookChoice<P, D>[] | null) => void;
}

/**
 * Lets any component below open the address book with `useAddressBook()` and await the choice.
 * Mount it once with the loaders wired to the calls; a second request while one is open cancels
 * the first (it resolves `null`).
 */
export function AddressBookProvider<
  P extends AddressBookPerson = AddressBookPerson,
  D extends AddressBookDepartment = AddressBookDepartment,
>({ children, ...loaders }: AddressBookProviderProps<P, D>) {
  const [request, setRequest] = useState<Request<P, D> | null>(null);
  const [open, setOpen] = useState(false);
  const settled = useRef(false);

  const pick = useCallback<PickFromAddressBook<P, D>>(
    (options = {}) =>
      new Promise((resolve) => {
        setRequest((previous) => {
          previous?.resolve(null);
          return { options, resolve };
        });
        settled.current = false;
        setOpen(true);
      }),
    [],
  );

  const answer = (chosen: AddressBookChoice<P, D>[] | null) => {
    if (settled.current) return;
    settled.current = true;
    request?.resolve(chosen);
  };

  return (
    <AddressBookContext.Provider value={pick as unknown as PickFromAddressBook}>
      {children}
      {request ? (
        <AddressBookDialog<P, D>
          {...loaders}
          {...request.options}
          open={open}
          onOpenChange={setOpen}
          onConfirm={(chosen) => answer(chosen)}
          onCancel={() => answer(null)}
        />
      ) : null}
    </AddressBookContext.Provider>
  );
}
