import { createInterface } from 'node:readline';

/**
 * Questions on the terminal. Lines are queued, so answers typed (or pasted) ahead are not lost;
 * `hidden` keeps a password off the screen.
 */
export function createPrompter() {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const io = rl as unknown as { _writeToOutput: (text: string) => void };
  const write = io._writeToOutput.bind(rl);
  let muted = false;
  io._writeToOutput = (text: string) => {
    if (!muted) write(text);
  };
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  rl.on('line', (line) => (waiting.length ? waiting.shift()!(line) : lines.push(line)));
  return {
    async ask(question: string, hidden = false): Promise<string> {
      muted = false;
      rl.setPrompt(question);
      rl.prompt();
      muted = hidden;
      const line = lines.length ? lines.shift()! : await new Promise<string>((resolveLine) => waiting.push(resolveLine));
      muted = false;
      if (hidden) process.stdout.write('\n');
      return line.trim();
    },
    close: () => rl.close(),
  };
}
