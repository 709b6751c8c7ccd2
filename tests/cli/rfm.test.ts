import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { makeBo, type Bo } from './helpers.js';

let server: TestServer;
let bo: Bo;

beforeAll(async () => {
  server = await startServer();
  bo = makeBo(server.url);
  expect((await bo.login('marketing@demo.mn')).code).toBe(0);
}, 180_000);
afterAll(async () => {
  bo?.cleanup();
  await server?.close();
});

describe('bo rfm', () => {
  it('refreshes the scores as a job, answers the cells (--json), and a cell’s customers as CSV (bo rfm --csv)', async () => {
    expect((await bo.run(['rfm-refresh'])).code).toBe(0);
    // the job runs after the answer: the cells once it is done
    let grid: { computed_at: string | null; cells: { cell: string; customers: number }[] } = { computed_at: null, cells: [] };
    for (let i = 0; i < 30 && !grid.computed_at; i++) {
      grid = JSON.parse((await bo.run(['rfm-grid', '--json'])).stdout);
      if (!grid.computed_at) await new Promise((r) => setTimeout(r, 300));
    }
    expect(grid.cells.find((c) => c.cell === 'champions')?.customers).toBeGreaterThan(0);
    const csv = await bo.run(['rfm', '--cell', 'champions', '--csv']);
    expect(csv.code).toBe(0);
    const lines = csv.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^customer,/);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes(',champions,'))).toBe(true);
  }, 60_000);
});
