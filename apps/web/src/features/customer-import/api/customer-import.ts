import type { CustomerImportInput } from '@bmp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { moneyKeys } from '../../money/index.ts';

// The customer import's requests (decision 0065): the preview of a file, then its import. Both send
// the file's bytes as base64.

export const previewCustomerImport = (input: CustomerImportInput) =>
  api.POST('/api/customers/import/preview', { body: input });

/** What importing the file would do: customers to create, those already here, errors by line. */
export function usePreviewCustomerImport() {
  return useMutation({ mutationFn: previewCustomerImport });
}

export const importCustomers = (input: CustomerImportInput) =>
  api.POST('/api/customers/import', { body: input });

/** Imports a clean file; the customers list (and its credit sums) is read afresh. */
export function useImportCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCustomers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.customers }),
  });
}

/** A file's bytes as base64, as the import's requests carry them. */
export async function fileAsBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode with a 2 MB spread would overflow the call stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}
