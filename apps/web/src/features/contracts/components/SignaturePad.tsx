import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type SignaturePadLibrary from 'signature_pad';

const PNG_PREFIX = /^data:image\/png;base64,/;

/** The drawing as base64 PNG without its `data:` prefix (what the API takes), or null when empty. */
function pngOf(pad: SignaturePadLibrary): string | null {
  return pad.isEmpty() ? null : pad.toDataURL('image/png').replace(PNG_PREFIX, '');
}

/**
 * An optional drawn signature: signature_pad on a canvas, loaded when the pad is first shown (only the
 * signing pages load it). `onChange` gets the PNG after each stroke and null when cleared. The canvas
 * is drawn at the screen's pixel ratio and redrawn from its strokes when its size changes (a phone
 * turned, a window resized), so the lines stay sharp and in place. It takes no keyboard focus: a
 * keyboard user tabs past it, since the typed name alone is a signature; its name and the line under
 * it say whether something is drawn.
 */
export function SignaturePad({
  value,
  onChange,
  disabled = false,
}: {
  value: string | null;
  onChange: (png: string | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('contracts');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLibrary | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [drawn, setDrawn] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;
  const stateId = `${id}-state`;

  useEffect(() => {
    const canvas = canvasRef.current;
    // Without a 2D context (a browser with canvas turned off) there is nothing to draw on; the typed
    // name still signs.
    if (!canvas?.getContext('2d')) return;
    let stopped = false;
    let observer: ResizeObserver | undefined;
    let size = '';
    const report = (pad: SignaturePadLibrary) => {
      const png = pngOf(pad);
      setDrawn(png !== null);
      onChangeRef.current(png);
    };
    // The canvas's pixels follow its size on screen times the pixel ratio; the strokes are kept in
    // CSS pixels, so redrawing them puts the signature back where it was.
    const fit = () => {
      const pad = padRef.current;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = canvas.offsetWidth;
      const height = canvas.offsetHeight;
      const next = `${width}x${height}@${ratio}`;
      if (!pad || next === size || width === 0) return;
      size = next;
      const strokes = pad.toData();
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length > 0) {
        pad.fromData(strokes);
        report(pad);
      }
    };
    void import('signature_pad').then(({ default: Pad }) => {
      if (stopped) return;
      const pad = new Pad(canvas, { penColor: '#111111', minWidth: 0.8, maxWidth: 2.6 });
      padRef.current = pad;
      fit();
      pad.addEventListener('endStroke', () => report(pad));
      if (typeof ResizeObserver === 'undefined') window.addEventListener('resize', fit);
      else {
        observer = new ResizeObserver(fit);
        observer.observe(canvas);
      }
    });
    return () => {
      stopped = true;
      observer?.disconnect();
      window.removeEventListener('resize', fit);
      padRef.current?.off();
      padRef.current = null;
    };
  }, []);

  // Drawing is switched off while the form is sending.
  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  // The form cleared the field (a reset): the drawing goes too.
  useEffect(() => {
    const pad = padRef.current;
    if (value === null && pad && !pad.isEmpty()) {
      pad.clear();
      setDrawn(false);
    }
  }, [value]);

  const clear = () => {
    padRef.current?.clear();
    setDrawn(false);
    onChange(null);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('sign.pad.title')}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('sign.pad.hint')}
      </Typography>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-label={drawn ? t('sign.pad.labelDrawn') : t('sign.pad.labelEmpty')}
        aria-describedby={`${hintId} ${stateId}`}
        data-testid="signature-pad"
        sx={{
          display: 'block',
          width: '100%',
          height: { xs: 150, sm: 180 },
          // A signature is dark ink on white paper in either theme, as on the signed PDF.
          bgcolor: '#ffffff',
          border: 1,
          borderColor: 'text.secondary',
          borderRadius: 1,
          touchAction: 'none',
          cursor: disabled ? 'default' : 'crosshair',
        }}
      />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
        <Typography id={stateId} variant="body2" color="text.secondary" aria-live="polite">
          {drawn ? t('sign.pad.drawn') : t('sign.pad.empty')}
        </Typography>
        <Button size="small" onClick={clear} disabled={disabled || !drawn}>
          {t('sign.pad.clear')}
        </Button>
      </Stack>
    </Box>
  );
}
