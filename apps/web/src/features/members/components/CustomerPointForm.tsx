import type { CustomerPointInput } from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PointField } from '../../../components/map/PointField.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { type CustomerProfile, useSaveCustomerPoint } from '../api/members-api.ts';

const pointResolver = lazyZodResolver((shared) => shared.customerPointInputSchema);
const FIELDS = ['latitude', 'longitude'] as const;

/**
 * Staff place a customer's address on the map (decision 0060): a pin dropped or typed, for the trips
 * of in-home sessions and the experts' distances. The address itself stays the member's to write.
 */
export function CustomerPointForm({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation('members');
  const save = useSaveCustomerPoint(profile.id);
  const form = useForm<CustomerPointInput, unknown, CustomerPointInput>({
    resolver: pointResolver,
    defaultValues: { latitude: profile.latitude, longitude: profile.longitude },
  });
  const { onSubmit, generalError } = useFormSave(form, save.mutateAsync, FIELDS, t('staff.pointSaved'));
  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={pointResolver.preload} sx={{ mt: 2 }}>
      <FormAlert>{generalError}</FormAlert>
      <PointField
        control={form.control}
        latitudeName="latitude"
        longitudeName="longitude"
        legend={t('staff.point')}
        pinLabel={profile.fullName}
      />
      <Stack direction="row" sx={{ mt: 2 }}>
        <Button type="submit" variant="outlined" disabled={form.formState.isSubmitting}>
          {t('staff.savePoint')}
        </Button>
      </Stack>
    </Box>
  );
}
