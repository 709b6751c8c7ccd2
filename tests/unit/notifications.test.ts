import { describe, expect, it } from 'vitest';
import { PUSH_PROMPT_DELAY_MS, promptDelay } from '../../src/shared/commands/notifications.js';
import { deliveriesOf, renderNotification } from '../../src/server/areas/users/notify.js';

describe('console notifications', () => {
  it('the §9 prompt waits 10 s; the knob only shortens it', () => {
    expect(PUSH_PROMPT_DELAY_MS).toBe(10_000);
    expect(promptDelay('')).toBe(10_000);
    expect(promptDelay('?push_prompt_ms=1500')).toBe(1500);
    expect(promptDelay('?push_prompt_ms=60000')).toBe(10_000);
    expect(promptDelay('?push_prompt_ms=nope')).toBe(10_000);
  });

  it('an event never chosen is pushed; a stored choice holds', () => {
    expect(deliveriesOf(null)).toEqual({ order_new: 'push', order_flagged: 'push', return_received: 'push', job_finished: 'push', job_failed: 'push', transfer_waiting: 'push' });
    expect(deliveriesOf({ order_new: 'off', job_failed: 'list', junk: 'x', job_finished: 'loud' })).toMatchObject({ order_new: 'off', job_failed: 'list', job_finished: 'push' });
  });

  it('title and body in both languages, a job kind named', () => {
    expect(renderNotification('job_finished', { id: '7', kind: 'push_devices_sync' }, 'en')).toEqual({ title: 'Finished: Push devices sync', body: 'Job #7 (Push devices sync) is done.' });
    expect(renderNotification('order_new', { number: 'R1', vendor: 'Shop' }, 'mn').title).toBe('Шинэ захиалга R1');
  });
});
