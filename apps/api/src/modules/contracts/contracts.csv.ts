import type { Contract } from '@bmp/shared';
import { csvLine } from '../../lib/csv.ts';

// The issued contracts as CSV (the list's filters), one row per contract, cells defused against
// spreadsheet formulas by the payments export's csvLine.

const HEADER = [
  'Issued',
  'Title',
  'Kind',
  'Signer',
  'Email',
  'Dependant',
  'Status',
  'Sent',
  'Viewed',
  'Signed',
  'Signed as',
  'Countersigned',
  'Expires',
  'Voided',
  'Void reason',
  'On paper',
  'Document SHA-256',
  'PDF SHA-256',
];

export function csvOfContracts(contracts: Contract[]): string {
  const lines = [csvLine(HEADER)];
  for (const contract of contracts) {
    lines.push(
      csvLine([
        contract.issuedAt,
        contract.title,
        contract.kind,
        contract.person.name,
        contract.person.email,
        contract.dependant?.name ?? '',
        contract.status,
        contract.sentAt,
        contract.viewedAt,
        contract.signedAt,
        contract.signedName,
        contract.countersignedAt,
        contract.expiresAt,
        contract.voidedAt,
        contract.voidReason,
        contract.onPaper ? 'yes' : 'no',
        contract.documentSha256,
        contract.pdfSha256,
      ]),
    );
  }
  return lines.join('');
}
