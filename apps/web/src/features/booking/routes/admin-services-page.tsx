import {
  ACCESS,
  SERVICE_LIST_FILTERS,
  SERVICE_TYPES,
  type Service,
  type ServiceListFilter,
} from '@bmp/shared';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { formatSort, type ListQuery, updateQuery } from '../../../lib/list-query.ts';
import { useCan } from '../../auth/index.ts';
import { CustomerPicker } from '../../money/index.ts';
import { useExperts } from '../../studio/index.ts';
import { useServices } from '../api/booking.ts';
import { allowedSteps } from '../components/ServiceActions.tsx';
import { creditsText, whenText } from '../components/service-text.ts';
import {
  hasFilters,
  NO_FILTERS,
  readServiceListParams,
  type ServiceFilters,
  writeServiceListParams,
} from '../lib/service-list-query.ts';

const isListFilter = (value: string | undefined): value is ServiceListFilter =>
  (SERVICE_LIST_FILTERS as readonly string[]).includes(value ?? '');

/** /admin/services and /admin/services/:status: sessions by status, filtered, paged on the server. */
export function AdminServicesPage() {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const { status: statusParam } = useParams();
  const status: ServiceListFilter = isListFilter(statusParam) ? statusParam : 'all';
  const isStaff = useCan(ACCESS.staff);
  const [params, setParams] = useSearchParams();
  const { query, filters } = useMemo(() => readServiceListParams(params), [params]);
  const setQuery = useCallback(
    (next: ListQuery) => setParams(writeServiceListParams(next, filters), { replace: true }),
    [setParams, filters],
  );
  const setFilter = (name: keyof ServiceFilters, value: string) =>
    setParams(writeServiceListParams(updateQuery(query, { page: 1 }), { ...filters, [name]: value }), {
      replace: true,
    });

  const services = useServices('team', {
    status,
    page: query.page,
    pageSize: query.pageSize,
    q: query.q.trim() || undefined,
    sort: formatSort(query.sort) || undefined,
    expertId: filters.expertId || undefined,
    customerId: filters.customerId || undefined,
    serviceType: filters.serviceType || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  });
  const experts = useExperts();
  // The customer list is the staff's (an expert sees their own clients' sessions already).

  const columns: DataTableColumn<Service>[] = [
    {
      field: 'startsAt',
      header: t('fields.when'),
      sortable: true,
      render: (service) => (
        <Link component={RouterLink} to={href(PATHS.adminServiceDetails, { id: service.id })}>
          {whenText(service, format)}
        </Link>
      ),
    },
    { field: 'customer', header: t('fields.customer'), render: (service) => service.customer.name },
    {
      field: 'serviceType',
      header: t('fields.offering'),
      sortable: true,
      render: (service) => `${service.offering.name} (${t(`types.${service.serviceType}`)})`,
    },
    { field: 'expert', header: t('fields.expert'), render: (service) => service.expert.name },
    {
      field: 'status',
      header: t('fields.status'),
      sortable: true,
      render: (service) => <StatusChip status={service.status} />,
    },
    { field: 'credits', header: t('fields.credits'), render: (service) => creditsText(service, t, format) },
    {
      field: 'actions',
      header: t('admin.actions'),
      render: (service) => {
        const steps = allowedSteps(service);
        return (
          <Stack direction="row" sx={{ gap: 1 }}>
            {steps.includes('Confirmed') && (
              <Button
                size="small"
                component={RouterLink}
                to={href(PATHS.adminServiceConfirm, { id: service.id })}
                aria-label={t('admin.confirmOf', {
                  name: service.customer.name,
                  when: whenText(service, format),
                })}
              >
                {t('actions.confirm')}
              </Button>
            )}
            {steps.includes('Completed') && (
              <Button
                size="small"
                component={RouterLink}
                to={href(PATHS.adminServiceComplete, { id: service.id })}
                aria-label={t('admin.completeOf', {
                  name: service.customer.name,
                  when: whenText(service, format),
                })}
              >
                {t('actions.complete')}
              </Button>
            )}
          </Stack>
        );
      },
    },
  ];

  const keep = writeServiceListParams({ ...query, page: 1 }, filters).toString();
  return (
    <>
      <PageHeading title={t('admin.listTitle')}>{t('admin.listIntro')}</PageHeading>
      <Paper variant="outlined">
        <Tabs
          value={status}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('admin.statusTabs')}
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {SERVICE_LIST_FILTERS.map((filter) => (
            <Tab
              key={filter}
              value={filter}
              label={t(`admin.statuses.${filter}`)}
              component={RouterLink}
              to={`${href(PATHS.adminServicesByStatus, { status: filter })}${keep ? `?${keep}` : ''}`}
            />
          ))}
        </Tabs>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 2, px: 2, pt: 2, flexWrap: 'wrap' }}
          component="fieldset"
          aria-label={t('admin.filters')}
          style={{ border: 0, margin: 0 }}
        >
          <TextField
            select
            size="small"
            label={t('fields.expert')}
            value={experts.data?.some((expert) => expert.id === filters.expertId) ? filters.expertId : ''}
            onChange={(event) => setFilter('expertId', event.target.value)}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('admin.anyone')}</MenuItem>
            {(experts.data ?? []).map((expert) => (
              <MenuItem key={expert.id} value={expert.id}>
                {expert.name}
              </MenuItem>
            ))}
          </TextField>
          {isStaff && (
            <CustomerPicker
              label={t('fields.customer')}
              customerId={filters.customerId || undefined}
              onChange={(customerId) => setFilter('customerId', customerId ?? '')}
              minWidth={220}
            />
          )}
          <TextField
            select
            size="small"
            label={t('fields.type')}
            value={filters.serviceType}
            onChange={(event) => setFilter('serviceType', event.target.value)}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('admin.anyType')}</MenuItem>
            {SERVICE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            size="small"
            label={t('admin.from')}
            value={filters.from}
            onChange={(event) => setFilter('from', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('admin.to')}
            value={filters.to}
            onChange={(event) => setFilter('to', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {hasFilters(filters) && (
            <Button
              onClick={() =>
                setParams(writeServiceListParams(updateQuery(query, { page: 1 }), NO_FILTERS), {
                  replace: true,
                })
              }
            >
              {t('admin.clearFilters')}
            </Button>
          )}
        </Stack>
        <DataTable
          label={t('admin.tableLabel', { status: t(`admin.statuses.${status}`) })}
          columns={columns}
          rows={services.data?.items}
          total={services.data?.total ?? 0}
          rowId={(service) => service.id}
          query={query}
          onQueryChange={setQuery}
          status={services.status}
          fetching={services.isFetching && !services.isPending}
          onRetry={() => void services.refetch()}
        />
      </Paper>
    </>
  );
}
