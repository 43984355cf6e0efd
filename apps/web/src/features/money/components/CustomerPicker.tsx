import type { Customer } from '@bmp/shared';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomer } from '../api/get-customer.ts';
import { useCustomers } from '../api/get-customers.ts';

const SEARCH_DELAY_MS = 300;

/** Pick one customer by typing part of their name or email (asks the server as typing pauses). */
export function CustomerPicker({
  customerId,
  onChange,
}: {
  customerId: string | undefined;
  onChange: (customerId: string | undefined) => void;
}) {
  const { t } = useTranslation('money');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const selected = useCustomer(customerId ?? '', { enabled: Boolean(customerId) });
  const options = useCustomers({ page: 1, pageSize: 10, q: search, sort: null });

  useEffect(() => {
    const timer = setTimeout(() => setSearch(input), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const value = customerId ? (selected.data ?? null) : null;
  return (
    <Autocomplete<Customer>
      size="small"
      sx={{ minWidth: 260 }}
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
      noOptionsText={t('filters.noCustomers')}
      loadingText={t('loading')}
      renderInput={(params) => <TextField {...params} label={t('filters.customer')} />}
    />
  );
}
