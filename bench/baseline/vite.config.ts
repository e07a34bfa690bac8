import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = path.resolve(import.meta.dirname, '../..');

/** The bare react-admin app `npm run lighthouse` measures our pages against; Vite's defaults otherwise. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: path.join(root, 'dist/baseline'), emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
