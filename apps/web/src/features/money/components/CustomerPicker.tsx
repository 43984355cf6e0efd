import type { Customer } from '@bmp/shared';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomer, useCustomers } from '../api/money.ts';

const SEARCH_DELAY_MS = 300;
const OPTIONS_SHOWN = 10;

/**
 * Pick one of the studio's customers by typing part of their name or email: the server searches as
 * typing pauses, so every customer can be found however many the studio has (staff pages: the
 * payments and sessions filters, a class roster). Cleared, it reports `undefined`.
 */
export function CustomerPicker({
  label,
  customerId,
  onChange,
  minWidth = 260,
}: {
  label: string;
  customerId: string | undefined;
  onChange: (customerId: string | undefined) => void;
  minWidth?: number;
}) {
  const { t } = useTranslation('common');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const selected = useCustomer(customerId ?? '', { enabled: Boolean(customerId) });
  const options = useCustomers({ page: 1, pageSize: OPTIONS_SHOWN, q: search, sort: null });

  useEffect(() => {
    const timer = setTimeout(() => setSearch(input), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const value = customerId ? (selected.data ?? null) : null;
  return (
    <Autocomplete<Customer>
      size="small"
      sx={{ minWidth }}
      options={options.data?.items ?? []}
      value={value}
      loading={options.isFetching}
      filterOptions={(items) => items}
      getOptionLabel={(customer) => customer.fullName}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onChange={(_event, customer) => onChange(customer?.id)}
      onInputChange={(_event, text) => setInput(text)}
      renderOption={(props, customer) => (
        <li {...props} key={customer.id}>
          {customer.fullName} · {customer.email}
        </li>
      )}
      noOptionsText={t('customerPicker.noMatch')}
      loadingText={t('queryState.loading')}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
