// Vitest's global set-up for the backend tests: a throwaway PostgreSQL cluster and Parse Server on free ports,
// stopped after the run (and by itself should this process die first).
import type { TestProject } from 'vitest/node';
import { startThrowawayBackend } from '@/server/throwaway.mjs';
import './settings';

export default async function startBackend(project: TestProject) {
  const { settings, stop } = await startThrowawayBackend();
  project.provide('backend', settings);
  return stop;
}
