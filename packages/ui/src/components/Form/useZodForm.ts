import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef } from 'react';
import {
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { useZodErrorMap } from '../../validation/useZodErrorMap';

export type UseZodFormOptions<Schema extends z.ZodType<FieldValues, FieldValues>> = Omit<
  UseFormProps<z.input<Schema>, unknown, z.output<Schema>>,
  'resolver'
>;

/**
 * react-hook-form validated by a zod schema, its messages in the interface language: zod's own through
 * `z.locales`, the package's rules through the message catalogue. Validates on blur, then on change.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: UseZodFormOptions<Schema> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  const errorMap = useZodErrorMap();
  // The resolver reads the language at validation time: switching it needs no new form.
  const errorMapRef = useRef(errorMap);
  errorMapRef.current = errorMap;
  const resolver = useMemo(
    () =>
      zodResolver(schema, { error: (issue) => errorMapRef.current(issue) }) as unknown as Resolver<
        z.input<Schema>,
        unknown,
        z.output<Schema>
      >,
    [schema],
  );
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onTouched',
    ...options,
    resolver,
  });
}
