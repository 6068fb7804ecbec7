/**
 * Booking references and voucher codes.
 *
 * A reference is what a traveller reads out on the phone or finds in a mail: `RH-` and six characters of
 * Crockford's base 32 (no I, L, O or U, so nothing reads as another letter). It is the booking's id put
 * through a fixed permutation of the 30-bit numbers (multiply by an odd constant, then exclusive-or), so
 * every id has its own reference, no table or retry is needed to keep them unique, the id can be read back
 * from it, and consecutive bookings do not get consecutive references. Ids from 2^30 on (a billion
 * bookings) get seven characters in a 35-bit space, the same way. It is a name, not a secret: the booking
 * page still checks who is asking.
 *
 * The voucher code is the reference signed with a key of the server's (HMAC-SHA256, 96 bits shown):
 * `RIHLA1:RH-7KQ2M9:<signature>`. The QR code on the voucher encodes it; a partner's check-in scans it, and
 * the server accepts it only if the signature is its own.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX = 'RH-';

/** One permutation per width: an odd multiplier, its inverse modulo 2^bits, and a mask to mix in. */
interface Space {
  chars: number;
  bits: bigint;
  modulus: bigint;
  multiplier: bigint;
  inverse: bigint;
  mask: bigint;
}

function inverseOf(odd: bigint, modulus: bigint): bigint {
  // Newton's iteration for the inverse of an odd number modulo a power of two: each step doubles the bits.
  let inverse = odd;
  for (let i = 0; i < 6; i += 1) inverse = (inverse * (2n - odd * inverse)) % modulus;
  return ((inverse % modulus) + modulus) % modulus;
}

function space(chars: number, multiplier: bigint, mask: bigint): Space {
  const bits = BigInt(chars * 5);
  const modulus = 1n << bits;
  return { chars, bits, modulus, multiplier, inverse: inverseOf(multiplier, modulus), mask: mask % modulus };
}

const SIX = space(6, 0x2f6b_4a35n, 0x1d3c_9b57n);
const SEVEN = space(7, 0x5_9e3d_17b5n, 0x3_a7c1_52d9n);

function encode(value: bigint, chars: number): string {
  let text = '';
  let rest = value;
  for (let i = 0; i < chars; i += 1) {
    text = ALPHABET[Number(rest & 31n)] + text;
    rest >>= 5n;
  }
  return text;
}

/** `RH-7KQ2M9` for a booking id. */
export function bookingReference(bookingId: number): string {
  if (!Number.isSafeInteger(bookingId) || bookingId < 1) throw new RangeError(`not a booking id: ${bookingId}`);
  const id = BigInt(bookingId);
  const s = id < SIX.modulus ? SIX : SEVEN;
  if (id >= s.modulus) throw new RangeError(`booking id too large for a reference: ${bookingId}`);
  return PREFIX + encode(((id * s.multiplier) % s.modulus) ^ s.mask, s.chars);
}

/** The booking id a reference names, or null when it is not a reference (typed by hand: case and O/I/L forgiven). */
export function bookingIdOfReference(reference: string): number | null {
  const text = reference.trim().toUpperCase().replace(/^RH-?/, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  const s = text.length === 6 ? SIX : text.length === 7 ? SEVEN : null;
  if (!s) return null;
  let value = 0n;
  for (const character of text) {
    const digit = ALPHABET.indexOf(character);
    if (digit < 0) return null;
    value = (value << 5n) | BigInt(digit);
  }
  const id = ((value ^ s.mask) * s.inverse) % s.modulus;
  // A seven-character reference names an id a six-character one could not: anything else was not issued.
  if (id < 1n || (s === SEVEN && id < SIX.modulus)) return null;
  return Number(id);
}

const CODE_PREFIX = 'RIHLA1';

function signature(secret: string, reference: string): string {
  return createHmac('sha256', secret).update(`voucher:${reference}`).digest('base64url').slice(0, 16);
}

/** The voucher key, derived from the server's signing secret so it needs no setting of its own. */
export function voucherKey(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('rihla voucher key v1').digest('hex');
}

/** The signed code a voucher's QR carries. */
export function voucherCode(key: string, bookingId: number): string {
  const reference = bookingReference(bookingId);
  return `${CODE_PREFIX}:${reference}:${signature(key, reference)}`;
}

/** The booking a scanned voucher code names, when the server signed it; null for anything else. */
export function verifyVoucherCode(key: string, code: string): { bookingId: number; reference: string } | null {
  const [prefix, reference, given, ...rest] = code.trim().split(':');
  if (prefix !== CODE_PREFIX || !reference || !given || rest.length > 0) return null;
  const bookingId = bookingIdOfReference(reference);
  if (bookingId === null || bookingReference(bookingId) !== reference) return null;
  const expected = Buffer.from(signature(key, reference));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
  return { bookingId, reference };
}
