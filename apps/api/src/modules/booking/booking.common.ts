/**
 * Which exclusion constraint refused a statement (SQLSTATE 23P01), if one did: Drizzle wraps the
 * driver's error (pg and PGlite both carry `code` and `constraint`) as the cause.
 */
export function overlapRefusal(error: unknown): 'expert' | 'customer' | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint, message } = current as Error & { code?: string; constraint?: string };
    if (code === '23P01' || /conflicting key value violates exclusion constraint/.test(message)) {
      const name = constraint ?? message;
      if (name.includes('services_customer_no_overlap')) return 'customer';
      return 'expert';
    }
  }
  return undefined;
}
