import type {
  ContractKind,
  ContractStatus,
  contractIssueSchema,
  contractReasonSchema,
  contractSettingsInputSchema,
  contractTemplateInputSchema,
  contractTemplatePublishSchema,
  paperContractSchema,
  waiverExcuseSchema,
} from '@bmp/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiHref, type Schemas } from '../../../lib/api-client.ts';
import type { ListQuery } from '../../../lib/list-query.ts';
import { definedParams, paramsOf } from '../../../lib/url-params.ts';

// The staff's side of contracts (docs/decisions/0053-contracts.md): templates and their versions, the
// required waiver, issued contracts (list, CSV, issue, send, void, verify) and a customer's waivers.
// The signer's routes are api/signing.ts.

export type ContractTemplate = Schemas['ContractTemplate'];
export type ContractTemplateDetail = Schemas['ContractTemplateDetail'];
export type StaffContract = Schemas['Contract'];
export type ContractDetail = Schemas['ContractDetail'];
export type ContractEvent = Schemas['ContractEvent'];
export type ContractVerification = Schemas['ContractVerification'];
export type WaiverStatus = Schemas['WaiverStatus'];
export type CustomerWaivers = Schemas['CustomerWaivers'];

export const contractKeys = {
  staff: ['contracts', 'staff'] as const,
  templates: ['contracts', 'staff', 'templates'] as const,
  template: (id: string) => ['contracts', 'staff', 'templates', id] as const,
  settings: ['contracts', 'staff', 'settings'] as const,
  lists: ['contracts', 'staff', 'list'] as const,
  list: (params: string) => ['contracts', 'staff', 'list', params] as const,
  detail: (id: string) => ['contracts', 'staff', 'detail', id] as const,
  waivers: ['contracts', 'staff', 'waivers'] as const,
  customerWaivers: (customerId: string) => ['contracts', 'staff', 'waivers', customerId] as const,
};

// ---- Templates ----

export function useContractTemplates() {
  return useQuery({ queryKey: contractKeys.templates, queryFn: () => api.GET('/api/contract-templates') });
}

export function useContractTemplate(id: string) {
  return useQuery({
    queryKey: contractKeys.template(id),
    queryFn: () => api.GET('/api/contract-templates/{id}', { params: { path: { id } } }),
    enabled: id !== '',
  });
}

type TemplateValues = z.output<typeof contractTemplateInputSchema>;

/** After a template changes: the list (versions, counts) and the template itself, with its answer. */
function useTemplateSaved() {
  const queryClient = useQueryClient();
  return (template: ContractTemplateDetail) => {
    queryClient.setQueryData(contractKeys.template(template.id), template);
    return queryClient.invalidateQueries({ queryKey: contractKeys.templates, exact: true });
  };
}

/** A new template; its first version is published at once. */
export function useCreateTemplate() {
  const saved = useTemplateSaved();
  return useMutation({
    mutationFn: (input: TemplateValues) => api.POST('/api/contract-templates', { body: input }),
    onSuccess: saved,
  });
}

/** A change to a template: a new version, a draft until it is published. */
export function useReviseTemplate(id: string) {
  const saved = useTemplateSaved();
  return useMutation({
    mutationFn: (input: TemplateValues) =>
      api.PUT('/api/contract-templates/{id}', { params: { path: { id } }, body: input }),
    onSuccess: saved,
  });
}

export function usePublishTemplate(id: string) {
  const saved = useTemplateSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof contractTemplatePublishSchema>) =>
      api.POST('/api/contract-templates/{id}/publish', { params: { path: { id } }, body: input }),
    onSuccess: async (template) => {
      await saved(template);
      // Asking everyone to sign again changes every customer's waiver state.
      await queryClient.invalidateQueries({ queryKey: contractKeys.waivers });
    },
  });
}

// ---- The required waiver ----

export function useContractSettings() {
  return useQuery({ queryKey: contractKeys.settings, queryFn: () => api.GET('/api/contract-settings') });
}

export function useSaveContractSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof contractSettingsInputSchema>) =>
      api.PUT('/api/contract-settings', { body: input }),
    onSuccess: (settings) => {
      queryClient.setQueryData(contractKeys.settings, settings);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.templates, exact: true }),
        queryClient.invalidateQueries({ queryKey: contractKeys.waivers }),
      ]);
    },
  });
}

// ---- Issued contracts ----

