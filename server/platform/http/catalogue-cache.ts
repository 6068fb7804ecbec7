/**
 * The public catalogue's answers, computed once per change (D335–D342).
 *
 * What is cached: the serialised 200 answers of the catalogue's public reads (CACHED_PATHS in catalogue-cache-middleware.ts: tour lists
 * and carousels, one tour, categories, search, companies, events), keyed by the path, the query with its
 * parameters sorted, and the answer's language (the only request header these answers depend on:
 * `requestLanguage` reads Accept-Language). None of them reads the signed-in user, so one answer serves
 * everybody; personal reads (favourites, `…/mine`, bookings, recommendations) are not in the list and
 * never pass through here.
 *
 * When it is forgotten: every committed write to a catalogue table (CATALOGUE_TABLES) by this process
 * empties the cache at once (`Db.onWrite`, D335); a write by another process arrives as a PostgreSQL
 * notification (migration 093, server/platform/db/notifications.ts, D336). A process that misses notifications
 * serves an answer at most CACHE_TTL_MS old (plus the one recomputation it is serving during): every entry
 * expires anyway (D337). Answers also depend on the clock (a departed tour leaves the lists): an entry
 * expires with its TTL, and at once when the server's clock jumps (tests, POST /dev/clock).
 *
 * Booking never reads from here: it takes the tour's row `for update` and checks the seats under that lock
 * (server/bookings/bookings.ts), so a stale cached seat count can at worst show a seat that the booking
 * then refuses.
 *
 * This file is the cache; the middleware that serves the reads from it is catalogue-cache-middleware.ts.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { deflate, gzip } from 'node:zlib';

/** The tables the cached answers are made of: a write to any of them forgets every cached answer (D338). */
export const CATALOGUE_TABLES: ReadonlySet<string> = new Set(['tours', 'companies', 'categories', 'events', 'tour_reviews', 'company_reviews']);

/** ttl: the longest an answer is served, notifications or not; the bound on staleness when one is missed (D337). */
export const CACHE_TTL_MS = 5000;
/**
 * What browsers and CDNs are told (D340): fresh for 5 s like the server's own copy, then served while a
 * fresh copy is fetched for 25 s more. A booking always checks the seats itself.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=25';

export type Encoding = 'gzip' | 'deflate';
export type Bytes = Uint8Array<ArrayBuffer>;
/** How an answer is sent: as it is, or compressed. */
export type Variant = Encoding | 'identity';
const encoders: Record<Encoding, (body: Uint8Array) => Promise<Buffer>> = { gzip: promisify(gzip), deflate: promisify(deflate) };

export interface CacheLimits {
  /** At most this many answers (least recently used ones go first). */
  maxEntries: number;
  /** At most this many bytes of bodies, compressed copies included. */
  maxBytes: number;
  ttlMs: number;
}

/** 2,000 answers or 64 MB (D339): the seed catalogue's every page in both languages fits many times over. */
export const DEFAULT_CACHE_LIMITS: CacheLimits = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024, ttlMs: CACHE_TTL_MS };

export interface Entry {
  key: string;
  body: Bytes;
  type: string;
  /** The contract's route template, for the request log. */
  route: string | undefined;
  /** A hash of the body: the strong ETag of its uncompressed form. */
  hash: string;
  generation: number;
  /** performance.now() when it was computed. */
  madeAt: number;
  /** The server's clock (services.now) when it was computed. */
  clockAt: number;
  bytes: number;
  encoded: Partial<Record<Encoding, Promise<Bytes>>>;
  /** The compressed bodies made so far. */
  compressed: Partial<Record<Encoding, Bytes>>;
  /**
   * Every header the whole app put on this answer in each variant, for a request without Origin (CORS adds
   * nothing then), but its X-Request-Id: what the fast lane sends again (D342).
   */
  sent: Partial<Record<Variant, Record<string, string>>>;
}

export interface CacheStats {
  /** Answers served from the cache (304s included). */
  hits: number;
  /** Answers computed by the route (the database asked). */
  misses: number;
  /** Times the cache was emptied because the catalogue changed (or may have). */
  invalidations: number;
  /** Derived values (recommendations' candidate sets) served as they were, and computed. */
  derivedHits: number;
  derivedMisses: number;
  entries: number;
  bytes: number;
}

/**
 * A value computed from the catalogue for many answers (recommendations' candidate sets, D345): kept like a
 * cached answer, and forgotten also when one of `tables`, which are not catalogue tables, is written here.
 */
interface Derived {
  generation: number;
  tables: ReadonlySet<string>;
  madeAt: number;
  clockAt: number;
  value: Promise<unknown>;
}

export class CatalogueCache {
  private generationNumber = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly derivedValues = new Map<string, Derived>();
  private readonly computing = new Map<string, { generation: number; done: Promise<Entry | null> }>();
  private bytes = 0;
  private readonly counts = { hits: 0, misses: 0, invalidations: 0, derivedHits: 0, derivedMisses: 0 };

  constructor(readonly limits: CacheLimits = DEFAULT_CACHE_LIMITS) {}

  get generation(): number {
    return this.generationNumber;
  }

  /** The catalogue changed (or may have, e.g. notifications were missed): every answer is forgotten. */
  invalidate(): void {
    this.generationNumber += 1;
    this.counts.invalidations += 1;
    this.entries.clear();
    this.derivedValues.clear();
    this.bytes = 0;
  }

  /**
   * Forgets the answers when `tables` (a committed write) include a catalogue table, and the derived values
   * made from any of them.
   */
  wrote(tables: ReadonlySet<string>): void {
    for (const table of tables) {
      if (CATALOGUE_TABLES.has(table)) return this.invalidate();
    }
    for (const [key, derived] of this.derivedValues) {
      if ([...tables].some((table) => derived.tables.has(table))) this.derivedValues.delete(key);
    }
  }

