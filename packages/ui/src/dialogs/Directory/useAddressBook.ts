import { createContext, useContext } from 'react';
import type { AddressBookOptions } from './AddressBookDialog';
import type { AddressBookChoice, AddressBookDepartment, AddressBookPerson } from './addressBook';

/** Opens the address book; resolves with the choices on OK, `null` on Cancel, Escape or ×. */
export type PickFromAddressBook<
  P extends AddressBookPerson = AddressBookPerson,
  D extends AddressBookDepartment = AddressBookDepartment,
> = (options?: AddressBookOptions<P, D>) => Promise<AddressBookChoice<P, D>[] | null>;

export const AddressBookContext = createContext<PickFromAddressBook | null>(null);

/**
 * The address book of the nearest `AddressBookProvider`, as a promise:
 * `const pick = useAddressBook(); const chosen = await pick({ multiple: true, max: 5 });`.
 * `P` and `D` name the types the provider's loaders answer (`StaffLookup`, `DepartmentLookup`).
 */
export function useAddressBook<
  P extends AddressBookPerson = AddressBookPerson,
  D extends AddressBookDepartment = AddressBookDepartment,
>(): PickFromAddressBook<P, D> {
  const pick = useContext(AddressBookContext);
  if (!pick) throw new Error('useAddressBook() needs an <AddressBookProvider> above it, with the loaders.');
  // The provider's loaders answer P and D: the choices handed back are theirs.
  return pick as unknown as PickFromAddressBook<P, D>;
}
