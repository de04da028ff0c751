import { Migration20261121000000_initial } from './Migration20261121000000_initial';

/** Every migration, in order. Listed explicitly so the server binary needs no file globbing. */
export const migrations = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
];
