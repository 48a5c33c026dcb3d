export { DateTimePicker, type DateTimePickerProps } from './DateTimePicker';
export { TimePicker, type TimePickerProps } from './TimePicker';
export { maskDateTimeText, maskTimeText } from './dateTimeText';
export { dateTimePickerMessages } from './DateTimePicker.messages';
