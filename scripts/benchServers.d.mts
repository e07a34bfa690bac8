// Types of scripts/benchServers.mjs, for the bench's browser part (bench/browser.ts).
import type { Page } from 'playwright-core';

export const ADMIN: { email: string; password: string };
export function startProduct(): Promise<{ baseUrl: string; stop: () => Promise<void> }>;
export function startBaseline(): Promise<{ url: string; stop: () => Promise<void> }>;
export function signInPage(page: Page, baseUrl: string): Promise<void>;
