import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { assertNetworkSettled } from './fetch-mock';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  assertNetworkSettled();
});
