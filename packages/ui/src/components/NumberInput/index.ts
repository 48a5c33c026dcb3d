export { NumberInput, type NumberInputProps } from './NumberInput';
export { MAX_CALCULATION_DIGITS, parseLocaleNumber } from './numberText';
