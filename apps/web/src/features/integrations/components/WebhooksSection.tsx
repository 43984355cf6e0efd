import {
  CLASS_EVENT_TYPES,
  CONTRACT_WEBHOOK_EVENT_TYPES,
  MEMBER_EVENT_TYPES,
  MEMBERSHIP_EVENT_TYPES,
  MONEY_EVENT_TYPES,
  SESSION_EVENT_TYPES,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
} from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import type { ApiBody } from '../../../lib/api-client.ts';
import { applyServerErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useUpdateWebhookEndpoint,
  useWebhookEndpoints,
} from '../api/integrations.ts';
import { CheckboxGroupField } from './CheckboxGroupField.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DeliveriesDialog } from './DeliveriesDialog.tsx';
import { SecretOnce } from './SecretOnce.tsx';

type EndpointForm = { url: string; description: string; eventTypes: string[] };
const EMPTY: EndpointForm = { url: '', description: '', eventTypes: [] };
type EventTypes = ApiBody<'/api/webhook-endpoints'>['eventTypes'];

/** The event checkboxes, by kind; an event of no known kind (a newer one) under "Other events". */
const KNOWN: readonly string[] = [
  ...SESSION_EVENT_TYPES,
  ...CLASS_EVENT_TYPES,
  ...MONEY_EVENT_TYPES,
  ...MEMBER_EVENT_TYPES,
  ...MEMBERSHIP_EVENT_TYPES,
  ...CONTRACT_WEBHOOK_EVENT_TYPES,
];
const EVENT_GROUPS = [
  { key: 'sessions', types: SESSION_EVENT_TYPES as readonly string[] },
  { key: 'classes', types: CLASS_EVENT_TYPES as readonly string[] },
  { key: 'money', types: MONEY_EVENT_TYPES as readonly string[] },
  { key: 'members', types: MEMBER_EVENT_TYPES as readonly string[] },
  { key: 'memberships', types: MEMBERSHIP_EVENT_TYPES as readonly string[] },
  { key: 'contracts', types: CONTRACT_WEBHOOK_EVENT_TYPES as readonly string[] },
  { key: 'other', types: WEBHOOK_EVENT_TYPES.filter((type) => !KNOWN.includes(type)) as string[] },
].filter((group) => group.types.length > 0);

