/** Loads the bench dataset only (BENCH_STUDENTS rows), so `make bench` can start measuring at once. */
import { ensureDataset } from './lib/dataset';

const n = Number(process.env.BENCH_STUDENTS ?? 1_000_000);
await ensureDataset(process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres', `edureach_bench_${n}`, n, console.log);
