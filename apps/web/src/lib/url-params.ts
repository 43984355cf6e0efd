// A list's URL parameters, for its address and its query key (the booking and money lists, the
// expert's clients).

/** URL parameters without the empty ones, in a stable order (for the address and the query key). */
export function paramsOf(values: Record<string, string | number | boolean | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/** `path` with `params` (from paramsOf) appended when there are any. */
export const withParams = (path: string, params: string) => (params ? `${path}?${params}` : path);

/** `values` without the empty ones, as an API call's query (the typed client leaves out what is undefined). */
export function definedParams<T extends Record<string, unknown>>(
  values: T,
): Partial<{ [K in keyof T]: NonNullable<T[K]> }> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<{ [K in keyof T]: NonNullable<T[K]> }>;
}