/** One endpoint: its address, events and state, with its switch, its delivery log and removal. */
function EndpointRow({
  endpoint,
  onDeliveries,
  onDelete,
}: {
  endpoint: WebhookEndpoint;
  onDeliveries: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('integrations');
  const format = useFormat();
  const update = useUpdateWebhookEndpoint();
  const [error, setError] = useState<string | null>(null);
  const toggle = async (enabled: boolean) => {
    setError(null);
    try {
      await update.mutateAsync({
        id: endpoint.id,
        body: {
          url: endpoint.url,
          description: endpoint.description,
          eventTypes: endpoint.eventTypes as EventTypes,
          enabled,
        },
      });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Box
      component="li"
      aria-label={endpoint.url}
      data-endpoint-id={endpoint.id}
      sx={{ listStyle: 'none', py: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" dir="ltr" sx={{ fontWeight: 500, wordBreak: 'break-all' }}>
          {endpoint.url}
        </Typography>
        <Chip
          size="small"
          color={endpoint.enabled ? 'success' : 'default'}
          label={endpoint.enabled ? t('hooks.enabled') : t('hooks.disabled')}
        />
      </Stack>
      {endpoint.description && (
        <Typography variant="body2" color="text.secondary">
          {endpoint.description}
        </Typography>
      )}
      <Typography variant="body2">
        {t('hooks.eventsList', { events: endpoint.eventTypes.join(', ') })}
      </Typography>
      {!endpoint.enabled && endpoint.disabledReason && (
        <Typography variant="body2" color="warning.main">
          {t(`hooks.reasons.${endpoint.disabledReason}`, {
            date: endpoint.disabledAt ? format.studioDateTime(endpoint.disabledAt) : '',
          })}
        </Typography>
      )}
      {endpoint.enabled && endpoint.failingSince && (
        <Typography variant="body2" color="warning.main">
          {t('hooks.failingSince', { date: format.studioDateTime(endpoint.failingSince) })}
        </Typography>
      )}
      <FormAlert>{error}</FormAlert>
      <Stack direction="row" sx={{ gap: 1, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={endpoint.enabled}
              disabled={update.isPending}
              onChange={(event) => void toggle(event.target.checked)}
              slotProps={{ input: { 'aria-label': t('hooks.switchNamed', { url: endpoint.url }) } }}
            />
          }
          label={t('hooks.on')}
        />
        <Button variant="outlined" size="small" onClick={onDeliveries}>
          {t('hooks.deliveries')}
        </Button>
        <Button
          size="small"
          color="error"
          aria-label={t('hooks.deleteNamed', { url: endpoint.url })}
          onClick={onDelete}
        >
          {t('hooks.delete')}
        </Button>
      </Stack>
    </Box>
  );
}

/** The studio's webhook endpoints: a form to add one (its signing secret shown once) and the list. */
export function WebhooksSection() {
  const { t } = useTranslation('integrations');
  const snackbar = useSnackbar();
  const endpoints = useWebhookEndpoints();
  const create = useCreateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const [viewing, setViewing] = useState<WebhookEndpoint | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const form = useForm<EndpointForm>({ defaultValues: EMPTY });
  const items = endpoints.data?.items ?? [];

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      const answer = await create.mutateAsync({
        url: values.url,
        description: values.description,
        eventTypes: values.eventTypes as EventTypes,
      });
      setCreated({ url: answer.endpoint.url, secret: answer.secret });
      form.reset(EMPTY);
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['url', 'description', 'eventTypes']));
    }
  });

  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveError(null);
    try {
      await remove.mutateAsync(removing.id);
      snackbar.saved(t('hooks.deleted'));
    } catch (error) {
      setRemoveError(errorMessage(error));
    }
    setRemoving(null);
  };

  return (
    <>
      <SectionCard id="webhooks-create" title={t('hooks.createTitle')} intro={t('hooks.intro')}>
        <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="webhooks-create">
          <FormAlert>{generalError}</FormAlert>
          <FormTextField
            control={form.control}
            name="url"
            label={t('hooks.url')}
            helperText={t('hooks.urlHelp')}
            required
          />
          <FormTextArea control={form.control} name="description" label={t('hooks.description')} />
          <CheckboxGroupField
            control={form.control}
            name="eventTypes"
            legend={t('hooks.events')}
            groups={EVENT_GROUPS.map((group) => ({
              legend: t(`eventGroups.${group.key}`),
              options: group.types.map((type) => ({
                value: type,
                label: t(`events.${type}`, { defaultValue: type }),
              })),
            }))}
          />
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={form.formState.isSubmitting}>
            {t('hooks.create')}
          </Button>
        </Box>
        {created && (
          <Box sx={{ mt: 3 }}>
            <SecretOnce
              id="webhook-secret"
              label={t('hooks.secretLabel', { url: created.url })}
              secret={created.secret}
            />
          </Box>
        )}
      </SectionCard>
      <SectionCard id="webhooks-list" title={t('hooks.listTitle')}>
        <FormAlert>{removeError}</FormAlert>
        <QueryState query={endpoints} isEmpty={items.length === 0} empty={t('hooks.none')} compact>
          <Box component="ul" aria-labelledby="webhooks-list" sx={{ p: 0, m: 0 }}>
            {items.map((endpoint) => (
              <EndpointRow
                key={endpoint.id}
                endpoint={endpoint}
                onDeliveries={() => setViewing(endpoint)}
                onDelete={() => setRemoving(endpoint)}
              />
            ))}
          </Box>
        </QueryState>
      </SectionCard>
      {removing && (
        <ConfirmDialog
          title={t('hooks.deleteTitle')}
          text={t('hooks.deleteText', { url: removing.url })}
          confirmLabel={t('hooks.delete')}
          busy={remove.isPending}
          onConfirm={() => void confirmRemove()}
          onClose={() => setRemoving(null)}
        />
      )}
      {viewing && <DeliveriesDialog endpoint={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
