import type { BrowserType, LaunchOptions } from 'playwright-core';

export declare const CHROMIUM_PATH: string;
export declare function chromiumFlags(launcherFlags?: string[]): string[];
export declare function playwrightLaunchOptions(chromium: BrowserType): Promise<LaunchOptions>;
