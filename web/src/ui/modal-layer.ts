import { create } from 'zustand';

/**
 * The open modal dialogs, newest last. A modal <dialog> sits in the browser's top layer and makes
 * the rest of the page inert, so whatever must show above it (toasts) is rendered inside the newest.
 */
export const useModalLayer = create<{ dialogs: HTMLDialogElement[] }>(() => ({ dialogs: [] }));

/** Records a dialog as open; the returned function records it closed. */
export const enterModalLayer = (dialog: HTMLDialogElement) => {
  useModalLayer.setState((s) => ({ dialogs: [...s.dialogs, dialog] }));
  return () => useModalLayer.setState((s) => ({ dialogs: s.dialogs.filter((d) => d !== dialog) }));
};
