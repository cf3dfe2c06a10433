import type { RouteSpec } from './types.ts';

export const speechRoutes = [
  { method: 'POST', path: '/api/tts/generate-audio', service: 'speech', auth: 'public' },
  { method: 'POST', path: '/api/tts', service: 'speech', auth: 'public' },
  { method: 'POST', path: '/api/tts/speech-marks', service: 'speech', auth: 'public' },
] as const satisfies readonly RouteSpec[];
