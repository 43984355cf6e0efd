import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

// The router keeps each route-table entry as its route's `handle` (app/router.tsx). Only the key is read
// here, so pages reach their title without importing the route table that loads them.
type KeyedHandle = { route: { key: string } };

function isKeyedHandle(handle: unknown): handle is KeyedHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'route' in handle &&
    typeof (handle as { route: unknown }).route === 'object'
  );
}

/** The page's title from the route table's texts (routes:<key>.title), for headings before data arrives. */
export function useRouteTitle(): string {
  const matches = useMatches();
  const { t } = useTranslation('routes');
  const handle = matches.findLast((match) => isKeyedHandle(match.handle))?.handle as KeyedHandle | undefined;
  return handle ? t(`${handle.route.key}.title`) : '';
}
