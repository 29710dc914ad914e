import { readFileSync } from 'node:fs';

/** One row of the benchmark table: what was measured, against which target, and how. */
export interface Figure {
  name: string;
  target: string;
  value: string;
  /** `null` when the figure is reported without a target. */
  met: boolean | null;
  how: string;
  /** The numbers behind the row, kept in bench/results/*.json. */
  raw?: unknown;
}

/** Resident memory of a process (VmRSS from /proc), in bytes. */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) * 1024;
}

export const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
