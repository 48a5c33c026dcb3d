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
> & {
  /**
   * Words the issues in place of the package's map: a form over a described record passes a map
   * that names each field by its label (`@opsdesk/api`'s `resourceErrorMap`).
   */
  readonly errorMap?: z.core.$ZodErrorMap;
  /** Words a message a check of the schema carries itself (a message id such as `validation.code`). */
  readonly checkMessage?: (message: string) => string;
};

/**
 * react-hook-form validated by a zod schema, its messages in the interface language: zod's own through
 * `z.locales`, the package's rules through the message catalogue. Validates on blur, then on change.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: UseZodFormOptions<Schema> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  const { errorMap: ownMap, checkMessage, ...formOptions } = options;
  const packageMap = useZodErrorMap();
  // The resolver reads the language at validation time: switching it needs no new form.
  const wording = useRef({ map: ownMap ?? packageMap, checkMessage });
  wording.current = { map: ownMap ?? packageMap, checkMessage };
  const resolver = useMemo(() => {
    const parse = zodResolver(schema, {
      error: (issue) => wording.current.map(issue),
    }) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>;
    return (async (values, context, resolverOptions) => {
      const result = await parse(values, context, resolverOptions);
      const word = wording.current.checkMessage;
      if (word) wordMessages(result.errors, word);
      return result;
    }) as typeof parse;
  }, [schema]);
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onTouched',
    ...formOptions,
    resolver,
  });
}

/** Words, in place, every message of a resolver's error tree (nested objects and arrays included). */
function wordMessages(errors: unknown, word: (message: string) => string): void {
  if (typeof errors !== 'object' || errors === null) return;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string') {
      (errors as Record<string, unknown>).message = word(value);
    } else wordMessages(value, word);
  }
}
