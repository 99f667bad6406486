import { afterEach, describe, expect, it } from 'vitest';
import { keptEndedSession, useEndedSession } from './ended-session';

afterEach(() => {
  useEndedSession.getState().clear();
  sessionStorage.clear();
});

describe('the ended session, kept for the tab', () => {
  it('is kept in sessionStorage when the server ends a session, so a reload of the tab still finds it', () => {
    useEndedSession.getState().report('user_vic');
    expect(useEndedSession.getState().endedFor).toBe('user_vic');
    expect(JSON.parse(sessionStorage.getItem('endedSession')!)).toEqual({ version: 1, state: { endedFor: 'user_vic' } });
    expect(keptEndedSession()).toBe('user_vic');
  });

  it('is forgotten by the next session', () => {
    useEndedSession.getState().report('user_vic');
    useEndedSession.getState().clear();
    expect(useEndedSession.getState().endedFor).toBeNull();
    expect(sessionStorage.getItem('endedSession')).toBeNull();
    expect(keptEndedSession()).toBeNull();
  });

  it.each([
    ['not JSON', '{"version": 1, state'],
    ['another version', JSON.stringify({ version: 2, state: { endedFor: 'user_vic' } })],
    ['no account', JSON.stringify({ version: 1, state: { endedFor: '' } })],
    ['not text', JSON.stringify({ version: 1, state: { endedFor: 42 } })],
    ['an id too long to be one', JSON.stringify({ version: 1, state: { endedFor: 'x'.repeat(201) } })],
  ])('reads %s as nothing kept', (_label, stored) => {
    sessionStorage.setItem('endedSession', stored);
    expect(keptEndedSession()).toBeNull();
  });
});
