import { describe, expect, it } from 'vitest';
import { pageChange, pageOf } from './page-change';

const at = (address: string) => {
  const url = new URL(address, 'http://rihla.test');
  return { pathname: url.pathname, search: url.search };
};

describe('what a change of address means for scroll and focus', () => {
  it('leaves the first page of a document to the browser', () => {
    expect(pageChange(null, at('/tours'), 'POP')).toBe('first');
  });

  it('opens another path as a new page, and Back or Forward to one as a return', () => {
    expect(pageChange(at('/travel-with-us?id=3'), at('/book-now?travelId=3'), 'PUSH')).toBe('newPage');
    expect(pageChange(at('/book-now?travelId=3'), at('/travel-with-us?id=3'), 'POP')).toBe('returned');
    expect(pageChange(at('/pyramids'), at('/events'), 'PUSH')).toBe('newPage');
  });

  it('counts the query values that name what a page shows: another tour or search is another page', () => {
    expect(pageChange(at('/travel-with-us?id=3'), at('/travel-with-us?id=5'), 'PUSH')).toBe('newPage');
    expect(pageChange(at('/search-results?q=nile&type=Travels'), at('/search-results?q=siwa&type=Travels'), 'PUSH')).toBe('newPage');
    expect(pageChange(at('/travel-with-us?id=5'), at('/travel-with-us?id=3'), 'POP')).toBe('returned');
  });

  it("keeps a listing's filters and pages, a tour's tab and the language as the same page", () => {
    expect(pageChange(at('/companies'), at('/companies?page=2'), 'PUSH')).toBe('samePage');
    expect(pageChange(at('/companies?page=2'), at('/companies'), 'POP')).toBe('samePage');
    expect(pageChange(at('/tours'), at('/tours?page=2'), 'REPLACE')).toBe('samePage');
    expect(pageChange(at('/travel-with-us?id=3'), at('/travel-with-us?id=3&tab=itinerary'), 'PUSH')).toBe('samePage');
    expect(pageChange(at('/pyramids'), at('/pyramids?lng=ar'), 'PUSH')).toBe('samePage');
    expect(pageChange(at('/pyramids/'), at('/pyramids'), 'PUSH')).toBe('samePage');
  });

  it('treats a replace on the same path as the address catching up, and on another path as a redirect', () => {
    // A tour opened from the assistant gains its ?id= in the address.
    expect(pageChange(at('/travel-with-us'), at('/travel-with-us?id=3'), 'REPLACE')).toBe('samePage');
    // The payment's result, a guarded page sending a signed-out traveller to sign in.
    expect(pageChange(at('/payment-status?id=1'), at('/payment-success'), 'REPLACE')).toBe('newPage');
  });

  it('names a page by its path and identifying values only', () => {
    expect(pageOf(at('/tours?page=2&lng=ar'))).toBe('/tours');
    expect(pageOf(at('/travel-with-us?lng=ar&id=7&tab=reviews'))).toBe('/travel-with-us?id=7');
  });
});