  /**
   * `compute`'s value for `key`, computed once per catalogue change (and per write to `tables` in this
   * process) and at most once per TTL, whatever the number of requests asking together. `tables` are the
   * other tables it reads: their writes by another process are not notified, so those reach it within the
   * TTL (D345). A computation that fails is not kept.
   */
  derived<T>(key: string, clock: number, tables: readonly string[], compute: () => Promise<T>): Promise<T> {
    const kept = this.derivedValues.get(key);
    if (
      kept &&
      kept.generation === this.generationNumber &&
      Math.abs(clock - kept.clockAt) <= this.limits.ttlMs &&
      performance.now() - kept.madeAt <= this.limits.ttlMs
    ) {
      this.counts.derivedHits += 1;
      return kept.value as Promise<T>;
    }
    this.counts.derivedMisses += 1;
    const derived: Derived = { generation: this.generationNumber, tables: new Set(tables), madeAt: performance.now(), clockAt: clock, value: compute() };
    this.derivedValues.set(key, derived);
    derived.value.catch(() => {
      if (this.derivedValues.get(key) === derived) this.derivedValues.delete(key);
    });
    return derived.value as Promise<T>;
  }

  stats(): CacheStats {
    return { ...this.counts, entries: this.entries.size, bytes: this.bytes };
  }

  /** 'fresh': serve it; 'stale': only its TTL ran out (serve it while another request recomputes); else none. */
  private state(entry: Entry, clock: number): 'fresh' | 'stale' | 'gone' {
    const { ttlMs } = this.limits;
    if (entry.generation !== this.generationNumber || Math.abs(clock - entry.clockAt) > ttlMs) return 'gone';
    const age = performance.now() - entry.madeAt;
    return age <= ttlMs ? 'fresh' : age <= 2 * ttlMs ? 'stale' : 'gone';
  }

  private remember(key: string, entry: Entry): void {
    if (entry.bytes > this.limits.maxBytes / 4) return; // one answer may not push out everything else
    this.forget(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.bytes;
    }
  }

  private forget(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.bytes;
  }

  /** The body compressed with `encoding`, made once per entry (D341). */
  encoded(entry: Entry, encoding: Encoding): Promise<Bytes> {
    let made = entry.encoded[encoding];
    if (!made) {
      made = encoders[encoding](entry.body).then((buffer) => {
        const bytes: Bytes = new Uint8Array(buffer);
        entry.compressed[encoding] = bytes;
        entry.bytes += bytes.byteLength;
        if (this.entries.get(entry.key) === entry) this.bytes += bytes.byteLength;
        return bytes;
      });
      entry.encoded[encoding] = made;
    }
    return made;
  }

  /**
   * The cached answer for `key` when it may be served without the route: fresh, or past its TTL only while
   * another request recomputes it (counted as a hit); else undefined.
   */
  servable(key: string, clock: number): Entry | undefined {
    const cached = this.entries.get(key);
    if (!cached) return undefined;
    const state = this.state(cached, clock);
    if (state === 'gone' || (state === 'stale' && this.computing.get(key)?.generation !== this.generationNumber)) return undefined;
    this.hit(key, cached);
    return cached;
  }

  /** Counts a hit, and moves the entry to the end of the map's order: the least recently used go first. */
  private hit(key: string, entry: Entry): void {
    this.counts.hits += 1;
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  /**
   * The answer for `key`: the cached one when it is fresh; else the one another request is computing now
   * (or, while it does, the previous one if only its TTL ran out); else `compute`'s, remembered when
   * nothing changed while it was computed. Null when the route answered something not to be cached.
   */
  async answer(
    key: string,
    clock: number,
    compute: () => Promise<{ body: Bytes; type: string; route: string | undefined } | null>,
  ): Promise<{ entry: Entry | null; computed: boolean }> {
    const cached = this.entries.get(key);
    const state = cached ? this.state(cached, clock) : 'gone';
    if (cached && state === 'fresh') {
      this.hit(key, cached);
      return { entry: cached, computed: false };
    }
    const running = this.computing.get(key);
    if (running && running.generation === this.generationNumber) {
      if (cached && state === 'stale') {
        this.counts.hits += 1;
        return { entry: cached, computed: false };
      }
      const made = await running.done;
      if (made) {
        this.counts.hits += 1;
        return { entry: made, computed: false };
      }
    }
    const generation = this.generationNumber;
    const madeAt = performance.now();
    let settle: (entry: Entry | null) => void = () => undefined;
    const done = new Promise<Entry | null>((resolve) => (settle = resolve));
    this.computing.set(key, { generation, done });
    let entry: Entry | null = null;
    try {
      this.counts.misses += 1;
      const made = await compute();
      if (made) {
        const hash = createHash('sha1').update(made.body).digest('base64url');
        const kept = this.entries.get(key);
        if (kept && kept === cached && kept.hash === hash && generation === this.generationNumber) {
          // Only its TTL had run out and the answer is the same: it lives on, with its compressed copies.
          kept.madeAt = madeAt;
          kept.clockAt = clock;
          entry = kept;
        } else {
          entry = { ...made, key, hash, generation, madeAt, clockAt: clock, bytes: made.body.byteLength, encoded: {}, compressed: {}, sent: {} };
          // Computed while the catalogue changed: right for this request, but not to be kept.
          if (generation === this.generationNumber) this.remember(key, entry);
        }
      }
      return { entry, computed: true };
    } finally {
      if (this.computing.get(key)?.done === done) this.computing.delete(key);
      settle(entry && entry.generation === this.generationNumber ? entry : null);
    }
  }
}
