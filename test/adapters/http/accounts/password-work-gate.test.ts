import { describe, expect, it } from 'vitest';
import { PasswordWorkGate } from '../../../../src/adapters/http/accounts/password-work-gate.js';
import { HttpError } from '../../../../src/adapters/http/errors/http-error.js';

describe('PasswordWorkGate', () => {
  it('runs up to its capacity at once, refuses beyond with BUSY, and frees a place when work ends or fails', async () => {
    const gate = new PasswordWorkGate(2);
    let finish!: () => void;
    const held = new Promise<void>((resolve) => { finish = resolve; });
    const first = gate.run(() => held);
    const second = gate.run(() => held);
    await expect(gate.run(async () => 'third')).rejects.toMatchObject({ code: 'BUSY' });
    finish();
    await Promise.all([first, second]);
    await expect(gate.run(async () => { throw new Error('hash failed'); })).rejects.toThrow('hash failed');
    expect(await gate.run(async () => 'after')).toBe('after');
  });

  it('needs a capacity of at least one', () => {
    expect(() => new PasswordWorkGate(0)).toThrow(RangeError);
    expect(new HttpError('BUSY').statusCode).toBe(503);
  });
});