/** The list's filters, shared with its CSV. */
export type ContractFilters = {
  status?: ContractStatus | undefined;
  kind?: ContractKind | undefined;
  unsigned?: boolean | undefined;
  q?: string | undefined;
};

const SORTS = ['issuedAt', 'person', 'status', 'title'] as const;
type ContractSort = (typeof SORTS)[number];
const isSort = (field: string | undefined): field is ContractSort =>
  (SORTS as readonly string[]).includes(field ?? '');

function filterQuery({ status, kind, unsigned, q }: ContractFilters) {
  return definedParams({
    status,
    kind,
    unsigned: unsigned ? ('true' as const) : undefined,
    q: q?.trim() || undefined,
  });
}

/** One page of issued contracts; the table's sort is the API's `sort` and `order`. */
export function useContracts(filters: ContractFilters, query: ListQuery) {
  const sort = isSort(query.sort?.field) ? query.sort?.field : undefined;
  const values = {
    ...filterQuery({ ...filters, q: query.q }),
    page: query.page,
    pageSize: query.pageSize,
    ...(sort ? { sort, order: query.sort?.direction ?? 'asc' } : {}),
  };
  return useQuery({
    queryKey: contractKeys.list(paramsOf(values)),
    queryFn: () => api.GET('/api/contracts', { params: { query: values } }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of every contract the filters match (not one page). */
export const contractsCsvHref = (filters: ContractFilters) =>
  apiHref('/api/contracts.csv', { query: filterQuery(filters) });

export function useContract(id: string) {
  return useQuery({
    queryKey: contractKeys.detail(id),
    queryFn: () => api.GET('/api/contracts/{id}', { params: { path: { id } } }),
    enabled: id !== '',
  });
}

/** After a contract changes: its detail (events), the lists and the waiver states. */
function useContractChanged() {
  const queryClient = useQueryClient();
  return (contract: StaffContract) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contractKeys.detail(contract.id) }),
      queryClient.invalidateQueries({ queryKey: contractKeys.lists }),
      queryClient.invalidateQueries({ queryKey: contractKeys.templates, exact: true }),
      queryClient.invalidateQueries({ queryKey: contractKeys.waivers }),
    ]);
}

export function useIssueContract() {
  const changed = useContractChanged();
  return useMutation({
    mutationFn: (input: z.output<typeof contractIssueSchema>) => api.POST('/api/contracts', { body: input }),
    onSuccess: changed,
  });
}

/** Sends a draft, or emails an open contract again with a fresh link. */
export function useSendContract() {
  const changed = useContractChanged();
  return useMutation({
    mutationFn: (id: string) => api.POST('/api/contracts/{id}/send', { params: { path: { id } } }),
    onSuccess: changed,
  });
}

export function useVoidContract(id: string) {
  const changed = useContractChanged();
  return useMutation({
    mutationFn: (input: z.output<typeof contractReasonSchema>) =>
      api.POST('/api/contracts/{id}/void', { params: { path: { id } }, body: input }),
    onSuccess: changed,
  });
}

/** Recomputes the record's hashes; `pdf` (base64) is compared with the stored PDF. */
export function useVerifyContract(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pdf: string | null) =>
      api.POST('/api/contracts/{id}/verify', { params: { path: { id } }, body: { pdf } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractKeys.detail(id) }),
  });
}

export const contractPdfHref = (id: string) => apiHref('/api/contracts/{id}/pdf', { path: { id } });
export const contractScanHref = (id: string) => apiHref('/api/contracts/{id}/scan', { path: { id } });

// ---- Waivers ----

/** A customer's waiver and each dependant's (also the household the issue form offers). */
export function useCustomerWaivers(customerId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: contractKeys.customerWaivers(customerId),
    queryFn: () => api.GET('/api/customers/{customerId}/waiver', { params: { path: { customerId } } }),
    enabled: enabled && customerId !== '',
  });
}

export function useRecordPaperWaiver() {
  const changed = useContractChanged();
  return useMutation({
    mutationFn: (input: z.output<typeof paperContractSchema>) =>
      api.POST('/api/waivers/paper', { body: input }),
    onSuccess: changed,
  });
}

export function useExcuseWaiver() {
  const changed = useContractChanged();
  return useMutation({
    mutationFn: (input: z.output<typeof waiverExcuseSchema>) =>
      api.POST('/api/waivers/excuse', { body: input }),
    onSuccess: changed,
  });
}
