export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export {
  quickDateRange,
  quickDateRangeKeys,
  type DateRangeValue,
  type QuickDateRangeKey,
} from './quickDateRanges';
