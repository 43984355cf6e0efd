import type { CreditPack } from '@bmp/shared';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { useListFilters } from '../../../components/data-table/use-list-filters.ts';
import { type Notice, NoticeAlert } from '../../../components/NoticeAlert.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useCreditPacks, useSaveCreditPack } from '../api/money.ts';
import { CreditPackDialog, packToInput } from '../components/CreditPackDialog.tsx';
import { GrantList } from '../components/GrantList.tsx';

const FILTERS = ['active'] as const;

/** /admin/services/prepaid: the credit packs and prepaid packages members can buy. */
export function PrepaidPage() {
  const { t } = useTranslation('money');
  const format = useFormat();
  const { query, setQuery, filters, setFilters } = useListFilters(FILTERS);
  const active = filters.active === 'true' ? true : filters.active === 'false' ? false : undefined;
  const packs = useCreditPacks({ page: query.page, pageSize: query.pageSize, q: query.q, active });
  const save = useSaveCreditPack();
  // undefined: closed; null: adding; a pack: editing it.
  const [editing, setEditing] = useState<CreditPack | null | undefined>(undefined);
  const [notice, setNotice] = useState<Notice | null>(null);

  const toggle = async (pack: CreditPack) => {
    setNotice(null);
    try {
      const saved = await save.mutateAsync({
        id: pack.id,
        input: { ...packToInput(pack), active: !pack.active },
      });
      setNotice({
        severity: 'success',
        text: t(saved.active ? 'packs.activated' : 'packs.deactivated', { name: saved.name }),
      });
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error) });
    }
  };

  const columns: DataTableColumn<CreditPack>[] = [
    { field: 'name', header: t('columns.name'), render: (pack) => pack.name },
    { field: 'type', header: t('columns.type'), render: (pack) => t(`packType.${pack.type}`) },
    {
      field: 'grants',
      header: t('columns.grants'),
      render: (pack) => <GrantList grants={pack.grants} inline />,
    },
    {
      field: 'expiryDays',
      header: t('columns.expiry'),
      render: (pack) =>
        pack.expiryDays === null ? t('shop.neverExpire') : t('shop.expiresAfter', { count: pack.expiryDays }),
    },
    {
      field: 'priceCents',
      header: t('columns.price'),
      align: 'right',
      render: (pack) => format.money(pack.priceCents),
    },
    {
      field: 'active',
      header: t('columns.status'),
      render: (pack) => (
        <Chip
          size="small"
          color={pack.active ? 'success' : 'default'}
          variant={pack.active ? 'filled' : 'outlined'}
          label={pack.active ? t('packs.active') : t('packs.inactive')}
        />
      ),
    },
    {
      field: 'actions',
      header: t('columns.actions'),
      render: (pack) => (
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button
            size="small"
            onClick={() => setEditing(pack)}
            aria-label={t('packs.editNamed', { name: pack.name })}
          >
            {t('edit')}
          </Button>
          <Button
            size="small"
            disabled={save.isPending}
            onClick={() => void toggle(pack)}
            aria-label={t(pack.active ? 'packs.deactivateNamed' : 'packs.activateNamed', { name: pack.name })}
          >
            {pack.active ? t('packs.deactivate') : t('packs.activate')}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={3}>
      <PageHeading title={t('packs.title')}>{t('packs.intro')}</PageHeading>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <Card variant="outlined">
        <DataTable
          label={t('packs.title')}
          columns={columns}
          rows={packs.data?.items}
          total={packs.data?.total ?? 0}
          rowId={(pack) => pack.id}
          query={query}
          onQueryChange={setQuery}
          status={packs.status}
          fetching={packs.isFetching}
          onRetry={() => void packs.refetch()}
          actions={
            <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
              <TextField
                select
                size="small"
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                label={t('filters.onSale')}
                value={filters.active ?? ''}
                onChange={(event) => setFilters({ active: event.target.value || undefined })}
                sx={{ minWidth: 160 }}
              >
                <MenuItem value="">{t('filters.allPacks')}</MenuItem>
                <MenuItem value="true">{t('packs.active')}</MenuItem>
                <MenuItem value="false">{t('packs.inactive')}</MenuItem>
              </TextField>
              <Button
                variant="contained"
                startIcon={<Add />}
                onClick={() => {
                  setNotice(null);
                  setEditing(null);
                }}
              >
                {t('packs.add')}
              </Button>
            </Stack>
          }
        />
      </Card>
      {editing !== undefined && (
        <CreditPackDialog
          pack={editing ?? undefined}
          onClose={() => setEditing(undefined)}
          onSaved={(pack) => {
            setEditing(undefined);
            setNotice({ severity: 'success', text: t('packs.saved', { name: pack.name }) });
          }}
        />
      )}
    </Stack>
  );
}
