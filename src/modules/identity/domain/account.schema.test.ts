import { describe, expect, it } from 'bun:test';
import * as v from 'valibot';
import { ForgotPasswordSchema, MemberLoginSchema } from './account.schema';

const messages = (result: { issues?: { message: string }[] }) => (result.issues ?? []).map((issue) => issue.message);

describe('forgot password (spec 001 §5)', () => {
  it("answers 'Please enter a valid email address' for an empty e-mail as for a malformed one", () => {
    expect(messages(v.safeParse(ForgotPasswordSchema, { email: '' }))).toEqual(['Please enter a valid email address']);
    expect(messages(v.safeParse(ForgotPasswordSchema, { email: '   ' }))).toEqual(['Please enter a valid email address']);
    expect(messages(v.safeParse(ForgotPasswordSchema, { email: 'priya@' }))).toEqual(['Please enter a valid email address']);
    expect(v.parse(ForgotPasswordSchema, { email: ' Priya@Example.IN ' })).toEqual({ email: 'priya@example.in' });
  });

  it('leaves the sign-in form its own "required" message', () => {
    expect(messages(v.safeParse(MemberLoginSchema, { email: '', password: 'x' }))).toContain('Email is required');
  });
});
