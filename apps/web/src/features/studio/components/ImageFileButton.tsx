import Button from '@mui/material/Button';
import type { ChangeEvent } from 'react';

/** Opens the file picker for a PNG, JPEG or WebP image and hands over the file chosen. */
export function ImageFileButton({
  label,
  disabled,
  onPick,
}: {
  label: string;
  disabled: boolean;
  onPick: (file: File) => unknown;
}) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again is a change too.
    event.target.value = '';
    if (file) void onPick(file);
  };
  return (
    <Button variant="outlined" component="label" disabled={disabled}>
      {label}
      <input type="file" hidden accept="image/png,image/jpeg,image/webp" onChange={pick} />
    </Button>
  );
}
