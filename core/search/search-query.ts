/**
 * What a search query means, the one implementation behind /api/Search, the /tours text filter and the
 * assistant's retrieval (D270). A query is cut into slots, each a word or a known phrase;
 * every slot must be found. A slot is found by any of its exact alternatives — the word as typed, its Arabic
 * forms (with and without the article, broken plurals) and, when it is a spelling in SEARCH_SYNONYMS, every
 * spelling of that group — each as the start of a word (prefix matching). When no word of the catalogue's
 * vocabulary starts with any of them, the slot is a likely typo: the vocabulary words most like it (trigram
 * similarity, pg_trgm's measure, or one edit away) become its fuzzy alternatives. Exact matches rank before
 * fuzzy ones; a word with nothing like it finds nothing.
 *
 * The server takes its vocabulary and similarities from the database (pg_trgm, server/catalogue/search.ts); the
 * browser's /tours filter computes them here from the tours it holds. Both choose corrections with
 * `chooseCorrections`, so one rule decides.
 */
import { SEARCH_STOP_WORDS, SEARCH_SYNONYMS } from './search-synonyms';
import { arabicForms, foldLatinAccents, normalizeSearchText } from './search-text';
import { hasArabic } from '../text/script';

/** At most this many slots of a query are used; each word at most this long. */
export const MAX_SLOTS = 8;
export const MAX_WORD_LENGTH = 40;
/** pg_trgm's default similarity threshold (`%`): a vocabulary word at least this similar is a candidate. */
export const SIMILARITY_THRESHOLD = 0.3;
/** Words shorter than this are never corrected by trigrams (too few trigrams to judge). */
export const MIN_FUZZY_LENGTH = 4;
/** Words at least this long are also corrected to a word one edit away (insert, delete, change, swap). */
export const MIN_EDIT_LENGTH = 5;
/** A slot gets at most this many corrections. */
export const MAX_CORRECTIONS = 3;

const WORD = /^[\p{L}\p{N}]+$/u;

export const isArabicWord = (word: string): boolean => hasArabic(word);

/** Text as search compares it: Latin accents dropped, then the shared normaliser; spaces collapsed. */
export function searchText(text: string): string {
  return normalizeSearchText(foldLatinAccents(text.normalize('NFKC'))).replace(/\s+/g, ' ').trim();
}

