import { Type } from '@sinclair/typebox';
import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { emailField, newPasswordField, profileFormSchema } from './form-schemas';
import { formResolver, serverFieldMessage } from './validation';

function run<V extends FieldValues>(resolver: Resolver<V>, values: V) {
  return resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

async function messages<V extends FieldValues>(resolver: Resolver<V>, values: V) {
  const result = await run(resolver, values);
  return Object.fromEntries(Object.entries(result.errors).map(([key, error]) => [key, error?.message]));
}

describe('form validation', () => {
  const signUp = formResolver(
    Type.Object({ email: emailField, password: newPasswordField, confirmPassword: Type.String() }),
    {
      trim: ['email'],
      match: { field: 'password', confirm: 'confirmPassword', message: 'Passwords do not match' },
    },
  );

  it('refuses what the server refuses, with readable messages', async () => {
    expect(await messages(signUp, { email: '', password: 'short', confirmPassword: 'short' })).toEqual({
      email: 'This field is required',
      password: 'Use at least 12 characters',
    });
    const long = 'x'.repeat(129);
    expect(await messages(signUp, { email: 'not-an-email', password: long, confirmPassword: long })).toEqual({
      email: 'Enter a valid email address',
      password: 'Use at most 128 characters',
    });
  });

  it('checks the confirmation and trims the e-mail', async () => {
    const password = 'correct horse battery';
    expect(await messages(signUp, { email: 'a@b.co', password, confirmPassword: 'different' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    const ok = await run(signUp, { email: '  a@b.co ', password, confirmPassword: password });
    expect(ok.values).toEqual({ email: 'a@b.co', password, confirmPassword: password });
  });

  it('accepts names in any script and an empty phone', async () => {
    const profile = formResolver(profileFormSchema);
    expect(await messages(profile, { firstName: 'Zoë', lastName: "O'Brien-Łukasz", phone: '' })).toEqual({});
    expect(await messages(profile, { firstName: 'తెలుగు', lastName: 'カーター', phone: '' })).toEqual({});
    // A script no certificate font prints (Linear B) is refused as the server refuses it.
    expect(await messages(profile, { firstName: '𐀀', lastName: 'Ada', phone: '' })).toEqual({
      firstName: 'Use letters, spaces, apostrophes, dots and dashes only',
    });
    expect(await messages(profile, { firstName: '<b>', lastName: '', phone: 'call me' })).toEqual({
      firstName: 'Use letters, spaces, apostrophes, dots and dashes only',
      lastName: 'This field is required',
      phone: 'Enter a valid phone number, e.g. +44 20 7946 0958',
    });
  });
});

describe('server field messages', () => {
  it('names the subject of a fragment, from the field or as the caller words it', () => {
    expect(serverFieldMessage('code', 'is wrong or has expired')).toBe('The code is wrong or has expired');
    expect(serverFieldMessage('currentPassword', 'is not correct')).toBe(
      'The current password is not correct',
    );
    expect(serverFieldMessage('newPassword', 'must differ from the current password')).toBe(
      'The new password must differ from the current password',
    );
    expect(serverFieldMessage('moduleId', 'must be a module of the same course')).toBe(
      'The module must be a module of the same course',
    );
    expect(serverFieldMessage('confirm', 'must be "DELETE"', 'confirmation')).toBe(
      'The confirmation must be "DELETE"',
    );
  });

  it('leaves a message that already has its subject as a sentence', () => {
    expect(serverFieldMessage('title', 'a title is required to publish')).toBe(
      'A title is required to publish',
    );
    expect(serverFieldMessage('cardNumber', 'Your card number is not valid.')).toBe(
      'Your card number is not valid.',
    );
  });
});
