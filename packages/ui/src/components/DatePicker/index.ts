export { DatePicker, type DatePickerProps } from './DatePicker';
export { maskDateText } from './maskDateText';
