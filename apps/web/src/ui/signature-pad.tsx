import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';

interface SignaturePadFieldProps {
  label: string;
  clearLabel: string;
  /** The drawing as a PNG data URL, or null while the pad is empty. */
  onChange: (drawing: string | null) => void;
}

/** A signature drawn with a finger or the mouse (the signature_pad library, as on the built-in signing page). */
export function SignaturePadField({ label, clearLabel, onChange }: SignaturePadFieldProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const drawing = new SignaturePad(element, { backgroundColor: 'rgb(255,255,255)' });
    pad.current = drawing;
    // The canvas is sized to its box once shown, at the screen's density: a 0-sized canvas draws nothing.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    drawing.clear();
    const ended = () => changed.current(drawing.isEmpty() ? null : drawing.toDataURL('image/png'));
    drawing.addEventListener('endStroke', ended);
    return () => {
      drawing.removeEventListener('endStroke', ended);
      drawing.off();
    };
  }, []);

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="canvas"
        ref={canvas}
        aria-label={label}
        sx={{
          width: '100%',
          height: 180,
          border: '1px dashed',
          borderColor: 'divider',
          borderRadius: 1,
          touchAction: 'none',
          bgcolor: '#fff',
        }}
      />
      <Box>
        <Button
          size="small"
          onClick={() => {
            pad.current?.clear();
            onChange(null);
          }}
        >
          {clearLabel}
        </Button>
      </Box>
    </Box>
  );
}
