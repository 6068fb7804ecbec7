import { describe, expect, it } from 'vitest';
import { bookNowHref, checkReply } from './assistant-reply';

describe('checkReply (ReceiveMessage payload)', () => {
  it('reads a reply with its suggestions and session id', () => {
    expect(
      checkReply({
        response: 'Two beach trips in Sinai.',
        sessionId: 's-1',
        travels: [{ id: 3, title: 'Dahab Blue Hole', description: 'Snorkel', price: 4200, imageUrl: '/images/dahab.jpg' }, { title: 'no id' }],
        events: [{ id: '7', name: 'Sun Festival', date: '2026-02-22T05:30:00', location: 'Abu Simbel, Aswan', description: '' }],
      }),
    ).toEqual({
      ok: true,
      reply: {
        response: 'Two beach trips in Sinai.',
        sessionId: 's-1',
        travels: [{ id: 3, title: 'Dahab Blue Hole', description: 'Snorkel', price: 4200, imageUrl: '/images/dahab.jpg' }],
        events: [{ id: 7, name: 'Sun Festival', date: '2026-02-22T05:30:00', location: 'Abu Simbel, Aswan', description: '' }],
        party: null,
      },
    });
  });

  it('reads the party a conversation established, and only a whole one', () => {
    const party = { adults: 2, children: 1, underFive: 0 };
    expect(checkReply({ response: 'Ready', travels: [], events: [], party })).toMatchObject({ ok: true, reply: { party } });
    for (const bad of [{ adults: 0, children: 1, underFive: 0 }, { adults: 2, children: -1, underFive: 0 }, { adults: 2.5, children: 0, underFive: 0 }, { adults: 51, children: 0, underFive: 0 }, 'two']) {
      expect(checkReply({ response: 'Ready', party: bad })).toMatchObject({ ok: true, reply: { party: null } });
    }
    expect(bookNowHref(6, party)).toBe('/book-now?travelId=6&adults=2&children=1&underFive=0');
  });

  it('takes missing suggestion lists as none, and an unreadable date as none', () => {
    const check = checkReply({ response: 'Hi', events: [{ id: 1, name: 'x', date: 'soon', location: '' }] });
    expect(check).toMatchObject({ ok: true, reply: { sessionId: null, travels: [], events: [{ id: 1, date: null }] } });
  });

  it.each([[null], ['text'], [42], [[]], [{}], [{ response: 42 }]])('is no valid reply for %j', (payload) => {
    expect(checkReply(payload)).toMatchObject({ ok: false, error: 'invalid' });
  });

  it('is an empty reply for a blank response, keeping its suggestions and session', () => {
    expect(checkReply({ response: '  ', sessionId: 's-2', travels: [{ id: 1, title: 'A', price: 1 }] })).toMatchObject({
      ok: false,
      error: 'empty',
      sessionId: 's-2',
      travels: [{ id: 1, title: 'A' }],
    });
  });

  it('is a processing error when suggestions are not lists', () => {
    expect(checkReply({ response: 'Hi', travels: 'none' })).toMatchObject({ ok: false, error: 'processing' });
    expect(checkReply({ response: 'Hi', events: { id: 1 } })).toMatchObject({ ok: false, error: 'processing' });
  });
});
