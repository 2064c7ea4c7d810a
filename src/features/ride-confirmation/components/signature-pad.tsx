import { Trans, useLingui } from '@lingui/react/macro';
import { Eraser, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  INK,
  drawStrokes,
  hasInk,
  strokesReducer,
  type Point,
  type Strokes,
} from '../signature-strokes';

/**
 * Where the patient signs with a finger (or a pen, or a mouse): pointer events, so every kind of
 * pointer draws, one stroke per touch; undo takes the last stroke back, clear starts again.
 * `onChange` hears the strokes and the pad's size in CSS pixels.
 */
export function SignaturePad({
  strokes,
  onChange,
}: {
  strokes: Strokes;
  onChange: (strokes: Strokes, size: { width: number; height: number }) => void;
}) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [size, setSize] = useState({ width: 0, height: 0 });

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context || size.width === 0) return;
    const scale = window.devicePixelRatio || 1;
    element.width = Math.round(size.width * scale);
    element.height = Math.round(size.height * scale);
    context.clearRect(0, 0, element.width, element.height);
    drawStrokes(context, strokes, scale, INK);
  }, [strokes, size]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const apply = (action: Parameters<typeof strokesReducer>[1]) =>
    onChange(strokesReducer(strokes, action), size);

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <div className="relative min-h-48 flex-1 overflow-hidden rounded-xl border-2 border-dashed border-slate-400 bg-white dark:border-slate-500">
        <canvas
          ref={canvas}
          role="img"
          aria-label={hasInk(strokes) ? t`Unterschrift` : t`Leeres Unterschriftsfeld`}
          data-testid="signature-pad"
          className="absolute inset-0 size-full touch-none"
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            drawing.current = true;
            apply({ type: 'start', point: pointOf(event) });
          }}
          onPointerMove={(event) => {
            if (drawing.current) apply({ type: 'extend', point: pointOf(event) });
          }}
          onPointerUp={() => (drawing.current = false)}
          onPointerCancel={() => (drawing.current = false)}
        />
        {/* The line one signs on, as on the paper form. */}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-6 bottom-10 border-b border-slate-400"
        />
        {!hasInk(strokes) && (
          <p
            aria-hidden
            className="pointer-events-none absolute inset-x-0 bottom-3 text-center text-sm text-slate-600"
          >
            <Trans>Hier mit dem Finger unterschreiben</Trans>
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          isDisabled={strokes.length === 0}
          onPress={() => apply({ type: 'undo' })}
        >
          <Undo2 aria-hidden className="size-4" />
          <Trans>Rückgängig</Trans>
        </Button>
        <Button
          variant="secondary"
          isDisabled={strokes.length === 0}
          onPress={() => apply({ type: 'clear' })}
        >
          <Eraser aria-hidden className="size-4" />
          <Trans>Alles löschen</Trans>
        </Button>
      </div>
    </div>
  );
}
