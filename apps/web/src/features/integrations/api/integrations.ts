import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client.ts';

// The studio's integrations (docs/decisions/0063-open-studio.md): the owner's API keys, and the
// webhook endpoints (owner and admins) with their delivery log. Secrets come back once, on creation.

const keys = {
  apiKeys: ['api-keys'] as const,
  endpoints: ['webhook-endpoints'] as const,
  deliveries: (endpointId: string) => ['webhook-endpoints', endpointId, 'deliveries'] as const,
};

export function useApiKeys(enabled = true) {
  return useQuery({ queryKey: keys.apiKeys, queryFn: () => api.GET('/api/api-keys'), enabled });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/api-keys'>) => api.POST('/api/api-keys', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.apiKeys }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.POST('/api/api-keys/{id}/revoke', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.apiKeys }),
  });
}

export function useWebhookEndpoints() {
  return useQuery({ queryKey: keys.endpoints, queryFn: () => api.GET('/api/webhook-endpoints') });
}

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/webhook-endpoints'>) => api.POST('/api/webhook-endpoints', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.endpoints }),
  });
}

export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApiBody<'/api/webhook-endpoints/{id}', 'put'> }) =>
      api.PUT('/api/webhook-endpoints/{id}', { params: { path: { id } }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.endpoints }),
  });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE('/api/webhook-endpoints/{id}', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.endpoints }),
  });
}

/** An endpoint's latest deliveries; asked again every 5 seconds while one is still pending. */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: keys.deliveries(endpointId),
    queryFn: () =>
      api.GET('/api/webhook-endpoints/{id}/deliveries', { params: { path: { id: endpointId } } }),
    refetchInterval: (query) =>
      query.state.data?.items.some((delivery) => delivery.status === 'pending') ? 5000 : false,
  });
}

export function useRedeliver(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.POST('/api/webhook-deliveries/{id}/redeliver', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.deliveries(endpointId) }),
  });
}
