/** Issue 25 §12: "1 student", "2 students", with Indian digit grouping ("1,20,000 students"). */
export const plural = (n: number, word: string, many = `${word}s`) => `${n.toLocaleString('en-IN')} ${n === 1 ? word : many}`;
