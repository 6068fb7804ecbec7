/** The absolute API base the tests give the client; msw handlers listen under it. */
export const TEST_API_BASE = 'http://api.rihla.test';
