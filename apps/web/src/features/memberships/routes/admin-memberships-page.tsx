import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useListFilters } from '../../../components/data-table/use-list-filters.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useRouteTitle } from '../../../lib/use-route-title.ts';
import { PlansSection } from '../components/PlansSection.tsx';
import { isSubscriptionStatus, SubscriptionsSection } from '../components/SubscriptionsSection.tsx';

// The tab and the list's filter live in the address, so back, reload and a shared link show the same.
const FILTERS = ['tab', 'status'] as const;
type PageTab = 'plans' | 'memberships';

/**
 * /admin/services/memberships (decision 0055): the plans the studio sells, and the memberships it
 * runs, past due first to act on; a membership opens on its own page.
 */
export function AdminMembershipsPage() {
  const { t } = useTranslation('memberships');
  const title = useRouteTitle();
  const { query, setQuery, filters, setFilters } = useListFilters(FILTERS);
  const tab: PageTab = filters.tab === 'memberships' ? 'memberships' : 'plans';
  const status = isSubscriptionStatus(filters.status) ? filters.status : undefined;
  const tabsId = useId();

  return (
    <Stack spacing={3}>
      <PageHeading title={title}>{t('admin.intro')}</PageHeading>
      <Tabs
        value={tab}
        onChange={(_event, next: PageTab) =>
          setFilters({ tab: next === 'memberships' ? next : undefined, status: undefined })
        }
        aria-label={t('admin.tabs')}
      >
        <Tab
          value="plans"
          label={t('admin.plansTab')}
          id={`${tabsId}-plans`}
          aria-controls={`${tabsId}-panel`}
        />
        <Tab
          value="memberships"
          label={t('admin.membershipsTab')}
          id={`${tabsId}-memberships`}
          aria-controls={`${tabsId}-panel`}
        />
      </Tabs>
      <Stack role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`} spacing={3}>
        {tab === 'plans' ? (
          <PlansSection />
        ) : (
          <SubscriptionsSection
            query={query}
            onQueryChange={setQuery}
            status={status}
            onStatusChange={(next) => setFilters({ status: next })}
          />
        )}
      </Stack>
    </Stack>
  );
}
