import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

type ZodFormOptions<Values extends FieldValues, Output extends FieldValues> = Omit<
  UseFormProps<Values, unknown, Output>,
  'resolver' | 'defaultValues'
> & { defaultValues: Values };

// The resolver's own typing ties the inputs to the schema's input type; here they may be looser.
type AnySchema = Parameters<typeof zodResolver>[0];

/**
 * A react-hook-form form checked in the browser by the zod schema of @usra/domain that checks
 * the same request on the server; the submit handler receives the schema's output. The inputs'
 * own types come from `defaultValues` (text inputs and selects hold strings): they may be looser
 * than the schema's input, and the schema decides what they may hold.
 */
export function useZodForm<
  Values extends FieldValues,
  Schema extends z.ZodType<FieldValues, FieldValues>,
>(
  schema: Schema,
  options: ZodFormOptions<Values, z.output<Schema>>,
): UseFormReturn<Values, unknown, z.output<Schema>> {
  const resolver = zodResolver(schema as AnySchema);
  return useForm<Values, unknown, z.output<Schema>>({
    ...options,
    defaultValues: options.defaultValues as DefaultValues<Values>,
    resolver: resolver as unknown as Resolver<Values, unknown, z.output<Schema>>,
  });
}
