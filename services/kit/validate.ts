import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { badRequest } from './errors.ts';

// zod/mini (a fraction of full zod's cold start) leaves messages generic until a locale is loaded.
z.config(en());

/**
 * Parses input with a shared schema; the first problem becomes a 400 whose message a person can act
 * on (schemas carry their own messages; a bare field name is added where zod's default is generic).
 */
export const validate = <S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.');
  const generic = issue.message.startsWith('Invalid input') || issue.message.startsWith('Unrecognized');
  throw badRequest(generic && field ? `${field}: ${issue.message}` : issue.message);
};

/** A request body: a JSON object (or none, read as `{}`), then the schema. */
export const validateBody = <S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> => {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw badRequest('The request body must be a JSON object');
  }
  return validate(schema, body);
};
