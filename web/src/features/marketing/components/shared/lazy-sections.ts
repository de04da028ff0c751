const sectionLoaders = new Set<() => Promise<unknown>>();

/** Kept apart from below-fold.tsx so the prerender script can reach it without JSX. */
export const registerLazySection = (load: () => Promise<unknown>) => void sectionLoaders.add(load);

/** Fetches the code of every lazy section defined so far (by the modules loaded until now). */
export const loadLazySections = () => Promise.all(Array.from(sectionLoaders, (load) => load()));
