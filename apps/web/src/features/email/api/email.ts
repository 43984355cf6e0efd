import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPost } from '../../../lib/api-client.ts';
import type { ListPage } from '../../../lib/list-query.ts';

// Email delivery as staff and members see it (docs/decisions/0024-email-delivery.md): the emails that
// could not be delivered, a person's email choices and the one-click unsubscribe.

export type EmailLanguage = 'en' | 'fr' | 'ar';

export type FailedEmail = {
  id: string;
  toEmail: string;
  toName: string | null;
  subject: string;
  kind: string;
  attempts: number;
  reason: string | null;
  createdAt: string;
  failedAt: string;
};

export type EmailPreferences = { language: EmailLanguage | null; reminders: boolean; sessionNews: boolean };

/** Whether emails go out (SMTP) and whether each person's Mailbox page is on (decisions/0035-mailbox.md). */
export type MailSettings = { delivery: boolean; mailbox: boolean };

/** An email as the Mailbox shows it: only those sent to the signed-in person's address. */
export type MailboxEmail = {
  id: string;
  toEmail: string;
  subject: string;
  textBody: string;
  kind: string;
  createdAt: string;
};

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
    queryFn: () => apiFetch<ListPage<FailedEmail>>(`/api/outbox/failed?page=${page}&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });
}

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<undefined>(`/api/outbox/${encodeURIComponent(id)}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.allFailed }),
  });
}

export function useEmailPreferences(who: { id: string; businessId: string }) {
  return useQuery({
    queryKey: emailKeys.preferences(who.id, who.businessId),
    queryFn: () => apiFetch<EmailPreferences>('/api/me/email-preferences'),
  });
}

export const saveEmailPreferences = (changes: Partial<EmailPreferences>) =>
  apiFetch<EmailPreferences>('/api/me/email-preferences', { method: 'PUT', json: changes });

export function useSaveEmailPreferences(who: { id: string; businessId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(emailKeys.preferences(who.id, who.businessId), saved),
  });
}

export const unsubscribe = (token: string) =>
  apiPost<{ studioName: string; reminders: false }>(
    `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
  );

/** The server's mail settings; the same for everyone, so fetched once per page load. */
export function useMailSettings(enabled = true) {
  return useQuery({
    queryKey: emailKeys.settings,
    queryFn: () => apiFetch<MailSettings>('/api/me/mail-settings'),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

export function useMailbox(userId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: emailKeys.mailbox(userId, page, pageSize),
    queryFn: () => apiFetch<ListPage<MailboxEmail>>(`/api/outbox/mine?page=${page}&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });
}
