import { describe, expect, it } from 'bun:test';
import { codeMessage } from './code-message';

describe('the code message', () => {
  it('is written in the language the student chose, with the code in it', () => {
    expect(codeMessage('en', '123456').text).toStartWith('Your EduReach code to see your data is 123456.');
    const hindi = codeMessage('hi', '654321');
    expect(hindi.text).toContain('654321');
    expect(hindi.subject).toBe('अपना डेटा देखने के लिए आपका कोड');
    expect(hindi.html).toContain('<strong>654321</strong>');
  });
});
