import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import { validate, validateBody } from './validate.ts';

const schema = z.object({ name: z.string({ error: 'Please enter your name' }).check(z.minLength(1, { error: 'Please enter your name' })) });

const problem = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof HttpError ? { status: error.status, message: error.message } : error;
  }
  return undefined;
};

describe('validate and validateBody', () => {
  it('answers the schema’s own words for a missing or wrong field', () => {
    expect(problem(() => validate(schema, {}))).toEqual({ status: 400, message: 'Please enter your name' });
    expect(validate(schema, { name: 'Ruth' })).toEqual({ name: 'Ruth' });
  });

  it.each([['"text"', 'text'], ['a number', 42], ['an array', [{ name: 'Ruth' }]], ['true', true]])(
    'refuses a body that is %s, saying it must be a JSON object',
    (_name, body) => {
      expect(problem(() => validateBody(schema, body))).toEqual({ status: 400, message: 'The request body must be a JSON object' });
    },
  );

  it('reads no body as an empty object', () => {
    expect(problem(() => validateBody(schema, undefined))).toEqual({ status: 400, message: 'Please enter your name' });
    expect(validateBody(schema, { name: 'Ruth' })).toEqual({ name: 'Ruth' });
  });
});
