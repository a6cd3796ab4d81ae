/**
 * `--name value` for the scripts' command lines: taken out of `args` (so what is left are the positional
 * arguments, e.g. the paths a bench measures), or `fallback` when absent or given without a value.
 */
export function takeOption(args: string[], name: string, fallback: string): string {
  const index = args.indexOf(name);
  if (index < 0) return fallback;
  const [, value] = args.splice(index, 2);
  return value ?? fallback;
}
