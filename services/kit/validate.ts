import type { z } from 'zod';
import { badRequest } from './errors.ts';

/**
 * Parses input with a shared schema; the first problem becomes a 400 whose message a person can act
 * on (schemas carry their own messages; a bare field name is added where zod's default is generic).
 */
export const validate = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.');
  const generic = issue.message.startsWith('Invalid input') || issue.message.startsWith('Unrecognized');
  throw badRequest(generic && field ? `${field}: ${issue.message}` : issue.message);
};
