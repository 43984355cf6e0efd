import {
  ACCESS,
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  type ContractKind,
  type ContractStatus,
} from '@bmp/shared';
import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { useListFilters } from '../../../components/data-table/use-list-filters.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useRouteTitle } from '../../../lib/use-route-title.ts';
import { useCan } from '../../auth/index.ts';
import {
  type ContractFilters,
  type ContractTemplate,
  type ContractTemplateDetail,
  contractsCsvHref,
  type StaffContract,
  useContractSettings,
  useContracts,
  useContractTemplates,
} from '../api/contracts.ts';
import { ContractDetailDialog } from '../components/ContractDetailDialog.tsx';
import { ContractStatusChip } from '../components/ContractStatusChip.tsx';
import { IssueContractDialog } from '../components/IssueContractDialog.tsx';
import { TemplateDetailDialog } from '../components/TemplateDetailDialog.tsx';
import { TemplateFormDialog } from '../components/TemplateFormDialog.tsx';
import { WaiverSettingForm } from '../components/WaiverSettingForm.tsx';

// The tab and the list's filters live in the address, so back, reload and a shared link show the same.
const FILTERS = ['tab', 'status', 'kind', 'unsigned'] as const;
type PageTab = 'contracts' | 'templates';

type Open =
  | { dialog: 'newTemplate' }
  | { dialog: 'editTemplate'; template: ContractTemplateDetail }
  | { dialog: 'template'; id: string }
  | { dialog: 'issue' }
  | { dialog: 'contract'; id: string };

const isStatus = (value: string | undefined): value is ContractStatus =>
  (CONTRACT_STATUSES as readonly string[]).includes(value ?? '');
const isKind = (value: string | undefined): value is ContractKind =>
  (CONTRACT_KINDS as readonly string[]).includes(value ?? '');

/**
 * /admin/business/contract: the studio's contracts (PRODUCT.md "Contract", decision 0053). Issued
 * contracts (filters, the unsigned view, a CSV, issuing, each one's record), and the templates they
 * are issued from with the waiver required before booking. The owner writes templates and chooses the
 * waiver; admins issue, send and void, and read the templates.
 */
export function ContractsPage() {
  const { t } = useTranslation('contracts');
  const title = useRouteTitle();
  const canWrite = useCan(ACCESS.owner);
  const list = useListFilters(FILTERS);
  const tab: PageTab = list.filters.tab === 'templates' ? 'templates' : 'contracts';
  const templates = useContractTemplates();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const tabsId = useId();

  return (
    <Stack spacing={3}>
      <PageHeading title={title}>{t('page.intro')}</PageHeading>
      <Typography>
        <Link component={RouterLink} to={PATHS.adminContractSign}>
          {canWrite ? t('page.signLinkOwner') : t('page.signLink')}
        </Link>
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: PageTab) =>
          list.setFilters({ tab: next === 'templates' ? next : undefined })
        }
        aria-label={t('page.tabs')}
      >
        <Tab
          value="contracts"
          label={t('page.contractsTab')}
          id={`${tabsId}-contracts`}
          aria-controls={`${tabsId}-contracts-panel`}
        />
        <Tab
          value="templates"
          label={t('page.templatesTab')}
          id={`${tabsId}-templates`}
          aria-controls={`${tabsId}-templates-panel`}
        />
      </Tabs>
      <Stack role="tabpanel" id={`${tabsId}-${tab}-panel`} aria-labelledby={`${tabsId}-${tab}`} spacing={3}>
        {tab === 'contracts' ? (
          <IssuedContracts
            list={list}
            templates={templates.data?.items}
            onIssue={() => setOpen({ dialog: 'issue' })}
            onOpen={(id) => setOpen({ dialog: 'contract', id })}
          />
        ) : (
          <Templates
            query={templates}
            canWrite={canWrite}
            onNew={() => setOpen({ dialog: 'newTemplate' })}
            onOpen={(id) => setOpen({ dialog: 'template', id })}
          />
        )}
      </Stack>

      {open?.dialog === 'newTemplate' && (
        <TemplateFormDialog
          onClose={close}
          onSaved={(saved) => setOpen({ dialog: 'template', id: saved.id })}
        />
      )}
      {open?.dialog === 'editTemplate' && (
        <TemplateFormDialog
          template={open.template}
          onClose={() => setOpen({ dialog: 'template', id: open.template.id })}
          onSaved={(saved) => setOpen({ dialog: 'template', id: saved.id })}
        />
      )}
      {open?.dialog === 'template' && (
        <TemplateDetailDialog
          templateId={open.id}
          canWrite={canWrite}
          onEdit={(template) => setOpen({ dialog: 'editTemplate', template })}
          onClose={close}
        />
      )}
      {open?.dialog === 'issue' && (
        <IssueContractDialog
          templates={templates.data?.items ?? []}
          onClose={close}
          onIssued={(contract) => setOpen({ dialog: 'contract', id: contract.id })}
        />
      )}
      {open?.dialog === 'contract' && <ContractDetailDialog contractId={open.id} onClose={close} />}
    </Stack>
  );
}

