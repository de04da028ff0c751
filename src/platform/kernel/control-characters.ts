/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. People never type them;
 * PostgreSQL cannot store NUL at all, and the others garble names, notes and exports. Input holding them is refused.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacters = (text: string) => CONTROL_CHARACTER.test(text);
