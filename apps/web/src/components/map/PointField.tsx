import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LiveMap } from './LiveMap.tsx';
import type { MapMarker, MapPoint } from './map-types.ts';

export type PointFieldProps<T extends FieldValues> = {
  // biome-ignore lint/suspicious/noExplicitAny: the form's resolved output type does not matter here.
  control: Control<T, unknown, any>;
  /** The form's latitude and longitude fields ("latitude", "homeBase.latitude", …). */
  latitudeName: Path<T>;
  longitudeName: Path<T>;
  /** The group's title (default "Place on the map"). */
  legend?: string;
  /** What the pin is ("Your address"); shown beside it on the map. */
  pinLabel?: string;
  kind?: MapMarker['kind'];
  /** Where the map looks before there is a pin (the whole world by default). */
  center?: MapPoint;
  disabled?: boolean;
};

/** A number as the person would type it back ('' for none). */
const textOf = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';

/** '' is no value (null); a number is stored as a number; anything else as typed, for the schema to name. */
function coordinateOf(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** One coordinate: its own text while typed ("34." stays "34."), the form's value a number. */
function CoordinateInput<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  control: Control<T, unknown, any>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const [text, setText] = useState(() => textOf(field.value));
  // A pin dropped or Clear pressed changes the value from outside: show it.
  useEffect(() => {
    setText((current) => (coordinateOf(current) === (field.value ?? null) ? current : textOf(field.value)));
  }, [field.value]);
  return (
    <TextField
      label={label}
      name={field.name}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(coordinateOf(event.target.value));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
      disabled={disabled}
      margin="normal"
      sx={{ flex: 1 }}
      slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' } }}
    />
  );
}

/**
 * A point on the map as a form's two fields: latitude and longitude typed, or set by dropping a pin
 * on the map (a click), and cleared together. No geocoding service is reachable, so these are the
 * ways to place an address. The map is hidden from assistive technology: the fields say the same.
 */
export function PointField<T extends FieldValues>({
  control,
  latitudeName,
  longitudeName,
  legend,
  pinLabel,
  kind = 'client',
  center,
  disabled = false,
}: PointFieldProps<T>) {
  const { t } = useTranslation();
  const latitude = useController({ control, name: latitudeName });
  const longitude = useController({ control, name: longitudeName });
  const hintId = useId();
  const setLatitude = latitude.field.onChange;
  const setLongitude = longitude.field.onChange;
  const lat = latitude.field.value as unknown;
  const lon = longitude.field.value as unknown;
  const valid =
    typeof lat === 'number' && typeof lon === 'number' && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
  const markers: MapMarker[] = valid
    ? [{ id: 'pin', latitude: lat, longitude: lon, label: pinLabel ?? t('map.pin'), kind }]
    : [];
  const pick = useCallback(
    (point: MapPoint) => {
      setLatitude(point.latitude);
      setLongitude(point.longitude);
    },
    [setLatitude, setLongitude],
  );

  return (
    <Box component="fieldset" aria-describedby={hintId} sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ p: 0 }}>
        {legend ?? t('map.point')}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('map.pointHint')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0, sm: 2 }}
        sx={{ alignItems: 'flex-start' }}
      >
        <CoordinateInput
          control={control}
          name={latitudeName}
          label={t('map.latitude')}
          disabled={disabled}
        />
        <CoordinateInput
          control={control}
          name={longitudeName}
          label={t('map.longitude')}
          disabled={disabled}
        />
        <Button
          onClick={() => {
            setLatitude(null);
            setLongitude(null);
          }}
          disabled={disabled || (lat == null && lon == null)}
          sx={{ mt: { xs: 0, sm: 3 }, alignSelf: { xs: 'flex-start', sm: 'flex-start' } }}
        >
          {t('map.clear')}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1, mb: 0.5 }}>
        {t('map.dropPin')}
      </Typography>
      <LiveMap
        markers={markers}
        label={t('map.dropPin')}
        ariaHidden
        onPick={disabled ? undefined : pick}
        fitTo="once"
        center={center}
        zoom={center ? 11 : undefined}
        height={260}
      />
    </Box>
  );
}
