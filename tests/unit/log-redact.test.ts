import { describe, expect, it } from 'vitest';
import { redactEmail, redactError, redactPhone, redactRecipient, redactText } from '../../src/server/log-redact.js';

describe('log redaction', () => {
  it('keeps the last 2 digits of a phone and the domain of an email', () => {
    expect(redactPhone('99112212')).toBe('******12');
    expect(redactPhone('+976 9911-2234')).toBe('*********34');
    expect(redactPhone('12')).toBe('**');
    expect(redactEmail('Bat.Erdene@Gmail.com')).toBe('***@gmail.com');
    expect(redactEmail('no-at-sign')).toBe('***');
    expect(redactRecipient('bat@shop.mn')).toBe('***@shop.mn');
    expect(redactRecipient('88001177')).toBe('******77');
  });

  it('redacts every phone and email quoted in free text, leaving short numbers', () => {
    const text = 'SMS gateway answered 400: {"error":"invalid number 99112233"}; SMTP: 550 <bat@shop.mn> unknown, also +976 8800 1177';
    const out = redactText(text);
    expect(out).toContain('answered 400');
    expect(out).toContain('******33');
    expect(out).toContain('***@shop.mn');
    expect(out).not.toMatch(/99112233|bat@|8800 1177/);
  });

  it('keeps an error\'s kind and code, and redacts its message, stack and cause', () => {
    const cause = Object.assign(new Error('duplicate key: Key (email)=(dorj@mail.mn) already exists'), { code: '23505', detail: 'dorj@mail.mn' });
    const e = new Error('Failed query: select … where phone = $1\nparams: 99001122', { cause });
    const r = redactError(e);
    expect(JSON.stringify(r)).not.toMatch(/99001122|dorj@/);
    expect(r).toMatchObject({ type: 'Error', cause: { type: 'Error', code: '23505' } });
    expect(r.message).toContain('******22');
    expect(redactError('phone 99001122')).toEqual({ type: 'string', message: 'phone ******22' });
  });
});
