/**
 * Where the API client says that the server refused the session's token (a 401 to a call that sent
 * one: logged out elsewhere, or a password reset on another device). The session listens and signs out.
 * A module of its own so that listening costs the first page nothing of the API client.
 */
export const sessionEvents = new EventTarget();
export const TOKEN_REFUSED = 'token-refused';
