import { Mp3Encoder } from '@breezystack/lamejs';
import type { Pcm } from './wav.ts';

const FRAME = 1152;
const KBPS = 48;

/** Mono PCM to MP3 bytes (MPEG audio frames, no container). */
export const encodeMp3 = ({ sampleRate, samples }: Pcm): Uint8Array => {
  const encoder = new Mp3Encoder(1, sampleRate, KBPS);
  const parts: Uint8Array[] = [];
  for (let i = 0; i < samples.length; i += FRAME) parts.push(encoder.encodeBuffer(samples.subarray(i, i + FRAME)));
  parts.push(encoder.flush());
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** True when the bytes start with an MPEG audio frame sync (11 set bits) or an ID3 tag. */
export const looksLikeMp3 = (bytes: Uint8Array) =>
  bytes.length > 3 &&
  ((bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0) || (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33));
