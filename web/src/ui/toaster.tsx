import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { GESTURES } from '@verse/shared/constants';
import { useModalLayer } from './modal-layer.ts';
import { toastDuration, useToasts, type Toast } from './toast-store.ts';
import './toaster.css';

const ToastItem = ({ toast }: { toast: Toast }) => {
  const dismiss = useToasts((s) => s.dismiss);
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismiss(toast.id), toastDuration(toast));
    return () => clearTimeout(timer);
  }, [toast, dismiss, paused]);

  const onPointerUp = (e: PointerEvent) => {
    if (start.current !== null && Math.abs(e.clientX - start.current) > GESTURES.toastSwipeThresholdPx) dismiss(toast.id);
    start.current = null;
    setDx(0);
  };

  return (
    <div
      className={`toast toast--${toast.variant ?? 'default'}`}
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      style={dx ? { transform: `translateX(${dx}px)`, opacity: 1 - Math.min(Math.abs(dx) / 200, 0.6) } : undefined}
      onPointerDown={(e) => (start.current = e.clientX)}
      onPointerMove={(e) => start.current !== null && setDx(e.clientX - start.current)}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDx(0)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          className="toast__action"
          onClick={() => {
            toast.action?.onClick();
            dismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => dismiss(toast.id)}>
        ×
      </button>
    </div>
  );
};

/** Where notifications appear, above any open dialog; F8 moves focus to them. */
export const Toaster = () => {
  const toasts = useToasts((s) => s.toasts);
  const topDialog = useModalLayer((s) => s.dialogs.at(-1));
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const list = (
    <section aria-label="Notifications (F8)">
      <div ref={region} tabIndex={-1} className="toaster">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
    </section>
  );
  return topDialog ? createPortal(list, topDialog) : list;
};
