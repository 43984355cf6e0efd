import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type Shared = typeof import('./form-schemas.ts');

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts loading the schema, e.g. when the person starts typing. */
  preload: () => void;
};

/**
 * A react-hook-form resolver for one of the shared zod schemas (STYLE.md 1: the same schema the API
 * uses; add it to form-schemas.ts), whose code (zod and the schemas, about 27 KB gzipped) loads when the form is first used
 * rather than with the page, so the sign-in page's first load stays small. Validation runs on submit,
 * after `preload` has usually fetched it.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  pick: (shared: Shared) => Schema,
): LazyResolver<z.input<Schema>, z.output<Schema>> {
  type Loaded = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let loading: Promise<Loaded> | undefined;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), import('./form-schemas.ts')]).then(
      ([{ zodResolver }, shared]) => zodResolver(pick(shared)) as unknown as Loaded,
    );
    return loading;
  };
  const resolver: Loaded = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load() });
}
