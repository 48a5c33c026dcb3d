export { Input, type InputProps } from './Input';
export {
  Affix,
  ClearButton,
  ControlBox,
  CrossIcon,
  FieldLayout,
  fieldSizes,
  useFieldIds,
  type FieldLayoutProps,
  type FieldSize,
  type FieldTexts,
} from './FieldLayout';
export { inputMessages } from './Input.messages';
