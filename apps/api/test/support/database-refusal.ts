/**
 * The database's own message for a refused statement. Drizzle wraps driver errors in "Failed query:
 * ..." with the driver's error as the cause, and tests assert on the constraint or trigger message.
 */
export async function databaseRefusal(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    const messages: string[] = [];
    for (let current: unknown = error; current instanceof Error; current = current.cause) {
      messages.push(current.message);
    }
    return messages.join(' | ');
  }
  throw new Error('the database accepted a statement it should have refused');
}
