import { API_KEY_AREAS, type ApiKey, type ApiKeyScope } from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { applyServerErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/integrations.ts';
import { CheckboxGroupField } from './CheckboxGroupField.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { SecretOnce } from './SecretOnce.tsx';

type KeyForm = { name: string; scopes: string[]; expiresOn: string | null };
const EMPTY: KeyForm = { name: '', scopes: [], expiresOn: null };

type KeyStatus = 'active' | 'revoked' | 'expired';
export function keyStatus(key: ApiKey, now = Date.now()): KeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return 'expired';
  return 'active';
}
const STATUS_COLOR = { active: 'success', revoked: 'default', expired: 'warning' } as const;

/** The owner's API keys: a form to create one (its secret shown once), and the list to revoke them. */
export function ApiKeysSection() {
  const { t } = useTranslation('integrations');
  const format = useFormat();
  const snackbar = useSnackbar();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const form = useForm<KeyForm>({ defaultValues: EMPTY });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      const answer = await create.mutateAsync({
        name: values.name,
        scopes: values.scopes as ApiKeyScope[],
        expiresOn: values.expiresOn || null,
      });
      setCreated({ name: answer.key.name, secret: answer.secret });
      form.reset(EMPTY);
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['name', 'scopes', 'expiresOn']));
    }
  });

  const confirmRevoke = async () => {
    if (!revoking) return;
    setRevokeError(null);
    try {
      await revoke.mutateAsync(revoking.id);
      snackbar.saved(t('keys.revoked', { name: revoking.name }));
    } catch (error) {
      setRevokeError(errorMessage(error));
    }
    setRevoking(null);
  };

  const groups = API_KEY_AREAS.map((area) => ({
    legend: t(`areas.${area}`),
    options: [
      { value: `${area}:read`, label: t('keys.read') },
      { value: `${area}:write`, label: t('keys.write') },
    ],
  }));
  const scopeText = (scope: string) => {
    const [area, access] = scope.split(':');
    return t('keys.scope', {
      area: t(`areas.${area}`, { defaultValue: area }),
      access: access === 'write' ? t('keys.write') : t('keys.read'),
    });
  };

  return (
    <>
      <SectionCard id="api-keys-create" title={t('keys.createTitle')} intro={t('keys.intro')}>
        <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="api-keys-create">
          <FormAlert>{generalError}</FormAlert>
          <FormTextField control={form.control} name="name" label={t('keys.name')} required />
          <CheckboxGroupField
            control={form.control}
            name="scopes"
            legend={t('keys.scopes')}
            helperText={t('keys.scopesHelp')}
            groups={groups}
          />
          <FormTextArea
            control={form.control}
            name="expiresOn"
            type="date"
            label={t('keys.expiresOn')}
            helperText={t('keys.expiresOnHelp')}
            emptyAsNull
          />
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={form.formState.isSubmitting}>
            {t('keys.create')}
          </Button>
        </Box>
        {created && (
          <Box sx={{ mt: 3 }}>
            <SecretOnce
              id="api-key-secret"
              label={t('keys.secretLabel', { name: created.name })}
              secret={created.secret}
            />
          </Box>
        )}
      </SectionCard>
      <SectionCard id="api-keys-list" title={t('keys.listTitle')}>
        <FormAlert>{revokeError}</FormAlert>
        <DataTable<ApiKey>
          label={t('keys.listTitle')}
          rows={keys.data?.items}
          rowId={(key) => key.id}
          status={keys.status}
          onRetry={() => void keys.refetch()}
          emptyText={t('keys.none')}
          rowData={(key) => ({ 'data-key-id': key.id })}
          columns={[
            { field: 'name', header: t('keys.name'), render: (key) => key.name },
            {
              field: 'prefix',
              header: t('keys.prefix'),
              render: (key) => (
                <Box component="code" dir="ltr">
                  {key.prefix}…
                </Box>
              ),
            },
            {
              field: 'scopes',
              header: t('keys.scopes'),
              render: (key) => key.scopes.map(scopeText).join(', '),
            },
            {
              field: 'lastUsedAt',
              header: t('keys.lastUsed'),
              render: (key) => (key.lastUsedAt ? format.studioDateTime(key.lastUsedAt) : t('keys.never')),
            },
            {
              field: 'expiresAt',
              header: t('keys.expires'),
              render: (key) => (key.expiresAt ? format.studioDateTime(key.expiresAt) : t('keys.noExpiry')),
            },
            {
              field: 'status',
              header: t('keys.status'),
              render: (key) => {
                const status = keyStatus(key);
                return (
                  <Chip size="small" color={STATUS_COLOR[status]} label={t(`keys.statuses.${status}`)} />
                );
              },
            },
            {
              field: 'actions',
              header: t('actions'),
              render: (key) =>
                keyStatus(key) === 'revoked' ? null : (
                  <Button
                    size="small"
                    color="error"
                    aria-label={t('keys.revokeNamed', { name: key.name })}
                    onClick={() => setRevoking(key)}
                  >
                    {t('keys.revoke')}
                  </Button>
                ),
            },
          ]}
        />
      </SectionCard>
      {revoking && (
        <ConfirmDialog
          title={t('keys.revokeTitle', { name: revoking.name })}
          text={t('keys.revokeText')}
          confirmLabel={t('keys.revoke')}
          busy={revoke.isPending}
          onConfirm={() => void confirmRevoke()}
          onClose={() => setRevoking(null)}
        />
      )}
    </>
  );
}
