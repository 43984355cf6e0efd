import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../app/use-current-route.ts';

/** The page's title from the route table's texts (routes:<key>.title), for headings before data arrives. */
export function useRouteTitle(): string {
  const route = useCurrentRoute();
  const { t } = useTranslation('routes');
  return route ? t(`${route.key}.title`) : '';
}
