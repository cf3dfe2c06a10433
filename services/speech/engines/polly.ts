import { PollyClient, SynthesizeSpeechCommand, type VoiceId } from '@aws-sdk/client-polly';
import { count, countPollyCharacters } from '#kit/metrics.ts';
import { tracer } from '#kit/tracer.ts';
import type { SpeechEngine } from '../domain/speak.ts';

let client: PollyClient | undefined;

/** Amazon Polly, neural engine, plain text (never SSML, so a verse cannot inject markup). */
export const pollyEngine = (voiceId: string): SpeechEngine => ({
  voice: `polly-neural-${voiceId}`,
  synthesize: async (text) => {
    client ??= tracer.captureAWSv3Client(new PollyClient({}));
    countPollyCharacters(text.length);
    try {
      const out = await client.send(
        new SynthesizeSpeechCommand({ Engine: 'neural', OutputFormat: 'mp3', TextType: 'text', VoiceId: voiceId as VoiceId, Text: text }),
      );
      if (!out.AudioStream) throw new Error('Polly returned no audio');
      return await out.AudioStream.transformToByteArray();
    } catch (error) {
      count('PollyErrors');
      throw error;
    }
  },
});
