/**
 * British and American spellings of one word, written one way: a user in London asks for
 * "theatre" or "jewellery" where the recogniser (whisper, pocketsphinx) writes "theater" and
 * "jewelry", and a one-letter-off match does not reach them ("theatr" and "theater" are two edits
 * apart). Each rule needs enough letters before its ending that short words keep theirs ("four",
 * "hour", "prise", "spelling", "filling" are left alone).
 */
const rules: ReadonlyArray<readonly [RegExp, string]> = [
  [/^([a-z]{2,})tre(s|d)?$/, '$1ter$2'], // theatre, centre, metre, fibre
  [/^([a-z]{2,})our(s|ed|ing|ite|ites|able|ful)?$/, '$1or$2'], // colour, flavour, favourite, honourable
  [/^([a-z]{3,})is(e|es|ed|ing|ation|ations)$/, '$1iz$2'], // organise, organisation
  [/^([a-z]{2,})ys(e|es|ed|ing)$/, '$1yz$2'], // analyse, paralysed
  [/^([a-z]{3,})ogue(s)?$/, '$1og$2'], // catalogue, dialogue
  [/^([a-z]{3,})ellery$/, '$1elry'], // jewellery
  [/^([a-z]{3,})ell(ing|ed|er|ers)$/, '$1el$2'], // travelling, cancelled, modeller
  [/^([a-z]{3,})mme(s)?$/, '$1m$2'], // programme
];

/** The American spelling of a normalised token where it has a British one; the token otherwise. */
export function usSpelling(token: string): string {
  for (const [pattern, replacement] of rules) if (pattern.test(token)) return token.replace(pattern, replacement);
  return token;
}
