/**
 * Search and sort keys for names, cities and the like that behave the same on PGlite and on any
 * PostgreSQL, whatever collation its database was created with.
 *
 * A key folds a text the way German users compare names (DIN 5007-1: "Müller" sorts and
 * matches like "muller", "Groß" like "gross", accents are dropped) and compares bytewise
 * (`collate "C"`). Keys are stored generated columns, computed once per write rather than per row
 * of every list, and indexed with plain btrees: prefix searches (`like 'mei%'`) and the sorts are
 * served by an index on both databases, without the trigram extension PGlite does not ship.
 */
import { sql, type SQL } from 'drizzle-orm';
import { customType, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Letters folded to their base letter; ß becomes "ss" separately (translate maps 1:1). */
const FOLDED_LETTERS: Record<string, string> = {
  A: 'ÀÁÂÃÄÅĀĂĄ',
  a: 'àáâãäåāăą',
  C: 'ÇĆČ',
  c: 'çćč',
  D: 'Ď',
  d: 'ď',
  E: 'ÈÉÊËĒĖĘĚ',
  e: 'èéêëēėęě',
  G: 'Ğ',
  g: 'ğ',
  I: 'ÌÍÎÏİ',
  i: 'ìíîïı',
  L: 'Ł',
  l: 'ł',
  N: 'ÑŃŇ',
  n: 'ñńň',
  O: 'ÒÓÔÕÖØŐ',
  o: 'òóôõöøő',
  R: 'Ř',
  r: 'ř',
  S: 'ŚŠŞ',
  s: 'śšş',
  T: 'Ť',
  t: 'ť',
  U: 'ÙÚÛÜŮŰ',
  u: 'ùúûüůű',
  Y: 'Ý',
  y: 'ýÿ',
  Z: 'ŹŻŽ',
  z: 'źżž',
  ß: 'ẞ',
};

const FROM = Object.values(FOLDED_LETTERS).join('');
const TO = Object.entries(FOLDED_LETTERS)
  .map(([base, variants]) => base.repeat([...variants].length))
  .join('');
const FOLD_MAP = new Map([...FROM].map((letter, index) => [letter, [...TO][index]!]));

/** The folded key of a text as SQL; literals inlined, as a generation expression needs them. */
export function searchKey(text: AnyPgColumn | SQL): SQL {
  return sql`(replace(lower(translate(${text}, '${sql.raw(FROM)}', '${sql.raw(TO)}')), 'ß', 'ss') collate "C")`;
}

/** Text compared bytewise: the same order and LIKE on every database, and LIKE can use btrees. */
const bytewiseText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * A stored generated column holding the search key of `source`, an SQL expression over the
 * table's own columns by name (e.g. sql`"last_name"`).
 */
export function searchKeyColumn(name: string, source: SQL) {
  return bytewiseText(name).generatedAlwaysAs(searchKey(source));
}

/** The same folding in JavaScript, for the user's search words. */
export function foldSearchText(text: string): string {
  const translated = [...text].map((letter) => FOLD_MAP.get(letter) ?? letter).join('');
  return translated.toLowerCase().replaceAll('ß', 'ss');
}

/** Escapes LIKE's wildcards (and its escape character) in user input. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `key like 'word%'`: the key starts with the folded word. Served by a btree index on the key. */
export function startsWith(key: AnyPgColumn | SQL, word: string): SQL {
  return sql`${key} like ${`${escapeLike(foldSearchText(word))}%`}`;
}

/** `key like '%word%'`: for short lists only, no index serves it. */
export function contains(key: AnyPgColumn | SQL, word: string): SQL {
  return sql`${key} like ${`%${escapeLike(foldSearchText(word))}%`}`;
}

/** The words of a search: split at white space, at most `max` of them. */
export function searchWords(search: string | undefined, max = 5): string[] {
  return (search ?? '').split(/\s+/).filter(Boolean).slice(0, max);
}

/** A column compared bytewise, for prefix searches of codes such as insurance numbers. */
export function exactKey(column: AnyPgColumn | SQL): SQL {
  return sql`(${column} collate "C")`;
}
