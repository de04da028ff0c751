import { createInterface } from 'node:readline';

/** Asks one question on the terminal; `hidden` keeps a password off the screen. */
export function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    const output = rl as unknown as { _writeToOutput: (text: string) => void; output: NodeJS.WriteStream };
    output._writeToOutput = (text: string) => {
      if (text.includes(question)) output.output.write(text);
    };
  }
  return new Promise((resolveAnswer) =>
    rl.question(question, (answer) => {
      if (hidden) process.stdout.write('\n');
      rl.close();
      resolveAnswer(answer.trim());
    }),
  );
}
