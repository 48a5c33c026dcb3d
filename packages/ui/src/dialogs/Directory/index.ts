export { AddressBookDialog, type AddressBookDialogProps, type AddressBookOptions } from './AddressBookDialog';
export { AddressBookProvider, type AddressBookProviderProps } from './AddressBookProvider';
export { useAddressBook, type PickFromAddressBook } from './useAddressBook';
export {
  choiceKey as addressBookChoiceKey,
  choiceName as addressBookChoiceName,
  departmentChoice as addressBookDepartmentChoice,
  personChoice as addressBookPersonChoice,
  type AddressBookChoice,
  type AddressBookDepartment,
  type AddressBookDepartmentMatch,
  type AddressBookLoadOptions,
  type AddressBookLoaders,
  type AddressBookPage,
  type AddressBookPerson,
} from './addressBook';
export { InvoiceTitleDialog, type InvoiceTitleDialogProps } from './InvoiceTitleDialog';
export {
  taxpayerKinds as invoiceTaxpayerKinds,
  type InvoiceTitle,
  type InvoiceTitleAnswer,
  type InvoiceTitleSearchOptions,
  type SearchInvoiceTitles,
  type TaxpayerKind as InvoiceTaxpayerKind,
} from './invoiceTitles';
export type { DescribeError as DirectoryDescribeError } from './directoryParts';
