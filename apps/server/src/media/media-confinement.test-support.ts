/**
 * The inputs of an ffmpeg argv that do not name their demuxers and the file protocol: every
 * `-i` whose own options (since the previous `-i`) lack `-format_whitelist` or
 * `-protocol_whitelist file`. Graph inputs (`-f lavfi`) are Otto's own strings, not files.
 */
export function unconfinedInputs(args: readonly string[]): string[] {
  const found: string[] = [];
  let from = 0;
  args.forEach((arg, i) => {
    if (arg !== '-i') return;
    const own = args.slice(from, i);
    from = i + 2;
    const optionValue = (flag: string) => (own.includes(flag) ? own[own.lastIndexOf(flag) + 1] : undefined);
    if (optionValue('-f') === 'lavfi') return;
    if (!optionValue('-format_whitelist') || optionValue('-protocol_whitelist') !== 'file')
      found.push(args[i + 1] ?? '');
  });
  return found;
}
