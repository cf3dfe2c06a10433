import { useEffect, useId, useRef, type ReactNode } from 'react';
import { enterModalLayer } from './modal-layer.ts';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Extra class on the panel, for a dialog's own layout. */
  className?: string;
}

/**
 * An accessible modal on the native <dialog>: the page behind is inert (focus stays inside),
 * Escape and a click on the backdrop close it, and focus returns to where it was.
 */
export const Dialog = ({ open, onClose, title, description, children, className }: DialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    dialog.showModal();
    const leaveModalLayer = enterModalLayer(dialog);
    return () => {
      leaveModalLayer();
      if (dialog.open) dialog.close();
      previous?.focus?.();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={['dialog', className ?? ''].join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="dialog__panel">
          <button type="button" className="dialog__close" aria-label="Close" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="dialog__description">
              {description}
            </p>
          )}
          {children}
        </div>
      )}
    </dialog>
  );
};
