import { forwardRef } from 'react';
import { NumberInput, type NumberInputProps } from '../NumberInput/NumberInput';

export interface MoneyInputProps extends Omit<NumberInputProps, 'decimals' | 'grouping' | 'prefix'> {
  /** The currency shown before the amount (`CNY`, `¥`, `USD`); not part of the value. */
  readonly currency?: string;
  /** Money shows 2 decimals (spec §9); a currency without minor units can ask for 0. */
  readonly decimals?: 0 | 2;
}

/**
 * An amount of money: thousands separators and 2 decimals when you leave the field (spec §9), at
 * most 15 digits, amounts never below `min` (0 unless told, since most amounts are not negative).
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { currency, decimals = 2, min = 0, step = 1, ...props },
  ref,
) {
  return (
    <NumberInput ref={ref} decimals={decimals} grouping min={min} step={step} prefix={currency} {...props} />
  );
});
