import '@/ui/icon-button.css';
import type { AudioState } from '@/features/verses/audio/use-verse-audio.ts';
import { PauseIcon, PlayIcon } from './icons.tsx';

export const AudioButton = ({ state, onToggle, reference }: { state: AudioState; onToggle(): void; reference: string }) => (
  <button
    type="button"
    className={`icon-btn audio-btn audio-btn--${state}`}
    onClick={onToggle}
    disabled={state === 'loading'}
    aria-label={state === 'playing' ? `Stop reading ${reference}` : state === 'loading' ? `Loading audio for ${reference}` : `Listen to ${reference}`}
    aria-pressed={state === 'playing'}
  >
    {state === 'playing' ? <PauseIcon /> : <PlayIcon />}
  </button>
);
