export type Testimonial = { quote: string; author: string; position: string; company: string; rating: number; initials: string; hue: number };

export const TESTIMONIALS: Testimonial[] = [
  {
    quote: 'EduReach filled our B.Tech seats three weeks before the counselling rounds closed. The verified leads made every call count.',
    author: 'Dr. Ramesh Iyengar', position: 'Principal', company: 'Cauvery Institute of Technology', rating: 5, initials: 'RI', hue: 215,
  },
  {
    quote: 'Our WhatsApp cost fell from 70 paise to 10 paise per conversation, and the AI replies parents at midnight as politely as our staff.',
    author: 'Ananya Desai', position: 'Admissions Head', company: 'Sahyadri Medical College', rating: 5, initials: 'AD', hue: 340,
  },
  {
    quote: 'The first-party audiences on Meta gave us qualified enquiries instead of clicks. Cost per admission dropped by almost two-thirds.',
    author: 'Vikram Nair', position: 'Marketing Manager', company: 'Malabar School of Management', rating: 5, initials: 'VN', hue: 160,
  },
  {
    quote: 'Within one season we had a proper pipeline: scored leads, automatic follow-ups and a dashboard our trustees actually read.',
    author: 'Sister Mary Joseph', position: 'Director', company: "St. Agnes Women's College", rating: 5, initials: 'MJ', hue: 275,
  },
  {
    quote: 'Their team understands coaching. The AI voice calls booked more demo classes than our tele-callers did in a month.',
    author: 'Karthik Reddy', position: 'Founder', company: 'Apex IIT-JEE Academy', rating: 5, initials: 'KR', hue: 25,
  },
  {
    quote: 'Ten years of education focus shows. They knew our admission calendar better than some of our own staff.',
    author: 'Prof. Suman Ghosh', position: 'Registrar', company: 'Eastern Hills University', rating: 5, initials: 'SG', hue: 190,
  },
];
