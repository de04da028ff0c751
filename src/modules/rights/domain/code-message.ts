/** The languages of the /my-data screen; the code's text message and e-mail follow the one chosen (docs/product.md, "Do not contact"). */
export const MY_DATA_LANGUAGES = ['en', 'hi'] as const;
export type MyDataLanguage = (typeof MY_DATA_LANGUAGES)[number];

type CodeMessage = { text: string; subject: string; html: string };

const WORDS: Record<MyDataLanguage, (code: string) => CodeMessage> = {
  en: (code) => ({
    text: `Your EduReach code to see your data is ${code}. It works once, for 10 minutes. If you did not ask for it, ignore this message.`,
    subject: 'Your code to see your data',
    html: `<p>Your EduReach code to see your data is <strong>${code}</strong>.</p><p>It works once, for 10 minutes. If you did not ask for it, ignore this e-mail.</p>`,
  }),
  hi: (code) => ({
    text: `अपना डेटा देखने के लिए आपका EduReach कोड ${code} है। यह 10 मिनट तक, एक बार काम करता है। अगर आपने यह नहीं माँगा, तो इस संदेश को अनदेखा करें।`,
    subject: 'अपना डेटा देखने के लिए आपका कोड',
    html: `<p>अपना डेटा देखने के लिए आपका EduReach कोड <strong>${code}</strong> है।</p><p>यह 10 मिनट तक, एक बार काम करता है। अगर आपने यह नहीं माँगा, तो इस ई-मेल को अनदेखा करें।</p>`,
  }),
};

/** The one-time code's text message and e-mail, in the student's language. */
export const codeMessage = (language: MyDataLanguage, code: string): CodeMessage => WORDS[language](code);
