/** Cents as the text a person would type back into an amount field: 65000 → "650.00". */
export function centsToAmountText(cents: number): string {
  return (cents / 100).toFixed(2);
}
