import Alert from '@mui/material/Alert';

/** What an action on a list page reports: done, or why not. */
export type Notice = { severity: 'success' | 'error'; text: string };

/** A list page's notice above the table, until the person closes it or the next action replaces it. */
export function NoticeAlert({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} onClose={onClose}>
      {notice.text}
    </Alert>
  );
}
