/**
 * `compute` remembered for the last `max` distinct inputs, in memory (all forgotten at once when
 * full): for pure functions asked on every public answer with few distinct inputs at a time.
 */
export function remembered<T>(compute: (input: string) => T, max: number): (input: string) => T {
  const known = new Map<string, T>();
  return (input) => {
    let value = known.get(input);
    if (value === undefined) {
      value = compute(input);
      if (known.size >= max) known.clear();
      known.set(input, value);
    }
    return value;
  };
}
