import {
  ACCESS,
  type Deactivation,
  type InvitationInput,
  type invitationInputSchema,
  type SentTeamInvitation,
  TEAM_ROLES,
  type TeamInvitation,
  type TeamMember,
  type TeamRole,
} from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { OneTimeLink } from '../../../components/OneTimeLink.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { namesRole } from '../../../lib/access.ts';
import { applyServerErrors, errorMessage } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useCan } from '../../auth/index.ts';
import { EmailDeliveryNotice } from '../../email/index.ts';
import {
  useChangeRole,
  useDeactivate,
  useInvitationLink,
  useInvite,
  useReactivate,
  useResendInvitation,
  useRevokeInvitation,
  useTeam,
  useTransferOwnership,
} from '../api/studio-api.ts';

const inviteResolver = lazyZodResolver((shared) => shared.invitationInputSchema);

/** A team member's or an invitation's role is the owner's (shown data, not the viewer's role). */
const isOwner = (role: TeamRole) => namesRole(ACCESS.owner, role);

/** /admin/business/team: the team, invitations, roles, ownership and deactivation. */
export function TeamPage() {
  const { t } = useTranslation('studio');
  const format = useFormat();
  const team = useTeam();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const newLink = useInvitationLink();
  // The last link sent or copied, shown once: the server keeps only its hash.
  const [shownLink, setShownLink] = useState<SentTeamInvitation | null>(null);
  const changeRole = useChangeRole();
  const transfer = useTransferOwnership();
  const deactivate = useDeactivate();
  const reactivate = useReactivate();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [deactivated, setDeactivated] = useState<Deactivation | null>(null);
  const isPrincipal = useCan(ACCESS.owner);

  const run = async (action: () => Promise<unknown>, success: string) => {
    setNotice(null);
    try {
      await action();
      setNotice({ severity: 'success', text: success });
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error) });
    }
  };
  const roleOptions = (current: TeamRole): TeamRole[] =>
    TEAM_ROLES.filter((role) => isPrincipal || (!isOwner(role) && !isOwner(current)));

  const memberActions = (member: TeamMember) => {
    if (member.isMe) return <Typography color="text.secondary">{t('team.you')}</Typography>;
    // Only a principal acts on a principal (the server refuses anyone else).
    if (isOwner(member.role) && !isPrincipal) return null;
    return (
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {member.status === 'active' ? (
          <Button
            size="small"
            color="error"
            aria-label={t('team.deactivateNamed', { name: member.name })}
            onClick={() =>
              void run(
                async () => {
                  setDeactivated(await deactivate.mutateAsync(member.id));
                },
                t('team.deactivated', { name: member.name }),
              )
            }
          >
            {t('team.deactivate')}
          </Button>
        ) : (
          <Button
            size="small"
            aria-label={t('team.reactivateNamed', { name: member.name })}
            onClick={() =>
              void run(() => reactivate.mutateAsync(member.id), t('team.reactivated', { name: member.name }))
            }
          >
            {t('team.reactivate')}
          </Button>
        )}
        {isPrincipal && member.status === 'active' && !isOwner(member.role) && (
          <Button
            size="small"
            aria-label={t('team.transferNamed', { name: member.name })}
            onClick={() => {
              if (window.confirm(t('team.transferConfirm', { name: member.name }))) {
                void run(() => transfer.mutateAsync(member.id), t('team.transferred', { name: member.name }));
              }
            }}
          >
            {t('team.transfer')}
          </Button>
        )}
      </Stack>
    );
  };

  const memberColumns: DataTableColumn<TeamMember>[] = [
    { field: 'name', header: t('team.name'), render: (member) => member.name },
    { field: 'email', header: t('team.email'), render: (member) => <bdi>{member.email}</bdi> },
    {
      field: 'role',
      header: t('team.role'),
      render: (member) =>
        member.isMe || (!isPrincipal && isOwner(member.role)) ? (
          t(`roles.${member.role}`)
        ) : (
          <TextField
            select
            size="small"
            label={t('team.roleOf', { name: member.name })}
            value={member.role}
            onChange={(event) =>
              void run(
                () => changeRole.mutateAsync({ id: member.id, role: event.target.value as TeamRole }),
                t('team.roleChanged', { name: member.name }),
              )
            }
          >
            {roleOptions(member.role).map((role) => (
              <MenuItem key={role} value={role}>
                {t(`roles.${role}`)}
              </MenuItem>
            ))}
          </TextField>
        ),
    },
    {
      field: 'status',
      header: t('team.status'),
      render: (member) => (
        <Chip
          size="small"
          color={member.status === 'active' ? 'success' : 'default'}
          label={t(`team.statuses.${member.status}`)}
        />
      ),
    },
    { field: 'actions', header: t('actions'), render: memberActions },
  ];

  const invitationActions = (invitation: TeamInvitation) =>
    // Only the owner acts on a principal invitation (the server refuses anyone else).
    (invitation.state === 'pending' || invitation.state === 'expired') &&
    (isPrincipal || !isOwner(invitation.role)) && (
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button
          size="small"
          aria-label={t('team.resendTo', { email: invitation.email })}
          onClick={() =>
            void run(
              async () => setShownLink(await resend.mutateAsync(invitation.id)),
              t('team.resent', { email: invitation.email }),
            )
          }
        >
          {t('team.resend')}
        </Button>
        <Button
          size="small"
          aria-label={t('team.copyLinkTo', { email: invitation.email })}
          onClick={() =>
            void run(
              async () => setShownLink(await newLink.mutateAsync(invitation.id)),
              t('team.linkIssued', { email: invitation.email }),
            )
          }
        >
          {t('team.copyLink')}
        </Button>
        <Button
          size="small"
          color="error"
          aria-label={t('team.revokeTo', { email: invitation.email })}
          onClick={() =>
            void run(
              async () => {
                await revoke.mutateAsync(invitation.id);
                if (shownLink?.id === invitation.id) setShownLink(null);
              },
              t('team.revoked', { email: invitation.email }),
            )
          }
        >
          {t('team.revoke')}
        </Button>
      </Stack>
    );

  const invitationColumns: DataTableColumn<TeamInvitation>[] = [
    { field: 'email', header: t('team.email'), render: (invitation) => <bdi>{invitation.email}</bdi> },
    { field: 'role', header: t('team.role'), render: (invitation) => t(`roles.${invitation.role}`) },
    {
      field: 'status',
      header: t('team.status'),
      render: (invitation) => (
        <Chip
          size="small"
          color={invitation.state === 'pending' ? 'primary' : 'default'}
          label={t(`team.invitationStates.${invitation.state}`)}
        />
      ),
    },
    {
      field: 'expires',
      header: t('team.expires'),
      render: (invitation) => format.date(invitation.expiresAt, { dateStyle: 'medium' }),
    },
    { field: 'actions', header: t('actions'), render: invitationActions },
  ];

  return (
    <Stack spacing={3}>
      <PageHeading title={t('team.title')}>{t('team.intro')}</PageHeading>
      {notice && (
        <Alert
          severity={notice.severity}
          onClose={() => setNotice(null)}
          role={notice.severity === 'success' ? 'status' : 'alert'}
        >
          {notice.text}
        </Alert>
      )}
      {deactivated && deactivated.upcomingSessions.length > 0 && (
        <Alert severity="warning" onClose={() => setDeactivated(null)}>
          <Typography>
            {t('team.reassignIntro', {
              name: deactivated.member.name,
              count: deactivated.upcomingSessions.length,
            })}
          </Typography>
          <List dense>
            {deactivated.upcomingSessions.map((session) => (
              <ListItem key={session.id} disableGutters>
                <ListItemText
                  primary={
                    <RouterLink to={href(PATHS.adminServiceDetails, { id: session.id })}>
                      {`${format.studioDateTime(session.startsAt)} · ${session.offeringName}`}
                    </RouterLink>
                  }
                  secondary={session.customerName}
                />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      <EmailDeliveryNotice />
      <InviteForm isPrincipal={isPrincipal} onSent={setShownLink} />
      {shownLink && (
        <SectionCard id="invitation-link-title" title={t('team.linkTitle', { email: shownLink.email })}>
          <OneTimeLink
            id="invitation-link"
            label={t('team.linkLabel', { email: shownLink.email })}
            url={shownLink.link}
            notice={t('team.linkOnce')}
            copyText={t('team.copyLink')}
            copiedText={t('team.copied')}
          />
        </SectionCard>
      )}
      <SectionCard id="members-title" title={t('team.members')}>
        <QueryState query={team} compact>
          <DataTable
            label={t('team.members')}
            size="small"
            status="success"
            rows={team.data?.members}
            rowId={(member) => member.id}
            columns={memberColumns}
          />
        </QueryState>
      </SectionCard>
      {/* Shown once the team is there: its loading or failure is said once, in the members' section. */}
      {team.data && (
        <SectionCard id="invitations-title" title={t('team.invitations')}>
          {team.data.invitations.length === 0 ? (
            <Typography color="text.secondary">{t('team.noInvitations')}</Typography>
          ) : (
            <DataTable
              label={t('team.invitations')}
              size="small"
              status="success"
              rows={team.data.invitations}
              rowId={(invitation) => invitation.id}
              columns={invitationColumns}
            />
          )}
        </SectionCard>
      )}
    </Stack>
  );
}

function InviteForm({
  isPrincipal,
  onSent,
}: {
  isPrincipal: boolean;
  onSent: (invitation: SentTeamInvitation) => void;
}) {
  const { t } = useTranslation('studio');
  const invite = useInvite();
  const form = useForm<InvitationInput, unknown, z.output<typeof invitationInputSchema>>({
    resolver: inviteResolver,
    defaultValues: { email: '', role: 'expert' },
  });
  const [general, setGeneral] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const roles = TEAM_ROLES.filter((option) => isPrincipal || !isOwner(option));
  const submit = form.handleSubmit(async (input) => {
    setGeneral(null);
    setSent(null);
    try {
      const invitation = await invite.mutateAsync(input);
      setSent(t('team.invited', { email: invitation.email }));
      onSent(invitation);
      form.resetField('email');
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, ['email', 'role']));
    }
  });
  return (
    <SectionCard id="invite-title" title={t('team.inviteTitle')} intro={t('team.inviteIntro')}>
      {sent && (
        <Alert severity="success" sx={{ my: 1 }} role="status">
          {sent}
        </Alert>
      )}
      {general && (
        <Alert severity="error" sx={{ my: 1 }}>
          {general}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit} onInput={inviteResolver.preload}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <FormTextArea
            control={form.control}
            name="email"
            required
            type="email"
            label={t('team.inviteEmail')}
            fullWidth={false}
            sx={{ flex: 1 }}
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field, fieldState }) => (
              <TextField
                select
                margin="normal"
                label={t('team.inviteRole')}
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value as TeamRole)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.invalid}
                helperText={fieldState.error?.message}
                sx={{ minWidth: 200 }}
              >
                {roles.map((option) => (
                  <MenuItem key={option} value={option}>
                    {t(`roles.${option}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
        <Button type="submit" variant="contained" disabled={invite.isPending}>
          {t('team.sendInvite')}
        </Button>
      </Box>
    </SectionCard>
  );
}
