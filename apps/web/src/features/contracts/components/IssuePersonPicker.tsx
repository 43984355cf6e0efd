import type { ContractKind } from '@bmp/shared';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomers } from '../../money/index.ts';
import { useTeam } from '../../studio/index.ts';

const SEARCH_DELAY_MS = 300;
const CUSTOMERS_SHOWN = 10;

export type IssuePerson = {
  id: string;
  name: string;
  email: string;
  /** A member of the studio, or of its team (whose role is then shown beside their name). */
  group: 'member' | 'team';
  teamRole: 'principal' | 'admin' | 'expert' | null;
};

/** Who may sign a contract of this kind (the API's rule): members, team members, or either. */
export function signersOf(kind: ContractKind | undefined): { customers: boolean; team: readonly string[] } {
  if (kind === 'waiver' || kind === 'membership_agreement') return { customers: true, team: [] };
  if (kind === 'contractor_agreement') return { customers: false, team: ['expert', 'admin'] };
  return { customers: true, team: ['principal', 'admin', 'expert'] };
}

/**
 * Who signs: one of the studio's members (searched on the server as typing pauses, however many there
 * are) or of its team (a short list, searched here), as the template's kind allows.
 */
export function IssuePersonPicker({
  kind,
  value,
  onChange,
  onBlur,
  inputRef,
  label,
  error,
  helperText,
  required,
  name,
}: {
  kind: ContractKind | undefined;
  value: IssuePerson | null;
  onChange: (person: IssuePerson | null) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  label: string;
  error: boolean;
  helperText: string;
  required: boolean;
  name: string;
}) {
  const { t } = useTranslation('contracts');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const allowed = signersOf(kind);
  const customers = useCustomers(
    { page: 1, pageSize: CUSTOMERS_SHOWN, q: search, sort: null },
    { enabled: allowed.customers },
  );
  const team = useTeam();

  useEffect(() => {
    const timer = setTimeout(() => setSearch(input), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const typed = input.trim().toLowerCase();
  const teamOptions: IssuePerson[] = (team.data?.members ?? [])
    .filter((member) => member.status === 'active' && allowed.team.includes(member.role))
    .filter(
      (member) =>
        value?.id === member.id ||
        !typed ||
        member.name.toLowerCase().includes(typed) ||
        member.email.toLowerCase().includes(typed),
    )
    .map((member) => ({
      id: member.id,
      name: member.name,
      email: member.email,
      group: 'team' as const,
      teamRole: member.role,
    }));
  const customerOptions: IssuePerson[] = allowed.customers
    ? (customers.data?.items ?? [])
        .filter((customer) => customer.status === 'active')
        .map((customer) => ({
          id: customer.id,
          name: customer.fullName,
          email: customer.email,
          group: 'member' as const,
          teamRole: null,
        }))
    : [];

  return (
    <Autocomplete<IssuePerson>
      options={[...customerOptions, ...teamOptions]}
      value={value}
      loading={customers.isFetching || team.isPending}
      filterOptions={(items) => items}
      groupBy={(person) => t(person.group === 'member' ? 'issue.members' : 'issue.team')}
      getOptionLabel={(person) => person.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onChange={(_event, person) => onChange(person)}
      onInputChange={(_event, text, reason) => {
        // Choosing a person fills the field with their name: that is not a search.
        if (reason !== 'reset') setInput(text);
      }}
      onBlur={onBlur}
      renderOption={(props, person) => (
        <li {...props} key={person.id}>
          {person.name} · {person.email}
          {person.teamRole && ` · ${t(`roles.${person.teamRole}`)}`}
        </li>
      )}
      noOptionsText={t('issue.noMatch')}
      loadingText={t('common:queryState.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={inputRef}
          margin="normal"
          label={label}
          required={required}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
