// The account's language call, loaded when the language changes: the entry (the login page) does
// not load the contract's schemas.
export { switchLanguage } from '@opsdesk/api';
