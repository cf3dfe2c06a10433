import { describe, expect, it } from 'vitest';
import { ContextError, readDeployContext } from './context.ts';

const base = { 'verse:senderEmail': 'no-reply@example.org', 'verse:operatorEmail': 'ops@example.org' };
const read = (extra: Record<string, unknown>) => readDeployContext((key) => ({ ...base, ...extra })[key]);

const stripe = { paramPrefix: '/verse/stripe', priceMonthly: 'price_m', priceAnnual: 'price_a', priceGift: 'price_g' };

describe('deploy context', () => {
  it('reads the Stripe settings given with -c as JSON text, as README shows', () => {
    expect(read({ 'verse:stripe': JSON.stringify(stripe) }).stripe).toEqual(stripe);
  });

  it('reads the Stripe settings given as an object in cdk.json', () => {
    expect(read({ 'verse:stripe': stripe }).stripe).toEqual(stripe);
  });

  it('names the value that is wrong', () => {
    expect(() => read({ 'verse:stripe': '{paramPrefix: /verse}' })).toThrow(/verse:stripe must be a JSON object/);
    expect(() => read({ 'verse:stripe': JSON.stringify({ ...stripe, priceGift: undefined }) })).toThrow(/verse:stripe.priceGift is required/);
    expect(() => read({ 'verse:stage': 'staging' })).toThrow(ContextError);
    expect(() => read({ 'verse:senderEmail': 'not an email' })).toThrow(/verse:senderEmail must be an email/);
    expect(() => read({ 'verse:appUrl': 'verse.example.org' })).toThrow(/verse:appUrl/);
    expect(() => read({ 'verse:tracing': 'full' })).toThrow(/verse:tracing must be lambda or sdk/);
  });

  it("defaults to the dev stage, the Verse stack, no Stripe and Lambda's own tracing", () => {
    expect(read({})).toMatchObject({ stage: 'dev', stackName: 'Verse', stripe: undefined, domain: undefined, tracing: 'lambda' });
    expect(read({ 'verse:tracing': 'sdk' }).tracing).toBe('sdk');
  });
});
