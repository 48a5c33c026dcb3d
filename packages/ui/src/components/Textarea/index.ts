export { Textarea, type TextareaProps } from './Textarea';
export { countCharacters, fitToLimit, textLimits, type TextLimitPreset } from './textLimit';
