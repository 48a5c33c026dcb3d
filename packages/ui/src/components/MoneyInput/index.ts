export { MoneyInput, type MoneyInputProps } from './MoneyInput';
