import { MEDICAL_QUESTIONS, NUTRITION_QUESTIONS } from '@bmp/shared';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState.tsx';
import { useCustomerHealth } from '../api/members-api.ts';

function Line({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Typography>
      <strong>{label}:</strong> {value || '—'}
    </Typography>
  );
}

/**
 * A customer's health answers for staff and for an expert with a session with them. They load only
 * on request: every read is recorded in the audit log (docs/security.md).
 */
export function CustomerHealthAnswers({ customerId }: { customerId: string }) {
  const { t } = useTranslation('members');
  const [shown, setShown] = useState(false);
  const health = useCustomerHealth(customerId, shown);
  if (!shown) {
    return (
      <Button sx={{ mt: 2 }} variant="outlined" onClick={() => setShown(true)}>
        {t('staff.showHealth')}
      </Button>
    );
  }
  const data = health.data;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('staff.audited')}
      </Typography>
      <QueryState query={health} compact />
      {data?.medicalFlag && (
        <Chip color="warning" label={t('medical.flag')} sx={{ alignSelf: 'flex-start' }} />
      )}
      {data && !data.medical && !data.nutrition && <Typography>{t('staff.noAnswers')}</Typography>}
      {data?.medical &&
        MEDICAL_QUESTIONS.map((id) => (
          <Line
            key={id}
            label={t(`medical.${id}`)}
            value={
              data.medical?.[id]?.answer
                ? `${t('medical.yes')}: ${data.medical[id]?.details}`
                : t('medical.no')
            }
          />
        ))}
      {data?.nutrition &&
        NUTRITION_QUESTIONS.filter((id) => data.nutrition?.[id]).map((id) => (
          <Line key={id} label={t(`nutrition.${id}`)} value={data.nutrition?.[id]} />
        ))}
    </Stack>
  );
}
