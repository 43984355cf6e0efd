import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api, type Schemas } from '../../../lib/api-client.ts';

// Email delivery as staff and members see it (docs/decisions/0024-email-delivery.md): the emails that
// could not be delivered, a person's email choices and the one-click unsubscribe.

export type FailedEmail = Schemas['FailedEmail'];
export type EmailPreferences = Schemas['EmailPreferences'];
export type EmailLanguage = NonNullable<EmailPreferences['language']>;
/** Whether emails go out (SMTP) and whether each person's Mailbox page is on (decisions/0035-mailbox.md). */
export type MailSettings = Schemas['MailSettings'];
/** An email as the Mailbox shows it: only those sent to the signed-in person's address. */
export type MailboxEmail = Schemas['OutboxEmail'];

const emailKeys = {
  settings: ['email', 'settings'] as const,
  mailbox: (userId: string, page: number, pageSize: number) =>
    ['email', 'mailbox', userId, page, pageSize] as const,
  failed: (page: number, pageSize: number) => ['email', 'failed', page, pageSize] as const,
  allFailed: ['email', 'failed'] as const,
  preferences: (userId: string, businessId: string) => ['email', 'preferences', userId, businessId] as const,
};

export function useFailedEmails(page: number, pageSize: number) {
  return useQuery({
    queryKey: emailKeys.failed(page, pageSize),
    queryFn: () => api.GET('/api/outbox/failed', { params: { query: { page, pageSize } } }),
    placeholderData: keepPreviousData,
  });
}

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.POST('/api/outbox/{id}/retry', { params: { path: { id } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.allFailed }),
  });
}

export function useEmailPreferences(who: { id: string; businessId: string }) {
  return useQuery({
    queryKey: emailKeys.preferences(who.id, who.businessId),
    queryFn: () => api.GET('/api/me/email-preferences'),
  });
}

export const saveEmailPreferences = (changes: ApiBody<'/api/me/email-preferences', 'put'>) =>
  api.PUT('/api/me/email-preferences', { body: changes });

export function useSaveEmailPreferences(who: { id: string; businessId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(emailKeys.preferences(who.id, who.businessId), saved),
  });
}

export const unsubscribe = (token: string) =>
  api.POST('/api/email/unsubscribe', { params: { query: { token } } });

/** The one-click unsubscribe of an email's link (the page at /email/unsubscribe). */
export function useUnsubscribe(token: string) {
  return useMutation({ mutationFn: () => unsubscribe(token) });
}

/** The server's mail settings; the same for everyone, so fetched once per page load. */
export function useMailSettings(enabled = true) {
  return useQuery({
    queryKey: emailKeys.settings,
    queryFn: () => api.GET('/api/me/mail-settings'),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

export function useMailbox(userId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: emailKeys.mailbox(userId, page, pageSize),
    queryFn: () => api.GET('/api/outbox/mine', { params: { query: { page, pageSize } } }),
    placeholderData: keepPreviousData,
  });
}
