import * as rrule from 'rrule';

/**
 * rrule ships ES modules to bundlers but CommonJS to Node, where its named exports cannot be
 * imported (`import { RRule }` fails at load): take the library from whichever form arrived.
 */
const lib: typeof rrule = (rrule as unknown as { default?: typeof rrule }).default?.RRule
  ? (rrule as unknown as { default: typeof rrule }).default
  : rrule;

export const { RRule } = lib;