/** The words of a text as search compares them: letters and digits only. */
export function searchWords(text: string): string[] {
  return searchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** Each synonym group as word lists, normalised; each spelling's words point to its group. */
const GROUPS: ReadonlyArray<ReadonlyArray<readonly string[]>> = SEARCH_SYNONYMS.map((group) => {
  const spellings = group.map((spelling) => searchWords(spelling)).filter((words) => words.length > 0);
  return [...new Map(spellings.map((words) => [words.join(' '), words])).values()];
});
const LONGEST_SPELLING = Math.max(...GROUPS.flat().map((words) => words.length));
const GROUP_OF = new Map<string, number>(GROUPS.flatMap((group, index) => group.map((words) => [words.join(' '), index] as const)));
const STOP_WORDS = new Set(SEARCH_STOP_WORDS.map((word) => searchText(word)));

/** One part of a query that must be found. */
export interface Slot {
  /** The words as typed (normalised). */
  typed: string[];
  /** Each alternative is a list of words, all of which must start words of the document; the first is the words as typed. */
  exact: string[][];
  /** Vocabulary words that stand for a typo (each must start a word of the document). */
  fuzzy: string[];
}

const forms = (word: string): string[] => (isArabicWord(word) ? arabicForms(word) : [word]);

function slotOf(typed: string[], synonyms: boolean): Slot {
  const group = synonyms ? GROUP_OF.get(typed.join(' ')) : undefined;
  const spellings: ReadonlyArray<readonly string[]> = group === undefined ? [typed] : [typed, ...GROUPS[group]!];
  const exact = new Map<string, string[]>();
  for (const words of spellings) {
    // In a phrase, a word of one or two letters ("el", "st", "al") is not searched: it starts too many words
    // to tell anything, and costs the index dearly.
    const telling = words.length === 1 ? words : words.filter((word) => [...word].length > 2);
    const searched = telling.length > 0 ? telling : words;
    if (searched.length === 1) for (const form of forms(searched[0]!)) exact.set(form, [form]);
    else exact.set(searched.join(' '), [...searched]);
  }
  return { typed, exact: [...exact.values()], fuzzy: [] };
}

/**
 * The slots of a query, before any correction: phrases and words of SEARCH_SYNONYMS are recognised (the
 * longest first) and, unless `synonyms` is false (a query written by the program, not a person), searched in
 * all their spellings; joining words dropped when something else is left, repeats removed, at most MAX_SLOTS.
 */
export function querySlots(raw: string, { synonyms = true }: { synonyms?: boolean } = {}): Slot[] {
  const words = searchWords(raw);
  const parts: string[][] = [];
  for (let i = 0; i < words.length; ) {
    let length = Math.min(LONGEST_SPELLING, words.length - i);
    while (length > 1 && !GROUP_OF.has(words.slice(i, i + length).join(' '))) length -= 1;
    parts.push(words.slice(i, i + length));
    i += length;
  }
  const meaningful = parts.filter((part) => !(part.length === 1 && STOP_WORDS.has(part[0]!)));
  const kept = meaningful.length > 0 ? meaningful : parts;
  const unique = [...new Map(kept.map((part) => [part.join(' '), part])).values()];
  return unique.slice(0, MAX_SLOTS).map((part) => slotOf(part, synonyms));
}

/** Every word an exact alternative of the slots needs: what the vocabulary is asked whether it knows. */
export function exactWords(slots: readonly Slot[]): string[] {
  return [...new Set(slots.flatMap((slot) => slot.exact.flat()))];
}

/** The word a slot is corrected from, when it can be: a single typed word long enough to judge. */
export function correctable(slot: Slot): string | null {
  const word = slot.typed.length === 1 ? slot.typed[0]! : null;
  return word !== null && word.length >= MIN_FUZZY_LENGTH ? word : null;
}

/**
 * The words to correct: of the slots not one of whose exact alternatives starts a vocabulary word
 * (`known(word)` says whether some vocabulary word starts with `word`).
 */
export function wordsToCorrect(slots: readonly Slot[], known: (word: string) => boolean): string[] {
  const words = slots
    .filter((slot) => !slot.exact.some((alternative) => alternative.every(known)))
    .map(correctable)
    .filter((word): word is string => word !== null);
  return [...new Set(words)];
}

/** The trigrams of one word as pg_trgm makes them: two spaces before, one after, each kept once. */
export function trigrams(word: string): Set<string> {
  const padded = [' ', ' ', ...word, ' '];
  const result = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) result.add(padded.slice(i, i + 3).join(''));
  return result;
}

/** pg_trgm's similarity of two words (shared trigrams over all trigrams), as PostgreSQL's float4 rounds it. */
export function trigramSimilarity(a: string, b: string): number {
  return similarityOfTrigrams(trigrams(a), trigrams(b));
}

function similarityOfTrigrams(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  let shared = 0;
  for (const trigram of left) if (right.has(trigram)) shared += 1;
  const all = left.size + right.size - shared;
  return all === 0 ? 0 : Math.fround(shared / all);
}

/** Whether two words are at most one edit apart: one letter inserted, deleted, changed, or two neighbours swapped. */
export function oneEditApart(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i += 1;
  if (i === x.length && i === y.length) return true;
  const rest = (p: number, q: number) => x.slice(p).join('') === y.slice(q).join('');
  if (x.length === y.length) return rest(i + 1, i + 1) || (x[i] === y[i + 1] && x[i + 1] === y[i] && rest(i + 2, i + 2));
  return x.length > y.length ? rest(i + 1, i) : rest(i, i + 1);
}

/**
 * Whether a vocabulary word may stand for a typed word: similar enough by trigrams, or (for words of at least
 * MIN_EDIT_LENGTH letters) one edit away with the same first letter. The server's SQL asks the vocabulary for
 * every word that could pass (`%`, or the same first letter and a length within one), then this decides.
 */
export function isCandidate(typed: string, word: string, similarity: number): boolean {
  if (word === typed || !WORD.test(word)) return false;
  if (similarity >= SIMILARITY_THRESHOLD) return true;
  return [...typed].length >= MIN_EDIT_LENGTH && word[0] === typed[0] && oneEditApart(typed, word);
}

export interface Candidate {
  word: string;
  similarity: number;
}

