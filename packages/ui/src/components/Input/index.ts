export { Input, type InputProps } from './Input';
export { fieldSizes, type FieldSize, type FieldTexts } from './FieldLayout';
