/** What every measurement shares: the figure it records, and small helpers. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../test-support/harness';
import { TARGETS, type TargetName } from './targets';

export const DIST = path.join(ROOT, 'dist');
export const INGREDIENTS = ['Chicken', 'Garlic', 'Lemon', 'Rice', 'Spinach'];

export interface Figure {
  name: string;
  target: string;
  value: string;
  met: boolean | null;
  how: string;
}

/** Handed to each measurement: `record` one figure against a target, keep `raw` numbers. */
export interface Bench {
  record(
    name: string,
    target: TargetName | 'report',
    value: string,
    measured: number,
    how: string,
  ): void;
  raw(key: string, value: unknown): void;
}

/** One measurement: a file under bench/measure/ whose default export is this. */
export type Measurement = (bench: Bench) => Promise<void>;

export function createBench() {
  const figures: Figure[] = [];
  const raw: Record<string, unknown> = {};
  const bench: Bench = {
    record(name, target, value, measured, how) {
      const spec = target === 'report' ? null : TARGETS[target];
      figures.push({
        name,
        target: spec ? spec.text : 'report',
        value,
        met: spec ? spec.met(measured) : null,
        how,
      });
      console.log(`  ${name}: ${value} (target ${spec ? spec.text : 'report'})`);
    },
    raw(key, value) {
      raw[key] = value;
    },
  };
  return { bench, figures, raw };
}

export const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    runs: values.length,
    median: at(0.5),
    min: sorted[0]!,
    max: sorted.at(-1)!,
    p99: at(0.99),
  };
};

/** Resident memory of a process (VmRSS from /proc), in bytes. */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) * 1024;
}

export const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const gzSize = (file: string) =>
  existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;

export async function retry<T>(times: number, attempt: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= times) throw error;
      console.log(`  (attempt ${i} failed, trying again: ${String(error).split('\n')[0]})`);
    }
  }
}
