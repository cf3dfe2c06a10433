import type { VoiceId } from '@aws-sdk/client-polly';
import { count, countPollyCharacters } from '#kit/metrics.ts';
import { traced } from '#kit/tracer.ts';
import type { SpeechEngine } from '../domain/speak.ts';
import { fromPollyMarks } from '../domain/word-marks.ts';

type Polly = typeof import('@aws-sdk/client-polly');

// Loaded with the first verse not yet spoken: audio already in the bucket never needs Polly.
let polly: Promise<{ client: InstanceType<Polly['PollyClient']>; SynthesizeSpeechCommand: Polly['SynthesizeSpeechCommand'] }> | undefined;
const loadPolly = () =>
  (polly ??= import('@aws-sdk/client-polly').then(({ PollyClient, SynthesizeSpeechCommand }) => ({ client: traced(new PollyClient({})), SynthesizeSpeechCommand })));

/** Amazon Polly, neural engine, plain text (never SSML, so a verse cannot inject markup). */
export const pollyEngine = (voiceId: string): SpeechEngine => {
  const send = async (text: string, format: 'mp3' | 'json') => {
    const { client, SynthesizeSpeechCommand } = await loadPolly();
    countPollyCharacters(text.length);
    try {
      const out = await client.send(
        new SynthesizeSpeechCommand({
          Engine: 'neural',
          OutputFormat: format,
          TextType: 'text',
          VoiceId: voiceId as VoiceId,
          Text: text,
          ...(format === 'json' ? { SpeechMarkTypes: ['word' as const] } : {}),
        }),
      );
      if (!out.AudioStream) throw new Error('Polly returned no audio');
      return await out.AudioStream.transformToByteArray();
    } catch (error) {
      count('PollyErrors');
      throw error;
    }
  };
  return {
    voice: `polly-neural-${voiceId}`,
    synthesize: (text) => send(text, 'mp3'),
    /** Polly's word speech marks: the same voice and text give the timings of the stored audio. */
    wordMarks: async (text) => fromPollyMarks(text, new TextDecoder().decode(await send(text, 'json'))),
  };
};
