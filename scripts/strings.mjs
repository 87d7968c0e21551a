// `value` without the run of `char` at its end. A loop is linear on any input, where /\/+$/ is quadratic
// on a long run of slashes followed by another character (eslint-plugin-regexp's no-super-linear-move).
// The scripts run on plain Node; the CMS and the site have the same helper in @teranga/domain (strings.ts).
export function withoutTrailing(value, char) {
  let end = value.length;
  while (end > 0 && value[end - 1] === char) end -= 1;
  return value.slice(0, end);
}