function Templates({
  query,
  canWrite,
  onNew,
  onOpen,
}: {
  query: ReturnType<typeof useContractTemplates>;
  canWrite: boolean;
  onNew: () => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('contracts');
  const settings = useContractSettings();
  const items = query.data?.items ?? [];

  const columns: DataTableColumn<ContractTemplate>[] = [
    {
      field: 'name',
      header: t('templates.name'),
      render: (row) => (
        <>
          <Link component="button" type="button" onClick={() => onOpen(row.id)} sx={{ textAlign: 'start' }}>
            {row.name}
          </Link>
          {row.requiredWaiver && (
            <Chip
              size="small"
              color="warning"
              sx={{ marginInlineStart: 1 }}
              label={t('templates.requiredMarker')}
              data-testid="required-waiver-marker"
            />
          )}
        </>
      ),
    },
    { field: 'kind', header: t('templates.kind'), render: (row) => t(`kinds.${row.kind}`) },
    {
      field: 'publishedVersion',
      header: t('templates.publishedVersion'),
      render: (row) =>
        row.publishedVersion === null
          ? t('templates.notPublishedShort')
          : t('templates.versionN', { version: row.publishedVersion }),
    },
    {
      field: 'latestVersion',
      header: t('templates.latestVersion'),
      render: (row) =>
        row.latestVersion > (row.publishedVersion ?? 0)
          ? t('templates.versionDraft', { version: row.latestVersion })
          : t('templates.versionN', { version: row.latestVersion }),
    },
    { field: 'issuedCount', header: t('templates.issued'), align: 'right', render: (row) => row.issuedCount },
    {
      field: 'actions',
      header: t('templates.actions'),
      render: (row) => (
        <Button
          size="small"
          onClick={() => onOpen(row.id)}
          aria-label={t('templates.openOf', { name: row.name })}
        >
          {canWrite ? t('templates.open') : t('templates.read')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <SectionCard
        id="contract-templates"
        title={t('templates.title')}
        intro={canWrite ? t('templates.intro') : t('templates.introAdmin')}
      >
        <DataTable<ContractTemplate>
          label={t('templates.title')}
          columns={columns}
          rows={items}
          rowId={(row) => row.id}
          rowData={(row) => ({ 'data-template': row.name })}
          status={query.status}
          onRetry={() => void query.refetch()}
          emptyText={canWrite ? t('templates.empty') : t('templates.emptyAdmin')}
          actions={
            canWrite && (
              <Button variant="contained" startIcon={<Add />} onClick={onNew}>
                {t('templates.new')}
              </Button>
            )
          }
        />
      </SectionCard>
      <SectionCard id="required-waiver" title={t('settings.title')} intro={t('settings.intro')}>
        <QueryState query={settings} compact>
          {settings.data && query.data && (
            <WaiverSettingForm
              requiredWaiverTemplateId={settings.data.requiredWaiverTemplateId}
              templates={items}
              canWrite={canWrite}
            />
          )}
        </QueryState>
      </SectionCard>
    </>
  );
}

function IssuedContracts({
  list,
  templates,
  onIssue,
  onOpen,
}: {
  list: ReturnType<typeof useListFilters<(typeof FILTERS)[number]>>;
  /** Undefined while they load. */
  templates: ContractTemplate[] | undefined;
  onIssue: () => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const { query, setQuery, filters: raw, setFilters } = list;
  const filters: ContractFilters = {
    status: isStatus(raw.status) ? raw.status : undefined,
    kind: isKind(raw.kind) ? raw.kind : undefined,
    unsigned: raw.unsigned === 'true',
  };
  const contracts = useContracts(filters, query);
  const hasFilters = Boolean(filters.status || filters.kind || filters.unsigned);
  const canIssue = (templates ?? []).some((template) => template.publishedVersion !== null);

  const columns: DataTableColumn<StaffContract>[] = [
    {
      field: 'title',
      header: t('issued.contract'),
      sortable: true,
      render: (row) => (
        <Link component="button" type="button" onClick={() => onOpen(row.id)} sx={{ textAlign: 'start' }}>
          {row.title}
        </Link>
      ),
    },
    {
      field: 'person',
      header: t('issued.person'),
      sortable: true,
      render: (row) => (
        <>
          {row.person.name}
          {row.dependant && (
            <Typography variant="body2" color="text.secondary">
              {t('issued.forDependant', { name: row.dependant.name })}
            </Typography>
          )}
        </>
      ),
    },
    { field: 'kind', header: t('issued.kind'), render: (row) => t(`kinds.${row.kind}`) },
    {
      field: 'status',
      header: t('issued.status'),
      sortable: true,
      render: (row) => <ContractStatusChip status={row.status} />,
    },
    {
      field: 'issuedAt',
      header: t('issued.issued'),
      sortable: true,
      render: (row) => format.date(row.issuedAt),
    },
    {
      field: 'due',
      header: t('issued.signedOrDue'),
      render: (row) =>
        row.signedAt
          ? t('issued.signedOn', { date: format.date(row.signedAt) })
          : row.expiresAt && ['draft', 'sent', 'viewed'].includes(row.status)
            ? t('issued.dueOn', { date: format.date(row.expiresAt) })
            : '—',
    },
    {
      field: 'actions',
      header: t('issued.actions'),
      render: (row) => (
        <Button
          size="small"
          onClick={() => onOpen(row.id)}
          aria-label={t('issued.openOf', { title: row.title, name: row.person.name })}
        >
          {t('issued.open')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Stack
        component="section"
        aria-label={t('issued.filters')}
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label={t('issued.status')}
          value={filters.status ?? ''}
          onChange={(event) => setFilters({ status: event.target.value || undefined })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('issued.allStatuses')}</MenuItem>
          {CONTRACT_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('issued.kind')}
          value={filters.kind ?? ''}
          onChange={(event) => setFilters({ kind: event.target.value || undefined })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('issued.allKinds')}</MenuItem>
          {CONTRACT_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={filters.unsigned ?? false}
              onChange={(event) => setFilters({ unsigned: event.target.checked ? 'true' : undefined })}
            />
          }
          label={t('issued.unsigned')}
        />
        <Button
          onClick={() => setFilters({ status: undefined, kind: undefined, unsigned: undefined })}
          disabled={!hasFilters}
        >
          {t('issued.clear')}
        </Button>
      </Stack>
      <Card variant="outlined">
        <DataTable<StaffContract>
          label={t('issued.title')}
          columns={columns}
          rows={contracts.data?.items}
          total={contracts.data?.total ?? 0}
          rowId={(row) => row.id}
          rowData={(row) => ({ 'data-contract': row.id, 'data-status': row.status })}
          query={query}
          onQueryChange={setQuery}
          status={contracts.status}
          fetching={contracts.isFetching}
          onRetry={() => void contracts.refetch()}
          emptyText={hasFilters ? t('issued.emptyFiltered') : t('issued.empty')}
          actions={
            <>
              <Button
                variant="outlined"
                startIcon={<Download />}
                component="a"
                href={contractsCsvHref({ ...filters, q: query.q })}
                download
              >
                {t('issued.csv')}
              </Button>
              <Button variant="contained" startIcon={<Add />} onClick={onIssue} disabled={!canIssue}>
                {t('issued.issue')}
              </Button>
            </>
          }
        />
      </Card>
      {templates && !canIssue && <Typography color="text.secondary">{t('issued.noTemplates')}</Typography>}
    </>
  );
}
