/**
 * Builds each named part at most once, on first use, and refuses a cycle: the composition root's module graph
 * (src/composition-root.ts) is built with it, so a module that needs itself, directly or through others, is an error
 * naming the cycle (`credits → identity → credits`) the first time the graph is built, not a part half-built.
 */
export type BuildOnce = (<T>(name: string, build: () => T) => T) & {
  /** the names built so far, in the order their building finished (dependencies first) */
  built(): readonly string[];
};

export function buildOnce(): BuildOnce {
  const built = new Map<string, unknown>();
  const building: string[] = [];
  const once = <T>(name: string, build: () => T): T => {
    if (built.has(name)) return built.get(name) as T;
    if (building.includes(name)) throw new Error(`The module graph has a cycle: ${[...building.slice(building.indexOf(name)), name].join(' → ')}`);
    building.push(name);
    try {
      const value = build();
      built.set(name, value);
      return value;
    } finally {
      building.pop();
    }
  };
  return Object.assign(once, { built: () => [...built.keys()] });
}
