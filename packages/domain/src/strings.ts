// Trimming runs of characters off the ends of a string. A loop is linear on any input, where the
// obvious pattern (/\/+$/, /[-\s]+$/) is quadratic: on a long run followed by another character it
// starts a match at every position of the run (eslint-plugin-regexp's no-super-linear-move).

type Chars = string | ((c: string) => boolean);
const matcher = (chars: Chars) => (typeof chars === 'string' ? (c: string) => chars.includes(c) : chars);

/** `value` without the characters of `chars` (each character of the string, or those the test accepts) at its end. */
export function withoutTrailing(value: string, chars: Chars): string {
  const drop = matcher(chars);
  let end = value.length;
  while (end > 0 && drop(value[end - 1])) end -= 1;
  return value.slice(0, end);
}

/** `value` without the characters of `chars` at its start. */
export function withoutLeading(value: string, chars: Chars): string {
  const drop = matcher(chars);
  let start = 0;
  while (start < value.length && drop(value[start])) start += 1;
  return value.slice(start);
}

/** Whether `c` is white space, as `\s` means it. */
export const isSpace = (c: string): boolean => c.trim() === '';
