import { PollyClient, SynthesizeSpeechCommand, type VoiceId } from '@aws-sdk/client-polly';
import type { SpeechEngine } from '../domain/speak.ts';

let client: PollyClient | undefined;

/** Amazon Polly, neural engine, plain text (never SSML, so a verse cannot inject markup). */
export const pollyEngine = (voiceId: string): SpeechEngine => ({
  voice: `polly-neural-${voiceId}`,
  synthesize: async (text) => {
    client ??= new PollyClient({});
    const out = await client.send(
      new SynthesizeSpeechCommand({ Engine: 'neural', OutputFormat: 'mp3', TextType: 'text', VoiceId: voiceId as VoiceId, Text: text }),
    );
    if (!out.AudioStream) throw new Error('Polly returned no audio');
    return out.AudioStream.transformToByteArray();
  },
});
