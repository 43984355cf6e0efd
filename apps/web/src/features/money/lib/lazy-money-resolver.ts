import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type MoneySchemas = typeof import('./money-form-schemas.ts');

export type LazyMoneyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts loading the schema, e.g. when the dialog opens. */
  preload: () => void;
};

/**
 * lib/lazy-zod-resolver.ts for the money forms: the resolver of one shared schema, whose code (zod and
 * the schemas) loads when the form is first used rather than with the page.
 */
export function lazyMoneyResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  pick: (schemas: MoneySchemas) => Schema,
): LazyMoneyResolver<z.input<Schema>, z.output<Schema>> {
  type Loaded = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let loading: Promise<Loaded> | undefined;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), import('./money-form-schemas.ts')]).then(
      ([{ zodResolver }, schemas]) => zodResolver(pick(schemas)) as unknown as Loaded,
    );
    return loading;
  };
  const resolver: Loaded = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load() });
}
