import { describe, expect, it } from 'vitest';
import { canonicalBody, canonicalJson } from './canonical-json';

describe('canonical JSON', () => {
  it('sorts keys at every depth and drops whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: null, y: true }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[2,{"y":true,"z":null}]},"b":1}',
    );
  });

  it('gives bodies that mean the same one text, and different bodies different texts', () => {
    const first = canonicalBody('{"lastName":"Meier","firstName":"Anna","version":1}');
    expect(
      canonicalBody(' {\n  "firstName" : "Anna",\n  "version": 1.0,\n  "lastName":"Meier"\n}\n'),
    ).toBe(first);
    expect(canonicalBody('{"firstName":"\\u0041nna","lastName":"Meier","version":1e0}')).toBe(
      first,
    );
    expect(canonicalBody('{"firstName":"Anna","lastName":"Meier","version":2}')).not.toBe(first);
    expect(canonicalBody('{"firstName":"Anna","lastName":"Meier"}')).not.toBe(first);
  });

  it('keeps a body that is not JSON, or too deep to walk, as sent', () => {
    expect(canonicalBody('not json')).toBe('not json');
    expect(canonicalBody('')).toBe('');
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    expect(canonicalBody(deep)).toBe(deep);
  });
});
