import type { Pcm } from './wav.ts';

const SAMPLE_RATE = 22_050;
const PITCH_HZ = 118;

/** Rough first and second formants of English vowels, by letter. */
const VOWELS: Record<string, [number, number]> = {
  a: [730, 1090],
  e: [530, 1840],
  i: [390, 1990],
  o: [570, 840],
  u: [440, 1020],
  y: [390, 1990],
};
const VOICED = new Set('bdgjlmnrvwz');

type Segment = { kind: 'vowel'; f1: number; f2: number; ms: number } | { kind: 'voiced' | 'noise' | 'pause'; ms: number };

/** Letters to timed sound segments: vowels, voiced and unvoiced consonants, pauses at spaces and punctuation. */
export const segments = (text: string): Segment[] =>
  Array.from(text.toLowerCase()).map((ch): Segment => {
    const vowel = VOWELS[ch];
    if (vowel) return { kind: 'vowel', f1: vowel[0], f2: vowel[1], ms: 110 };
    if (/[a-z]/.test(ch)) return { kind: VOICED.has(ch) ? 'voiced' : 'noise', ms: 60 };
    if (/[.,;:!?]/.test(ch)) return { kind: 'pause', ms: 260 };
    return { kind: 'pause', ms: /\s/.test(ch) ? 70 : 0 };
  });

/** A two-pole resonator (one formant) over a buffer, in place. */
const resonate = (input: Float32Array, freq: number, bandwidth: number) => {
  const r = Math.exp((-Math.PI * bandwidth) / SAMPLE_RATE);
  const c = 2 * r * Math.cos((2 * Math.PI * freq) / SAMPLE_RATE);
  const gain = 1 - r;
  const out = new Float32Array(input.length);
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < input.length; i++) {
    const y = gain * input[i] + c * y1 - r * r * y2;
    out[i] = y;
    y2 = y1;
    y1 = y;
  }
  return out;
};

/**
 * A tiny formant synthesizer: a glottal pulse train through two resonators for vowels, noise for
 * unvoiced consonants. It is not intelligible speech; it keeps audio working where no speech engine
 * is installed, with the rhythm of the text.
 */
export const synthesizeFormants = (text: string, seed = 1): Pcm => {
  let rand = seed;
  const noise = () => {
    rand = (rand * 1_103_515_245 + 12_345) % 2_147_483_648;
    return rand / 1_073_741_824 - 1;
  };
  const parts: Float32Array[] = [];
  let phase = 0;
  for (const seg of segments(text)) {
    const n = Math.round((seg.ms / 1000) * SAMPLE_RATE);
    if (n === 0) continue;
    const source = new Float32Array(n);
    if (seg.kind === 'vowel' || seg.kind === 'voiced') {
      for (let i = 0; i < n; i++) {
        phase += PITCH_HZ / SAMPLE_RATE;
        if (phase >= 1) phase -= 1;
        source[i] = phase < 0.1 ? 1 : 0;
      }
    } else if (seg.kind === 'noise') {
      for (let i = 0; i < n; i++) source[i] = noise() * 0.3;
    }
    let shaped: Float32Array;
    if (seg.kind === 'vowel') {
      const a = resonate(source, seg.f1, 90);
      const b = resonate(source, seg.f2, 110);
      shaped = a.map((v, i) => v + 0.6 * b[i]);
    } else if (seg.kind === 'voiced') shaped = resonate(source, 300, 150);
    else if (seg.kind === 'noise') shaped = resonate(source, 4000, 2000);
    else shaped = source;
    const fade = Math.min(220, Math.floor(n / 4));
    for (let i = 0; i < fade; i++) {
      shaped[i] *= i / fade;
      shaped[n - 1 - i] *= i / fade;
    }
    parts.push(shaped);
  }
  const total = parts.reduce((s, p) => s + p.length, 0) || SAMPLE_RATE / 10;
  const mixed = new Float32Array(total);
  let at = 0;
  for (const p of parts) {
    mixed.set(p, at);
    at += p.length;
  }
  const peak = mixed.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;
  const samples = Int16Array.from(mixed, (v) => Math.round((v / peak) * 0.6 * 32_767));
  return { sampleRate: SAMPLE_RATE, samples };
};
