// What the operator's studio list sorts by (a leading "-" sorts descending). No zod here, like the
// customers list's sorts: the console's hooks import it without loading zod.
export const OPERATOR_STUDIO_SORT_FIELDS = [
  'name',
  'signedUpAt',
  'people',
  'sessions30d',
  'revenue30d',
  'problems',
] as const;
export type OperatorStudioSortField = (typeof OPERATOR_STUDIO_SORT_FIELDS)[number];
export const OPERATOR_STUDIO_SORTS = OPERATOR_STUDIO_SORT_FIELDS.flatMap(
  (field) => [field, `-${field}`] as const,
);

/**
 * The `type` of the problem a suspended studio's people get (401 on every request, 403 at sign-in):
 * the web shows the suspension page for it instead of the sign-in form.
 */
export const STUDIO_SUSPENDED_PROBLEM = 'urn:bmp:problem:studio-suspended';
