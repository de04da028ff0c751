/** `link`: a page of the site the section points to, shown under its paragraphs. */
export type LegalDocument = { title: string; intro: string; sections: { heading: string; body: string[]; link?: { to: '/my-data'; label: string } }[] };

const COMPANY = 'EduReach Admissions Pvt. Ltd. ("EduReach", "we", "us")';

export const TERMS: LegalDocument = {
  title: 'Terms of Service',
  intro: `These terms govern your use of the websites, the Student Leads Portal and the services of ${COMPANY}, Jayanagar, Bengaluru, Karnataka.`,
  sections: [
    {
      heading: '1. Acceptance',
      body: ['By using our website or services you agree to these terms. If you use them on behalf of an institution, you confirm that you may bind it.'],
    },
    {
      heading: '2. Eligibility',
      body: [
        'Our services are for educational institutions and their authorised staff. We do not serve children under 18, and you must be 18 or older to create an account.',
      ],
    },
    {
      heading: '3. Accounts and credits',
      body: [
        'You are responsible for your account credentials and for all activity under your account.',
        'Credits are used to unlock student contact details and exports. Credits are not refundable and have no cash value.',
      ],
    },
    {
      heading: '4. Acceptable use of student data',
      body: [
        'Student data may be used only to contact students about genuine admission opportunities, in line with applicable law, TRAI regulations and DND preferences.',
        'You may not resell, publish or share student data with third parties.',
      ],
    },
    {
      heading: '5. Fees and payment',
      body: ['Fees for campaigns and services are set out in your proposal or invoice and are payable within the period stated there.'],
    },
    {
      heading: '6. Intellectual property',
      body: [
        'The website, portal, software and content remain the property of EduReach. Campaign creative made for you is licensed to you for your institution.',
      ],
    },
    {
      heading: '7. Limitation of liability',
      body: [
        'Marketing results depend on many factors; figures on our website describe past outcomes and are not guarantees. Our total liability is limited to the fees you paid in the three months before the claim.',
      ],
    },
    { heading: '8. Termination', body: ['We may suspend accounts that breach these terms. You may stop using our services at any time.'] },
    {
      heading: '9. Governing law',
      body: ['These terms are governed by the laws of India. The courts of Bangalore (Bengaluru), Karnataka have exclusive jurisdiction.'],
    },
    { heading: '10. Contact', body: ['Questions about these terms: hello@edureach.in or +91 80 4567 8900.'] },
  ],
};

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  intro: `This policy explains how ${COMPANY} collects, uses and protects personal data on our website and services.`,
  sections: [
    {
      heading: '1. What we collect',
      body: [
        'Details you send us: name, institution, e-mail, phone, messages and assessment answers.',
        'Account data for the Student Leads Portal, and technical data such as IP address and browser type.',
      ],
    },
    {
      heading: '2. How we use it',
      body: [
        'To answer enquiries, prepare your strategy, provide the portal, send service messages and improve our services. We do not sell your personal data.',
      ],
    },
    {
      heading: '3. Student data',
      body: [
        'Student records are collected from consenting sources and processed for education-related outreach only. Students may ask us to correct or delete their data at any time.',
      ],
    },
    {
      heading: '4. Children',
      body: ['Our services are not directed at children under 18, and we do not knowingly collect data from them through this website.'],
    },
    {
      heading: '5. Sharing',
      body: ['We share data only with service providers who process it for us under contract (hosting, messaging, e-mail), or where the law requires.'],
    },
    {
      heading: '6. Security and retention',
      body: [
        'We protect data with access controls, encryption in transit and audit trails, and keep it only as long as needed for the purposes above or as the law requires.',
      ],
    },
    {
      heading: '7. Your rights',
      body: [
        'You may ask to access, correct or delete your personal data, or withdraw consent, by writing to hello@edureach.in.',
        'Students and parents can do it themselves on the "Your data" page, in English or Hindi: after a one-time code sent to the e-mail or mobile number on our records, it shows the data we hold, where it came from, the consent, and every institution that received the contact details; there you can withdraw consent, ask for a correction or erasure, or file a grievance. We answer within 30 days.',
      ],
      link: { to: '/my-data', label: 'Your data: see, correct or erase it' },
    },
    {
      heading: '8. Governing law',
      body: [
        'This policy is governed by the laws of India, including the Digital Personal Data Protection Act, 2023. The courts of Bangalore (Bengaluru) have jurisdiction.',
      ],
    },
  ],
};
