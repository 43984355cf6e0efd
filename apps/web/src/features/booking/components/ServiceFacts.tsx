import type { Service } from '@bmp/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { creditsText, whenText } from './service-text.ts';

/** What a session is: when, where, with whom, for whom, and what it holds. */
export function ServiceFacts({
  service,
  showCustomer = false,
}: {
  service: Service;
  showCustomer?: boolean;
}) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, my: 2 }}
    >
      <Fact label={t('fields.status')}>
        <StatusChip status={service.status} />
      </Fact>
      <Fact label={t('fields.offering')}>
        {service.offering.name} ({t(`types.${service.serviceType}`)})
      </Fact>
      <Fact label={t('fields.when')}>{whenText(service, format, 'full')}</Fact>
      <Fact label={t('fields.duration')}>
        {t('minutes', { count: service.durationMinutes, formatted: format.number(service.durationMinutes) })}
      </Fact>
      <Fact label={t('fields.expert')}>{service.expert.name}</Fact>
      {showCustomer && <Fact label={t('fields.customer')}>{service.customer.name}</Fact>}
      {service.participants.length > 0 && (
        <Fact label={t('fields.participants')}>
          {service.participants.map((person) => person.name).join(', ')}
        </Fact>
      )}
      <Fact label={t('fields.place')}>
        {[t(`places.${service.place}`), service.location?.display, service.address]
          .filter(Boolean)
          .join(' · ')}
      </Fact>
      {service.notes && <Fact label={t('fields.notes')}>{service.notes}</Fact>}
      <Fact label={t('fields.reminder')}>
        {service.reminderMinutes
          ? t('reminderBefore', {
              count: service.reminderMinutes,
              formatted: format.number(service.reminderMinutes),
            })
          : t('noReminder')}
      </Fact>
      <Fact label={t('fields.credits')}>{creditsText(service, t, format)}</Fact>
      {service.cancelReason && <Fact label={t('fields.cancelReason')}>{service.cancelReason}</Fact>}
      {service.completionNotes && <Fact label={t('fields.completionNotes')}>{service.completionNotes}</Fact>}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}
