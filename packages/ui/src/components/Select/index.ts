export { Select, type SelectOption, type SelectProps } from './Select';
export { selectMessages } from './Select.messages';