/**
 * The corrections of a typed word among its candidates: those with the best score, at most MAX_CORRECTIONS
 * (alphabetical among equals). A word one edit away scores 0.5 above its trigram similarity, so "luxer" is
 * "luxor" (one edit) rather than "luxury" (trigrams only).
 */
export function chooseCorrections(typed: string, candidates: readonly Candidate[]): string[] {
  const scored = candidates
    .filter((candidate) => isCandidate(typed, candidate.word, candidate.similarity))
    .map(({ word, similarity }) => ({ word, score: Math.round((similarity + (oneEditApart(typed, word) ? 0.5 : 0)) * 1e6) }));
  const best = Math.max(...scored.map((candidate) => candidate.score));
  return [...new Set(scored.filter((candidate) => candidate.score === best).map((candidate) => candidate.word))]
    .sort()
    .slice(0, MAX_CORRECTIONS);
}

/**
 * The slots resolved against a vocabulary: an exact alternative other than the words as typed (the first) is
 * kept only when the vocabulary knows it (a synonym no name uses would only slow the search down) and no
 * shorter kept word starts it, and the corrections are filled in.
 */
export function resolveSlots(
  slots: readonly Slot[],
  known: (word: string) => boolean,
  corrections: ReadonlyMap<string, readonly string[]>,
): Slot[] {
  return slots.map((slot) => {
    const word = correctable(slot);
    const fuzzy = word === null ? [] : (corrections.get(word) ?? []);
    const kept = slot.exact.filter((alternative, index) => index === 0 || alternative.every(known));
    // A word that starts with another kept word adds nothing to a prefix search ("pyramid" finds "pyramids").
    const starts = kept.filter((alternative) => alternative.length === 1).map((alternative) => alternative[0]!);
    const exact = kept.filter(
      (alternative, index) => index === 0 || alternative.length > 1 || !starts.some((start) => start !== alternative[0] && alternative[0]!.startsWith(start)),
    );
    return { ...slot, exact, fuzzy: [...fuzzy] };
  });
}

/**
 * A vocabulary held in memory (the browser's tours): the words of the texts given, and the same questions the
 * server asks its database. Used by the /tours filter and by tests comparing both sides.
 */
export class Vocabulary {
  /** The words in code-unit order, so the words a prefix starts are next to each other. */
  private readonly words: string[];
  private readonly grams: ReadonlyMap<string, ReadonlySet<string>>;

  constructor(texts: Iterable<string>) {
    const words = new Set<string>();
    for (const text of texts) for (const word of searchWords(text)) if ([...word].length >= 3) words.add(word);
    this.words = [...words].sort();
    this.grams = new Map(this.words.map((word) => [word, trigrams(word)]));
  }

  /** Whether some word starts with `prefix` (the first word not before it, found by halving). */
  knows(prefix: string): boolean {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return this.words[low]?.startsWith(prefix) ?? false;
  }

  corrections(typed: string): string[] {
    const grams = trigrams(typed);
    return chooseCorrections(
      typed,
      this.words.map((word) => ({ word, similarity: similarityOfTrigrams(grams, this.grams.get(word)!) })),
    );
  }
}

/** The query's slots, corrected against a vocabulary held in memory. */
export function planWithVocabulary(raw: string, vocabulary: Vocabulary): Slot[] {
  const slots = querySlots(raw);
  const known = (word: string) => vocabulary.knows(word);
  const words = wordsToCorrect(slots, known);
  return resolveSlots(slots, known, new Map(words.map((word) => [word, vocabulary.corrections(word)])));
}

/** Whether every word of an alternative starts one of the document's words. */
function found(alternative: readonly string[], documentWords: readonly string[]): boolean {
  return alternative.every((word) => documentWords.some((documentWord) => documentWord.startsWith(word)));
}

/** How a document (its words, from `searchWords`) matches the slots: 'exact', 'fuzzy' or null (not at all). */
export function matchSlots(slots: readonly Slot[], documentWords: readonly string[]): 'exact' | 'fuzzy' | null {
  let fuzzy = false;
  for (const slot of slots) {
    if (slot.exact.some((alternative) => found(alternative, documentWords))) continue;
    if (!slot.fuzzy.some((word) => found([word], documentWords))) return null;
    fuzzy = true;
  }
  return fuzzy ? 'fuzzy' : 'exact';
}
