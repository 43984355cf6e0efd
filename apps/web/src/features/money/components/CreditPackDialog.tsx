import type { CreditPack } from '@bmp/shared';
import { CREDIT_PACK_TYPES, type CreditPackInput, SERVICE_CATEGORIES } from '@bmp/shared';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Path, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import {
  FormNumberField,
  FormSelectField,
  FormSwitchField,
  FormTextArea,
} from '../../../components/FormFields.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { centsToAmountText } from '../../../lib/amount-text.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import type { creditPackFormSchema } from '../../../lib/form-schemas.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSaveCreditPack } from '../api/money.ts';
import { MoneyDialog } from './MoneyDialog.tsx';

const packResolver = lazyZodResolver((schemas) => schemas.creditPackFormSchema);

/** The form's values for an existing pack (its price as the text staff would type). */
export function packToInput(pack: CreditPack): CreditPackInput {
  return {
    type: pack.type,
    name: pack.name,
    description: pack.description,
    price: centsToAmountText(pack.priceCents),
    grants: pack.grants.map((grant) => ({ ...grant })),
    expiryDays: pack.expiryDays,
    active: pack.active,
  };
}

const EMPTY_PACK: CreditPackInput = {
  type: 'credit_pack',
  name: '',
  description: '',
  price: '',
  grants: [{ kind: 'training', quantity: 10 }],
  expiryDays: 365,
  active: true,
};

/** Add a credit pack or prepaid package, or change one (what was already bought keeps its copy). */
export function CreditPackDialog({
  pack,
  onClose,
  onSaved,
}: {
  pack?: CreditPack | undefined;
  onClose: () => void;
  onSaved: (pack: CreditPack) => void;
}) {
  const { t } = useTranslation('money');
  const save = useSaveCreditPack();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<CreditPackInput, unknown, z.output<typeof creditPackFormSchema>>({
    resolver: packResolver,
    defaultValues: pack ? packToInput(pack) : EMPTY_PACK,
  });
  const grants = useFieldArray({ control: form.control, name: 'grants' });
  const grantsError = form.formState.errors.grants;
  const grantsMessage = grantsError?.message ?? grantsError?.root?.message;

  const onSubmit = form.handleSubmit(async () => {
    setGeneralError(null);
    // The price goes as typed: the API parses it and checks the studio's minimum.
    const input = form.getValues();
    try {
      onSaved(await save.mutateAsync({ id: pack?.id, input }));
    } catch (error) {
      const fields: Path<CreditPackInput>[] = [
        'type',
        'name',
        'description',
        'price',
        'grants',
        'expiryDays',
        'active',
        ...grants.fields.flatMap(
          (_field, index) => [`grants.${index}.kind`, `grants.${index}.quantity`] as const,
        ),
      ];
      setGeneralError(applyServerErrors(error, form.setError, fields));
    }
  });

  const kindOptions = SERVICE_CATEGORIES.map((kind) => ({
    value: kind,
    label: t(`common:categories.${kind}`),
  }));
  return (
    <MoneyDialog
      title={pack ? t('packs.editTitle', { name: pack.name }) : t('packs.addTitle')}
      submitLabel={pack ? t('save') : t('packs.add')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={packResolver.preload}
      maxWidth="md"
    >
      <FormAlert>{generalError}</FormAlert>
      <FormSelectField
        control={form.control}
        name="type"
        label={t('fields.packType')}
        required
        options={CREDIT_PACK_TYPES.map((type) => ({ value: type, label: t(`packType.${type}`) }))}
      />
      <FormTextField control={form.control} name="name" label={t('fields.name')} required />
      <FormTextArea rows={2} control={form.control} name="description" label={t('fields.description')} />
      <FormTextField
        control={form.control}
        name="price"
        label={t('fields.price')}
        required
        helperText={t('packs.priceHint')}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
        <Typography component="legend" variant="subtitle2">
          {t('packs.grantsLegend')}
        </Typography>
        {grants.fields.map((field, index) => (
          <Stack key={field.id} direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
            <FormSelectField
              control={form.control}
              name={`grants.${index}.kind`}
              required
              label={t('fields.kind')}
              options={kindOptions}
            />
            <FormNumberField
              emptyValue={null}
              control={form.control}
              name={`grants.${index}.quantity`}
              required
              label={t('fields.credits')}
            />
            <IconButton
              aria-label={t('packs.removeGrant', { number: index + 1 })}
              onClick={() => grants.remove(index)}
              disabled={grants.fields.length === 1}
              sx={{ mt: 3 }}
            >
              <DeleteOutline />
            </IconButton>
          </Stack>
        ))}
        {grantsMessage && <FormHelperText error>{grantsMessage}</FormHelperText>}
        <Button
          startIcon={<Add />}
          onClick={() => {
            const used = new Set(form.getValues('grants').map((grant) => grant.kind));
            const kind = SERVICE_CATEGORIES.find((category) => !used.has(category)) ?? 'training';
            grants.append({ kind, quantity: 1 });
          }}
          disabled={grants.fields.length >= SERVICE_CATEGORIES.length}
        >
          {t('packs.addGrant')}
        </Button>
      </Box>
      <FormNumberField
        emptyValue={null}
        control={form.control}
        name="expiryDays"
        label={t('fields.expiryDays')}
        helperText={t('packs.expiryHint')}
      />
      <FormSwitchField control={form.control} name="active" label={t('packs.onSale')} />
    </MoneyDialog>
  );
}
