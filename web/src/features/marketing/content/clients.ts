export type ClientMark = 'shield' | 'book' | 'tower' | 'leaf' | 'star' | 'atom' | 'cross' | 'sun' | 'wave';

export type Client = { name: string; short: string; mark: ClientMark; hue: number };

/** 18 institutions for the clients grid; their logos are drawn in code (client-logo.tsx), never fetched. */
export const CLIENTS: Client[] = [
  { name: 'Cauvery Institute of Technology', short: 'CIT', mark: 'atom', hue: 215 },
  { name: 'Sahyadri Medical College', short: 'SMC', mark: 'cross', hue: 350 },
  { name: 'Malabar School of Management', short: 'MSM', mark: 'tower', hue: 160 },
  { name: "St. Agnes Women's College", short: 'SAWC', mark: 'star', hue: 275 },
  { name: 'Apex IIT-JEE Academy', short: 'APEX', mark: 'sun', hue: 25 },
  { name: 'Eastern Hills University', short: 'EHU', mark: 'shield', hue: 190 },
  { name: 'Deccan Public School', short: 'DPS', mark: 'book', hue: 230 },
  { name: 'Narmada Engineering College', short: 'NEC', mark: 'wave', hue: 200 },
  { name: 'Kaveri Nursing Institute', short: 'KNI', mark: 'cross', hue: 330 },
  { name: 'Vidya Bharati Junior College', short: 'VBJC', mark: 'leaf', hue: 120 },
  { name: 'Konkan Institute of Design', short: 'KID', mark: 'star', hue: 45 },
  { name: 'Thar Desert University', short: 'TDU', mark: 'sun', hue: 35 },
  { name: 'Brahmaputra Law School', short: 'BLS', mark: 'shield', hue: 260 },
  { name: 'Nilgiri International School', short: 'NIS', mark: 'leaf', hue: 145 },
  { name: 'Pioneer NEET Coaching', short: 'PNC', mark: 'atom', hue: 5 },
  { name: 'Hampi College of Arts', short: 'HCA', mark: 'tower', hue: 15 },
  { name: 'Godavari Pharmacy College', short: 'GPC', mark: 'book', hue: 180 },
  { name: 'Vindhya Business School', short: 'VBS', mark: 'wave', hue: 240 },
];
